import { z } from 'zod';
import { defineBlock } from '#registry/define-block.ts';
import { ctaSchema } from '../_shared/link.ts';
import { illustrationSchema } from '../_shared/image.ts';

export default defineBlock({
  name: 'hero',
  title: 'Baner główny',
  description:
    'Duży baner na początku strony: nagłówek, tekst wprowadzający, opcjonalny obraz i do dwóch przycisków. Poziom 1 tylko dla głównego nagłówka strony.',
  kind: 'static',
  schema: z.strictObject({
    heading: z
      .string()
      .trim()
      .min(1, { error: 'Podaj nagłówek banera' })
      .max(120, { error: 'Nagłówek banera: do 120 znaków' })
      .meta({ title: 'Nagłówek' }),
    /** 1 when the hero carries the page's main heading; otherwise a section heading. */
    level: z
      .union([z.literal(1), z.literal(2)], { error: 'Poziom nagłówka banera: 1 albo 2' })
      .default(2)
      .meta({ title: 'Poziom nagłówka', description: '1 tylko wtedy, gdy baner niesie główny nagłówek strony; inaczej 2.' }),
    lead: z.string().trim().max(400, { error: 'Tekst wprowadzający: do 400 znaków' }).optional().meta({ title: 'Tekst wprowadzający' }),
    image: illustrationSchema.optional().meta({ title: 'Obraz' }),
    buttons: z.array(ctaSchema).max(2, { error: 'Baner może mieć najwyżej dwa przyciski' }).default([]).meta({ title: 'Przyciski' }),
    theme: z.enum(['light', 'dark', 'brand'], { error: 'Motyw: light, dark albo brand' }).default('brand').meta({ title: 'Motyw' }),
    align: z.enum(['start', 'center'], { error: 'Wyrównanie: start albo center' }).default('start').meta({ title: 'Wyrównanie' }),
  }),
});
