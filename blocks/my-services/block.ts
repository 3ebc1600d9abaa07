import { z } from 'zod';
import { defineBlock } from '../../src/registry/define-block.ts';

export default defineBlock({
  name: 'my-services',
  title: 'Moje usługi',
  description:
    'Usługi zalogowanego klienta pogrupowane według umów: nazwa, status, opłata miesięczna, koniec zobowiązania i umowy LTO, plan serwisu Strumień. Przy każdej usłudze zmiany, które są możliwe („Zrezygnuj”, „Przywróć”), albo powód, dla którego nie są.',
  kind: 'island',
  hydrate: 'load',
  schema: z.strictObject({
    heading: z.string().min(1, { error: 'Nagłówek nie może być pusty' }).optional(),
  }),
});
