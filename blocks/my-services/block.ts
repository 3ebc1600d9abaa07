import { z } from 'zod';
import { defineBlock } from '#registry/define-block.ts';

const path = (what: string) => z.string().regex(/^\/(?!\/)\S*$/, { error: `${what}: ścieżka w serwisie zaczynająca się od /` });
const instant = (what: string) =>
  z.iso.datetime({ offset: true, error: `${what}: data i godzina z przesunięciem strefy, np. 2027-11-22T00:00:00+01:00` });

export default defineBlock({
  name: 'my-services',
  title: 'Moje usługi',
  description:
    'Usługi zalogowanego klienta pogrupowane według umów: nazwa, status, opłata miesięczna, koniec zobowiązania i umowy LTO, plan serwisu Strumień. Przy każdej usłudze zmiany, które są możliwe („Zrezygnuj”, „Zmień pakiet”, „Zmień plan”, „Przywróć”), albo powód, dla którego nie są. W przerwach w zmianach (np. Black Week) klient dowiaduje się, od kiedy zmieni usługi.',
  kind: 'island',
  hydrate: 'load',
  changes: ['cart/switchOff', 'cart/unSwitchOff'],
  schema: z.strictObject({
    heading: z.string().min(1, { error: 'Nagłówek nie może być pusty' }).optional().meta({ title: 'Nagłówek' }),
    changeSummaryUrl: path('Strona podsumowania zmiany pakietu')
      .default('/oferta-online/obnizenie/podsumowanie')
      .meta({ title: 'Adres podsumowania zmiany' }),
    shopUrl: path('Strona sklepu (droższe pakiety)').default('/oferta-online/konfiguracja').meta({ title: 'Adres sklepu' }),
    changeBreaks: z
      .array(
        z
          .strictObject({
            name: z.string().min(1, { error: 'Podaj nazwę przerwy, np. Black Week' }).meta({ title: 'Nazwa' }),
            startDate: instant('Początek przerwy').meta({ title: 'Początek' }),
            endDate: instant('Koniec przerwy').meta({ title: 'Koniec' }),
          })
          .refine((entry) => Date.parse(entry.startDate) <= Date.parse(entry.endDate), { error: 'Koniec przerwy nie może być przed jej początkiem' }),
      )
      .max(20)
      .default([])
      .meta({ title: 'Przerwy w zmianach' }),
  }),
});
