import { z } from 'zod';
import { defineBlock, htmlText } from '#registry/define-block.ts';

export default defineBlock({
  name: 'rich-text',
  title: 'Tekst sformatowany',
  description: 'Tekst z systemu treści (HTML); oczyszczany ze skryptów i niebezpiecznych atrybutów.',
  kind: 'static',
  schema: z.strictObject({
    heading: z.string().optional().meta({ title: 'Nagłówek' }),
    html: htmlText('Treść nie może być pusta').meta({ title: 'Treść' }),
    width: z.enum(['narrow', 'wide']).default('narrow').meta({ title: 'Szerokość' }),
  }),
});
