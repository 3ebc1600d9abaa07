import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { THANK_YOU_STAGE } from '#domain/cart-stages.ts';
import { add } from './carts.ts';
import { DEMO_PASSWORD } from '#server/identity/index.ts';
import { Browser, expectPage, submit } from './identity.ts';
import { SUMMARY_CONSENTS } from './payments.ts';
import { startPortalProcess, type PortalProcess } from './portal-process.ts';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database.ts';

/**
 * The fault suite's customer: the portal's server as a separate process, a
 * customer signed in through the embedded provider's login form, and the
 * purchase, step by step, as the shop's islands call it. Each test gets data
 * of its own, copied from a template made once per file (migrated, catalogue
 * and demo accounts in place).
 */

export const CUSTOMER = 'klient.k@horyzont.example';
export const OFFER = 'OTT_STRUMIEN_M';
export const TIMEOUT = 240_000;

export interface Session {
  userLogin: string | null;
  cart: { id: string | null; currentStage: string; cartStatus: string; items: Array<{ offerCode: string }> };
  ordersHistory: Array<{ transactionId: string; status: string; items: Array<{ offerCode: string }> }>;
  currentProducts: Array<{ offerCode: string; status: string }>;
}

/** Where the server keeps its data: a PGlite folder, or a database on the PostgreSQL server. */
export interface Storage {
  env: NodeJS.ProcessEnv;
  cleanup(): Promise<void>;
}

const testUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;

export const drivers = ['pglite', ...(testUrl ? (['postgres'] as const) : [])] as const;

/** A customer in a browser, signed in through the embedded provider's login form. */
export class Customer {
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
export const steps: Array<{ name: string; run: (customer: Customer, session: Session) => Promise<Response> }> = [
  { name: 'cart/update (the offer into the cart)', run: (c) => c.call('cart/update', add(OFFER)) },
  { name: 'cart/updateStage (on to the summary)', run: (c, s) => c.call('cart/updateStage', { cartId: s.cart.id, newStage: 'NEXT' }) },
  {
    name: 'cart/finalize (paid with an instant code)',
    run: (c, s) => c.call('cart/finalize', { cartId: s.cart.id, mopId: 8, instantCode: '777123', summaryConsents: SUMMARY_CONSENTS }),
  },
  { name: 'cart/updateStage (the thank-you stage)', run: (c, s) => c.call('cart/updateStage', { cartId: s.cart.id, newStage: THANK_YOU_STAGE }) },
];

/** Finishes the purchase from wherever it stands, as the customer would by going back to the shop. */
export async function finishPurchase(customer: Customer): Promise<void> {
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

export function expectOneOrder(session: Session): void {
  expect(session.ordersHistory).toHaveLength(1);
  expect(session.ordersHistory[0]).toMatchObject({ status: 'CONFIRMED', items: [expect.objectContaining({ offerCode: OFFER })] });
  expect(session.currentProducts).toContainEqual(expect.objectContaining({ offerCode: OFFER, status: 'ACTIVE' }));
}

/** The server's data before any customer: migrated, catalogue and demo accounts in place (made once, copied per test). */
async function templateStorage(driver: 'pglite' | 'postgres', root: string): Promise<{ make: () => Promise<Storage>; dispose: () => Promise<void> }> {
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

/**
 * The hooks of a fault suite on one driver: a template made before its tests,
 * and for each test data of its own made from it, and a customer on it.
 */
export function freshData(driver: 'pglite' | 'postgres') {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-crash-'));
  let templates: Awaited<ReturnType<typeof templateStorage>>;

  beforeAll(async () => {
    templates = await templateStorage(driver, root);
  }, TIMEOUT);

  afterAll(async () => {
    await templates?.dispose();
    fs.rmSync(root, { recursive: true, force: true });
  });

  return {
    /** Runs a test on data of its own, made from the template and removed afterwards. */
    async onFreshData(work: (storage: Storage) => Promise<void>): Promise<void> {
      const storage = await templates.make();
      try {
        await work(storage);
      } finally {
        await storage.cleanup();
      }
    },
    /** A server on the data, and a customer signed in there, with the purchase made when `bought`. */
    async customerOn(storage: Storage, options: { bought: boolean }): Promise<Customer> {
      const customer = new Customer(await startPortalProcess({ env: storage.env }));
      await customer.signIn();
      if (options.bought) await finishPurchase(customer);
      return customer;
    },
  };
}
