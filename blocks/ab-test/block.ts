import { z } from 'zod';
import { defineBlock } from '#registry/define-block.ts';
import { AB_TESTS } from '#domain/ab-tests.ts';

export default defineBlock({
  name: 'ab-test',
  title: 'Test A/B',
  description:
    'Dwa warianty treści: odwiedzający trafia losowo do grupy A (region „a”) albo B (region „b”) i zostaje w niej przy kolejnych wizytach; ' +
    'analityka dostaje zdarzenie testu z grupą. Pusty region „b” testuje, czy treść w ogóle pokazywać.',
  kind: 'static',
  regions: { a: 'Wariant A', b: 'Wariant B' },
  schema: z.strictObject({
    test: z.enum(AB_TESTS, { error: `Test A/B: jeden z ${AB_TESTS.join(', ')}` }).meta({ title: 'Test' }),
  }),
});
