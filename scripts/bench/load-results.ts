import { ERROR_CODE_THRESHOLD } from '#api-contract/envelope.ts';
import { SESSION_COOKIE, XSRF_COOKIE } from '#server/sessions/cookies.ts';
import { oneDecimal } from './format.ts';

/**
 * Pure parts of the load run: checking response bodies, shaping autocannon's
 * result into the figures the bench reports, ratios to the static file, the
 * table rows, and the session cookies a target's connections send.
 */

export type LoadDatabase = 'pglite' | 'postgres';

export const databaseLabels: Record<LoadDatabase, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

/** `static`: the baseline file; `page`: a prerendered page; `api`: a call whose bodies must be success envelopes. */
export type LoadTargetKind = 'static' | 'page' | 'api';

export interface LoadTarget {
  id: string;
  label: string;
  kind: LoadTargetKind;
  method: 'GET' | 'POST';
  path: string;
  /** JSON request body (API targets). */
  body?: unknown;
  /**
   * Each connection sends its own session's cookies; with `xsrf` also the
   * X-XSRF-TOKEN header. `signedIn`: sessions of a customer signed in through
   * the login (made once per database run), else anonymous ones made per target.
   */
  session?: { xsrf: boolean; signedIn?: boolean };
  /** Paths each connection sends in turn instead of `path` alone (a rotating set of queries; targets without a session). */
  paths?: readonly string[];
}

// ---- response bodies -------------------------------------------------------

export type EnvelopeCheck = { kind: 'success' } | { kind: 'error'; errorCode: number; msg: string } | { kind: 'invalid' };

/**
 * A body of an API call: a success envelope, an error envelope, or no
 * envelope at all. Spec 7: an error carries errorCode 300 or more (and a
 * status other than SUCCESS); a status ERROR is read as one whatever the code.
 */
export function checkEnvelope(body: string): EnvelopeCheck {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { kind: 'invalid' };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { kind: 'invalid' };
  const { errorCode, status, msg } = parsed as Record<string, unknown>;
  if (typeof errorCode !== 'number' || typeof status !== 'string') return { kind: 'invalid' };
  if (errorCode < ERROR_CODE_THRESHOLD && status !== 'ERROR') return { kind: 'success' };
  return { kind: 'error', errorCode, msg: typeof msg === 'string' ? msg : '' };
}

/** Envelopes checked during a run; the first few distinct errors are kept as examples. */
export interface EnvelopeTally {
  checked: number;
  errors: number;
  invalid: number;
  /** "errorCode: msg" → how many times. */
  examples: Map<string, number>;
}

const MAX_EXAMPLES = 5;

export const emptyTally = (): EnvelopeTally => ({ checked: 0, errors: 0, invalid: 0, examples: new Map() });

/** Counts one body into the tally; true when it is a success envelope. */
export function tallyBody(tally: EnvelopeTally, body: string): boolean {
  const check = checkEnvelope(body);
  tally.checked++;
  if (check.kind === 'success') return true;
  const key = check.kind === 'error' ? `${check.errorCode}: ${check.msg}` : 'no JSON envelope';
  if (check.kind === 'error') tally.errors++;
  else tally.invalid++;
  const seen = tally.examples.get(key);
  if (seen !== undefined) tally.examples.set(key, seen + 1);
  else if (tally.examples.size < MAX_EXAMPLES) tally.examples.set(key, 1);
  return false;
}

// ---- figures ---------------------------------------------------------------

/** The p-th percentile (0–100) of ascending values, nearest rank; NaN without values. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/**
 * What happened in the measured window of a run (after the warm-up, on the
 * connections the warm-up opened): each response's status and time.
 */
export interface LoadWindow {
  seconds: number;
  /** Response times (ms), in arrival order. */
  latencies: number[];
  /** HTTP status → count. */
  statusCodes: Record<string, number>;
  /** Connection errors, timeouts included. */
  connectionErrors: number;
  timeouts: number;
}

export const emptyWindow = (): LoadWindow => ({ seconds: 0, latencies: [], statusCodes: {}, connectionErrors: 0, timeouts: 0 });

/** Counts one response into the window. */
export function recordResponse(window: LoadWindow, statusCode: number, latencyMs: number): void {
  window.latencies.push(latencyMs);
  window.statusCodes[statusCode] = (window.statusCodes[statusCode] ?? 0) + 1;
}

export interface LoadMeasurement {
  target: string;
  label: string;
  kind: LoadTargetKind;
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  responses: number;
  seconds: number;
  status: { '2xx': number; '3xx': number; '4xx': number; '5xx': number };
  /** HTTP status → count. */
  statusCodes: Record<string, number>;
  /** Connection errors, timeouts included. */
  connectionErrors: number;
  timeouts: number;
  /** API targets: every body checked. */
  envelopes?: { checked: number; errors: number; invalid: number; examples: { text: string; count: number }[] };
}

/** One target's figures from its measured window (and, for an API, the bodies checked in it). */
export function shapeMeasurement(target: LoadTarget, window: LoadWindow, tally?: EnvelopeTally): LoadMeasurement {
  const sorted = [...window.latencies].sort((a, b) => a - b);
  const status = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 };
  for (const [code, count] of Object.entries(window.statusCodes)) {
    const statusClass = `${code[0]}xx`;
    if (statusClass in status) status[statusClass as keyof typeof status] += count;
  }
  return {
    target: target.id,
    label: target.label,
    kind: target.kind,
    path: target.path,
    requestsPerSecond: window.seconds > 0 ? sorted.length / window.seconds : 0,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    responses: sorted.length,
    seconds: window.seconds,
    status,
    statusCodes: { ...window.statusCodes },
    connectionErrors: window.connectionErrors,
    timeouts: window.timeouts,
    ...(tally && {
      envelopes: {
        checked: tally.checked,
        errors: tally.errors,
        invalid: tally.invalid,
        examples: [...tally.examples].map(([text, count]) => ({ text, count })),
      },
    }),
  };
}

export interface LoadRatios {
  /** Target requests/s ÷ static file requests/s. */
  requestsPerSecond: number;
  /** Target p99 ÷ static file p99. */
  p99: number;
}

/** Each target compared with the static file measured in the same run; null without a usable static figure. */
export function ratiosToStatic(measurements: readonly LoadMeasurement[]): Map<string, LoadRatios | null> {
  const base = measurements.find((m) => m.kind === 'static');
  const usable = base !== undefined && base.requestsPerSecond > 0 && base.p99Ms > 0;
  return new Map(
    measurements.map((m) => [
      m.target,
      usable ? { requestsPerSecond: m.requestsPerSecond / base.requestsPerSecond, p99: m.p99Ms / base.p99Ms } : null,
    ]),
  );
}

export const loadTableHeader = [
  'Target',
  'Path',
  'Requests/s',
  'p50 [ms]',
  'p99 [ms]',
  '2xx',
  '4xx',
  '5xx',
  'Error envelopes',
  'Conn. errors',
  'Requests/s ÷ static',
  'p99 ÷ static',
];

const ms = (n: number) => (Number.isNaN(n) ? '–' : n.toFixed(2));

export function loadTableRows(measurements: readonly LoadMeasurement[]): string[][] {
  const ratios = ratiosToStatic(measurements);
  return measurements.map((m) => {
    const ratio = ratios.get(m.target);
    const otherStatus = m.status['3xx'] ? ` (+${m.status['3xx']} 3xx)` : '';
    return [
      m.label,
      m.path,
      oneDecimal(m.requestsPerSecond),
      ms(m.p50Ms),
      ms(m.p99Ms),
      `${m.status['2xx']}${otherStatus}`,
      String(m.status['4xx']),
      String(m.status['5xx']),
      m.envelopes ? String(m.envelopes.errors + m.envelopes.invalid) : '–',
      String(m.connectionErrors),
      ratio ? ratio.requestsPerSecond.toFixed(2) : '–',
      ratio ? ratio.p99.toFixed(1) : '–',
    ];
  });
}

// ---- sessions --------------------------------------------------------------

export interface BenchSession {
  /** Cookie request header: SESSION and XSRF-TOKEN. */
  cookie: string;
  xsrfToken: string;
}

/** Cookie name → value of Set-Cookie headers (a later one replaces an earlier). */
function cookiesOf(setCookies: readonly string[]): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const header of setCookies) {
    const pair = header.split(';', 1)[0]!;
    const eq = pair.indexOf('=');
    if (eq > 0) cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
  }
  return cookies;
}

/** The visitor's XSRF token a sessionData reply (without a session) gave, from its Set-Cookie headers. */
export function visitorXsrfToken(setCookies: readonly string[]): string {
  const token = cookiesOf(setCookies).get(XSRF_COOKIE);
  if (!token) throw new Error(`sessionData did not set the cookie ${XSRF_COOKIE}`);
  return token;
}

/** The stored session, from the Set-Cookie headers of sessionData and of the call that stored it. */
export function sessionFromSetCookies(setCookies: readonly string[]): BenchSession {
  return sessionFromCookies(cookiesOf(setCookies));
}

/** The session a cookie jar holds (cookie name → value), its other cookies (the identity provider's) left out. */
export function sessionFromCookies(cookies: ReadonlyMap<string, string>, source = 'sessionData'): BenchSession {
  const session = cookies.get(SESSION_COOKIE);
  const xsrfToken = cookies.get(XSRF_COOKIE);
  if (!session || !xsrfToken) {
    throw new Error(`${source} did not set the cookies ${SESSION_COOKIE} and ${XSRF_COOKIE} (set: ${[...cookies.keys()].join(', ') || 'none'})`);
  }
  return { cookie: `${SESSION_COOKIE}=${session}; ${XSRF_COOKIE}=${xsrfToken}`, xsrfToken };
}
