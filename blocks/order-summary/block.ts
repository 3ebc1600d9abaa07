import { z } from 'zod';
import { defineBlock } from '#registry/define-block.ts';

const path = (what: string) => z.string().regex(/^\/(?!\/)\S*$/, { error: `${what}: ścieżka w serwisie zaczynająca się od /` });

export default defineBlock({
  name: 'order-summary',
  title: 'Podsumowanie zamówienia',
  description:
    'Podsumowanie koszyka: pozycje i ceny, zgody sprzedażowe z rabatem, wymagane oświadczenia, kod rabatowy, metoda płatności dozwolona przez wszystkie oferty i złożenie zamówienia z płatnością.',
  kind: 'island',
  hydrate: 'load',
  schema: z.strictObject({
    heading: z.string().min(1, { error: 'Nagłówek nie może być pusty' }).optional().meta({ title: 'Nagłówek' }),
    mainPackageUrl: path('Strona pakietu głównego').default('/oferta-online').meta({ title: 'Adres wyboru pakietu' }),
    activateBoxUrl: path('Strona aktywacji dekodera').default('/oferta-online/aktywacja-box/aktywuj').meta({ title: 'Adres aktywacji dekodera' }),
    myAccountUrl: path('Strona Moje konto').default('/oferta-online/moje-konto').meta({ title: 'Adres Mojego konta' }),
    myServicesUrl: path('Strona Moje usługi').default('/oferta-online/moje-uslugi').meta({ title: 'Adres Moich usług' }),
    changeSummaryUrl: path('Strona podsumowania zmiany pakietu')
      .default('/oferta-online/obnizenie/podsumowanie')
      .meta({ title: 'Adres podsumowania zmiany' }),
  }),
});
