import { describe, expect, it } from 'vitest';
import { QUIET_LOGIN_PAUSE_MS, shouldTryQuietLogin, type QuietLoginInput } from './quiet-login.ts';

const noon = Date.UTC(2026, 10, 16, 12, 0, 0);
const lostSession: QuietLoginInput = { authRequired: true, userLogin: null, loggedInFlag: true, lastAttempt: null, now: noon };

describe('quiet sign-in (spec 7 quietLogin)', () => {
  it('tries once on a self-care page when the browser remembers a sign-in the session no longer has', () => {
    expect(shouldTryQuietLogin(lostSession)).toBe(true);
  });

  it('does not try for a signed-in session, a visitor never signed in here, or a page open to everyone', () => {
    expect(shouldTryQuietLogin({ ...lostSession, userLogin: 'klient.karta@horyzont.example' })).toBe(false);
    expect(shouldTryQuietLogin({ ...lostSession, loggedInFlag: false })).toBe(false);
    expect(shouldTryQuietLogin({ ...lostSession, authRequired: false })).toBe(false);
  });

  it('does not try again within 10 minutes of an attempt, so a refused one ends on the login page instead of a loop', () => {
    expect(QUIET_LOGIN_PAUSE_MS).toBe(600_000);
    expect(shouldTryQuietLogin({ ...lostSession, lastAttempt: noon - 1000 })).toBe(false);
    expect(shouldTryQuietLogin({ ...lostSession, lastAttempt: noon - QUIET_LOGIN_PAUSE_MS + 1 })).toBe(false);
    expect(shouldTryQuietLogin({ ...lostSession, lastAttempt: noon - QUIET_LOGIN_PAUSE_MS })).toBe(true);
  });

  it('counts an attempt dated in the future (a clock set back) as recent', () => {
    expect(shouldTryQuietLogin({ ...lostSession, lastAttempt: noon + 60_000 })).toBe(false);
  });
});
