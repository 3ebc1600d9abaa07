import { z } from 'zod';
import { defineBlock } from '#registry/define-block.ts';
import { ctaSchema } from '../_shared/link.ts';

export default defineBlock({
  name: 'cta',
  title: 'Wezwanie do działania',
  description: 'Wyróżniony pas z nagłówkiem, krótkim tekstem i jednym lub dwoma przyciskami.',
  kind: 'static',
  schema: z.strictObject({
    heading: z.string().trim().min(1, { error: 'Podaj nagłówek' }).max(120, { error: 'Nagłówek: do 120 znaków' }).meta({ title: 'Nagłówek' }),
    text: z.string().trim().max(300, { error: 'Tekst: do 300 znaków' }).optional().meta({ title: 'Tekst' }),
    buttons: z
      .array(ctaSchema)
      .min(1, { error: 'Dodaj co najmniej jeden przycisk' })
      .max(2, { error: 'Najwyżej dwa przyciski' })
      .meta({ title: 'Przyciski' }),
    theme: z.enum(['light', 'dark', 'brand'], { error: 'Motyw: light, dark albo brand' }).default('light').meta({ title: 'Motyw' }),
  }),
});
