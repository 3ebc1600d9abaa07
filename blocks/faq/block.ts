import { z } from 'zod';
import { defineBlock, htmlText } from '#registry/define-block.ts';

export default defineBlock({
  name: 'faq',
  title: 'Pytania i odpowiedzi (FAQ)',
  description:
    'Lista pytań rozwijanych bez JavaScriptu; odpowiedzi to tekst sformatowany (oczyszczany). Dodaje dane strukturalne FAQPage dla wyszukiwarek.',
  kind: 'static',
  schema: z.strictObject({
    heading: z.string().min(1, { error: 'Nagłówek nie może być pusty' }).optional().meta({ title: 'Nagłówek' }),
    headingLevel: z.literal([2, 3], { error: 'Poziom nagłówka: 2 lub 3' }).default(2).meta({ title: 'Poziom nagłówka' }),
    items: z
      .array(
        z.strictObject({
          question: z.string().min(1, { error: 'Pytanie nie może być puste' }).meta({ title: 'Pytanie' }),
          answer: htmlText('Odpowiedź nie może być pusta').meta({ title: 'Odpowiedź' }),
        }),
      )
      .min(1, { error: 'Dodaj co najmniej jedno pytanie' })
      .meta({ title: 'Pozycje' }),
    openFirst: z.boolean().default(false).meta({ title: 'Pierwsze rozwinięte' }),
    /** One FAQPage per page is what search engines accept: switch it off on further FAQ blocks. */
    structuredData: z.boolean().default(true).meta({ title: 'Dane strukturalne' }),
  }),
});
