import { z } from 'zod';
import { defineBlock } from '#registry/define-block.ts';

export default defineBlock({
  name: 'my-payments',
  title: 'Moje płatności',
  description:
    'Harmonogram płatności zalogowanego klienta miesiąc po miesiącu (ze szczegółami) i jego metody płatności: karty z datą ważności, rachunek operatora, płatność kodem; dodawanie przez bramkę płatniczą i usuwanie.',
  kind: 'island',
  hydrate: 'load',
  changes: ['mop/add', 'mop/remove'],
  schema: z.strictObject({
    heading: z.string().min(1, { error: 'Nagłówek nie może być pusty' }).optional().meta({ title: 'Nagłówek' }),
  }),
});
