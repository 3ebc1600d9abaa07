import { z } from 'zod';
import { defineBlock, htmlText } from '#registry/define-block.ts';

const CONTENT_DIALOGS = ['legals', 'decoders', 'service-unavailable'] as const;
const FORM_DIALOGS = ['lead', 'ott-lead', 'corporate'] as const;

export default defineBlock({
  name: 'support-dialog',
  title: 'Okno informacji lub formularza',
  description:
    'Odnośnik otwierający okno: informacje prawne, dekodery, usługa niedostępna (treść z systemu treści; bez JavaScriptu rozwija się na stronie) ' +
    'albo formularz: kontakt w sprawie oferty (z jej tytułem), oferta online ze slajdu, oferta dla firm (bez JavaScriptu prowadzi do strony z formularzem).',
  kind: 'static',
  schema: z
    .strictObject({
      dialog: z
        .enum([...CONTENT_DIALOGS, ...FORM_DIALOGS], { error: `Okno: ${[...CONTENT_DIALOGS, ...FORM_DIALOGS].join(', ')}` })
        .meta({ title: 'Okno' }),
      label: z.string().trim().min(1, { error: 'Tekst odnośnika nie może być pusty' }).max(120).meta({ title: 'Etykieta' }),
      /** Content dialogs: the dialog's title (default: the dialog's name). */
      title: z.string().trim().min(1, { error: 'Tytuł nie może być pusty' }).max(120).optional().meta({ title: 'Tytuł' }),
      /** Content dialogs: the text (HTML, sanitised). */
      html: htmlText('Treść nie może być pusta').optional().meta({ title: 'Treść' }),
      /** lead and ott-lead: the offer asked about. */
      offerTitle: z.string().trim().min(1, { error: 'Tytuł oferty nie może być pusty' }).max(200).optional().meta({ title: 'Tytuł oferty' }),
      /** Form dialogs without JavaScript: the page holding that form. */
      fallbackUrl: z
        .string()
        .regex(/^\/[^/\\]/, { error: 'Adres strony z formularzem: ścieżka serwisu, np. /dla-firm' })
        .default('/kontakt')
        .meta({ title: 'Adres zastępczy' }),
      appearance: z.enum(['link', 'button'], { error: 'Wygląd: link lub button' }).default('link').meta({ title: 'Wygląd' }),
    })
    .refine((props) => !(CONTENT_DIALOGS as readonly string[]).includes(props.dialog) || props.html !== undefined, {
      error: 'Okno z treścią wymaga treści (html)',
      path: ['html'],
    })
    .refine((props) => !(props.dialog === 'lead' || props.dialog === 'ott-lead') || props.offerTitle !== undefined, {
      error: 'Okno kontaktu w sprawie oferty wymaga tytułu oferty (offerTitle)',
      path: ['offerTitle'],
    }),
});
