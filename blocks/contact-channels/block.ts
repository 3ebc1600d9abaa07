import { z } from 'zod';
import { defineBlock } from '#registry/define-block.ts';

export default defineBlock({
  name: 'contact-channels',
  title: 'Kanały kontaktu',
  description:
    'Infolinia, e-mail, godziny pracy i adres – do stron kontaktu i pomocy. Z JavaScriptem numer infolinii otwiera okno infolinii, e-mail okno formularza kontaktowego, a „Zamów rozmowę” okno wyboru terminu rozmowy.',
  kind: 'static',
  schema: z
    .strictObject({
      heading: z.string().min(1, { error: 'Nagłówek nie może być pusty' }).optional().meta({ title: 'Nagłówek' }),
      headingLevel: z.literal([2, 3], { error: 'Poziom nagłówka: 2 lub 3' }).default(2).meta({ title: 'Poziom nagłówka' }),
      hotline: z
        .strictObject({
          number: z
            .string()
            .regex(/^(\+48|0048)?[\s-]*(\d[\s-]*){9}$/, { error: 'Numer infolinii: 9 cyfr, np. 801 234 567 (opcjonalnie z +48)' })
            .meta({ title: 'Numer' }),
          /** E.g. the call cost. */
          note: z.string().min(1, { error: 'Uwaga do infolinii nie może być pusta' }).optional().meta({ title: 'Uwaga' }),
        })
        .optional()
        .meta({ title: 'Infolinia' }),
      email: z.email({ error: 'Adres e-mail jest nieprawidłowy' }).optional().meta({ title: 'E-mail' }),
      openingHours: z.string().min(1, { error: 'Godziny pracy nie mogą być puste' }).optional().meta({ title: 'Godziny otwarcia' }),
      /** „Zamów rozmowę”: the book-a-call dialog, of the standard team or of the prepaid-category one. */
      bookCall: z
        .enum(['standard', 'prepaid'], { error: 'Zamówienie rozmowy: standard lub prepaid' })
        .optional()
        .meta({ title: 'Umawianie rozmowy' }),
      address: z
        .strictObject({
          name: z.string().min(1, { error: 'Nazwa nie może być pusta' }).optional().meta({ title: 'Nazwa' }),
          street: z.string().min(1, { error: 'Ulica nie może być pusta' }).meta({ title: 'Ulica' }),
          postalCode: z
            .string()
            .regex(/^\d{2}-?\d{3}$/, { error: 'Kod pocztowy: 5 cyfr, np. 00-950' })
            .meta({ title: 'Kod pocztowy' }),
          city: z.string().min(1, { error: 'Miejscowość nie może być pusta' }).meta({ title: 'Miejscowość' }),
        })
        .optional()
        .meta({ title: 'Adres' }),
    })
    .refine((p) => p.hotline || p.email || p.openingHours || p.address || p.bookCall, {
      error: 'Podaj co najmniej jeden kanał kontaktu: infolinię, e-mail, godziny pracy, adres lub zamówienie rozmowy',
    }),
});
