import { z } from 'zod';
import { defineBlock } from '#registry/define-block.ts';

export default defineBlock({
  name: 'heading',
  title: 'Nagłówek sekcji',
  description: 'Samodzielny nagłówek (poziom 2–4), opcjonalnie z kotwicą, do której można linkować (#kotwica).',
  kind: 'static',
  schema: z.strictObject({
    text: z.string().trim().min(1, { error: 'Podaj treść nagłówka' }).max(160, { error: 'Nagłówek: do 160 znaków' }).meta({ title: 'Tekst' }),
    level: z
      .union([z.literal(2), z.literal(3), z.literal(4)], { error: 'Poziom nagłówka: 2, 3 albo 4' })
      .default(2)
      .meta({ title: 'Poziom' }),
    /** Fragment id for in-page links; kept to a safe, predictable alphabet. */
    anchor: z
      .string()
      .regex(/^[a-z][a-z0-9-]{0,63}$/, {
        error: 'Kotwica: zaczyna się od litery, potem małe litery (bez polskich znaków), cyfry i -, do 64 znaków',
      })
      .optional()
      .meta({ title: 'Kotwica (id)' }),
  }),
});
