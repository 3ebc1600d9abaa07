import { z } from 'zod';
import { defineBlock } from '../../src/registry/define-block.ts';

const path = (what: string) => z.string().regex(/^\/(?!\/)\S*$/, { error: `${what}: ścieżka w serwisie zaczynająca się od /` });

export default defineBlock({
  name: 'order-summary',
  title: 'Podsumowanie zamówienia',
  description:
    'Podsumowanie koszyka: pozycje i ceny, zgody sprzedażowe z rabatem, wymagane oświadczenia, kod rabatowy, metoda płatności dozwolona przez wszystkie oferty i złożenie zamówienia z płatnością.',
  kind: 'island',
  hydrate: 'load',
  schema: z.strictObject({
    heading: z.string().min(1, { error: 'Nagłówek nie może być pusty' }).optional(),
    mainPackageUrl: path('Strona pakietu głównego').default('/oferta-online'),
    activateBoxUrl: path('Strona aktywacji dekodera').default('/oferta-online/aktywacja-box/aktywuj'),
    myAccountUrl: path('Strona Moje konto').default('/oferta-online/moje-konto'),
    myServicesUrl: path('Strona Moje usługi').default('/oferta-online/moje-uslugi'),
    changeSummaryUrl: path('Strona podsumowania zmiany pakietu').default('/oferta-online/obnizenie/podsumowanie'),
  }),
});
