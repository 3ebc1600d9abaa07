import { z } from 'zod';
import { defineBlock } from '#registry/define-block.ts';

export default defineBlock({
  name: 'search-results',
  title: 'Wyniki wyszukiwania',
  description:
    'Pole wyszukiwania i wyniki zapytania z adresu (?q=…) z wyróżnionymi dopasowaniami, filtrem kategorii pomocy i stronami; gdy nic nie pasuje – drogi kontaktu. Wyniki są na stronie renderowanej na żądanie (/wyniki-wyszukiwania), bez JavaScriptu.',
  kind: 'static',
  schema: z.strictObject({
    pageSize: z
      .number()
      .int()
      .min(5, { error: 'Wyników na stronę: od 5 do 50' })
      .max(50, { error: 'Wyników na stronę: od 5 do 50' })
      .default(10)
      .meta({ title: 'Wyników na stronie' }),
    emptyHint: z
      .string()
      .min(1, { error: 'Podpowiedź nie może być pusta' })
      .default('Wpisz jedno lub dwa słowa, np. „faktura”, „dekoder” albo „zmiana hasła”.')
      .meta({ title: 'Podpowiedź przy pustym zapytaniu' }),
  }),
});
