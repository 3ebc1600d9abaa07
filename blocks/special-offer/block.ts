import { z } from 'zod';
import { defineBlock, entryKey } from '#registry/define-block.ts';

export default defineBlock({
  name: 'special-offer',
  title: 'Oferta specjalna',
  description:
    'Przycisk strony promocyjnej, który dodaje ofertę specjalną do koszyka (oferty wskazane kodami albo oferta wydarzenia) i prowadzi do podsumowania lub pod wskazany adres.',
  kind: 'island',
  hydrate: 'visible',
  schema: z
    .strictObject({
      heading: z.string().min(1, { error: 'Nagłówek nie może być pusty' }).optional().meta({ title: 'Nagłówek' }),
      offerCodes: z
        .array(entryKey('offers', 'Kod oferty nie może być pusty'))
        .max(5, { error: 'Najwyżej 5 ofert' })
        .default([])
        .meta({ title: 'Kody ofert' }),
      eventId: entryKey('eventConfigs', 'Identyfikator wydarzenia nie może być pusty').optional().meta({ title: 'Identyfikator wydarzenia' }),
      marker: z
        .string()
        .regex(/^[A-Za-z0-9_.-]{1,64}$/, { error: 'Znacznik oferty: litery, cyfry oraz . _ -' })
        .optional()
        .meta({ title: 'Znacznik' }),
      buttonLabel: z.string().min(1, { error: 'Tekst przycisku nie może być pusty' }).default('Kupuję').meta({ title: 'Napis na przycisku' }),
      redirectUrl: z
        .string()
        .regex(/^\/(?!\/)\S*$/, { error: 'Adres po dodaniu: ścieżka w serwisie zaczynająca się od /' })
        .optional()
        .meta({ title: 'Adres przekierowania' }),
    })
    .refine((props) => props.offerCodes.length > 0 || props.eventId !== undefined, { error: 'Podaj kody ofert albo identyfikator wydarzenia' }),
});
