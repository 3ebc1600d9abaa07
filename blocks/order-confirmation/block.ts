import { z } from 'zod';
import { defineBlock } from '#registry/define-block.ts';

export default defineBlock({
  name: 'order-confirmation',
  title: 'Potwierdzenie zamówienia',
  description:
    'Strona podziękowania: numer opłaconego zamówienia i jego pozycje. Zamyka etapy sprzedaży (etap THP), więc klient może od razu złożyć kolejne zamówienie.',
  kind: 'island',
  hydrate: 'load',
  schema: z.strictObject({
    heading: z.string().min(1, { error: 'Nagłówek nie może być pusty' }).optional().meta({ title: 'Nagłówek' }),
  }),
});
