import { describe, expect, it } from 'vitest';
import { polishIssueMessage } from '#api-contract/request-validation.ts';
import { formDefinitions, formSchema, fromFormFields } from './definitions.ts';
import { parseNip } from './nip.ts';
import { FORM_KINDS, type FormKind } from './protocol.ts';

/** The first refusal of each field, as a form shows it. */
function refusals(kind: FormKind, value: Record<string, unknown>): Record<string, string> {
  const result = formSchema(kind).safeParse(value, { error: polishIssueMessage });
  if (result.success) return {};
  const errors: Record<string, string> = {};
  // An unknown field is an issue of the form as a whole (no path).
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

const valid: { [K in FormKind]: Record<string, unknown> } = {
  contact: { name: 'Jan Kowalski', email: 'jan@example.pl', subject: 'OFFER', message: 'Treść', consent: true },
  lead: { offerTitle: 'Komfort', name: 'Jan Kowalski', phone: '+48 601 000 102', consent: true },
  'ott-lead': { offerTitle: 'Strumień Premium', email: 'jan@example.pl', consent: true },
  'lead-partner': {
    companyName: 'Sklep RTV Sp. z o.o.',
    nip: 'PL 123-456-32-18',
    name: 'Jan Kowalski',
    email: 'jan@example.pl',
    phone: '601000102',
    consent: true,
  },
  corporate: {
    companyName: 'Hotel Pod Lipami',
    nip: '1234563218',
    name: 'Ewa Nowak',
    email: 'ewa@hotel.example',
    phone: '601000102',
    need: 'VENUE_TV',
    locations: 3,
    consent: true,
  },
  'book-a-call': { variant: 'prepaid', day: '2026-11-03', slot: '10:00', phone: '601000102', topic: 'PREPAID', consent: true },
};

describe('form definitions', () => {
  it.each(FORM_KINDS)('%s: accepts a complete form, with metadata for every schema field', (kind) => {
    expect(refusals(kind, valid[kind])).toEqual({});
    expect(formDefinitions[kind].fields.map((field) => field.name)).toEqual(Object.keys(formDefinitions[kind].shape));
  });

  it.each(FORM_KINDS)('%s: refuses every required field left out, in Polish', (kind) => {
    const errors = refusals(kind, {});
    const required = formDefinitions[kind].fields.filter((field) => field.required).map((field) => field.name);
    expect(Object.keys(errors).sort()).toEqual(required.sort());
    for (const message of Object.values(errors)) expect(message).toMatch(/[ąćęłńóśźżA-Za-z]/);
  });

  it('refuses each contact field in its own words', () => {
    expect(
      refusals('contact', { name: '   ', email: 'jan@', phone: '12345', subject: 'SPAM', message: 'a <b>b</b>', consent: false, extra: 1 }),
    ).toEqual({
      name: 'podaj imię i nazwisko',
      email: 'podaj poprawny adres e-mail, np. jan.kowalski@example.pl',
      phone: 'podaj numer telefonu w Polsce: 9 cyfr, np. 601 000 102',
      subject: 'wybierz temat z listy',
      message: 'treść wiadomości nie może zawierać znaków < ani >',
      consent: 'zaznacz zgodę, abyśmy mogli się z Tobą skontaktować',
      undefined: 'nieznane pole „extra”',
    });
    expect(refusals('contact', { ...valid.contact, name: 'Jan\nKowalski' }).name).toContain('podziałów wiersza');
    expect(refusals('contact', { ...valid.contact, message: 'x'.repeat(5001) }).message).toBe('tekst może mieć najwyżej 5000 znaków');
  });

  it('trims what it accepts', () => {
    const result = formSchema('contact').parse({ ...valid.contact, name: '  Jan Kowalski ', email: ' jan@example.pl ' });
    expect(result).toMatchObject({ name: 'Jan Kowalski', email: 'jan@example.pl' });
  });

  it('checks a NIP’s checksum', () => {
    expect(parseNip('123-456-32-18')).toBe('1234563218');
    expect(parseNip('PL1234563218')).toBe('1234563218');
    expect(parseNip('1234563219')).toBeNull();
    expect(parseNip('123456321')).toBeNull();
    expect(refusals('corporate', { ...valid.corporate, nip: '1234563219' }).nip).toContain('cyfrą kontrolną');
  });

  it('corporate: the number of locations is a whole number from 1 to 10 000', () => {
    for (const locations of [0, 1.5, 10_001, '3'])
      expect(refusals('corporate', { ...valid.corporate, locations }).locations).toBe('podaj liczbę lokalizacji od 1 do 10 000');
  });

  it('book a call: a working day, and a slot of the chosen team', () => {
    expect(refusals('book-a-call', { ...valid['book-a-call'], day: '2026-11-07' }).day).toContain('wybierz dzień roboczy');
    expect(refusals('book-a-call', { ...valid['book-a-call'], day: '3.11.2026' }).day).toContain('wybierz dzień roboczy');
    // The prepaid team calls from 10:00 to 18:00.
    expect(refusals('book-a-call', { ...valid['book-a-call'], slot: '08:00' }).slot).toBe('wybierz godzinę rozmowy z listy dostępnych dla tego dnia');
    expect(refusals('book-a-call', { ...valid['book-a-call'], variant: 'standard', slot: '08:00' })).toEqual({});
  });

  it('reads a plain HTML form: a checkbox sent is true, absent false; digits a number; an empty optional field left out', () => {
    expect(fromFormFields('corporate', { locations: '12', consent: 'tak', message: '  ' })).toEqual({ locations: 12, consent: true });
    expect(fromFormFields('contact', { name: 'Jan' })).toEqual({ name: 'Jan', consent: false });
  });
});
