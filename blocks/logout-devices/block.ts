import { z } from 'zod';
import { defineBlock } from '#registry/define-block.ts';

export default defineBlock({
  name: 'logout-devices',
  title: 'Wylogowanie innych urządzeń',
  description:
    'Wylogowuje zalogowanego klienta na wszystkich innych urządzeniach (w portalu i u dostawcy tożsamości) po potwierdzeniu w panelu bocznym; to urządzenie zostaje zalogowane.',
  kind: 'island',
  hydrate: 'load',
  changes: ['account/logoutOtherDevices'],
  schema: z.strictObject({
    heading: z.string().min(1, { error: 'Nagłówek nie może być pusty' }).optional().meta({ title: 'Nagłówek' }),
  }),
});
