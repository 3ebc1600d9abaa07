import { isIP } from 'node:net';

/**
 * The Node server's settings, read from the environment in one place. Every
 * value has an embedded default, so `npm run serve` needs no configuration.
 */

export interface ServerConfig {
  host: string;
  port: number;
  /** Cookies carry `Secure` when the public origin is https. */
  secureCookies: boolean;
  /** Every response carries Strict-Transport-Security when the public origin is https. */
  hsts: boolean;
  /**
   * Which proxies in front of the server are trusted to name the client in
   * X-Forwarded-For (Fastify's trustProxy): false (none: the client is the
   * connection's peer) or the proxies' addresses and ranges. The client's
   * address keys the per-address limits.
   */
  trustProxy: false | string[];
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

const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: empty (default) trusts no proxy; otherwise a comma list of the
 * addresses or ranges of the proxies in front of the server (10.0.0.0/8,
 * loopback…). "true" and hop counts are refused: they trust whoever connects,
 * so any client could choose its address in X-Forwarded-For and escape the
 * per-address limits.
 */
function parseTrustProxy(text: string | undefined): false | string[] {
  const value = (text ?? '').trim();
  if (value === '' || value.toLowerCase() === 'false') return false;
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = entries.find((entry) => !isAddressOrRange(entry));
  if (invalid !== undefined) {
    throw new Error(
      `TRUST_PROXY must list the addresses or ranges of the proxies in front of the server (e.g. 10.0.0.0/8, loopback), not "${invalid}"`,
    );
  }
  return entries;
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
 * cookies and HSTS), TRUST_PROXY, GEO_COUNTRY_HEADER (default x-country-code),
 * GEO_ALLOWED_COUNTRIES (comma list, default PL). Overrides win over the
 * environment (tests).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const geoHeader = (env.GEO_COUNTRY_HEADER ?? '').trim().toLowerCase() || 'x-country-code';
  if (!/^[a-z0-9-]+$/.test(geoHeader)) throw new Error(`GEO_COUNTRY_HEADER must be a header name, not "${geoHeader}"`);
  const https = isHttpsOrigin(env.PUBLIC_URL || env.SITE_URL);
  return {
    host: env.HOST?.trim() || '127.0.0.1',
    port: parsePort(env.PORT),
    secureCookies: https,
    hsts: https,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    geoHeader,
    allowedCountries: parseCountries(env.GEO_ALLOWED_COUNTRIES),
    sessionIdleMs: SESSION_IDLE_MS,
    sessionTouchIntervalMs: 30 * 1000,
    bodyLimitBytes: 100 * 1024,
    now: () => new Date(),
    ...overrides,
  };
}
