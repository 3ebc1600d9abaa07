import { describe, expect, it } from 'vitest';
import { onHistoryReturn, postInitRedirect, REDIRECT_TARGET_KEY, samePage, stageOfPath, type PostInitRedirectInput } from './post-init-redirect.ts';

const saleStages = [
  { stage: 'PACKAGE', url: '/oferta-online/konfiguracja' },
  { stage: 'SUMMARY', url: '/oferta-online/podsumowanie' },
  { stage: 'ACTIVATION', url: '/oferta-online/aktywacja-konta' },
];

const base: PostInitRedirectInput = {
  path: '/oferta-online/podsumowanie',
  saleStages,
  sessionStage: 'SUMMARY',
  storedTarget: null,
  loginReturnPath: null,
  loginUrl: '/l',
  loggedIn: false,
  selectPackageUrl: '/oferta-online/konfiguracja',
};

describe('redirect after init (spec 4)', () => {
  it('uses the agreed storage key', () => {
    expect(REDIRECT_TARGET_KEY).toBe('portal:redirect-target');
  });

  it('stays when the page stage matches the session stage, even with a stored target', () => {
    expect(postInitRedirect({ ...base, storedTarget: '/oferta-online/aktywacja-konta' })).toEqual({
      redirectTo: null,
      consumeStored: false,
      consumeLoginReturn: false,
    });
  });

  it('goes to the stored target when the page stage differs from the session stage', () => {
    const result = postInitRedirect({ ...base, sessionStage: 'PACKAGE', storedTarget: '/oferta-online/moje-konto?tab=1' });
    expect(result).toEqual({ redirectTo: '/oferta-online/moje-konto?tab=1', consumeStored: false, consumeLoginReturn: false });
  });

  it('stays on a stage mismatch without a stored target', () => {
    expect(postInitRedirect({ ...base, sessionStage: 'PACKAGE' }).redirectTo).toBeNull();
  });

  it('stays on a page that is not a sale stage', () => {
    expect(postInitRedirect({ ...base, path: '/pomoc', sessionStage: 'PACKAGE', storedTarget: '/oferta-online/moje-konto' }).redirectTo).toBeNull();
  });

  it('stays when the session stage is not known (session loading failed)', () => {
    expect(postInitRedirect({ ...base, sessionStage: null, storedTarget: '/oferta-online/moje-konto' }).redirectTo).toBeNull();
  });

  it('never follows a stored target to another site', () => {
    for (const storedTarget of ['https://zly.example/', '//zly.example/x', '/\\zly.example', 'javascript:alert(1)']) {
      expect(postInitRedirect({ ...base, sessionStage: 'PACKAGE', storedTarget }).redirectTo, storedTarget).toBeNull();
    }
  });

  it('forgets the stored target once the visitor is on it, and does not redirect to it', () => {
    expect(postInitRedirect({ ...base, sessionStage: 'PACKAGE', storedTarget: '/oferta-online/podsumowanie/' })).toEqual({
      redirectTo: null,
      consumeStored: true,
      consumeLoginReturn: false,
    });
  });

  it('sends a signed-in visitor on the login path to the stored target', () => {
    const result = postInitRedirect({ ...base, path: '/l', sessionStage: null, loggedIn: true, storedTarget: '/oferta-online/podsumowanie' });
    expect(result).toEqual({ redirectTo: '/oferta-online/podsumowanie', consumeStored: false, consumeLoginReturn: true });
  });

  it('without a stored target, to the login return path, then to the select-package url', () => {
    const onLogin = { ...base, path: '/l', sessionStage: null, loggedIn: true };
    expect(postInitRedirect({ ...onLogin, loginReturnPath: '/oferta-online/moje-uslugi' }).redirectTo).toBe('/oferta-online/moje-uslugi');
    expect(postInitRedirect(onLogin).redirectTo).toBe('/oferta-online/konfiguracja');
  });

  it('leaves an anonymous visitor on the login path', () => {
    expect(postInitRedirect({ ...base, path: '/l', loggedIn: false, storedTarget: '/oferta-online/podsumowanie' }).redirectTo).toBeNull();
  });

  it('does not loop when the select-package url is the login path itself', () => {
    expect(postInitRedirect({ ...base, path: '/l', loggedIn: true, selectPackageUrl: '/l' }).redirectTo).toBeNull();
  });
});

describe('browser back (spec 4)', () => {
  it('back at the stored url runs the redirect handler', () => {
    expect(onHistoryReturn('/oferta-online/podsumowanie', '/oferta-online/podsumowanie?x=1')).toBe('runRedirect');
  });

  it('anywhere else, or with nothing stored, clears the redirecting flag', () => {
    expect(onHistoryReturn('/oferta-online/konfiguracja', '/oferta-online/podsumowanie')).toBe('clearRedirecting');
    expect(onHistoryReturn('/oferta-online/konfiguracja', null)).toBe('clearRedirecting');
  });
});

describe('paths', () => {
  it('a trailing slash, query or hash does not make another page', () => {
    expect(samePage('/a/b/', '/a/b?x=1#y')).toBe(true);
    expect(samePage('/', '/')).toBe(true);
    expect(samePage('/a', '/a/b')).toBe(false);
  });

  it('finds the stage of a page', () => {
    expect(stageOfPath('/oferta-online/konfiguracja/', saleStages)).toBe('PACKAGE');
    expect(stageOfPath('/pomoc', saleStages)).toBeNull();
  });
});
