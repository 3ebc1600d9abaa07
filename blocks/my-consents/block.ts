import { z } from 'zod';
import { defineBlock } from '#registry/define-block.ts';

export default defineBlock({
  name: 'my-consents',
  title: 'Zgody marketingowe klienta',
  description: 'Zgody zalogowanego klienta (marketing, personalizacja) z ich stanem; każdą wyraża albo wycofuje po potwierdzeniu w panelu bocznym.',
  kind: 'island',
  hydrate: 'load',
  changes: ['account/updateConsents'],
  schema: z.strictObject({
    heading: z.string().min(1, { error: 'Nagłówek nie może być pusty' }).optional().meta({ title: 'Nagłówek' }),
  }),
});
