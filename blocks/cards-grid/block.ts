import { z } from 'zod';
import { defineBlock } from '#registry/define-block.ts';
import { linkSchema } from '../_shared/link.ts';
import { wideIllustrationSchema } from '../_shared/image.ts';

const cardSchema = z.strictObject({
  title: z.string().trim().min(1, { error: 'Podaj tytuł karty' }).max(100, { error: 'Tytuł karty: do 100 znaków' }).meta({ title: 'Tytuł' }),
  text: z.string().trim().max(400, { error: 'Tekst karty: do 400 znaków' }).default('').meta({ title: 'Tekst' }),
  image: wideIllustrationSchema.optional().meta({ title: 'Obraz' }),
  link: linkSchema.optional().meta({ title: 'Odnośnik' }),
});

export default defineBlock({
  name: 'cards-grid',
  title: 'Siatka kart',
  description: 'Karty z tytułem, tekstem, opcjonalnym obrazem i odnośnikiem, w 2–4 kolumnach (na telefonie jedna pod drugą).',
  kind: 'static',
  schema: z.strictObject({
    heading: z.string().trim().max(120, { error: 'Nagłówek: do 120 znaków' }).optional().meta({ title: 'Nagłówek' }),
    columns: z
      .union([z.literal(2), z.literal(3), z.literal(4)], { error: 'Liczba kolumn: 2, 3 albo 4' })
      .default(3)
      .meta({ title: 'Kolumny' }),
    cards: z.array(cardSchema).min(1, { error: 'Dodaj co najmniej jedną kartę' }).max(24, { error: 'Najwyżej 24 karty' }).meta({ title: 'Karty' }),
  }),
});
