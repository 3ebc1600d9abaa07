import { z } from 'zod';
import { defineBlock, entryKey } from '#registry/define-block.ts';

const featureValue = z.union([z.boolean(), z.string().min(1, { error: 'Wartość cechy nie może być pusta' })], {
  error: 'Wartość cechy: tak/nie albo tekst',
});

export default defineBlock({
  name: 'offer-comparison',
  title: 'Porównanie ofert',
  description:
    'Tabela porównująca od 2 do 4 ofert: ceny, okres umowy i cechy podane przez redaktora (tak/nie lub tekst). Pokazywane są tylko oferty w sprzedaży.',
  kind: 'static',
  schema: z
    .strictObject({
      heading: z.string().min(1, { error: 'Nagłówek nie może być pusty' }).optional().meta({ title: 'Nagłówek' }),
      headingLevel: z.literal([2, 3], { error: 'Poziom nagłówka: 2 lub 3' }).default(2).meta({ title: 'Poziom nagłówka' }),
      caption: z.string().min(1, { error: 'Podpis tabeli nie może być pusty' }).default('Porównanie ofert').meta({ title: 'Podpis' }),
      offerCodes: z
        .array(entryKey('offers', 'Kod oferty nie może być pusty'))
        .min(2, { error: 'Porównanie wymaga co najmniej 2 ofert' })
        .max(4, { error: 'Porównanie mieści najwyżej 4 oferty' })
        .refine((codes) => new Set(codes).size === codes.length, { error: 'Kody ofert nie mogą się powtarzać' })
        .meta({ title: 'Kody ofert' }),
      rows: z
        .array(
          z.strictObject({
            label: z.string().min(1, { error: 'Nazwa cechy nie może być pusta' }).meta({ title: 'Etykieta' }),
            values: z.record(z.string(), featureValue).meta({ title: 'Wartości' }),
          }),
        )
        .min(1, { error: 'Dodaj co najmniej jedną cechę do porównania' })
        .meta({
          title: 'Cechy',
          description: 'Wiersze tabeli: nazwa cechy i jej wartość (tak/nie albo tekst) dla każdej porównywanej oferty, po kodzie oferty.',
        }),
    })
    .superRefine(({ offerCodes, rows }, ctx) => {
      // Every cell filled, and no value for an offer that is not compared.
      rows.forEach((row, i) => {
        for (const code of offerCodes.filter((c) => !(c in row.values)))
          ctx.addIssue({ code: 'custom', path: ['rows', i, 'values', code], message: `Cecha „${row.label}”: brak wartości dla oferty „${code}”` });
        for (const code of Object.keys(row.values).filter((c) => !offerCodes.includes(c)))
          ctx.addIssue({ code: 'custom', path: ['rows', i, 'values', code], message: `Cecha „${row.label}”: oferty „${code}” nie ma w porównaniu` });
      });
    }),
});
