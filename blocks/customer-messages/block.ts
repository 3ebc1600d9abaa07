import { z } from 'zod';
import { defineBlock } from '#registry/define-block.ts';

export default defineBlock({
  name: 'customer-messages',
  title: 'Wiadomości do obsługi klienta',
  description:
    'Formularz wiadomości zalogowanego klienta do obsługi (temat z listy, treść, błędy przy polach, potwierdzenie z numerem wiadomości) i lista wiadomości, które wysłał.',
  kind: 'island',
  hydrate: 'load',
  changes: ['account/sendMessage'],
  schema: z.strictObject({
    heading: z.string().min(1, { error: 'Nagłówek nie może być pusty' }).optional().meta({ title: 'Nagłówek' }),
  }),
});
