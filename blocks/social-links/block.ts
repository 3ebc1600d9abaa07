import { z } from 'zod';
import { defineBlock } from '#registry/define-block.ts';
import { socialLinkSchema, socialNetworks } from '#content-schema/site.ts';

/**
 * The site contract's social link, with the address narrowed to https: its
 * bare z.url() would also accept javascript: and data: URLs.
 */
const profileSchema = socialLinkSchema.extend({
  network: z.enum(socialNetworks, { error: `Sieć społecznościowa: ${socialNetworks.join(', ')}` }).meta({ title: 'Serwis' }),
  url: z.url({ protocol: /^https$/, error: 'Adres profilu: pełny adres https://' }).meta({ title: 'Adres' }),
});

export default defineBlock({
  name: 'social-links',
  title: 'Media społecznościowe',
  description: 'Odnośniki do profili marki w mediach społecznościowych, z ikonami.',
  kind: 'static',
  schema: z.strictObject({
    heading: z.string().trim().max(80, { error: 'Nagłówek: do 80 znaków' }).optional().meta({ title: 'Nagłówek' }),
    /** Who the profiles belong to; names each link („{brand} na Facebooku”). */
    brand: z.string().trim().min(1, { error: 'Podaj nazwę marki' }).default('Telewizja Horyzont').meta({ title: 'Marka' }),
    links: z
      .array(profileSchema)
      .min(1, { error: 'Dodaj co najmniej jeden profil' })
      .refine((links) => new Set(links.map((l) => l.network)).size === links.length, {
        error: 'Każda sieć społecznościowa może wystąpić tylko raz',
      })
      .meta({ title: 'Odnośniki' }),
  }),
});
