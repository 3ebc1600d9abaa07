import { describe, expect, it } from 'vitest';
import { declaredJsonCharset } from './json-charset.ts';

describe('declaredJsonCharset', () => {
  it('reads the charset of a JSON content type, whatever its case, spacing or quotes', () => {
    expect(declaredJsonCharset('application/json; charset=utf-16')).toBe('utf-16');
    expect(declaredJsonCharset('Application/JSON;Charset="UTF-8"')).toBe('utf-8');
    expect(declaredJsonCharset('application/problem+json; charset=ISO-8859-2')).toBe('iso-8859-2');
  });

  it('is null without a charset, and for other types', () => {
    expect(declaredJsonCharset('application/json')).toBeNull();
    expect(declaredJsonCharset(undefined)).toBeNull();
    expect(declaredJsonCharset('application/x-www-form-urlencoded; charset=utf-16')).toBeNull();
    expect(declaredJsonCharset('text/plain; charset=utf-16')).toBeNull();
  });
});
