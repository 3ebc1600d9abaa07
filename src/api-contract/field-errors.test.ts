import { describe, expect, it } from 'vitest';
import { sendMessageBodySchema } from './account.ts';
import { checkFields } from './field-errors.ts';

describe('checking a form with the contract’s schema', () => {
  it('passes valid input through the schema (trimmed as the server trims it)', () => {
    expect(checkFields(sendMessageBodySchema, { subjectCode: 'PAYMENTS', body: '  Dzień dobry  ' })).toEqual({
      ok: true,
      data: { subjectCode: 'PAYMENTS', body: 'Dzień dobry' },
    });
  });

  it('names the first refusal of each field as a Polish sentence, in the API’s words', () => {
    expect(checkFields(sendMessageBodySchema, { subjectCode: '', body: '   ' })).toEqual({
      ok: false,
      errors: { subjectCode: 'Pole nie może być puste.', body: 'Pole nie może być puste.' },
    });
    expect(checkFields(sendMessageBodySchema, { subjectCode: 'PAYMENTS', body: 'x'.repeat(5001) })).toEqual({
      ok: false,
      errors: { body: 'Tekst może mieć najwyżej 5000 znaków.' },
    });
  });

  it('keeps a schema’s own message, and reports a refusal of the whole value under the empty name', () => {
    expect(checkFields(sendMessageBodySchema, { subjectCode: 'PAYMENTS', body: 'a\u202Eb' })).toEqual({
      ok: false,
      errors: { body: 'Treść wiadomości nie może zawierać znaków sterujących, znaków zmiany kierunku tekstu ani znaków niewidocznych.' },
    });
    expect(checkFields(sendMessageBodySchema, null)).toEqual({ ok: false, errors: { '': 'Oczekiwano obiektu.' } });
  });
});
