import { z } from 'zod';
import { CALL_VARIANTS } from '#forms/call-slots.ts';
import { FORM_KINDS } from '#forms/protocol.ts';
import { defineBlock } from '#registry/define-block.ts';

export default defineBlock({
  name: 'form',
  title: 'Formularz',
  description:
    'Formularz wybranego rodzaju (kontaktowy, kontakt w sprawie oferty, oferta online, partner, dla firm, zamówienie rozmowy): pola z definicji formularza, ' +
    'działa bez JavaScriptu (wysyłka i podziękowanie po przekierowaniu), z JavaScriptem błędy przy polach i podziękowanie bez przeładowania. Zgłoszenia trafiają do webhooka automatyzacji.',
  kind: 'static',
  schema: z
    .strictObject({
      kind: z.enum(FORM_KINDS, { error: `Rodzaj formularza: ${FORM_KINDS.join(', ')}` }).meta({ title: 'Rodzaj' }),
      heading: z.string().trim().min(1, { error: 'Nagłówek nie może być pusty' }).max(200).optional().meta({ title: 'Nagłówek' }),
      intro: z.string().trim().min(1, { error: 'Wstęp nie może być pusty' }).max(1000).optional().meta({ title: 'Wstęp' }),
      thanks: z.string().trim().min(1, { error: 'Podziękowanie nie może być puste' }).max(500).optional().meta({ title: 'Podziękowanie' }),
      /** lead and ott-lead: the offer the form asks about (sent as a hidden field). */
      offerTitle: z.string().trim().min(1, { error: 'Tytuł oferty nie może być pusty' }).max(200).optional().meta({ title: 'Tytuł oferty' }),
      /** book-a-call: which team calls back. */
      variant: z.enum(CALL_VARIANTS, { error: 'Wariant: standard lub prepaid' }).optional().meta({ title: 'Wariant' }),
    })
    .refine((props) => !(props.kind === 'lead' || props.kind === 'ott-lead') || props.offerTitle !== undefined, {
      error: 'Formularz kontaktu w sprawie oferty wymaga tytułu oferty (offerTitle)',
      path: ['offerTitle'],
    }),
});
