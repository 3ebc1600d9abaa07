import { describe, expect, it } from 'vitest';
import { updatePersonalDataBodySchema } from './account.ts';
import { describeIssues, fieldMessagesOf, issuePath, messagesByField, polishIssueMessage } from './request-validation.ts';

/** The words a form shows beside a field: the same from the browser's own parse and from the server's 400 message. */

const address = { street: 'Morska', number: '5A', apartment: '', postalCode: '80-180', city: 'Gdańsk' };
const issuesOf = (body: unknown) => {
  const result = updatePersonalDataBodySchema.safeParse(body, { error: polishIssueMessage });
  if (result.success) throw new Error('expected a refusal');
  return result.error.issues;
};

describe('issuePath', () => {
  it('names a field as the server’s messages do', () => {
    expect(issuePath(['mainAddress', 'postalCode'])).toBe('mainAddress.postalCode');
    expect(issuePath(['items', 0, 'offerCode'])).toBe('items[0].offerCode');
    expect(issuePath([])).toBe('');
  });
});

describe('messagesByField and fieldMessagesOf', () => {
  it('give each refused field its message, the same from the parse and from the server’s text', () => {
    const issues = issuesOf({
      mainAddress: { ...address, postalCode: '801-80', street: ' ' },
      billAddress: { ...address, city: '<b>x</b>' },
      phone: '12',
    });
    const expected = {
      'mainAddress.street': 'pole nie może być puste',
      'mainAddress.postalCode': 'kod pocztowy ma format 00-000',
      'billAddress.city': 'miejscowość nie może zawierać znaków < ani >',
      phone: 'oczekiwano numeru telefonu w Polsce (9 cyfr, np. 601 000 102)',
    };
    expect(messagesByField(issues)).toEqual(expected);
    // The server says at most three and counts the rest.
    const message = describeIssues(issues, 'body');
    expect(message).toMatch(/\(i 1 inny błąd\)\.$/);
    const fromServer = fieldMessagesOf(message);
    expect(Object.keys(fromServer)).toHaveLength(3);
    for (const [field, text] of Object.entries(fromServer)) expect(text).toBe(expected[field as keyof typeof expected]);
  });

  it('reads a single field’s message to its end, a message with a period inside included', () => {
    expect(fieldMessagesOf('Nieprawidłowe pole „phone”: oczekiwano numeru telefonu w Polsce (9 cyfr, np. 601 000 102).')).toEqual({
      phone: 'oczekiwano numeru telefonu w Polsce (9 cyfr, np. 601 000 102)',
    });
  });

  it('finds no field in a message about the whole request or another matter', () => {
    expect(fieldMessagesOf('Nieprawidłowe dane żądania: nieznane pole „login”.')).toEqual({});
    expect(fieldMessagesOf('Sesja wygasła. Zaloguj się ponownie.')).toEqual({});
  });
});
