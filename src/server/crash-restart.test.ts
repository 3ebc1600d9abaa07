import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THANK_YOU_STAGE } from '../domain/cart-stages.ts';
import { add } from './carts/test-support.ts';
import { DEMO_PASSWORD } from './identity/index.ts';
import { Browser, expectPage, submit } from './identity/test-support.ts';
import { SUMMARY_CONSENTS } from './payments/test-support.ts';
import { failedStart, startPortalProcess, type PortalProcess } from './test-support/portal-process.ts';
import { createScratchDatabase, type ScratchDatabase } from './test-support/scratch-database.ts';

/**
 * The fault suite: the portal's server as a separate process, killed with
 * SIGKILL at each step of a purchase and restarted on the same database. What
 * the customer did is never lost (the session, the cart, the order), and a
 * purchase never makes two orders; a crash never blocks the next start; a
 * damaged embedded folder stops the start and is served again once repaired.
 */

const CUSTOMER = 'klient.k@horyzont.example';
const OFFER = 'OTT_STRUMIEN_M';
const TIMEOUT = 240_000;

interface Session {
  userLogin: string | null;
  cart: { id: string | null; currentStage: string; cartStatus: string; items: Array<{ offerCode: string }> };
  ordersHistory: Array<{ transactionId: string; status: string; items: Array<{ offerCode: string }> }>;
  currentProducts: Array<{ offerCode: string; status: string }>;
}

/** Where the server keeps its data: a PGlite folder, or a database on the PostgreSQL server. */
interface Storage {
  env: NodeJS.ProcessEnv;
  cleanup(): Promise<void>;
}

const testUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-crash-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** A customer in a browser, signed in through the embedded provider's login form. */
class Customer {
  readonly browser: Browser;
  portal: PortalProcess;

  constructor(portal: PortalProcess) {
    this.portal = portal;
    this.browser = new Browser(`${portal.origin}/oferta-online/`);
  }

  async signIn(): Promise<void> {
    const { origin } = this.portal;
    await this.browser.api(`${origin}/api/sessionData`);
    const login = await this.browser.request(`${origin}/api/login`);
    await login.body?.cancel();
    const page = expectPage(await this.browser.go(new URL(login.headers.get('location') ?? '', origin).href));
    await submit(this.browser, page, 'Zaloguj się', { 'Adres e-mail': CUSTOMER, Hasło: DEMO_PASSWORD });
    expect((await this.session()).userLogin).toBe(CUSTOMER);
  }

  call(operation: string, body: unknown = {}): Promise<Response> {
    return this.browser.api(`${this.portal.origin}/api/${operation}`, body);
  }

  async ok<T>(operation: string, body: unknown = {}): Promise<T> {
    const response = await this.call(operation, body);
    const envelope = (await response.json()) as { data: T; msg: string };
    if (response.status !== 200) throw new Error(`${operation} answered ${response.status}: ${envelope.msg}`);
    return envelope.data;
  }

  session(): Promise<Session> {
    return this.ok<Session>('sessionData');
  }
}

/** The purchase, step by step, each one call of the shop's islands. */
const steps: Array<{ name: string; run: (customer: Customer, session: Session) => Promise<Response> }> = [
  { name: 'cart/update (the offer into the cart)', run: (c) => c.call('cart/update', add(OFFER)) },
  { name: 'cart/updateStage (on to the summary)', run: (c, s) => c.call('cart/updateStage', { cartId: s.cart.id, newStage: 'NEXT' }) },
  {
    name: 'cart/finalize (paid with an instant code)',
    run: (c, s) => c.call('cart/finalize', { cartId: s.cart.id, mopId: 8, instantCode: '777123', summaryConsents: SUMMARY_CONSENTS }),
  },
  { name: 'cart/updateStage (the thank-you stage)', run: (c, s) => c.call('cart/updateStage', { cartId: s.cart.id, newStage: THANK_YOU_STAGE }) },
];

/** Finishes the purchase from wherever it stands, as the customer would by going back to the shop. */
async function finishPurchase(customer: Customer): Promise<void> {
  let session = await customer.session();
  if (session.ordersHistory.length === 0) {
    if (!session.cart.items.some((item) => item.offerCode === OFFER)) await customer.ok('cart/update', add(OFFER));
    session = await customer.session();
    if (session.cart.currentStage === 'PACKAGE') await customer.ok('cart/updateStage', { cartId: session.cart.id, newStage: 'NEXT' });
    await customer.ok('cart/finalize', { cartId: session.cart.id, mopId: 8, instantCode: '777123', summaryConsents: SUMMARY_CONSENTS });
    session = await customer.session();
  }
  if (session.cart.id && session.cart.cartStatus !== 'OPEN') {
    await customer.call('cart/updateStage', { cartId: session.cart.id, newStage: THANK_YOU_STAGE });
  }
}

function expectOneOrder(session: Session): void {
  expect(session.ordersHistory).toHaveLength(1);
  expect(session.ordersHistory[0]).toMatchObject({ status: 'CONFIRMED', items: [expect.objectContaining({ offerCode: OFFER })] });
  expect(session.currentProducts).toContainEqual(expect.objectContaining({ offerCode: OFFER, status: 'ACTIVE' }));
}

/** The server's data before any customer: migrated, catalogue and demo accounts in place (made once, copied per test). */
async function templateStorage(driver: 'pglite' | 'postgres'): Promise<{ make: () => Promise<Storage>; dispose: () => Promise<void> }> {
  if (driver === 'pglite') {
    const template = path.join(root, 'template');
    const first = await startPortalProcess({ dataDir: template });
    await first.stop();
    let n = 0;
    return {
      make: async () => {
        const folder = path.join(root, `db-${(n += 1)}`);
        fs.cpSync(template, folder, { recursive: true });
        return { env: { PGLITE_DIR: folder }, cleanup: async () => fs.rmSync(folder, { recursive: true, force: true }) };
      },
      dispose: async () => {},
    };
  }
  const template: ScratchDatabase = await createScratchDatabase(testUrl!);
  const first = await startPortalProcess({ env: { DATABASE_URL: template.url } });
  await first.stop();
  return {
    make: async () => {
      const copy = await createScratchDatabase(testUrl!, { template: template.name });
      return { env: { DATABASE_URL: copy.url }, cleanup: copy.drop };
    },
    dispose: template.drop,
  };
}

const drivers = ['pglite', ...(testUrl ? (['postgres'] as const) : [])] as const;

describe.each(drivers)('the portal killed and restarted on %s', (driver) => {
  let templates: Awaited<ReturnType<typeof templateStorage>>;

  beforeAll(async () => {
    templates = await templateStorage(driver);
  }, TIMEOUT);

  afterAll(() => templates?.dispose());

  /** Runs a test on data of its own, made from the template and removed afterwards. */
  async function onFreshData(work: (storage: Storage) => Promise<void>): Promise<void> {
    const storage = await templates.make();
    try {
      await work(storage);
    } finally {
      await storage.cleanup();
    }
  }

  /** A server on the data, and a customer signed in there, with the purchase made when `bought`. */
  async function customerOn(storage: Storage, options: { bought: boolean }): Promise<Customer> {
    const customer = new Customer(await startPortalProcess({ env: storage.env }));
    await customer.signIn();
    if (options.bought) await finishPurchase(customer);
    return customer;
  }

  describe.each(steps.map((step, index) => [step.name, index] as const))('kill -9 at %s', (_name, index) => {
    it.each(['while the call runs', 'right after its answer'] as const)(
      '%s: after the restart the customer is still signed in, the cart is as before or after the call, at most one order, and the purchase completes with exactly one',
      (moment) =>
        onFreshData(async (storage) => {
          const customer = await customerOn(storage, { bought: false });
          for (const step of steps.slice(0, index)) {
            const response = await step.run(customer, await customer.session());
            expect(response.status, step.name).toBe(200);
          }
          const before = await customer.session();

          const call = steps[index]!.run(customer, before);
          if (moment === 'while the call runs') {
            void call.catch(() => undefined);
            await sleep(index * 3);
          } else {
            expect((await call).status).toBe(200);
          }
          await customer.portal.crash();

          customer.portal = await startPortalProcess({ env: storage.env });
          const after = await customer.session();
          expect(after.userLogin).toBe(CUSTOMER);
          expect(after.ordersHistory.length).toBeLessThanOrEqual(1);
          if (moment === 'right after its answer') {
            if (index === 0) expect(after.cart.items.map((item) => item.offerCode)).toContain(OFFER);
            if (index === 1) expect(after.cart.currentStage).not.toBe('PACKAGE');
            if (index >= 2) expectOneOrder(after);
          } else if (after.ordersHistory.length === 1) {
            expectOneOrder(after);
          } else {
            // Committed or not, never half: the cart holds what it held before the call, or what the call put in.
            const held = before.cart.items.map((item) => item.offerCode);
            const possible = index === 0 ? [held, [...held, OFFER]] : [held];
            expect(possible).toContainEqual(after.cart.items.map((item) => item.offerCode));
          }

          await finishPurchase(customer);
          expectOneOrder(await customer.session());
          await customer.portal.stop();
        }),
      TIMEOUT,
    );
  });

  // The lock and the folder are PGlite's; a PostgreSQL server keeps its data itself.
  if (driver === 'pglite') {
    it(
      'starts 20 times in a row on the same data, stopped gracefully or killed, and keeps the customer’s session and order every time',
      () =>
        onFreshData(async (storage) => {
          const customer = await customerOn(storage, { bought: true });
          let portal = customer.portal;
          const order = (await customer.session()).ordersHistory[0]!.transactionId;

          for (let start = 1; start <= 20; start += 1) {
            if (start % 2 === 0) await portal.crash();
            else expect((await portal.stop()).code).toBe(0);
            portal = await startPortalProcess({ env: storage.env });
            customer.portal = portal;
            const session = await customer.session();
            expect(session.userLogin, `start ${start}`).toBe(CUSTOMER);
            expect(session.ordersHistory.map((entry) => entry.transactionId), `start ${start}`).toEqual([order]);
          }
          // The account itself still signs in.
          const again = new Customer(portal);
          await again.signIn();
          expectOneOrder(await again.session());
          await portal.stop();
        }),
      TIMEOUT * 2,
    );

    it(
      'refuses to start on a folder missing PG_VERSION, naming it and changing nothing; repaired, it serves the same orders',
      () =>
        onFreshData(async (storage) => {
          const customer = await customerOn(storage, { bought: true });
          await customer.portal.stop();

          const folder = storage.env.PGLITE_DIR!;
          const version = fs.readFileSync(path.join(folder, 'PG_VERSION'));
          fs.rmSync(path.join(folder, 'PG_VERSION'));
          const refused = await failedStart({ env: storage.env });
          expect(refused.code).toBe(1);
          expect(refused.output).toContain(`Cannot open the database: The embedded database folder ${folder} cannot be used`);
          expect(refused.output).toContain('no PG_VERSION file');
          expect(fs.existsSync(path.join(folder, 'PG_VERSION'))).toBe(false);

          fs.writeFileSync(path.join(folder, 'PG_VERSION'), version);
          customer.portal = await startPortalProcess({ env: storage.env });
          expectOneOrder(await customer.session());
          await customer.portal.stop();
        }),
      TIMEOUT,
    );

    it(
      'refuses a second server on the same folder, naming the first, while the first keeps serving',
      () =>
        onFreshData(async (storage) => {
          const portal = await startPortalProcess({ env: storage.env });
          const second = await failedStart({ env: storage.env });
          expect(second.code).toBe(1);
          expect(second.output).toContain(`is in use by process ${portal.pid}`);
          expect((await fetch(`${portal.origin}/api/sessionData`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(200);
          await portal.stop();
        }),
      TIMEOUT,
    );
  }
});
