import { z } from 'zod';
import { defineBlock } from '#registry/define-block.ts';

export default defineBlock({
  name: 'personal-data',
  title: 'Dane osobowe klienta',
  description:
    'Adres instalacji, adres do faktur, telefon kontaktowy i login zalogowanego klienta; zmiana danych w formularzu z potwierdzeniem w panelu bocznym oraz przejście do zmiany loginu, hasła i usunięcia konta w serwisie tożsamości.',
  kind: 'island',
  hydrate: 'load',
  changes: ['account/updatePersonalData'],
  schema: z.strictObject({
    heading: z.string().min(1, { error: 'Nagłówek nie może być pusty' }).optional().meta({ title: 'Nagłówek' }),
  }),
});
