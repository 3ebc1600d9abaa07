import { z } from 'zod';
import { defineBlock } from '#registry/define-block.ts';

export default defineBlock({
  name: 'account-activation',
  title: 'Aktywacja konta',
  description:
    'Etap sprzedaży „Aktywacja konta” (ACTIVATION): opłacone zamówienie z koszyka i stan konta klienta; „Aktywuj” włącza zamówione usługi na aktywnym koncie i prowadzi do podziękowania. Kto nie ma zamówienia na tym etapie, trafia na stronę etapu swojego koszyka.',
  kind: 'island',
  hydrate: 'load',
  schema: z.strictObject({
    heading: z.string().min(1, { error: 'Nagłówek nie może być pusty' }).optional().meta({ title: 'Nagłówek' }),
  }),
});
