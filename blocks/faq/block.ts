import { z } from 'zod';
import { defineBlock, htmlText } from '../../src/registry/define-block.ts';

export default defineBlock({
  name: 'faq',
  title: 'Pytania i odpowiedzi (FAQ)',
  description:
    'Lista pytań rozwijanych bez JavaScriptu; odpowiedzi to tekst sformatowany (oczyszczany). Dodaje dane strukturalne FAQPage dla wyszukiwarek.',
  kind: 'static',
  schema: z.strictObject({
    heading: z.string().min(1, { error: 'Nagłówek nie może być pusty' }).optional(),
    headingLevel: z.literal([2, 3], { error: 'Poziom nagłówka: 2 lub 3' }).default(2),
    items: z
      .array(
        z.strictObject({
          question: z.string().min(1, { error: 'Pytanie nie może być puste' }),
          answer: htmlText('Odpowiedź nie może być pusta'),
        }),
      )
      .min(1, { error: 'Dodaj co najmniej jedno pytanie' }),
    openFirst: z.boolean().default(false),
    /** One FAQPage per page is what search engines accept: switch it off on further FAQ blocks. */
    structuredData: z.boolean().default(true),
  }),
});
