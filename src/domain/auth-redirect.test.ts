import { describe, expect, it } from 'vitest';
import { authRedirect, sameSitePath, withReturnTo } from './auth-redirect.ts';

const ORIGIN = 'https://portal.example';

describe('authRedirect', () => {
  it('sends an anonymous visitor of a page that requires login to its redirect url', () => {
    expect(authRedirect({ authRequired: true, redirectUrl: '/l' }, null)).toBe('/l');
    expect(authRedirect({ authRequired: true, redirectUrl: '/oferta-online' }, undefined)).toBe('/oferta-online');
    expect(authRedirect({ authRequired: true, redirectUrl: undefined }, null)).toBe('/l');
  });

  it('lets a signed-in customer stay, and anyone stay on a public page', () => {
    expect(authRedirect({ authRequired: true, redirectUrl: '/l' }, 'klient@example.pl')).toBeNull();
    expect(authRedirect({ authRequired: false, redirectUrl: undefined }, null)).toBeNull();
  });
});

describe('sameSitePath', () => {
  it('keeps paths of this site only', () => {
    expect(sameSitePath('/oferta-online/moje-konto?tab=1')).toBe('/oferta-online/moje-konto?tab=1');
    for (const hostile of ['//evil.example/', '/\\evil.example', 'https://evil.example/', 'oferta', '/a b', '', null, undefined]) {
      expect(sameSitePath(hostile), String(hostile)).toBeNull();
    }
  });
});

describe('withReturnTo', () => {
  it('adds the path to come back to the sign-in link', () => {
    expect(withReturnTo('/api/login', '/oferta-online/moje-uslugi', ORIGIN)).toBe('/api/login?returnTo=%2Foferta-online%2Fmoje-uslugi');
    expect(withReturnTo('/api/login?rejestracja=sklep', '/a?b=1', ORIGIN)).toBe('/api/login?rejestracja=sklep&returnTo=%2Fa%3Fb%3D1');
  });

  it('leaves the link alone without a safe path, or when it leads elsewhere', () => {
    expect(withReturnTo('/api/login', null, ORIGIN)).toBe('/api/login');
    expect(withReturnTo('/api/login', '//evil.example', ORIGIN)).toBe('/api/login');
    expect(withReturnTo('https://idp.example/login', '/a', ORIGIN)).toBe('https://idp.example/login');
  });
});
