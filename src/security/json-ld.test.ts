import { describe, expect, it } from 'vitest';
import { jsonLdText } from './json-ld.ts';

describe('jsonLdText', () => {
  it('cannot be ended or broken by content: no "<" is left, and the text parses back to the same data', () => {
    const data = { name: 'Salon </script><script>alert(1)</script> <!-- x', note: 'a\u2028b\u2029c' };
    const text = jsonLdText(data);
    expect(text).not.toContain('<');
    expect(text).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(data);
  });
});
