import { z } from 'zod';
import { defineBlock } from '#registry/define-block.ts';

export default defineBlock({
  name: 'section',
  title: 'Sekcja',
  description: 'Kontener układu: opcjonalny nagłówek, tło i 1–3 kolumny, w których umieszcza się dowolne inne bloki (region „content”).',
  kind: 'static',
  regions: { content: 'Zawartość' },
  schema: z.strictObject({
    heading: z.string().trim().max(120, { error: 'Nagłówek: do 120 znaków' }).optional().meta({ title: 'Nagłówek' }),
    background: z.enum(['plain', 'surface', 'brand'], { error: 'Tło: plain, surface albo brand' }).default('plain').meta({ title: 'Tło' }),
    columns: z
      .union([z.literal(1), z.literal(2), z.literal(3)], { error: 'Liczba kolumn: 1, 2 albo 3' })
      .default(1)
      .meta({ title: 'Kolumny' }),
  }),
});
