import { z } from 'zod';

/**
 * Link targets editors may enter: a site path ("/oferta") or an absolute
 * http(s) URL. Everything else is refused: script-bearing schemes
 * (javascript:, data:), protocol-relative "//host" and "/\host" (both leave
 * the site while looking like paths), and whitespace or control characters
 * that browsers strip before parsing.
 */
export function isSafeLinkUrl(value: string): boolean {
  if (/[\s\u0000-\u001f\u007f]/.test(value)) return false;
  if (value.startsWith('/')) return !/^\/[/\\]/.test(value);
  if (!/^https?:\/\/[^/\\]/i.test(value)) return false;
  return URL.canParse(value);
}

/** True for absolute URLs (another site); site paths are internal. */
export const isExternalUrl = (value: string) => /^https?:\/\//i.test(value);

export const linkUrlSchema = z.string().refine(isSafeLinkUrl, { error: 'Adres: ścieżka zaczynająca się od / albo pełny adres http(s)://' });

/** A path of this site (never another host): where a block's steps link to each other. */
export const sitePathSchema = z.string().regex(/^\/(?![/\\])\S*$/, { error: 'Podaj ścieżkę strony tego serwisu, zaczynającą się od „/”' });

export const linkSchema = z.strictObject({
  label: z.string().trim().min(1, { error: 'Podaj tekst odnośnika' }).max(80, { error: 'Tekst odnośnika: do 80 znaków' }).meta({ title: 'Etykieta' }),
  url: linkUrlSchema.meta({ title: 'Adres' }),
  /** Opens in a new tab (announced to screen-reader users). */
  newTab: z.boolean().default(false).meta({ title: 'W nowej karcie' }),
});
export type Link = z.output<typeof linkSchema>;

export const ctaSchema = linkSchema.extend({
  variant: z.enum(['primary', 'secondary'], { error: 'Wariant przycisku: primary albo secondary' }).default('primary').meta({ title: 'Wariant' }),
});
export type Cta = z.output<typeof ctaSchema>;
