import { z } from 'zod';
import { defineBlock } from '#registry/define-block.ts';

const path = (what: string) => z.string().regex(/^\/(?!\/)\S*$/, { error: `${what}: ścieżka w serwisie zaczynająca się od /` });

export default defineBlock({
  name: 'package-change-summary',
  title: 'Podsumowanie zmiany pakietu',
  description:
    'Zmiana pakietu lub planu rozpoczęta w Moich usługach: obecne i nowe usługi, różnica w opłacie miesięcznej, od kiedy działa zmiana, najbliższe płatności teraz i po zmianie, dokumenty zmiany, wymagane oświadczenia i potwierdzenie zmiany (bez płatności teraz).',
  kind: 'island',
  hydrate: 'load',
  schema: z.strictObject({
    heading: z.string().min(1, { error: 'Nagłówek nie może być pusty' }).optional().meta({ title: 'Nagłówek' }),
    myServicesUrl: path('Strona Moje usługi').default('/oferta-online/moje-uslugi').meta({ title: 'Adres Moich usług' }),
  }),
});
