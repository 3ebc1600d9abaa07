import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hasUnstorableText, zodValidatorCompiler } from './validation.ts';

/** The message a user sees when the schema refuses the input. */
function messageFor(schema: z.ZodType, data: unknown, httpPart = 'body'): string | undefined {
  const validate = zodValidatorCompiler({ schema, method: 'POST', url: '/api/test', httpPart });
  const result = validate(data) as { error?: Error };
  return result.error?.message;
}

describe('Polish validation messages', () => {
  it('names the field and says what was expected', () => {
    const schema = z.strictObject({ cartId: z.string(), count: z.number().int(), flag: z.boolean() });
    expect(messageFor(schema, { cartId: 7, count: 1, flag: true })).toBe('Nieprawidłowe pole „cartId”: oczekiwano tekstu.');
    expect(messageFor(schema, { cartId: 'a', count: 1.5, flag: true })).toBe('Nieprawidłowe pole „count”: oczekiwano liczby całkowitej.');
    expect(messageFor(schema, { cartId: 'a', count: 1, flag: 'tak' })).toBe(
      'Nieprawidłowe pole „flag”: oczekiwano wartości logicznej (true lub false).',
    );
    expect(messageFor(schema, { count: 1, flag: true })).toBe('Nieprawidłowe pole „cartId”: pole jest wymagane.');
  });

  it('uses Polish plural forms for lengths and sizes', () => {
    const text = (max: number) => z.strictObject({ code: z.string().max(max) });
    expect(messageFor(text(1), { code: 'ab' })).toBe('Nieprawidłowe pole „code”: tekst może mieć najwyżej 1 znak.');
    expect(messageFor(text(3), { code: 'abcd' })).toBe('Nieprawidłowe pole „code”: tekst może mieć najwyżej 3 znaki.');
    expect(messageFor(text(12), { code: 'a'.repeat(13) })).toBe('Nieprawidłowe pole „code”: tekst może mieć najwyżej 12 znaków.');
    expect(messageFor(text(22), { code: 'a'.repeat(23) })).toBe('Nieprawidłowe pole „code”: tekst może mieć najwyżej 22 znaki.');
    expect(messageFor(z.strictObject({ items: z.array(z.string()).min(2) }), { items: ['a'] })).toBe(
      'Nieprawidłowe pole „items”: lista może mieć co najmniej 2 elementy.',
    );
    expect(messageFor(z.strictObject({ n: z.number().max(10) }), { n: 11 })).toBe('Nieprawidłowe pole „n”: wartość może wynosić najwyżej 10.');
    expect(messageFor(z.strictObject({ n: z.number().positive() }), { n: 0 })).toBe('Nieprawidłowe pole „n”: wartość musi być większa niż 0.');
  });

  it('describes nested paths, allowed values, formats and unknown fields', () => {
    const schema = z.strictObject({
      items: z.array(z.strictObject({ operation: z.enum(['ADD', 'REMOVE']) })),
      email: z.email().optional(),
    });
    expect(messageFor(schema, { items: [{ operation: 'ADD' }, { operation: 'DROP' }] })).toBe(
      'Nieprawidłowe pole „items[1].operation”: dozwolone wartości: „ADD”, „REMOVE”.',
    );
    expect(messageFor(schema, { items: [], email: 'jan' })).toBe('Nieprawidłowe pole „email”: nieprawidłowy adres e-mail.');
    expect(messageFor(schema, { items: [], [`x${'y'.repeat(100)}`]: 1 })).toBe(`Nieprawidłowe dane żądania: nieznane pole „x${'y'.repeat(39)}…”.`);
  });

  it('keeps a schema’s own message and counts issues beyond the third', () => {
    const schema = z.strictObject({
      a: z.string(),
      b: z.string(),
      c: z.string(),
      d: z.string(),
      e: z.string().refine((v) => v === 'ok', { error: 'musi być „ok”' }),
    });
    expect(messageFor(schema, { e: 'nie' })).toBe(
      'Nieprawidłowe pole „a”: pole jest wymagane; nieprawidłowe pole „b”: pole jest wymagane; nieprawidłowe pole „c”: pole jest wymagane (i 2 inne błędy).',
    );
    expect(messageFor(schema, { a: '', b: '', c: '', d: '', e: 'nie' })).toBe('Nieprawidłowe pole „e”: musi być „ok”.');
  });

  it('names query parameters as parameters', () => {
    expect(messageFor(z.strictObject({ articleCode: z.string().min(3) }), { articleCode: 'A' }, 'querystring')).toBe(
      'Nieprawidłowy parametr „articleCode”: tekst może mieć co najmniej 3 znaki.',
    );
  });

  it('passes valid input through as the schema outputs it', () => {
    const validate = zodValidatorCompiler({ schema: z.strictObject({ n: z.coerce.number() }), method: 'GET', url: '/', httpPart: 'querystring' });
    expect(validate({ n: '5' })).toEqual({ value: { n: 5 } });
  });
});

describe('hasUnstorableText', () => {
  it('finds NUL and broken surrogate pairs in values and keys at any depth', () => {
    expect(hasUnstorableText({ a: ['x', { b: 'y\u0000' }] })).toBe(true);
    expect(hasUnstorableText({ ['k\u0000']: 1 })).toBe(true);
    expect(hasUnstorableText(['\ud800'])).toBe(true);
    expect(hasUnstorableText('\udc00x')).toBe(true);
    expect(hasUnstorableText({ emoji: '😀', text: 'zażółć gęślą jaźń', n: 1, none: null })).toBe(false);
  });

  it('walks very deep input without overflowing the stack', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(hasUnstorableText(deep)).toBe(false);
  });
});
