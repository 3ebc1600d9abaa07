import { z } from 'zod';
import { defineBlock } from '#registry/define-block.ts';

export default defineBlock({
  name: 'my-account',
  title: 'Moje konto – podsumowanie',
  description:
    'Najważniejsze sprawy zalogowanego klienta: imię i nazwisko, numer klienta, najbliższa płatność, metoda płatności, koniec umowy długoterminowej, saldo konta prepaid, ostatnie zamówienia i wysłane wiadomości.',
  kind: 'island',
  hydrate: 'load',
  schema: z.strictObject({
    heading: z.string().min(1, { error: 'Nagłówek nie może być pusty' }).optional().meta({ title: 'Nagłówek' }),
  }),
});
