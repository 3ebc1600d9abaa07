import { z } from 'zod';
import { defineBlock, entryKey } from '#registry/define-block.ts';

const unique = (codes: string[]) => new Set(codes).size === codes.length;

export default defineBlock({
  name: 'offer-configurator',
  title: 'Konfigurator zamówienia',
  description:
    'Wybór pakietu głównego (bez zobowiązania albo z umową) i dodatków z koszykiem: dodawanie, usuwanie, czyszczenie koszyka i przejście do podsumowania. Oferty spoza sprzedaży są pomijane.',
  kind: 'island',
  hydrate: 'load',
  schema: z.strictObject({
    heading: z.string().min(1, { error: 'Nagłówek nie może być pusty' }).optional().meta({ title: 'Nagłówek' }),
    offerCodes: z
      .array(entryKey('offers', 'Kod oferty nie może być pusty'))
      .min(1, { error: 'Wybierz co najmniej jedną ofertę' })
      .max(20, { error: 'Najwyżej 20 ofert w konfiguratorze' })
      .refine(unique, { error: 'Kody ofert nie mogą się powtarzać' })
      .meta({ title: 'Kody ofert' }),
  }),
});
