import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { visibilityGate } from '#domain/visibility.ts';
import { resetSession, setSession } from '#stores/session.ts';
import { $serverClockOffset } from '#stores/server-clock.ts';
import { startSessionGates } from './session-gates.ts';
import type { ShellConfig } from './start-shell.ts';

// jsdom project (file name *.test.tsx): the shell's gates on elements rendered with their expression checked.

const config = { dataMapper: [{ key: 'login', path: 'userLogin' }] } as ShellConfig;
const signedIn = { key: 'login', type: 'attribute', operator: 'present' };

/** An element as MenuLink.astro and Region.astro render it: hidden, with the gate's attributes. */
function gated(expression: unknown): HTMLElement {
  const el = document.createElement('div');
  el.hidden = true;
  for (const [name, value] of Object.entries(visibilityGate(expression))) el.setAttribute(name, value);
  document.body.append(el);
  return el;
}

beforeEach(() => {
  document.body.replaceChildren();
  delete document.body.dataset.locks;
  resetSession();
  $serverClockOffset.set(null);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('session gates (spec 5)', () => {
  it('shows an element once its checked expression holds, and follows the session', () => {
    const el = gated(signedIn);
    startSessionGates(config);
    expect(el.hidden).toBe(true);
    setSession({ userLogin: 'jan.kowalski' });
    expect(el.hidden).toBe(false);
  });

  it('keeps an element with an invalid expression hidden and says why in the console', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const expression = { ...signedIn, source: 'cookie' };
    const el = gated(expression);
    startSessionGates(config);
    setSession({ userLogin: 'jan.kowalski' });
    expect(el.hidden).toBe(true);
    expect(warn).toHaveBeenCalledWith('Nieprawidłowe wyrażenie widoczności', { error: 'wyrażenie: nieznane źródło „cookie”', expression });
  });

  it('hides an element whose key the data mapper does not know', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const el = gated({ key: 'unknown', type: 'attribute', operator: 'absent' });
    startSessionGates(config);
    expect(el.hidden).toBe(true);
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('self-care lock (spec 4 and 9)', () => {
  // A night maintenance window, as a page's selfcareLocks carry it (Shell.astro: body[data-locks]).
  const maintenance = {
    startDate: '2026-12-05T23:00:00+01:00',
    endDate: '2026-12-06T05:00:00+01:00',
    url: '/oferta-online/moje-konto/prace-serwisowe',
  };
  const MINUTE = 60_000;
  const HOUR = 60 * MINUTE;
  // The visibility tests' gates listen to the session too, and warn again of their invalid expressions.
  beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => {}));

  /** Starts the gates on a page with the window, the browser's clock at `now`; resolves with where they navigated. */
  async function gatesAt(now: string, session: Record<string, unknown>, offset: number | null = null): Promise<string[]> {
    document.body.dataset.locks = JSON.stringify([maintenance]);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(now));
    $serverClockOffset.set(offset);
    const navigate = vi.fn<(url: string) => void>();
    startSessionGates(config, navigate);
    setSession({ userLogin: 'jan.kowalski', ...session });
    // The lock rule loads on demand.
    await vi.dynamicImportSettled();
    return navigate.mock.calls.map(([url]) => url);
  }

  it('sends a customer whose session started in the window to the event page, once', async () => {
    const visited = await gatesAt('2026-12-06T01:00:00+01:00', { sessionStamp: '2026-12-06T00:10:00.000+01:00' });
    expect(visited).toEqual([maintenance.url]);
  });

  it('leaves the page alone outside the window, and before the session says when it started', async () => {
    expect(await gatesAt('2026-12-06T06:00:00+01:00', { sessionStamp: '2026-12-06T00:10:00.000+01:00' })).toEqual([]);
    resetSession();
    expect(await gatesAt('2026-12-06T01:00:00+01:00', { sessionStamp: null })).toEqual([]);
  });

  it('leaves alone a session that started before the window (session time + 1 minute outside it)', async () => {
    expect(await gatesAt('2026-12-06T01:00:00+01:00', { sessionStamp: '2026-12-05T22:58:59.000+01:00' })).toEqual([]);
    resetSession();
    expect(await gatesAt('2026-12-06T01:00:00+01:00', { sessionStamp: '2026-12-05T22:59:00.000+01:00' })).toEqual([maintenance.url]);
  });

  it("reads the session's stamp on the browser's clock: a browser an hour ahead of the server", async () => {
    // The server stamped 22:30 its time, 23:30 on the browser's clock; the browser says it is 23:45.
    const stamp = '2026-12-05T22:30:00.000+01:00';
    expect(await gatesAt('2026-12-05T23:45:00+01:00', { sessionStamp: stamp }, HOUR)).toEqual([maintenance.url]);
    resetSession();
    // Without the offset the same stamp would count as a session started before the window.
    expect(await gatesAt('2026-12-05T23:45:00+01:00', { sessionStamp: stamp }, null)).toEqual([]);
  });

  it('does not navigate when the page is the event page itself', async () => {
    document.body.dataset.locks = JSON.stringify([{ ...maintenance, url: location.pathname }]);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-06T01:00:00+01:00'));
    const navigate = vi.fn();
    startSessionGates(config, navigate);
    setSession({ userLogin: 'jan.kowalski', sessionStamp: '2026-12-06T00:10:00.000+01:00' });
    await vi.dynamicImportSettled();
    expect(navigate).not.toHaveBeenCalled();
  });
});
