import { z } from 'zod';
import { defineBlock } from '#registry/define-block.ts';
import { imageFileShape, mediaHint } from '#content-schema/image.ts';

export default defineBlock({
  name: 'image',
  title: 'Obraz',
  description: 'Pojedynczy obraz z tekstem alternatywnym i opcjonalnym podpisem. Obraz ozdobny (bez treści) oznacz jako dekoracyjny.',
  kind: 'static',
  schema: z
    .strictObject({
      ...imageFileShape,
      alt: z.string().trim().max(250, { error: 'Tekst alternatywny: do 250 znaków' }).optional().meta({ title: 'Tekst alternatywny' }),
      /** Purely decorative: hidden from screen readers (alt=""). */
      decorative: z.boolean().default(false).meta({ title: 'Obraz dekoracyjny' }),
      caption: z.string().trim().max(300, { error: 'Podpis: do 300 znaków' }).optional().meta({ title: 'Podpis' }),
    })
    .refine((p) => p.decorative || !!p.alt, {
      error: 'Podaj tekst alternatywny opisujący obraz albo oznacz obraz jako dekoracyjny',
      path: ['alt'],
    })
    .meta(mediaHint()),
});
