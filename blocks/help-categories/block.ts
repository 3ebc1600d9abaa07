import { z } from 'zod';
import { defineBlock } from '#registry/define-block.ts';

export default defineBlock({
  name: 'help-categories',
  title: 'Kategorie pomocy',
  description: 'Wszystkie kategorie pomocy z treści (w ustalonej kolejności) jako odnośniki z opisem.',
  kind: 'static',
  schema: z.strictObject({
    heading: z.string().min(1, { error: 'Nagłówek nie może być pusty' }).optional().meta({ title: 'Nagłówek' }),
    headingLevel: z.literal([2, 3], { error: 'Poziom nagłówka: 2 lub 3' }).default(2).meta({ title: 'Poziom nagłówka' }),
  }),
});
