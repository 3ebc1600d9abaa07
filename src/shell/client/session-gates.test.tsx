import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { visibilityGate } from '../../domain/visibility.ts';
import { resetSession, setSession } from '../../stores/session.ts';
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
  resetSession();
});
afterEach(() => vi.restoreAllMocks());

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
