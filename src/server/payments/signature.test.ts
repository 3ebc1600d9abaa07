import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, hasValidSignature, sign } from './signature.ts';

const secret = 'a-test-secret-of-at-least-thirty-two-chars';
const fields = { transactionId: 'gt_0123456789abcdef', status: 'SUCCEEDED', amount: '39.99', instrument: { token: 'card_1', msisdn: null } };

describe('canonicalJson', () => {
  it('sorts keys at every level and keeps arrays in order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: null } })).toBe('{"a":{"c":null,"d":[2,{"e":0,"f":1}]},"b":1}');
  });

  it('does not depend on the order fields were written in', () => {
    expect(canonicalJson({ x: 1, y: 'z' })).toBe(canonicalJson({ y: 'z', x: 1 }));
  });
});

describe('notification signatures', () => {
  it('accepts what was signed with the secret', () => {
    expect(hasValidSignature(sign(fields, secret), secret)).toBe(true);
  });

  it('refuses another secret', () => {
    expect(hasValidSignature(sign(fields, secret), `${secret}!`)).toBe(false);
  });

  it('refuses any change of a field, an added field or a dropped one', () => {
    const signed = sign(fields, secret);
    expect(hasValidSignature({ ...signed, status: 'FAILED' }, secret)).toBe(false);
    expect(hasValidSignature({ ...signed, amount: '0.01' }, secret)).toBe(false);
    expect(hasValidSignature({ ...signed, instrument: { token: 'card_2', msisdn: null } }, secret)).toBe(false);
    expect(hasValidSignature({ ...signed, extra: 1 }, secret)).toBe(false);
    const { amount: _dropped, ...withoutAmount } = signed;
    expect(hasValidSignature(withoutAmount, secret)).toBe(false);
  });

  it('refuses any other signature', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-f]{64}$/), (signature) => {
        const signed = sign(fields, secret);
        fc.pre(signature !== signed.signature);
        return !hasValidSignature({ ...signed, signature }, secret);
      }),
    );
  });
});
