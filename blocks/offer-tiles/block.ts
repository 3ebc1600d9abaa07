import { z } from 'zod';
import { defineBlock, entryKey } from '#registry/define-block.ts';

const unique = (codes: string[]) => new Set(codes).size === codes.length;

export default defineBlock({
  name: 'offer-tiles',
  title: 'Kafelki ofert',
  description: 'Wybrane oferty jako kafelki z ceną, okresem umowy, wyróżnikami i przyciskiem wyboru. Pokazywane są tylko oferty w sprzedaży.',
  kind: 'static',
  schema: z.strictObject({
    heading: z.string().min(1, { error: 'Nagłówek nie może być pusty' }).optional().meta({ title: 'Nagłówek' }),
    headingLevel: z.literal([2, 3], { error: 'Poziom nagłówka: 2 lub 3' }).default(2).meta({ title: 'Poziom nagłówka' }),
    offerCodes: z
      .array(entryKey('offers', 'Kod oferty nie może być pusty'))
      .min(1, { error: 'Wybierz co najmniej jedną ofertę' })
      .max(12, { error: 'Najwyżej 12 ofert w jednym bloku' })
      .refine(unique, { error: 'Kody ofert nie mogą się powtarzać' })
      .meta({ title: 'Kody ofert' }),
    ctaLabel: z.string().min(1, { error: 'Tekst przycisku nie może być pusty' }).default('Wybierz').meta({ title: 'Napis na przycisku' }),
    targetUrl: z
      .string()
      .regex(/^\/(?!\/)[^\s#]*$/, { error: 'Adres przycisku: ścieżka w serwisie zaczynająca się od /, np. /oferta-online/konfiguracja' })
      .default('/oferta-online/konfiguracja')
      .meta({ title: 'Adres docelowy' }),
  }),
});
