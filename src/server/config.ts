/**
 * The Node server's settings, read from the environment in one place. Every
 * value has an embedded default, so `npm run serve` needs no configuration.
 */

export interface ServerConfig {
  host: string;
  port: number;
  /** Cookies carry `Secure` when the public origin is https. */
  secureCookies: boolean;
  /** Request header in which the edge (CDN, load balancer) names the visitor's country. */
  geoHeader: string;
  /** ISO 3166 alpha-2 codes allowed to use geo-guarded calls (upper case). */
  allowedCountries: readonly string[];
  /** Inactivity after which a session ends (spec 4 and 9: 30 minutes). */
  sessionIdleMs: number;
  /** A request refreshes the session's last-seen time at most this often, to keep the hot path read-only. */
  sessionTouchIntervalMs: number;
  /** Largest accepted request body; the spec's largest payload (a cart update) is a few kilobytes. */
  bodyLimitBytes: number;
  /** The clock; tests inject their own. */
  now: () => Date;
}

export const SESSION_IDLE_MS = 30 * 60 * 1000;

function parsePort(text: string | undefined): number {
  const value = (text ?? '').trim();
  if (value === '') return 4321;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`PORT must be a whole number from 0 to 65535, not "${value}"`);
  return port;
}

function parseCountries(text: string | undefined): string[] {
  const codes = (text ?? 'PL')
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
  const invalid = codes.find((code) => !/^[A-Z]{2}$/.test(code));
  if (invalid !== undefined) throw new Error(`GEO_ALLOWED_COUNTRIES must list two-letter country codes, not "${invalid}"`);
  if (codes.length === 0) throw new Error('GEO_ALLOWED_COUNTRIES must name at least one country');
  return codes;
}

function isHttpsOrigin(text: string | undefined): boolean {
  const value = text?.trim();
  if (!value) return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    throw new Error(`PUBLIC_URL / SITE_URL must be an absolute URL, not "${value}"`);
  }
}

/**
 * Environment variables: HOST, PORT, PUBLIC_URL or SITE_URL (https → Secure
 * cookies), GEO_COUNTRY_HEADER (default x-country-code), GEO_ALLOWED_COUNTRIES
 * (comma list, default PL). Overrides win over the environment (tests).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const geoHeader = (env.GEO_COUNTRY_HEADER ?? '').trim().toLowerCase() || 'x-country-code';
  if (!/^[a-z0-9-]+$/.test(geoHeader)) throw new Error(`GEO_COUNTRY_HEADER must be a header name, not "${geoHeader}"`);
  return {
    host: env.HOST?.trim() || '127.0.0.1',
    port: parsePort(env.PORT),
    secureCookies: isHttpsOrigin(env.PUBLIC_URL || env.SITE_URL),
    geoHeader,
    allowedCountries: parseCountries(env.GEO_ALLOWED_COUNTRIES),
    sessionIdleMs: SESSION_IDLE_MS,
    sessionTouchIntervalMs: 30 * 1000,
    bodyLimitBytes: 100 * 1024,
    now: () => new Date(),
    ...overrides,
  };
}
