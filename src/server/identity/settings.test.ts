import { describe, expect, it } from 'vitest';
import { identitySettingsFromEnv } from './settings.ts';

describe('identity settings from the environment', () => {
  it('defaults to the embedded provider on the portal’s own origin', () => {
    expect(identitySettingsFromEnv({})).toEqual({
      mode: 'embedded',
      issuer: 'http://127.0.0.1:4321/oidc',
      clientId: 'portal',
      clientSecret: undefined,
      redirectUri: 'http://127.0.0.1:4321/api/login',
      postLogoutRedirectUri: 'http://127.0.0.1:4321/',
      cookieKeys: undefined,
      jwks: undefined,
      trustProxy: false,
      staffRole: { claim: 'roles', role: 'staff' },
    });
    expect(identitySettingsFromEnv({ PORT: '8080' }).issuer).toBe('http://127.0.0.1:8080/oidc');
    expect(identitySettingsFromEnv({ PUBLIC_URL: 'https://portal.horyzont.example/' })).toMatchObject({
      issuer: 'https://portal.horyzont.example/oidc',
      redirectUri: 'https://portal.horyzont.example/api/login',
    });
  });

  it('reads the staff role from the claim and value an external provider’s administrators configured', () => {
    expect(identitySettingsFromEnv({ OIDC_STAFF_CLAIM: 'groups', OIDC_STAFF_ROLE: 'portal-obsluga' }).staffRole).toEqual({
      claim: 'groups',
      role: 'portal-obsluga',
    });
  });

  it('takes an external provider with its client registration', () => {
    const settings = identitySettingsFromEnv({
      OIDC_MODE: 'external',
      OIDC_ISSUER: 'https://logowanie.example/realms/horyzont/',
      OIDC_CLIENT_ID: 'portal-prod',
      OIDC_CLIENT_SECRET: 's3cret',
      OIDC_REDIRECT_URI: 'https://portal.example/api/login',
    });
    expect(settings).toMatchObject({
      mode: 'external',
      issuer: 'https://logowanie.example/realms/horyzont',
      clientId: 'portal-prod',
      clientSecret: 's3cret',
      redirectUri: 'https://portal.example/api/login',
    });
  });

  it('names what is missing or malformed', () => {
    expect(() => identitySettingsFromEnv({ OIDC_MODE: 'external' })).toThrow(/OIDC_ISSUER and OIDC_CLIENT_SECRET/);
    expect(() => identitySettingsFromEnv({ OIDC_MODE: 'keycloak' })).toThrow(/OIDC_MODE must be/);
    expect(() => identitySettingsFromEnv({ OIDC_ISSUER: 'logowanie.example' })).toThrow(/OIDC_ISSUER must be an absolute URL/);
    expect(() => identitySettingsFromEnv({ OIDC_COOKIE_KEYS: 'krotki' })).toThrow(/at least 32 characters/);
    expect(() => identitySettingsFromEnv({ OIDC_JWKS: '{"keys":[]}' })).toThrow(/at least one private key/);
  });
});
