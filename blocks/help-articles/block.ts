import { z } from 'zod';
import { defineBlock } from '#registry/define-block.ts';

export default defineBlock({
  name: 'help-articles',
  title: 'Artykuły pomocy z kategorii',
  description:
    'Artykuły pomocy (strony z szablonem „Pomoc – artykuł”) należące do wybranej kategorii, alfabetycznie; opcjonalnie tylko kilka pierwszych z odnośnikiem „Zobacz wszystkie”.',
  kind: 'static',
  schema: z.strictObject({
    heading: z.string().min(1, { error: 'Nagłówek nie może być pusty' }).optional().meta({ title: 'Nagłówek' }),
    headingLevel: z.literal([2, 3], { error: 'Poziom nagłówka: 2 lub 3' }).default(2).meta({ title: 'Poziom nagłówka' }),
    category: z
      .string()
      .regex(/^[a-z0-9-]+$/, { error: 'Kategoria: identyfikator (slug) kategorii pomocy, np. platnosci' })
      .meta({ title: 'Kategoria' }),
    limit: z.int({ error: 'Limit: liczba całkowita' }).positive({ error: 'Limit musi być większy od zera' }).optional().meta({ title: 'Limit' }),
  }),
});
