import { describe, expect, it } from 'vitest';
import { PREVIEW_TTL_SECONDS, signPreviewToken, verifyPreviewToken } from './token.ts';

const secret = 'sekret';
const claims = { path: '/kontakt', id: '15', user: '2' };
const now = Date.UTC(2026, 10, 27, 12, 3, 0);

describe('preview tokens', () => {
  it('are base64url(JSON claims).base64url(HMAC-SHA256), valid for about 2 hours', () => {
    const token = signPreviewToken(claims, secret, now);
    const [body, signature] = token.split('.');
    expect(JSON.parse(Buffer.from(body!, 'base64url').toString())).toEqual({
      ...claims,
      exp: Date.UTC(2026, 10, 27, 12, 0, 0) / 1000 + PREVIEW_TTL_SECONDS,
    });
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(verifyPreviewToken(token, secret, now)).toEqual({ ok: true, claims: { ...claims, exp: expect.any(Number) } });
    expect(verifyPreviewToken(token, secret, now + 115 * 60_000).ok).toBe(true);
    expect(verifyPreviewToken(token, secret, now + 2 * 3600_000)).toEqual({
      ok: false,
      reason: 'Token podglądu wygasł – otwórz podgląd ponownie w CMS',
    });
  });

  it('stay the same within five minutes, so the preview frame is not reloaded on every autosave', () => {
    expect(signPreviewToken(claims, secret, now)).toBe(signPreviewToken(claims, secret, now + 60_000));
    expect(signPreviewToken(claims, secret, now)).not.toBe(signPreviewToken(claims, secret, now + 5 * 60_000));
  });

  it('refuse another secret, changed claims and garbage, in Polish', () => {
    const token = signPreviewToken(claims, secret, now);
    expect(verifyPreviewToken(token, 'inny', now)).toEqual({ ok: false, reason: 'Token podglądu ma nieprawidłowy podpis' });
    const [, signature] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ ...claims, id: '16', exp: now / 1000 + 60 })).toString('base64url')}.${signature}`;
    expect(verifyPreviewToken(forged, secret, now).ok).toBe(false);
    expect(verifyPreviewToken('abc', secret, now)).toEqual({ ok: false, reason: 'Token podglądu ma nieprawidłową postać' });
    expect(verifyPreviewToken('a.b.c', secret, now).ok).toBe(false);
  });
});
