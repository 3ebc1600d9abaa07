import type { FastifyReply } from 'fastify';
import type { LockPageEvent } from '#content-schema/page.ts';
import { activeLockWindow, LOCK_TIME_ZONE, type LockWindow } from '#domain/lock.ts';
import { builtPages } from '../built-pages.ts';
import { fail } from './responses.ts';

/**
 * The self-care lock in the server (spec 4 and 9; issue 28 item 5): a page's
 * lock windows cover the calls with which its blocks change the customer's
 * data (each block's `changes`, rendered by the build into the page's
 * `data-locked-calls`). While a window is active, the server refuses those
 * calls with 503, a Polish envelope naming the window, and Retry-After, so an
 * open tab or a direct call changes nothing during the maintenance; the
 * browser still sends the customer to the window's page.
 *
 * Whose "session time": the session's stamp as of the current call (each
 * sessionData stamps it anew), so a call judges it as now, and a window also
 * catches customers who signed in before it began.
 */

/** The lock windows covering each call, by its contract call name. */
export type SelfCareLocks = ReadonlyMap<string, readonly LockPageEvent[]>;

const ENTITIES: Record<string, string> = { '&quot;': '"', '&#34;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' };
const attribute = (html: string, name: string) => {
  const value = new RegExp(`<body\\b[^>]*\\s${name}="([^"]*)"`).exec(html)?.[1];
  return value === undefined ? undefined : (JSON.parse(value.replace(/&(?:quot|#34|#39|lt|gt|amp);/g, (entity) => ENTITIES[entity]!)) as unknown);
};

/** Reads the built pages once at start: which calls each page's lock windows cover. */
export async function findSelfCareLocks(clientDir: string): Promise<SelfCareLocks> {
  const locks = new Map<string, LockPageEvent[]>();
  for await (const { html } of builtPages(clientDir)) {
    if (!html.includes('data-locked-calls=')) continue;
    const events = attribute(html, 'data-locks') as LockPageEvent[] | undefined;
    const calls = attribute(html, 'data-locked-calls') as string[] | undefined;
    for (const call of calls ?? []) locks.set(call, [...(locks.get(call) ?? []), ...(events ?? [])]);
  }
  return locks;
}

const time = new Intl.DateTimeFormat('pl-PL', {
  timeZone: LOCK_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** What the customer is told: the window, in Polish time. */
export function lockMessage(window: LockWindow): string {
  return `Trwają prace serwisowe (od ${time.format(window.start)} do ${time.format(window.end)}): tej zmiany nie można teraz wprowadzić. Spróbuj ponownie po ich zakończeniu.`;
}

/** Refuses the call when one of its windows is active at `now`; false when it may go on. */
export function refuseIfLocked(reply: FastifyReply, events: readonly LockPageEvent[] | undefined, now: Date): boolean {
  const window = events?.length ? activeLockWindow(events, now, now) : null;
  if (!window) return false;
  const retryAfter = Math.max(1, Math.ceil((window.end - now.getTime()) / 1000));
  void reply
    .code(503)
    .header('retry-after', String(retryAfter))
    .send(fail(503, lockMessage(window)));
  return true;
}
