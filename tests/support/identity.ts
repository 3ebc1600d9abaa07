import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { within } from '@testing-library/dom';
import { JSDOM } from 'jsdom';
import type Provider from 'oidc-provider';
import { afterAll, beforeAll } from 'vitest';
import type { Database, DriverName, Queryable } from '#server/db/index.ts';
import { seedDemoAccounts } from '#server/identity/demo-accounts.ts';
import type { Account } from '#server/identity/accounts.ts';
import { mountIdentity } from '#server/identity/mount.ts';
import { createIdentityProvider } from '#server/identity/provider.ts';
import { createRelyingParty, type PendingLogin, type RelyingParty } from '#server/identity/relying-party.ts';
import { openTestDatabase, type TestDatabase } from './database.ts';

/**
 * Test harness for the identity provider: a real node:http server on an
 * ephemeral loopback port, a browser that keeps its own cookie jar and never
 * follows redirects by itself, and form filling by visible labels.
 */

export const CLIENT_SECRET = 'sekret-klienta-testowego-portalu-0123456789';

export interface IdentityServer {
  origin: string;
  issuer: string;
  redirectUri: string;
  provider: Provider;
  rp: RelyingParty;
  /** Accounts reported to onAccountDeleted, in order. */
  deleted: Account[];
  /** A provider on another database handle (another process), served instead of the current one. */
  restart(db: Queryable): Promise<void>;
  close(): Promise<void>;
}

export async function startIdentityServer(db: Queryable): Promise<IdentityServer> {
  const deleted: Account[] = [];
  let handler: http.RequestListener = (_req, res) => res.writeHead(503).end();
  const server = http.createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const issuer = `${origin}/oidc`;
  const redirectUri = `${origin}/api/login`;

  const relyingParty = () =>
    createRelyingParty({ issuer, clientId: 'portal', clientSecret: CLIENT_SECRET, redirectUri, postLogoutRedirectUri: `${origin}/` });

  const serve = async (database: Queryable) => {
    const provider = await createIdentityProvider({
      db: database,
      issuer,
      clients: [{ clientId: 'portal', clientSecret: CLIENT_SECRET, redirectUris: [redirectUri], postLogoutRedirectUris: [`${origin}/`] }],
      onAccountDeleted: async (account) => {
        deleted.push(account);
      },
    });
    handler = mountIdentity(provider);
    return provider;
  };

  const state: IdentityServer = {
    origin,
    issuer,
    redirectUri,
    provider: await serve(db),
    rp: relyingParty(),
    deleted,
    async restart(database) {
      state.provider = await serve(database);
      state.rp = relyingParty();
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return state;
}

export interface Page {
  url: string;
  status: number;
  html: string;
  body: HTMLElement;
}

/** Where a chain of redirects ended: a page of the server, or the client's redirect URI. */
export type Landing = { kind: 'page'; page: Page } | { kind: 'callback'; url: URL };

export class Browser {
  readonly cookies = new Map<string, string>();
  readonly stopAt: string;
  /** Sent with every request (a client address in X-Forwarded-For, say). */
  readonly headers: Record<string, string>;

  constructor(stopAt: string, headers: Record<string, string> = {}) {
    this.stopAt = stopAt;
    this.headers = headers;
  }

  async request(url: string, form?: Record<string, string>): Promise<Response> {
    const headers = new Headers(this.headers);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    let body: string | undefined;
    if (form) {
      headers.set('content-type', 'application/x-www-form-urlencoded');
      body = new URLSearchParams(form).toString();
    }
    const response = await fetch(url, { method: form ? 'POST' : 'GET', headers, body, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) this.#store(cookie);
    return response;
  }

  /** A call of the customer API as the portal's client makes it: JSON, the cookies, and the XSRF cookie echoed in its header. */
  async api(url: string, body: unknown = {}): Promise<Response> {
    const headers = new Headers({ ...this.headers, 'content-type': 'application/json' });
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (xsrf) headers.set('x-xsrf-token', xsrf);
    const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body), redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) this.#store(cookie);
    return response;
  }

  /** GET or POST, then follow redirects (keeping cookies) until a page or the client's redirect URI. */
  async go(url: string, form?: Record<string, string>): Promise<Landing> {
    let current = url;
    let response = await this.request(current, form);
    for (let hops = 0; response.status >= 300 && response.status < 400; hops += 1) {
      if (hops > 10) throw new Error('Too many redirects');
      const location = new URL(response.headers.get('location') ?? '', current).href;
      await response.body?.cancel();
      if (location.startsWith(this.stopAt)) return { kind: 'callback', url: new URL(location) };
      current = location;
      response = await this.request(current);
    }
    const html = await response.text();
    return { kind: 'page', page: { url: current, status: response.status, html, body: new JSDOM(html).window.document.body } };
  }

  #store(header: string): void {
    const [pair = '', ...attributes] = header.split(';');
    const index = pair.indexOf('=');
    const name = pair.slice(0, index).trim();
    const value = pair.slice(index + 1).trim();
    const expires = attributes.find((attribute) => attribute.trim().toLowerCase().startsWith('expires='));
    const expired = expires !== undefined && new Date(expires.split('=')[1] ?? '').getTime() < Date.now();
    if (expired || value === '') this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}

export function expectPage(landing: Landing): Page {
  if (landing.kind !== 'page') throw new Error(`Expected a page, landed on ${landing.url.href}`);
  return landing.page;
}

export function expectCallback(landing: Landing): URL {
  if (landing.kind !== 'callback') throw new Error(`Expected the redirect to the client, got page ${landing.page.url} (${landing.page.status})`);
  return landing.url;
}

/**
 * Fills the form that the named button submits, by the fields' visible labels
 * (a checkbox is ticked when given 'tak'), and submits it like a browser:
 * every field of the form, hidden ones included.
 */
export async function submit(
  browser: Browser,
  page: Page,
  button: string,
  values: Record<string, string>,
  options: { dropCsrf?: boolean } = {},
): Promise<Landing> {
  const view = within(page.body);
  const submitter = view.getByRole('button', { name: button }) as HTMLButtonElement;
  // The form owner, also for a button outside its form (form="…").
  const form = submitter.form;
  if (!form) throw new Error(`Button ${button} submits no form`);
  for (const [label, value] of Object.entries(values)) {
    const input = view.getByLabelText(label) as HTMLInputElement;
    if (input.type === 'checkbox') input.checked = value === 'tak';
    else input.value = value;
  }
  const fields: Record<string, string> = {};
  for (const input of Array.from(form.querySelectorAll('input'))) {
    if (input.type === 'checkbox' && !input.checked) continue;
    if (options.dropCsrf && input.name === 'csrf') continue;
    fields[input.name] = input.value;
  }
  if (submitter.name) fields[submitter.name] = submitter.value;
  return browser.go(new URL(form.getAttribute('action') ?? '', page.url).href, fields);
}

/** Opens the provider's authorization URL in a fresh browser and lands on the first page (login or registration). */
export async function startSignIn(
  server: IdentityServer,
  options: Parameters<RelyingParty['startLogin']>[0] = {},
  browser = new Browser(server.redirectUri),
): Promise<{ browser: Browser; page: Page; pending: PendingLogin }> {
  const { url, pending } = await server.rp.startLogin(options);
  const page = expectPage(await browser.go(url.href));
  return { browser, page, pending };
}

/** The whole sign-in with e-mail and password; the callback URL when it succeeded, the page shown when not. */
export async function signIn(server: IdentityServer, email: string, password: string): Promise<Landing & { pending: PendingLogin }> {
  const { browser, page, pending } = await startSignIn(server);
  const landing = await submit(browser, page, 'Zaloguj się', { 'Adres e-mail': email, Hasło: password });
  return { ...landing, pending };
}

/** The page's first-level heading. */
export const headingOf = (page: Page) => within(page.body).getByRole('heading', { level: 1 }).textContent;

/** Every alert on the page, in one line. */
export const alertTextOf = (page: Page) =>
  within(page.body)
    .getAllByRole('alert')
    .map((alert) => alert.textContent)
    .join(' ');

/**
 * The embedded provider on a test database of its own, for the tests of one
 * suite (with the demo accounts when `demoAccounts`): opened before them,
 * closed after. Read its parts inside the tests.
 */
export function identityServerFor(
  driver: DriverName,
  options: { demoAccounts?: boolean } = {},
): { readonly db: Database; readonly server: IdentityServer; openAnother(): Promise<Database> } {
  let test: TestDatabase | undefined;
  let server: IdentityServer | undefined;
  beforeAll(async () => {
    test = await openTestDatabase(driver);
    if (options.demoAccounts) await seedDemoAccounts(test.db);
    server = await startIdentityServer(test.db);
  }, 30_000);
  afterAll(async () => {
    await server?.close();
    await test?.cleanup();
  });
  const opened = () => {
    if (!test || !server) throw new Error('The provider is started before the suite’s tests, not while they are collected');
    return { db: test.db, server };
  };
  return {
    get db() {
      return opened().db;
    },
    get server() {
      return opened().server;
    },
    /** Another handle on the same database (a restarted provider). */
    openAnother() {
      if (!test) throw new Error('The provider is started before the suite’s tests');
      return test.openAnother();
    },
  };
}
