import { z } from 'zod';
import { defineBlock } from '#registry/define-block.ts';

export default defineBlock({
  name: 'delete-account',
  title: 'Usunięcie konta',
  description:
    'Co oznacza usunięcie konta i przycisk, który prowadzi zalogowanego klienta na stronę usunięcia konta w serwisie tożsamości; po usunięciu klient jest wylogowany z portalu.',
  kind: 'island',
  hydrate: 'load',
  schema: z.strictObject({
    heading: z.string().min(1, { error: 'Nagłówek nie może być pusty' }).optional().meta({ title: 'Nagłówek' }),
  }),
});
