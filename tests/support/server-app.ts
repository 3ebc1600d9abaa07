import { afterAll, beforeAll } from 'vitest';
import { createServer, type AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { loadConfig, type ServerConfig } from '#server/config.ts';
import { createApp, identityOptions, type CreateAppOptions } from '#server/app.ts';
import { fetchCatalogue, loadCatalogue, storeCatalogue, type Catalogue } from '#server/catalogue/index.ts';
import { loadCustomerSession } from '#server/customers/customer-session.ts';
import type { Database, DriverName } from '#server/db/index.ts';
import { openTestDatabase, type TestDatabase } from './database.ts';
import { identitySettingsFromEnv, seedDemoAccounts } from '#server/identity/index.ts';
import { createSession } from '#server/sessions/store.ts';
import { sessionIdOf } from '#server/sessions/tokens.ts';
import { STAFF_KEY } from '#server/http/staff-only.ts';

/**
 * Helpers for tests of the HTTP application: an app over a test database with
 * a settable clock, and a visitor that keeps its cookies between calls the
 * way a browser does.
 */

export interface TestClock {
  now: () => Date;
  set(date: Date | string): void;
  advance(ms: number): void;
}

export function testClock(start: Date | string = '2026-11-02T09:00:00.000Z'): TestClock {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set(date) {
      current = new Date(date);
    },
    advance(ms) {
      current = new Date(current.getTime() + ms);
    },
  };
}

let seedCatalogue: ReturnType<typeof fetchCatalogue> | undefined;

/** The seed catalogue stored in a test database (fetched from the embedded content system once per test file). */
export async function testCatalogue(db: Database): Promise<Catalogue> {
  seedCatalogue ??= fetchCatalogue({ env: {} });
  const { data, source } = await seedCatalogue;
  await storeCatalogue(db, data, source);
  return loadCatalogue(db);
}

export type TestAppOptions = { clock?: TestClock; config?: Partial<ServerConfig> } & Omit<CreateAppOptions, 'db' | 'config'>;

export async function testApp(db: Database, options: TestAppOptions = {}): Promise<FastifyInstance> {
  const { clock, config, catalogue, ...rest } = options;
  return createApp({
    db,
    config: loadConfig({}, { ...(clock ? { now: clock.now } : {}), ...config }),
    catalogue: catalogue ?? (await testCatalogue(db)),
    ...rest,
  });
}

export interface SetCookie {
  name: string;
  value: string;
  path?: string;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: string;
  maxAge?: number;
  expires?: Date;
}

export function setCookies(response: LightMyRequestResponse): Map<string, SetCookie> {
  return new Map((response.cookies as SetCookie[]).map((cookie) => [cookie.name, cookie]));
}

/** A cookie the response deletes (empty value, already expired). */
export function isCleared(cookie: SetCookie | undefined): boolean {
  return cookie !== undefined && cookie.value === '' && (cookie.maxAge === 0 || (cookie.expires?.getTime() ?? 1) <= 0);
}

export interface CallOptions {
  body?: unknown;
  /** Raw payload with its own content type, instead of `body` as JSON. */
  payload?: string | Buffer;
  contentType?: string;
  /** Send the XSRF header: true echoes the XSRF-TOKEN cookie (what the API client does), a string sends that value. */
  xsrf?: boolean | string;
  headers?: Record<string, string>;
}

export interface VisitorOptions {
  /** The client address the calls come from; default: one of its own, as every browser of a test were another client. */
  address?: string;
}

let addressesGiven = 0;

/** A client address no other visitor of this test process has (10.x.y.z). */
export function newTestAddress(): string {
  addressesGiven += 1;
  return `10.${(addressesGiven >> 16) & 0xff}.${(addressesGiven >> 8) & 0xff}.${addressesGiven & 0xff}`;
}

/** A browser-like caller: stores the cookies responses set or clear, sends them back. */
export function visitor(app: FastifyInstance, options: VisitorOptions = {}) {
  const jar = new Map<string, string>();
  const address = options.address ?? newTestAddress();

  async function call(method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, options: CallOptions = {}) {
    const headers: Record<string, string> = { ...options.headers };
    if (jar.size > 0) headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    if (options.xsrf === true && jar.has('XSRF-TOKEN')) headers['x-xsrf-token'] = jar.get('XSRF-TOKEN')!;
    if (typeof options.xsrf === 'string') headers['x-xsrf-token'] = options.xsrf;
    let payload: string | Buffer | undefined = options.payload;
    if (options.body !== undefined) {
      payload = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    if (options.contentType) headers['content-type'] = options.contentType;
    const response = await app.inject({ method, url, headers, remoteAddress: address, ...(payload !== undefined ? { payload } : {}) });
    for (const cookie of setCookies(response).values()) {
      if (isCleared(cookie)) jar.delete(cookie.name);
      else jar.set(cookie.name, cookie.value);
    }
    return response;
  }

  return {
    call,
    address,
    cookie: (name: string) => jar.get(name),
    setCookie: (name: string, value: string) => jar.set(name, value),
    dropCookie: (name: string) => jar.delete(name),
    post: (url: string, options?: CallOptions) => call('POST', url, options),
    get: (url: string, options?: CallOptions) => call('GET', url, options),
  };
}

export type Visitor = ReturnType<typeof visitor>;

/** Every row of the tables a call could change, to assert that a refused call changed nothing. */
export async function snapshot(db: Database): Promise<unknown> {
  const sessions = await db.query(
    'SELECT id, customer_id, xsrf_token, data, created_at, last_seen_at, expires_at, rotated_from FROM sessions ORDER BY id',
  );
  const events = await db.query('SELECT * FROM analytics_events ORDER BY id');
  const carts = await db.query('SELECT * FROM carts ORDER BY id');
  return { sessions: sessions.rows, events: events.rows, carts: carts.rows };
}

/** A free loopback port: the embedded provider's issuer URL names the port, so it must be known before the app is built. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface ListeningPortal {
  app: FastifyInstance;
  origin: string;
  close(): Promise<void>;
}

/**
 * The whole portal as main.ts builds it (embedded OpenID Connect provider with
 * its demo accounts, relying party, customer API), listening on a loopback
 * port for real HTTP clients.
 */
export async function listeningPortal(db: Database, options: { clock?: TestClock; env?: NodeJS.ProcessEnv } = {}): Promise<ListeningPortal> {
  const port = await freePort();
  const env = { ...options.env, PORT: String(port) };
  const app = await createApp({
    db,
    config: loadConfig(env, options.clock ? { now: options.clock.now } : {}),
    catalogue: await testCatalogue(db),
    ...(await identityOptions(db, identitySettingsFromEnv(env))),
  });
  await app.listen({ host: '127.0.0.1', port });
  return { app, origin: `http://127.0.0.1:${port}`, close: () => app.close() };
}

/**
 * A visitor signed in as a demo customer without the OpenID Connect round
 * trip (tests of the calls behind login): the demo accounts are seeded if
 * needed, a session is started and bound to the customer as login binds it.
 */
export async function signedInVisitor(app: FastifyInstance, login: string, options: VisitorOptions = {}): Promise<Visitor & { customerId: string }> {
  const db = app.portal.db;
  await seedDemoAccounts(db);
  const { rows } = await db.query<{ id: string; login: string }>('SELECT id, login FROM customers WHERE lower(login) = lower($1)', [login]);
  const customer = rows[0];
  if (!customer) throw new Error(`No demo customer ${login}`);
  const caller = await visitorWithSession(app, options);
  const snapshot = await loadCustomerSession(db, customer.id);
  await db.query('UPDATE sessions SET customer_id = $2, data = data || $3::jsonb WHERE id = $1', [
    sessionIdOf(caller.cookie('SESSION') ?? ''),
    customer.id,
    JSON.stringify({ ...snapshot, userLogin: customer.login }),
  ]);
  return { ...caller, customerId: customer.id };
}

/**
 * A visitor whose session the login marked as staff's (http/staff-only.ts),
 * without the provider's round trip: for tests of what the back office shows
 * (forms/inbox.server.test.ts signs staff in for real).
 */
export async function staffVisitor(app: FastifyInstance): Promise<Visitor> {
  const caller = await visitorWithSession(app);
  await app.portal.db.query(`UPDATE sessions SET data = data || jsonb_build_object($2::text, true) WHERE id = $1`, [
    sessionIdOf(caller.cookie('SESSION') ?? ''),
    STAFF_KEY,
  ]);
  return caller;
}

/**
 * A visitor whose anonymous session is stored, as after their first action:
 * sessionData gives the visitor's XSRF token (and stores nothing), then the
 * session is stored under it, as the first state-changing call stores it.
 */
export async function visitorWithSession(app: FastifyInstance, options: VisitorOptions = {}): Promise<Visitor> {
  const caller = visitor(app, options);
  const started = await caller.post('/api/sessionData', { body: {} });
  if (started.statusCode !== 200) throw new Error(`sessionData answered ${started.statusCode}`);
  const { config, db } = app.portal;
  const { token } = await createSession(db, { now: config.now(), idleMs: config.sessionIdleMs }, {}, caller.cookie('XSRF-TOKEN'));
  caller.setCookie('SESSION', token);
  return caller;
}

/** Reads the envelope of an injected response. */
export function envelopeOf<T = unknown>(response: LightMyRequestResponse): { data: T; errorCode: number; msg: string; status: string } {
  return response.json() as { data: T; errorCode: number; msg: string; status: string };
}

export interface DemoApp {
  testDb: TestDatabase;
  app: FastifyInstance;
  clock: TestClock;
}

/**
 * The usual set-up of a customer API test file: a fresh test database on the
 * driver, the app on a test clock starting at `start` (default: testClock's
 * day; pass `new Date()` where the demo customers' dates, relative to the
 * real day of seeding, matter), ready, with the demo accounts seeded.
 */
export async function openDemoApp(driver: DriverName, start?: Date | string, options: Parameters<typeof testApp>[1] = {}): Promise<DemoApp> {
  const testDb = await openTestDatabase(driver);
  const clock = testClock(start);
  const app = await testApp(testDb.db, { clock, ...options });
  await app.ready();
  await seedDemoAccounts(testDb.db);
  return { testDb, app, clock };
}

export async function closeDemoApp(app: FastifyInstance, testDb: TestDatabase): Promise<void> {
  await app.close();
  await testDb.cleanup();
}

/**
 * The whole portal listening on a loopback port, on a test database of its
 * own, for the tests of one suite: opened before them, closed after. Read its
 * parts inside the tests (they exist once the suite has started).
 */
export function listeningPortalFor(driver: DriverName): { readonly db: Database; readonly app: FastifyInstance; readonly origin: string } {
  let test: TestDatabase | undefined;
  let portal: ListeningPortal | undefined;
  beforeAll(async () => {
    test = await openTestDatabase(driver);
    portal = await listeningPortal(test.db);
  }, 60_000);
  afterAll(async () => {
    await portal?.close();
    await test?.cleanup();
  });
  const opened = () => {
    if (!test || !portal) throw new Error('The portal is opened before the suite’s tests, not while they are collected');
    return { test, portal };
  };
  return {
    get db() {
      return opened().test.db;
    },
    get app() {
      return opened().portal.app;
    },
    get origin() {
      return opened().portal.origin;
    },
  };
}

/**
 * openDemoApp for the tests of one suite: opened before them, closed after.
 * Read its parts inside the tests (they exist once the suite has started).
 */
export function demoAppFor(
  driver: DriverName,
  start?: Date | string,
): { readonly testDb: TestDatabase; readonly db: Database; readonly app: FastifyInstance; readonly clock: TestClock } {
  let demo: DemoApp | undefined;
  beforeAll(async () => {
    demo = await openDemoApp(driver, start);
  }, 60_000);
  afterAll(async () => {
    if (demo) await closeDemoApp(demo.app, demo.testDb);
  });
  const opened = () => {
    if (!demo) throw new Error('The app is opened before the suite’s tests, not while they are collected');
    return demo;
  };
  return {
    get testDb() {
      return opened().testDb;
    },
    get db() {
      return opened().testDb.db;
    },
    get app() {
      return opened().app;
    },
    get clock() {
      return opened().clock;
    },
  };
}

/**
 * Two servers on one test database, each with a handle of its own (as two
 * processes would have), for what one server must see of the other's writes:
 * `work` runs with both, then both close and the database is dropped.
 */
export async function onTwoServers<T>(
  driver: DriverName,
  work: (servers: { a: FastifyInstance; b: FastifyInstance; testDb: TestDatabase }) => Promise<T>,
): Promise<T> {
  const testDb = await openTestDatabase(driver);
  const a = await testApp(testDb.db);
  const b = await testApp(await testDb.openAnother());
  try {
    return await work({ a, b, testDb });
  } finally {
    await a.close();
    await b.close();
    await testDb.cleanup();
  }
}

/** The same browser on another server: the caller's session and XSRF cookies sent to `app`. */
export function sameBrowserOn(app: FastifyInstance, caller: Visitor): Visitor {
  const other = visitor(app);
  other.setCookie('SESSION', caller.cookie('SESSION')!);
  other.setCookie('XSRF-TOKEN', caller.cookie('XSRF-TOKEN')!);
  return other;
}

/** What testApp takes besides the database and the clock; a function when it depends on the test database (its schema). */
type SuiteAppOptions = Omit<TestAppOptions, 'clock'> | ((testDb: TestDatabase) => Omit<TestAppOptions, 'clock'>);

/**
 * The customer API over a test database of its own, with a settable clock
 * starting at `start`, for the tests of one suite: opened before them, closed
 * after. Read its parts inside the tests (they exist once the suite has started).
 */
export function testAppFor(
  driver: DriverName,
  { start, app: appOptions = {} }: { start?: Date | string; app?: SuiteAppOptions } = {},
): { readonly testDb: TestDatabase; readonly db: Database; readonly app: FastifyInstance; readonly clock: TestClock } {
  let opened: { testDb: TestDatabase; app: FastifyInstance; clock: TestClock } | undefined;
  beforeAll(async () => {
    const testDb = await openTestDatabase(driver);
    const clock = testClock(start);
    const options = typeof appOptions === 'function' ? appOptions(testDb) : appOptions;
    opened = { testDb, clock, app: await testApp(testDb.db, { clock, ...options }) };
  }, 120_000);
  afterAll(async () => {
    await opened?.app.close();
    await opened?.testDb.cleanup();
  });
  const parts = () => {
    if (!opened) throw new Error('The app is opened before the suite’s tests, not while they are collected');
    return opened;
  };
  return {
    get testDb() {
      return parts().testDb;
    },
    get db() {
      return parts().testDb.db;
    },
    get app() {
      return parts().app;
    },
    get clock() {
      return parts().clock;
    },
  };
}
