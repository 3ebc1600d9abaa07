import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has embedded defaults for every setting', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 4321,
      secureCookies: false,
      hsts: false,
      geoHeader: 'x-country-code',
      allowedCountries: ['PL'],
      sessionIdleMs: 30 * 60 * 1000,
      trustProxy: false,
    });
    expect(Math.abs(config.now().getTime() - Date.now())).toBeLessThan(1000);
  });

  it('reads the environment', () => {
    expect(
      loadConfig({
        HOST: '0.0.0.0',
        PORT: '8080',
        SITE_URL: 'https://portal.example',
        GEO_COUNTRY_HEADER: 'CF-IPCountry',
        GEO_ALLOWED_COUNTRIES: 'pl, cz',
      }),
    ).toMatchObject({ host: '0.0.0.0', port: 8080, secureCookies: true, hsts: true, geoHeader: 'cf-ipcountry', allowedCountries: ['PL', 'CZ'] });
    expect(loadConfig({ PUBLIC_URL: 'https://a.example', SITE_URL: 'http://b.example' }).secureCookies).toBe(true);
    expect(loadConfig({ SITE_URL: 'http://127.0.0.1:4321' })).toMatchObject({ secureCookies: false, hsts: false });
  });

  it('trusts only the proxies TRUST_PROXY names', () => {
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.1,loopback, 2001:db8::/32' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.0.2.1',
      'loopback',
      '2001:db8::/32',
    ]);
  });

  it('refuses settings it cannot use, naming them', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      'TRUST_PROXY must list the addresses or ranges of the proxies in front of the server (e.g. 10.0.0.0/8, loopback), not "true"',
    );
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow('not "1"');
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow('not "10.0.0.0/33"');
    expect(() => loadConfig({ PORT: 'http' })).toThrow('PORT must be a whole number from 0 to 65535, not "http"');
    expect(() => loadConfig({ GEO_ALLOWED_COUNTRIES: 'Polska' })).toThrow('GEO_ALLOWED_COUNTRIES must list two-letter country codes, not "POLSKA"');
    expect(() => loadConfig({ SITE_URL: 'portal' })).toThrow('PUBLIC_URL / SITE_URL must be an absolute URL, not "portal"');
  });
});
