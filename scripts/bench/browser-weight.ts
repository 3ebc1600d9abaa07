import type { Browser, BrowserContext, Page, Request, Response } from '@playwright/test';
import { isJsType } from './html-assets.ts';
import { hasReactRuntime } from './page-weight.ts';
import type { Visitor } from './page-slots.ts';
import { sizesOf, sumSizes, type Sizes } from './sizes.ts';

/**
 * Page weight as the browser fetches it: the page loaded in Chromium from the
 * built server until the network has been idle for QUIET_MS and EXTRA_MS more
 * have passed without a request.
 * - On the wire: every response body's bytes as the server encoded them
 *   (compressed or not), by kind of resource; what the budgets judge.
 * - Scripts: every script response (whatever imported it, `import()`
 *   included) and every inline script, the bytes received (decoded) and
 *   compressed here, a diagnostic that does not depend on the server.
 * A page may have a user action (opening a dialog): what it fetches is listed
 * apart and not counted.
 */

/** Playwright's own "network idle": no request for 500 ms. */
export const QUIET_MS = 500;
/** And one more second, for work the page schedules when idle (requestIdleCallback, timers). */
export const EXTRA_MS = 1000;
/** A page that never settles is a failed measurement, not an endless bench. */
export const SETTLE_TIMEOUT_MS = 30_000;

export type ScriptFile = Sizes & {
  /** The script's URL without the origin, or `(inline script N)`. */
  url: string;
  /** Carries the React runtime. */
  react: boolean;
};

export type ScriptSet = Sizes & { files: ScriptFile[] };

/** Something a visitor does on the page, after start-up, whose scripts are listed apart. */
export interface PageAction {
  label: string;
  run(page: Page): Promise<void>;
}

/** The kinds of resource the wire weight is told apart by; `other` is mostly the API's answers. */
export const WIRE_KINDS = ['html', 'css', 'js', 'font', 'image', 'other'] as const;
export type WireKind = (typeof WIRE_KINDS)[number];
/** Body bytes transferred per kind of resource, and in all. */
export type WireWeight = Record<WireKind, number> & { total: number };

/** The wire kind of a Playwright resource type. */
export function wireKindOf(resourceType: string): WireKind {
  const kinds: Record<string, WireKind> = { document: 'html', stylesheet: 'css', script: 'js', font: 'font', image: 'image' };
  return kinds[resourceType] ?? 'other';
}

/** The transfers of a page added up by kind. */
export function wireWeight(transfers: readonly { kind: WireKind; bytes: number }[]): WireWeight {
  const weight = { ...Object.fromEntries(WIRE_KINDS.map((kind) => [kind, 0])), total: 0 } as WireWeight;
  for (const { kind, bytes } of transfers) {
    weight[kind] += bytes;
    weight.total += bytes;
  }
  return weight;
}

export interface BrowserMeasurement {
  slot: string;
  label: string;
  path: string;
  visitor: Visitor;
  /** Where the page was when it had settled (another path after a redirect). */
  finalPath?: string;
  /** What the page transferred at start-up, by kind: what the budgets judge. */
  wire?: WireWeight;
  /** What the page fetched and ran at start-up, sizes of the bytes received compressed by the bench (a diagnostic). */
  js?: ScriptSet;
  /** What the action fetched after start-up (not counted). */
  action?: ScriptSet & { label: string; error?: string };
  /** Start-up scripts that carry the React runtime. */
  reactScripts?: string[];
  /** Script requests that failed or did not answer 2xx (not counted). */
  failed?: string[];
  /** Why the page could not be measured. */
  error?: string;
}

// ---- pure parts --------------------------------------------------------------

/**
 * Requests in flight and when the network last changed, fed by the page's
 * request events; the clock is passed in, so the logic is tested without
 * waiting.
 */
export class NetworkActivity {
  private readonly inFlight = new Set<unknown>();
  private lastChange: number;
  /** Requests started so far. */
  started = 0;

  constructor(now: number) {
    this.lastChange = now;
  }

  requestStarted(request: unknown, now: number): void {
    this.inFlight.add(request);
    this.started++;
    this.lastChange = now;
  }

  requestEnded(request: unknown, now: number): void {
    if (this.inFlight.delete(request)) this.lastChange = now;
  }

  /** How long the network has been idle at `now`; 0 while a request is in flight. */
  quietFor(now: number): number {
    return this.inFlight.size ? 0 : now - this.lastChange;
  }
}

/** A script the browser received: its URL as the table shows it and the bytes (decoded). */
export type ReceivedScript = { url: string; body: Uint8Array };

/** The URL as the table shows it: the path on the page's origin, the whole URL elsewhere. */
export function shortUrl(url: string, origin: string): string {
  return url.startsWith(`${origin}/`) ? url.slice(origin.length) : url;
}

/** Scripts counted once per URL (a module is fetched once per page), with inline scripts after them. */
export function scriptSet(received: readonly ReceivedScript[], inline: readonly string[] = []): ScriptSet {
  const byUrl = new Map<string, ScriptFile>();
  for (const script of received) {
    if (byUrl.has(script.url)) continue;
    const code = Buffer.from(script.body);
    byUrl.set(script.url, { url: script.url, ...sizesOf(code), react: hasReactRuntime(code.toString('utf8')) });
  }
  const inlineFiles = inline.map((code, i) => ({ url: `(inline script ${i + 1})`, ...sizesOf(code), react: hasReactRuntime(code) }));
  const files = [...byUrl.values(), ...inlineFiles];
  return { ...sumSizes(files), files };
}

/** The inline scripts that run (JSON and other data blocks are not scripts). */
export const runnableInline = (scripts: readonly { type: string | null; text: string }[]): string[] =>
  scripts.filter((s) => isJsType(s.type)).map((s) => s.text);

/** The heaviest files first, as a budget names them. */
export const heaviestFirst = (files: readonly ScriptFile[]) => [...files].sort((a, b) => b.gzip - a.gzip || a.url.localeCompare(b.url));

// ---- in the browser ----------------------------------------------------------

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the network has been quiet for QUIET_MS, then EXTRA_MS more without a new request. */
export async function settle(activity: NetworkActivity, options: { quietMs?: number; extraMs?: number; timeoutMs?: number } = {}): Promise<void> {
  const { quietMs = QUIET_MS, extraMs = EXTRA_MS, timeoutMs = SETTLE_TIMEOUT_MS } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    while (activity.quietFor(Date.now()) < quietMs) {
      if (Date.now() > deadline) throw new Error(`the network did not settle within ${timeoutMs / 1000} s`);
      await sleep(50);
    }
    const before = activity.started;
    await sleep(extraMs);
    if (activity.started === before && activity.quietFor(Date.now()) >= quietMs + extraMs) return;
  }
}

/**
 * Watches one page: counts requests in flight and keeps the body of every
 * script response, tagged with the phase it arrived in.
 */
function watch(page: Page, origin: string) {
  const activity = new NetworkActivity(Date.now());
  type Phase = 'start' | 'action';
  let phase: Phase = 'start' as Phase;
  const bodies: Promise<{ phase: Phase; script?: ReceivedScript; failed?: string }>[] = [];
  const transfers: Promise<{ phase: Phase; kind: WireKind; bytes: number }>[] = [];
  const ended = (request: Request) => activity.requestEnded(request, Date.now());
  // A script answered with an error status fails as a request too: it is reported once, with its status.
  const answered = new WeakSet<Request>();
  page.on('request', (request) => activity.requestStarted(request, Date.now()));
  page.on('requestfinished', (request) => {
    ended(request);
    const at = phase;
    transfers.push(
      request.sizes().then(
        (sizes) => ({ phase: at, kind: wireKindOf(request.resourceType()), bytes: sizes.responseBodySize }),
        () => ({ phase: at, kind: wireKindOf(request.resourceType()), bytes: 0 }),
      ),
    );
  });
  page.on('requestfailed', (request) => {
    ended(request);
    if (request.resourceType() === 'script' && !answered.has(request)) {
      bodies.push(Promise.resolve({ phase, failed: `${shortUrl(request.url(), origin)} (${request.failure()?.errorText ?? 'failed'})` }));
    }
  });
  page.on('response', (response: Response) => {
    const request = response.request();
    if (request.resourceType() !== 'script') return;
    answered.add(request);
    const at = phase;
    const url = shortUrl(response.url(), origin);
    if (response.status() < 200 || response.status() >= 300) {
      bodies.push(Promise.resolve({ phase: at, failed: `${url} (HTTP ${response.status()})` }));
      return;
    }
    bodies.push(
      response.body().then(
        (body) => ({ phase: at, script: { url, body } }),
        (error: Error) => ({ phase: at, failed: `${url} (${error.message})` }),
      ),
    );
  });
  return {
    activity,
    startAction: () => {
      phase = 'action';
    },
    received: async () => {
      const all = await Promise.all(bodies);
      const of = (p: Phase) => all.filter((b) => b.phase === p && b.script).map((b) => b.script!);
      const wire = wireWeight((await Promise.all(transfers)).filter((t) => t.phase === 'start'));
      return { start: of('start'), action: of('action'), failed: all.flatMap((b) => (b.failed ? [b.failed] : [])), wire };
    },
  };
}

export interface MeasureTarget {
  slot: string;
  label: string;
  path: string;
  visitor: Visitor;
  action?: PageAction;
}

/** Loads one page in a fresh page of the context and measures it. Never rejects: a failure is the measurement's error. */
export async function measureInBrowser(context: BrowserContext, origin: string, target: MeasureTarget): Promise<BrowserMeasurement> {
  const { slot, label, path, visitor, action } = target;
  const result: BrowserMeasurement = { slot, label, path, visitor };
  const page = await context.newPage();
  const watcher = watch(page, origin);
  try {
    await page.goto(`${origin}${path}`, { waitUntil: 'load' });
    await settle(watcher.activity);
    result.finalPath = shortUrl(page.url(), origin);
    const inline = runnableInline(
      await page.evaluate(() =>
        [...document.querySelectorAll('script:not([src])')].map((s) => ({ type: s.getAttribute('type'), text: s.textContent ?? '' })),
      ),
    );
    if (action) {
      watcher.startAction();
      let actionError: string | undefined;
      try {
        await action.run(page);
        await settle(watcher.activity);
      } catch (error) {
        actionError = (error as Error).message.split('\n')[0];
      }
      const { action: fetched } = await watcher.received();
      result.action = { label: action.label, ...scriptSet(fetched), ...(actionError ? { error: actionError } : {}) };
    }
    const { start, failed, wire } = await watcher.received();
    result.wire = wire;
    result.js = scriptSet(start, inline);
    result.reactScripts = result.js.files.filter((f) => f.react).map((f) => f.url);
    if (failed.length) result.failed = failed;
  } catch (error) {
    result.error = (error as Error).message.split('\n')[0];
  } finally {
    await page.close();
  }
  return result;
}

/** A context as a visitor's browser: desktop window, Polish locale and time zone (as the browser tests use). */
export const contextOptions = { viewport: { width: 1280, height: 720 }, locale: 'pl-PL', timezoneId: 'Europe/Warsaw' } as const;

export interface WeightRunOptions {
  browser: Browser;
  origin: string;
  targets: readonly MeasureTarget[];
  /** Brings a visitor other than the anonymous one about through the page given (signs in, fills the cart). */
  prepare?: Partial<Record<Visitor, (page: Page) => Promise<void>>>;
  step?: (text: string) => void;
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Every target in a fresh browser context (an empty cache, as a first visit):
 * anonymous ones with nothing stored, the others with the cookies and
 * storage their preparation (the real sign-in, the configurator) left.
 */
export async function measureTargets(options: WeightRunOptions): Promise<BrowserMeasurement[]> {
  const { browser, origin, targets } = options;
  const step = options.step ?? (() => {});
  const states = new Map<Visitor, StorageState>();
  const errors = new Map<Visitor, string>();
  for (const visitor of new Set(targets.map((t) => t.visitor))) {
    if (visitor === 'anonymous') continue;
    const prepare = options.prepare?.[visitor];
    if (!prepare) {
      errors.set(visitor, 'no way to prepare this visitor was given');
      continue;
    }
    const context = await browser.newContext({ ...contextOptions, baseURL: origin });
    try {
      step(`page weight: preparing the visitor "${visitor}"…`);
      await prepare(await context.newPage());
      states.set(visitor, await context.storageState());
    } catch (error) {
      errors.set(visitor, `preparing the visitor failed: ${(error as Error).message.split('\n')[0]}`);
    } finally {
      await context.close();
    }
  }
  const results: BrowserMeasurement[] = [];
  for (const target of targets) {
    const state = states.get(target.visitor);
    if (target.visitor !== 'anonymous' && !state) {
      results.push({ slot: target.slot, label: target.label, path: target.path, visitor: target.visitor, error: errors.get(target.visitor) });
      continue;
    }
    step(`page weight: ${target.path} (${target.visitor})…`);
    const context = await browser.newContext({ ...contextOptions, ...(state ? { storageState: state } : {}) });
    try {
      results.push(await measureInBrowser(context, origin, target));
    } finally {
      await context.close();
    }
  }
  return results;
}
