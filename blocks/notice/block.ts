import { z } from 'zod';
import { defineBlock } from '#registry/define-block.ts';

export default defineBlock({
  name: 'notice',
  title: 'Ramka informacyjna',
  description: 'Wyróżniony komunikat (informacja, sukces, ostrzeżenie, błąd) z tytułem, tekstem i opcjonalnym odnośnikiem.',
  kind: 'static',
  schema: z.strictObject({
    tone: z
      .enum(['info', 'success', 'warning', 'error'], { error: 'Rodzaj: info, success, warning albo error' })
      .default('info')
      .meta({ title: 'Rodzaj komunikatu' }),
    title: z.string().min(1, { error: 'Tytuł nie może być pusty' }).meta({ title: 'Tytuł' }),
    text: z.string().min(1, { error: 'Tekst nie może być pusty' }).meta({ title: 'Tekst' }),
    link: z
      .strictObject({
        label: z.string().min(1, { error: 'Tekst odnośnika nie może być pusty' }).meta({ title: 'Etykieta' }),
        url: z
          .string()
          .regex(/^(\/(?!\/)|https:\/\/)\S*$/, { error: 'Adres odnośnika: ścieżka zaczynająca się od / albo adres https://' })
          .meta({ title: 'Adres' }),
      })
      .optional()
      .meta({ title: 'Odnośnik' }),
  }),
});
