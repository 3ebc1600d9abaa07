import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has embedded defaults for every setting', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 4321,
      secureCookies: false,
      geoHeader: 'x-country-code',
      allowedCountries: ['PL'],
      sessionIdleMs: 30 * 60 * 1000,
    });
    expect(Math.abs(config.now().getTime() - Date.now())).toBeLessThan(1000);
  });

  it('reads the environment', () => {
    expect(
      loadConfig({ HOST: '0.0.0.0', PORT: '8080', SITE_URL: 'https://portal.example', GEO_COUNTRY_HEADER: 'CF-IPCountry', GEO_ALLOWED_COUNTRIES: 'pl, cz' }),
    ).toMatchObject({ host: '0.0.0.0', port: 8080, secureCookies: true, geoHeader: 'cf-ipcountry', allowedCountries: ['PL', 'CZ'] });
    expect(loadConfig({ PUBLIC_URL: 'https://a.example', SITE_URL: 'http://b.example' }).secureCookies).toBe(true);
    expect(loadConfig({ SITE_URL: 'http://127.0.0.1:4321' }).secureCookies).toBe(false);
  });

  it('refuses settings it cannot use, naming them', () => {
    expect(() => loadConfig({ PORT: 'http' })).toThrow('PORT must be a whole number from 0 to 65535, not "http"');
    expect(() => loadConfig({ GEO_ALLOWED_COUNTRIES: 'Polska' })).toThrow('GEO_ALLOWED_COUNTRIES must list two-letter country codes, not "POLSKA"');
    expect(() => loadConfig({ SITE_URL: 'portal' })).toThrow('PUBLIC_URL / SITE_URL must be an absolute URL, not "portal"');
  });
});
