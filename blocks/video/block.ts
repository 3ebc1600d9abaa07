import { z } from 'zod';
import { defineBlock } from '#registry/define-block.ts';
import { imageFileSchema } from '../_shared/image.ts';
import { linkUrlSchema } from '../_shared/link.ts';
import { EMBED_HOSTS, videoSource } from './source.ts';

export default defineBlock({
  name: 'video',
  title: 'Film',
  description:
    'Miniatura z przyciskiem odtwarzania; film otwiera się w oknie dialogowym i wczytuje dopiero po kliknięciu. ' +
    `Plik wideo (.mp4, .webm, .ogv) albo odtwarzacz z: ${EMBED_HOSTS.join(', ')}.`,
  kind: 'static',
  schema: z
    .strictObject({
      title: z.string().trim().min(1, { error: 'Podaj tytuł filmu' }).max(120, { error: 'Tytuł filmu: do 120 znaków' }).meta({ title: 'Tytuł' }),
      url: z
        .string()
        .refine((url) => videoSource(url) !== null, {
          error: `Adres filmu: plik .mp4, .webm lub .ogv (ścieżka od / albo https://) albo odtwarzacz https:// z: ${EMBED_HOSTS.join(', ')}`,
        })
        .meta({ title: 'Adres' }),
      /** Still shown on the button; decorative, the button's text names the film. */
      thumbnail: imageFileSchema.optional().meta({ title: 'Miniatura' }),
      /** WebVTT captions in Polish, for video files. */
      captions: linkUrlSchema
        .refine((url) => /\.vtt$/i.test(new URL(url, 'https://site.invalid').pathname), {
          error: 'Napisy: plik .vtt',
        })
        .optional()
        .meta({ title: 'Napisy (adres pliku)' }),
    })
    .refine((p) => !p.captions || videoSource(p.url)?.kind === 'file', {
      error: 'Napisy można dodać tylko do pliku wideo (odtwarzacze zewnętrzne mają własne)',
      path: ['captions'],
    }),
});
