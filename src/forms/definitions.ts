import '#api-contract/zod-config.ts';
import { z } from 'zod';
import { freeText } from '#api-contract/free-text.ts';
import { parsePhone } from '#domain/contact-details.ts';
import { CALL_VARIANTS, DAY_PATTERN, isCallSlot, isWorkingDay, slotsOf, type CallVariant } from './call-slots.ts';
import { parseNip } from './nip.ts';
import type { FormKind } from './protocol.ts';

/**
 * Every form kind declared once: its fields' zod schemas (Polish messages,
 * trimmed, bounded, no markup where none belongs) and the metadata the forms
 * render from (label, input kind, autocomplete, options, hint). The server
 * validates submissions with the same schemas the modals check with, and the
 * form blocks' HTML is rendered from the same metadata.
 */

export type FieldInput = 'text' | 'email' | 'tel' | 'textarea' | 'select' | 'checkbox' | 'hidden' | 'number' | 'date';

export interface FieldOption {
  value: string;
  label: string;
}

export interface FieldMeta {
  /** Polish label (a checkbox's: the consent's text). */
  label: string;
  input: FieldInput;
  /** The HTML autocomplete token. */
  autocomplete?: string;
  options?: readonly FieldOption[];
  /** A hint shown under the field. */
  hint?: string;
  /** Whether a person must fill it (the schema decides; this is what the form marks). */
  required: boolean;
  /** The longest text the schema accepts, for the input's maxlength. */
  maxLength?: number;
}

export interface FormField extends FieldMeta {
  name: string;
}

type Shape = Record<string, z.ZodType>;

export interface FormDefinition<K extends FormKind = FormKind, S extends Shape = Shape> {
  kind: K;
  /** Polish name of the form (heading default, the inbox page). */
  title: string;
  submitLabel: string;
  /** Default thank-you text. */
  thanks: string;
  shape: S;
  /** Rules across fields (the slot of the chosen variant), added to the object schema. */
  check?(value: z.output<z.ZodObject<S>>, ctx: z.core.$RefinementCtx): void;
  /** The fields in display order. */
  fields: readonly FormField[];
}

function defineForm<K extends FormKind, S extends Shape>(definition: {
  kind: K;
  title: string;
  submitLabel: string;
  thanks: string;
  shape: S;
  check?: (value: z.output<z.ZodObject<S>>, ctx: z.core.$RefinementCtx) => void;
  fields: { [F in keyof S]: FieldMeta };
}): FormDefinition<K, S> {
  const fields = Object.entries(definition.fields).map(([name, meta]) => ({ name, ...(meta as FieldMeta) }));
  return { ...definition, fields };
}

// Field rules -------------------------------------------------------------------

export const fieldMessages = {
  required: (what: string) => `podaj ${what}`,
  markup: (field: string) => `${field} nie może zawierać znaków < ani >`,
  email: 'podaj poprawny adres e-mail, np. jan.kowalski@example.pl',
  phone: 'podaj numer telefonu w Polsce: 9 cyfr, np. 601 000 102',
  nip: 'podaj poprawny NIP: 10 cyfr z prawidłową cyfrą kontrolną, np. 123-456-32-18',
  consent: 'zaznacz zgodę, abyśmy mogli się z Tobą skontaktować',
  choose: (what: string) => `wybierz ${what} z listy`,
  locations: 'podaj liczbę lokalizacji od 1 do 10 000',
  day: 'wybierz dzień roboczy (od poniedziałku do piątku, poza świętami) w formacie RRRR-MM-DD',
  slot: 'wybierz godzinę rozmowy z listy dostępnych dla tego dnia',
} as const;

const NO_MARKUP = /^[^<>]*$/;

/** A required line: free text (src/api-contract/free-text.ts), trimmed, 1 to max characters, no markup. */
const line = (field: string, what: string, max: number) =>
  freeText(field)
    .trim()
    .min(1, { error: fieldMessages.required(what) })
    .max(max)
    .regex(NO_MARKUP, { error: fieldMessages.markup(field) });

/** An optional line: empty means not given. */
const optionalLine = (field: string, max: number) =>
  freeText(field)
    .trim()
    .max(max)
    .regex(NO_MARKUP, { error: fieldMessages.markup(field) })
    .optional();

/** A message: several lines, no markup needed in a message to us either. */
const message = (field: string, max: number, required: boolean) => {
  const text = freeText(field, { multiline: true }).trim();
  return (required ? text.min(1, { error: fieldMessages.required('treść wiadomości') }) : text)
    .max(max)
    .regex(NO_MARKUP, { error: fieldMessages.markup(field) });
};

const EMAIL_MAX = 254;
const email = () =>
  z
    .string()
    .trim()
    .min(1, { error: fieldMessages.required('adres e-mail') })
    .max(EMAIL_MAX)
    .regex(z.regexes.email, { error: fieldMessages.email });

const optionalEmail = () =>
  z
    .string()
    .trim()
    .max(EMAIL_MAX)
    .refine((value) => value === '' || z.regexes.email.test(value), { error: fieldMessages.email })
    .optional();

/** The project's phone rule (src/domain/contact-details.ts parsePhone): nine digits, spaces, dashes and +48 allowed. */
const phone = () =>
  z
    .string()
    .trim()
    .min(1, { error: fieldMessages.required('numer telefonu') })
    .max(20, { error: fieldMessages.phone })
    .refine((value) => parsePhone(value) !== null, { error: fieldMessages.phone });

const optionalPhone = () =>
  z
    .string()
    .trim()
    .max(20, { error: fieldMessages.phone })
    .refine((value) => value === '' || parsePhone(value) !== null, { error: fieldMessages.phone })
    .optional();

const nip = () =>
  z
    .string()
    .trim()
    .min(1, { error: fieldMessages.required('NIP') })
    .max(20, { error: fieldMessages.nip })
    .refine((value) => parseNip(value) !== null, { error: fieldMessages.nip });

const consent = () => z.literal(true, { error: fieldMessages.consent });

const choice = <const T extends readonly [FieldOption, ...FieldOption[]]>(options: T, what: string) =>
  z.enum(options.map((option) => option.value) as [T[number]['value'], ...T[number]['value'][]], { error: fieldMessages.choose(what) });

const NAME_MAX = 100;
const TITLE_MAX = 200;
const MESSAGE_MAX = 5000;

const CONSENT_LABEL = 'Zgadzam się na kontakt Telewizji Horyzont w sprawie mojego zgłoszenia (telefonicznie lub e-mailem).';
const CONSENT_HINT = 'Dane przetwarzamy wyłącznie w celu odpowiedzi na zgłoszenie.';

const consentField: FieldMeta = { label: CONSENT_LABEL, input: 'checkbox', hint: CONSENT_HINT, required: true };
const nameField = (required: boolean): FieldMeta => ({
  label: required ? 'Imię i nazwisko' : 'Imię i nazwisko (opcjonalnie)',
  input: 'text',
  autocomplete: 'name',
  required,
  maxLength: NAME_MAX,
});
const emailField = (required: boolean): FieldMeta => ({
  label: required ? 'Adres e-mail' : 'Adres e-mail (opcjonalnie)',
  input: 'email',
  autocomplete: 'email',
  required,
  maxLength: EMAIL_MAX,
});
const phoneField = (required: boolean): FieldMeta => ({
  label: required ? 'Numer telefonu' : 'Numer telefonu (opcjonalnie)',
  input: 'tel',
  autocomplete: 'tel-national',
  hint: '9 cyfr, np. 601 000 102',
  required,
  maxLength: 20,
});
const offerTitleField: FieldMeta = { label: 'Oferta', input: 'hidden', required: true, maxLength: TITLE_MAX };

/** A business's details and its contact person: the partner and corporate forms ask the same. */
const companyShape = () => ({
  companyName: line('nazwa firmy', 'nazwę firmy', 200),
  nip: nip(),
  name: line('osoba kontaktowa', 'imię i nazwisko osoby kontaktowej', NAME_MAX),
  email: email(),
  phone: phone(),
});
const companyFields = {
  companyName: { label: 'Nazwa firmy', input: 'text', autocomplete: 'organization', required: true, maxLength: 200 },
  nip: { label: 'NIP', input: 'text', hint: '10 cyfr, np. 123-456-32-18', required: true, maxLength: 20 },
  name: { ...nameField(true), label: 'Osoba kontaktowa' },
  email: emailField(true),
  phone: phoneField(true),
} as const satisfies Record<string, FieldMeta>;

// Forms -------------------------------------------------------------------------

export const CONTACT_SUBJECTS = [
  { value: 'OFFER', label: 'Oferta i zamówienie' },
  { value: 'PAYMENTS', label: 'Płatności i rozliczenia' },
  { value: 'TECHNICAL', label: 'Problem techniczny z odbiorem' },
  { value: 'ACCOUNT', label: 'Konto i dane osobowe' },
  { value: 'COMPLAINT', label: 'Reklamacja' },
  { value: 'OTHER', label: 'Inna sprawa' },
] as const;

export const contactForm = defineForm({
  kind: 'contact',
  title: 'Formularz kontaktowy',
  submitLabel: 'Wyślij wiadomość',
  thanks: 'Dziękujemy! Otrzymaliśmy Twoją wiadomość i odpowiemy w ciągu 2 dni roboczych.',
  shape: {
    name: line('imię i nazwisko', 'imię i nazwisko', NAME_MAX),
    email: email(),
    phone: optionalPhone(),
    subject: choice(CONTACT_SUBJECTS, 'temat'),
    message: message('treść wiadomości', MESSAGE_MAX, true),
    consent: consent(),
  },
  fields: {
    name: nameField(true),
    email: emailField(true),
    phone: phoneField(false),
    subject: { label: 'Temat', input: 'select', options: CONTACT_SUBJECTS, required: true },
    message: { label: 'Treść wiadomości', input: 'textarea', required: true, maxLength: MESSAGE_MAX },
    consent: consentField,
  },
});

export const leadForm = defineForm({
  kind: 'lead',
  title: 'Zamów kontakt w sprawie oferty',
  submitLabel: 'Poproś o kontakt',
  thanks: 'Dziękujemy! Konsultant zadzwoni do Ciebie w sprawie oferty.',
  shape: {
    offerTitle: line('oferta', 'ofertę', TITLE_MAX),
    name: line('imię i nazwisko', 'imię i nazwisko', NAME_MAX),
    phone: phone(),
    email: optionalEmail(),
    consent: consent(),
  },
  fields: {
    offerTitle: offerTitleField,
    name: nameField(true),
    phone: phoneField(true),
    email: emailField(false),
    consent: consentField,
  },
});

export const ottLeadForm = defineForm({
  kind: 'ott-lead',
  title: 'Chcę poznać ofertę',
  submitLabel: 'Wyślij',
  thanks: 'Dziękujemy! Wyślemy Ci szczegóły oferty e-mailem.',
  shape: {
    offerTitle: line('oferta', 'ofertę', TITLE_MAX),
    email: email(),
    consent: consent(),
  },
  fields: {
    offerTitle: offerTitleField,
    email: emailField(true),
    consent: consentField,
  },
});

export const leadPartnerForm = defineForm({
  kind: 'lead-partner',
  title: 'Zostań partnerem',
  submitLabel: 'Wyślij zgłoszenie',
  thanks: 'Dziękujemy! Nasz opiekun partnerów skontaktuje się z Tobą.',
  shape: {
    ...companyShape(),
    city: optionalLine('miejscowość', 100),
    message: message('treść wiadomości', 2000, false).optional(),
    consent: consent(),
  },
  fields: {
    ...companyFields,
    city: { label: 'Miejscowość (opcjonalnie)', input: 'text', autocomplete: 'address-level2', required: false, maxLength: 100 },
    message: { label: 'O współpracy (opcjonalnie)', input: 'textarea', required: false, maxLength: 2000 },
    consent: consentField,
  },
});

export const CORPORATE_NEEDS = [
  { value: 'VENUE_TV', label: 'Telewizja w lokalu (restauracja, hotel, siłownia)' },
  { value: 'OFFICE', label: 'Telewizja i wideo w biurze' },
  { value: 'EMPLOYEE', label: 'Pakiety dla pracowników' },
  { value: 'MANAGEMENT', label: 'Zarządzanie usługami firmy (opiekun klienta biznesowego)' },
  { value: 'OTHER', label: 'Inna potrzeba' },
] as const;

export const corporateForm = defineForm({
  kind: 'corporate',
  title: 'Oferta dla firm',
  submitLabel: 'Wyślij zapytanie',
  thanks: 'Dziękujemy! Opiekun klientów biznesowych odezwie się w ciągu 1 dnia roboczego.',
  shape: {
    ...companyShape(),
    need: choice(CORPORATE_NEEDS, 'potrzebę'),
    locations: z
      .number({ error: fieldMessages.locations })
      .int({ error: fieldMessages.locations })
      .min(1, { error: fieldMessages.locations })
      .max(10_000, {
        error: fieldMessages.locations,
      }),
    message: message('treść wiadomości', MESSAGE_MAX, false).optional(),
    consent: consent(),
  },
  fields: {
    ...companyFields,
    email: { ...emailField(true), label: 'Służbowy adres e-mail' },
    need: { label: 'Czego potrzebujesz?', input: 'select', options: CORPORATE_NEEDS, required: true },
    locations: { label: 'Liczba lokalizacji', input: 'number', hint: 'Od 1 do 10 000', required: true },
    message: { label: 'Dodatkowe informacje (opcjonalnie)', input: 'textarea', required: false, maxLength: MESSAGE_MAX },
    consent: consentField,
  },
});

export const CALL_TOPICS = [
  { value: 'OFFER', label: 'Wybór oferty' },
  { value: 'PREPAID', label: 'Doładowanie i pakiety na kartę' },
  { value: 'PAYMENTS', label: 'Płatności' },
  { value: 'TECHNICAL', label: 'Pomoc techniczna' },
  { value: 'OTHER', label: 'Inna sprawa' },
] as const;

const CALL_VARIANT_OPTIONS = [
  { value: 'standard', label: 'Biuro obsługi klienta' },
  { value: 'prepaid', label: 'Zespół klientów na kartę' },
] as const satisfies readonly FieldOption[];

/** Every slot either variant has, for the select of the form without JavaScript; the variant's own slots are checked across fields. */
const ALL_SLOTS = [...new Set(CALL_VARIANTS.flatMap((variant) => slotsOf(variant)))].sort();

export const bookACallForm = defineForm({
  kind: 'book-a-call',
  title: 'Zamów rozmowę z konsultantem',
  submitLabel: 'Zamów rozmowę',
  thanks: 'Dziękujemy! Konsultant zadzwoni w wybranym terminie.',
  shape: {
    variant: z.enum(CALL_VARIANTS, { error: fieldMessages.choose('zespół') }),
    day: z
      .string()
      .trim()
      .regex(DAY_PATTERN, { error: fieldMessages.day })
      .refine((day) => !DAY_PATTERN.test(day) || isWorkingDay(day), { error: fieldMessages.day }),
    slot: z.enum(ALL_SLOTS as [string, ...string[]], { error: fieldMessages.slot }),
    phone: phone(),
    name: optionalLine('imię i nazwisko', NAME_MAX),
    topic: choice(CALL_TOPICS, 'temat rozmowy'),
    consent: consent(),
  },
  check: (value, ctx) => {
    // A day refused on its own is not refused again through its slot.
    if (isWorkingDay(value.day) && !isCallSlot(value.variant as CallVariant, value.day, value.slot))
      ctx.addIssue({ code: 'custom', path: ['slot'], message: fieldMessages.slot, input: value.slot });
  },
  fields: {
    variant: { label: 'Zespół', input: 'hidden', options: CALL_VARIANT_OPTIONS, required: true },
    day: { label: 'Dzień rozmowy', input: 'date', hint: 'Dzień roboczy, od poniedziałku do piątku', required: true },
    slot: {
      label: 'Godzina rozmowy',
      input: 'select',
      options: ALL_SLOTS.map((slot) => ({ value: slot, label: `${slot}–${String(Number(slot.slice(0, 2)) + 1).padStart(2, '0')}:00` })),
      required: true,
    },
    phone: phoneField(true),
    name: nameField(false),
    topic: { label: 'Temat rozmowy', input: 'select', options: CALL_TOPICS, required: true },
    consent: consentField,
  },
});

/** Every form by kind. */
export const formDefinitions = {
  contact: contactForm,
  lead: leadForm,
  'ott-lead': ottLeadForm,
  'lead-partner': leadPartnerForm,
  corporate: corporateForm,
  'book-a-call': bookACallForm,
} as const satisfies { [K in FormKind]: FormDefinition<K> };

export type FormDefinitions = typeof formDefinitions;
/** A form's values as its schema outputs them. */
export type FormValues<K extends FormKind> = z.output<z.ZodObject<FormDefinitions[K]['shape']>>;

/** A form's fields as one object schema (strict: unknown fields are refused), with its rules across fields. */
export function formSchema<K extends FormKind, E extends Shape = Record<never, z.ZodType>>(
  kind: K,
  extra?: E,
): z.ZodObject<FormDefinitions[K]['shape'] & E, z.core.$strict> {
  const definition = formDefinitions[kind] as FormDefinition;
  const object = z.strictObject({ ...definition.shape, ...extra }) as unknown as z.ZodObject<FormDefinitions[K]['shape'] & E, z.core.$strict>;
  const check = definition.check;
  // superRefine keeps the object's type (zod 4), so the contract's bodies stay typed field by field.
  return check ? object.superRefine((value, ctx) => check(value as never, ctx)) : object;
}

/**
 * A plain HTML form's fields (all text) as the JSON the schema reads: a
 * checkbox sent is true and absent is false, a number field's digits a
 * number, an empty optional field left out. Other text stays as typed, so
 * the schema refuses it in its own words.
 */
export function fromFormFields(kind: FormKind, fields: Record<string, string>): Record<string, unknown> {
  const definition = formDefinitions[kind] as FormDefinition;
  const value: Record<string, unknown> = { ...fields };
  for (const field of definition.fields) {
    const raw = fields[field.name];
    if (field.input === 'checkbox') value[field.name] = raw !== undefined && raw !== '';
    else if (field.input === 'number' && raw !== undefined && /^\s*\d{1,9}\s*$/.test(raw)) value[field.name] = Number(raw);
    else if (!field.required && raw !== undefined && raw.trim() === '') delete value[field.name];
  }
  return value;
}
