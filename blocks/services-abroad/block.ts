import { z } from 'zod';
import { defineBlock } from '#registry/define-block.ts';

export default defineBlock({
  name: 'services-abroad',
  title: 'Usługi za granicą',
  description:
    'Usługi zalogowanego klienta i to, czy działają podczas tymczasowego pobytu w innym kraju Unii Europejskiej: tak, gdy kraj zamieszkania (Polska) jest potwierdzony; inaczej tylko w Polsce, z opisem, jak go potwierdzić.',
  kind: 'island',
  hydrate: 'load',
  schema: z.strictObject({
    heading: z.string().min(1, { error: 'Nagłówek nie może być pusty' }).optional().meta({ title: 'Nagłówek' }),
  }),
});
