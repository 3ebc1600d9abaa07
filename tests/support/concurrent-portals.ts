import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { loadCustomerSession } from '#server/customers/customer-session.ts';
import type { Database, DriverName } from '#server/db/index.ts';
import { createSession } from '#server/sessions/store.ts';
import { sessionIdOf } from '#server/sessions/tokens.ts';
import { openTestDatabase, type TestDatabase } from './database.ts';
import { Browser } from './identity.ts';
import { startPortalProcess, type PortalProcess } from './portal-process.ts';
import { listeningPortal, newTestAddress, type ListeningPortal } from './server-app.ts';

/**
 * Servers for tests of the "at most N" and "once" rules under simultaneous
 * calls: on PostgreSQL two server processes on one database (the scale-out
 * topology, where only the database can keep a rule), on PGlite the one server
 * its folder admits. Customers are made in the database and signed in as
 * login binds a session, then call the servers over HTTP in turn.
 */

export const SIMULTANEOUS = 20;

export interface Portals {
  /** Where the servers listen: two on PostgreSQL, one on PGlite. */
  readonly origins: readonly string[];
  /** The test's own handle on the servers' database. */
  readonly db: Database;
}

/** The servers of one suite on `driver`, started before its tests and stopped after. */
export function portalsFor(driver: DriverName): Portals {
  let test: TestDatabase | undefined;
  let inProcess: ListeningPortal | undefined;
  const processes: PortalProcess[] = [];
  let origins: string[] = [];

  beforeAll(async () => {
    test = await openTestDatabase(driver);
    if (test.url) {
      const env = { DATABASE_URL: test.url, TRUST_PROXY: 'loopback' };
      // One after the other: the first start seeds the catalogue and the demo accounts the second then finds.
      processes.push(await startPortalProcess({ env }));
      processes.push(await startPortalProcess({ env }));
      origins = processes.map((portal) => portal.origin);
    } else {
      inProcess = await listeningPortal(test.db, { env: { TRUST_PROXY: 'loopback' } });
      origins = [inProcess.origin];
    }
  }, 120_000);

  afterAll(async () => {
    await Promise.all(processes.map((portal) => portal.stop()));
    await inProcess?.close();
    await test?.cleanup();
  });

  return {
    get origins() {
      return origins;
    },
    get db() {
      if (!test) throw new Error('The servers are started before the suite’s tests, not while they are collected');
      return test.db;
    },
  };
}

/** A customer's browser talking to one server: the customer API with cookies and the XSRF header, as the islands call it. */
export class CustomerClient {
  readonly browser: Browser;
  readonly origin: string;
  readonly customerId: string;

  constructor(origin: string, customerId: string) {
    this.origin = origin;
    this.customerId = customerId;
    // Each customer from an address of their own, as customers are: the per-address limits are not what these tests count.
    this.browser = new Browser(`${origin}/oferta-online/`, { 'x-forwarded-for': newTestAddress() });
  }

  async call(operation: string, body: unknown = {}): Promise<{ status: number; errorCode: number; msg: string; data: unknown }> {
    const response = await this.browser.api(`${this.origin}/api/${operation}`, body);
    const envelope = (await response.json()) as { errorCode: number; msg: string; data: unknown };
    return { ...envelope, status: response.status };
  }

  async ok<T>(operation: string, body: unknown = {}): Promise<T> {
    const answer = await this.call(operation, body);
    if (answer.status !== 200) throw new Error(`${operation} answered ${answer.status}: ${answer.msg}`);
    return answer.data as T;
  }
}

/**
 * `count` new customers (registered, no contract yet), each signed in on a
 * session of their own, spread over the servers in turn.
 */
export async function newCustomers(portals: Portals, count = SIMULTANEOUS): Promise<CustomerClient[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const login = `rownoczesny.${randomUUID()}@horyzont.example`;
      const { rows } = await portals.db.query<{ id: string }>(
        `INSERT INTO customers (oidc_subject, login, display_name, customer_identifier) VALUES ($1, $2, $3, $4) RETURNING id::text AS id`,
        [randomUUID(), login, `Klient ${index + 1}`, `HOR-${randomUUID()}`],
      );
      return signedIn(portals, portals.origins[index % portals.origins.length]!, rows[0]!.id, login);
    }),
  );
}

/** A session bound to the customer as login binds it (routes/login.ts), its cookies in a client of `origin`. */
async function signedIn(portals: Portals, origin: string, customerId: string, login: string): Promise<CustomerClient> {
  const client = new CustomerClient(origin, customerId);
  await client.ok('sessionData');
  const snapshot = await loadCustomerSession(portals.db, customerId);
  const { token } = await createSession(
    portals.db,
    { now: new Date(), idleMs: 30 * 60 * 1000 },
    { ...snapshot, userLogin: login },
    client.browser.cookies.get('XSRF-TOKEN'),
  );
  await portals.db.query('UPDATE sessions SET customer_id = $2 WHERE id = $1', [sessionIdOf(token), customerId]);
  client.browser.cookies.set('SESSION', token);
  return client;
}
