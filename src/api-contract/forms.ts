import './zod-config.ts';
import { z } from 'zod';
import { CALL_VARIANTS } from '#forms/call-slots.ts';
import { formDefinitions, formSchema } from '#forms/definitions.ts';
import { formMessages } from '#forms/messages.ts';
import { FORM_KINDS, HONEYPOT_FIELD, MAX_TOKEN_AGE_MS, MIN_FILL_MS, PAGE_FIELD, PAGE_PATTERN, TOKEN_FIELD, type FormKind } from '#forms/protocol.ts';
import { defineOperation, type AnyOperation } from './operation.ts';
import { doc, named } from './registry.ts';
import { limits } from './limits.ts';

/**
 * The forms of issue 15 (contact, lead, OTT slide lead, lead partner,
 * corporate, book a call): one POST per kind with the form's own fields
 * (src/forms/definitions.ts) and the protocol's fields, the spam token and
 * the call-back slots. Every form is stored before it is answered and
 * delivered to the automation webhook by a job queue (src/server/forms).
 */

const TAG = 'forms';

/** The fields every form carries besides its own (src/forms/protocol.ts). */
const protocolShape = {
  [TOKEN_FIELD]: doc(
    z.string().max(300).optional(),
    `The token of GET forms/token (or the one stamped into the page): a form sent without one, sooner than ${MIN_FILL_MS / 1000} s after it was issued, after ${MAX_TOKEN_AGE_MS / 3_600_000} h or with a forged one is answered as if sent and neither stored nor delivered.`,
  ),
  [HONEYPOT_FIELD]: doc(
    z.string().max(1000).optional(),
    'Leave empty: a field hidden from people. Filled, the form is answered as if sent and neither stored nor delivered.',
  ),
  [PAGE_FIELD]: doc(
    z.string().max(300).regex(PAGE_PATTERN, { error: 'oczekiwano ścieżki strony portalu (/…), z kotwicą formularza lub bez' }).optional(),
    'The page the form was sent from, with the form’s anchor (/kontakt#formularz-kontakt): stored with the submission; a form sent without JavaScript (application/x-www-form-urlencoded) is redirected there (303) to its thank-you anchor.',
  ),
};

export const formSubmissionSchema = named(
  z.object({
    id: doc(z.string(), 'The submission’s id: the webhook-id of its delivery, the same on every retry.'),
    receivedAt: doc(z.string(), 'When it was stored (ISO 8601).'),
    booking: doc(z.object({ day: z.string(), slot: z.string() }).optional(), 'Book a call: the day (YYYY-MM-DD) and slot (HH:MM) taken.'),
  }),
  'FormSubmission',
  'A form stored for delivery.',
);

const submissionExample = { id: '0193a1e2-7c4f-7a30-9c61-3f1d2b4e5a60', receivedAt: '2026-11-25T09:00:00.000Z' };

const NO_JS =
  ' Sent as application/x-www-form-urlencoded (a form without JavaScript), it answers HTTP 303 to the page field’s path with the thank-you anchor, or, refused, a Polish HTML page with the form refilled and each field’s error beside it.';

function submitOperation<K extends FormKind>(kind: K, summary: string) {
  const definition = formDefinitions[kind];
  const booking = kind === 'book-a-call';
  const base = {
    method: 'POST',
    call: `forms/${kind}`,
    tag: TAG,
    summary,
    description:
      `${definition.title}: stores the form and answers after the commit; the job queue then delivers it to FORMS_WEBHOOK_URL. ` +
      `Refused fields answer 400 naming every refused field (Nieprawidłowe pole „…”: …), nothing stored.` +
      (booking ? ' The slot is taken in the same transaction: a full slot answers 409, a slot passed or starting within the hour too.' : '') +
      NO_JS,
    access: 'public',
    // No session and no XSRF token: a plain HTML form must work; the signed token stands in for both.
    xsrf: false,
    body: formSchema(kind, protocolShape),
    data: formSubmissionSchema,
    limits: [limits.forms, limits.formsPerEmail],
  } as const;
  return booking
    ? defineOperation({
        ...base,
        errors: [409, 429],
        examples: {
          data: { ...submissionExample, booking: { day: '2026-11-26', slot: '10:00' } },
          errors: { 409: formMessages.slotTaken, 429: formMessages.tooMany },
        },
      })
    : defineOperation({ ...base, errors: [429], examples: { data: submissionExample, errors: { 429: formMessages.tooMany } } });
}

export const callSlotsSchema = named(
  z.object({
    variant: z.enum(CALL_VARIANTS),
    days: z.array(
      z.object({
        day: doc(z.string(), 'YYYY-MM-DD (Warsaw).'),
        label: doc(z.string(), 'The day as shown: „środa, 25.11.2026”.'),
        slots: z.array(
          z.object({
            slot: doc(z.string(), 'The start, HH:MM (Warsaw); a call slot lasts an hour.'),
            free: doc(z.boolean(), 'Whether a call can still be booked in it (capacity left).'),
          }),
        ),
      }),
    ),
  }),
  'CallSlots',
  'The next working days with their call-back slots.',
);

export const formOperations = {
  formToken: defineOperation({
    method: 'GET',
    call: 'forms/token',
    tag: TAG,
    summary: 'A token for sending a form',
    description: `A signed token naming the form and when it was issued: a form is accepted from ${MIN_FILL_MS / 1000} s after it until ${MAX_TOKEN_AGE_MS / 3_600_000} h after it. Changes nothing; never cached.`,
    access: 'public',
    query: z.strictObject({ form: doc(z.enum(FORM_KINDS, { error: 'oczekiwano rodzaju formularza z listy' }), 'The form kind.') }),
    data: named(z.object({ token: z.string() }), 'FormToken', 'A form token.'),
    examples: { data: { token: 'v1.contact.1795597200000.aGVsbG8td29ybGQtc2lnbmF0dXJl' } },
  }),

  callSlots: defineOperation({
    method: 'GET',
    call: 'forms/book-a-call/slots',
    tag: TAG,
    summary: 'Days and slots to book a call in',
    description:
      'The next 7 working days (Monday to Friday, no Polish public holiday; today while a slot of it starts in an hour or more), each with its hourly slots and whether each is still free. ' +
      'standard: 8:00–20:00, prepaid (the prepaid-category flow): 10:00–18:00.',
    access: 'public',
    query: z.strictObject({
      variant: doc(z.enum(CALL_VARIANTS, { error: 'oczekiwano wariantu standard lub prepaid' }).default('standard'), 'standard or prepaid.'),
    }),
    data: callSlotsSchema,
    examples: {
      data: {
        variant: 'standard',
        days: [
          {
            day: '2026-11-26',
            label: 'czwartek, 26.11.2026',
            slots: [
              { slot: '08:00', free: false },
              { slot: '09:00', free: true },
            ],
          },
          { day: '2026-11-27', label: 'piątek, 27.11.2026', slots: [{ slot: '08:00', free: true }] },
        ],
      },
    },
  }),

  submitContact: submitOperation('contact', 'Sends the contact form'),
  submitLead: submitOperation('lead', 'Sends a lead for an offer'),
  submitOttLead: submitOperation('ott-lead', 'Sends a lead from an online-video offer slide'),
  submitLeadPartner: submitOperation('lead-partner', 'Sends a partner’s application'),
  submitCorporate: submitOperation('corporate', 'Sends a business (B2B) enquiry'),
  submitBookACall: submitOperation('book-a-call', 'Books a call back'),
} satisfies Record<string, AnyOperation>;

/** The submit operation of each form kind. */
export const submitOperationOf = {
  contact: formOperations.submitContact,
  lead: formOperations.submitLead,
  'ott-lead': formOperations.submitOttLead,
  'lead-partner': formOperations.submitLeadPartner,
  corporate: formOperations.submitCorporate,
  'book-a-call': formOperations.submitBookACall,
} as const satisfies Record<FormKind, AnyOperation>;
