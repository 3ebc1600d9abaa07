import { describe, expect, it } from 'vitest';
import { MAX_TOKEN_AGE_MS, MIN_FILL_MS } from '#forms/protocol.ts';
import { signFormToken, verifyFormToken } from './token.ts';

describe('form tokens', () => {
  const key = 'test-key';
  const issued = new Date('2026-11-02T09:00:00Z');
  const at = (ms: number) => new Date(issued.getTime() + ms);
  const token = signFormToken(key, 'contact', issued);

  it('accepts a token between the minimum fill time and a day', () => {
    expect(verifyFormToken(key, token, 'contact', at(MIN_FILL_MS))).toBe('ok');
    expect(verifyFormToken(key, token, 'contact', at(MAX_TOKEN_AGE_MS))).toBe('ok');
  });

  it('refuses a token too fresh, too old, missing, of another form, forged or of another key', () => {
    expect(verifyFormToken(key, token, 'contact', at(MIN_FILL_MS - 1))).toBe('too-fresh');
    expect(verifyFormToken(key, token, 'contact', at(MAX_TOKEN_AGE_MS + 1))).toBe('expired');
    expect(verifyFormToken(key, undefined, 'contact', at(MIN_FILL_MS))).toBe('missing');
    expect(verifyFormToken(key, token, 'lead', at(MIN_FILL_MS))).toBe('forged');
    const older = token.replace(/\.(\d+)\./, (_m, ms: string) => `.${Number(ms) - 60_000}.`);
    expect(verifyFormToken(key, older, 'contact', at(MIN_FILL_MS))).toBe('forged');
    expect(verifyFormToken('other-key', token, 'contact', at(MIN_FILL_MS))).toBe('forged');
    expect(verifyFormToken(key, 'v1.contact.x.y', 'contact', at(MIN_FILL_MS))).toBe('forged');
  });
});
