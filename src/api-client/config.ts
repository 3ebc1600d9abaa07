/**
 * Run-time settings of the API client. Browser defaults come from `location`,
 * `document.cookie` and `localStorage`; tests and non-browser callers inject
 * their own through `configureApiClient`.
 */

export type ApiMode = 'live' | 'mock';

export type ActivityStorage = Pick<Storage, 'setItem'>;

export type ApiClientConfig = {
  /** Origin relative URLs resolve against; defaults to `location.origin`. */
  baseUrl: string | null;
  /** Leaves the page (HTTP 451 geo-blocking); defaults to `location.assign`. */
  navigate: (url: string) => void;
  /** Reads a cookie by name (the XSRF token); defaults to `document.cookie`. */
  readCookie: (name: string) => string | null;
  /** Where the last-activity time goes; defaults to `localStorage`. */
  storage: () => ActivityStorage | null;
  now: () => number;
};

function modeFromEnv(): ApiMode {
  // Vite replaces import.meta.env in bundles; under plain Node it is undefined.
  return import.meta.env?.PUBLIC_API_MODE === 'mock' ? 'mock' : 'live';
}

function cookieFromDocument(name: string): string | null {
  const cookies = globalThis.document?.cookie;
  if (!cookies) return null;
  for (const pair of cookies.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0 || pair.slice(0, eq).trim() !== name) continue;
    const value = pair.slice(eq + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

function browserStorage(): ActivityStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Access throws where storage is blocked (privacy settings, sandboxed frames).
    return null;
  }
}

function defaults(): ApiClientConfig {
  return {
    baseUrl: null,
    navigate: (url) => globalThis.location.assign(url),
    readCookie: cookieFromDocument,
    storage: browserStorage,
    now: () => Date.now(),
  };
}

let mode: ApiMode = modeFromEnv();
let config: ApiClientConfig = defaults();

/** Mock mode serves the API from msw handlers under `/mock` (spec 7). */
export function setApiMode(next: ApiMode): void {
  mode = next;
}

export function getApiMode(): ApiMode {
  return mode;
}

/** Shared prefix of relative call paths: `/api`, or `/mock` in mock mode. */
export function apiPrefix(): '/api' | '/mock' {
  return mode === 'mock' ? '/mock' : '/api';
}

export function configureApiClient(overrides: Partial<ApiClientConfig>): void {
  config = { ...config, ...overrides };
}

/** Back to the browser defaults and the environment's mode (tests). */
export function resetApiClient(): void {
  config = defaults();
  mode = modeFromEnv();
}

export function apiClientConfig(): Readonly<ApiClientConfig> {
  return config;
}

/** The origin relative URLs resolve against; outside a browser one must be configured. */
export function resolveBaseUrl(): string {
  const base = config.baseUrl ?? globalThis.location?.origin;
  if (!base) throw new Error('API client: no base URL outside a browser; call configureApiClient({ baseUrl })');
  return base;
}
