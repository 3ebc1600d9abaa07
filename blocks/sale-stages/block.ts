import { z } from 'zod';
import { defineBlock } from '#registry/define-block.ts';

export default defineBlock({
  name: 'sale-stages',
  title: 'Etapy zamówienia',
  description:
    'Pasek etapów sprzedaży z listy etapów w treściach (wybór pakietu, podsumowanie, aktywacja…) z zaznaczonym etapem tej strony; wcześniejsze etapy przed złożeniem zamówienia są odnośnikami.',
  kind: 'island',
  hydrate: 'idle',
  schema: z.strictObject({
    stage: z
      .string()
      .regex(/^[A-Z][A-Z0-9_]*$/, { error: 'Kod etapu tej strony, np. PACKAGE albo SUMMARY' })
      .meta({ title: 'Etap' }),
  }),
});
