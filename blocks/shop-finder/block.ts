import { z } from 'zod';
import { defineBlock } from '#registry/define-block.ts';

export default defineBlock({
  name: 'shop-finder',
  title: 'Wyszukiwarka salonów',
  description:
    'Salony z treści (adres, telefon, dzisiejsze godziny i czy są otwarte teraz, usługi, dostępność) z filtrem po mieście lub kodzie pocztowym i „Otwarte teraz”, mapą Polski ze znacznikami salonów i przyciskiem „Najbliżej mnie”. Filtr i stan „otwarte” liczy serwer na stronie renderowanej na żądanie (szablon shop-finder), bez JavaScriptu.',
  kind: 'static',
  schema: z.strictObject({
    heading: z.string().min(1, { error: 'Nagłówek nie może być pusty' }).default('Znajdź salon').meta({ title: 'Nagłówek' }),
    headingLevel: z.literal([2, 3], { error: 'Poziom nagłówka: 2 lub 3' }).default(2).meta({ title: 'Poziom nagłówka' }),
    /** The map of Poland beside the list. */
    map: z.boolean().default(true).meta({ title: 'Mapa' }),
  }),
});
