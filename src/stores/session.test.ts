import { beforeEach, describe, expect, it } from 'vitest';
import { $isLoggedIn, $session, resetSession, setSession } from './session.ts';

beforeEach(() => resetSession());

describe('$session', () => {
  it('starts from the defaults of spec section 3, anonymous', () => {
    expect($session.get()).toMatchObject({ portabilityFlag: 'niepotwierdzony', prepaidCategory: 'NEWSALES', userLogin: null });
    expect($session.get().cart).toMatchObject({ cartStatus: 'OPEN', currentStage: 'PACKAGE', contractType: 'PREPAID' });
    expect($isLoggedIn.get()).toBe(false);
  });

  it('is logged in once userLogin is set, and not after logout', () => {
    const seen: boolean[] = [];
    const stop = $isLoggedIn.subscribe((v) => seen.push(v));
    setSession({ userLogin: 'jan.kowalski' });
    expect($isLoggedIn.get()).toBe(true);
    resetSession();
    expect($isLoggedIn.get()).toBe(false);
    expect(seen).toEqual([false, true, false]);
    stop();
  });

  it('setKey updates one field', () => {
    $session.setKey('userLogin', 'anna');
    expect($isLoggedIn.get()).toBe(true);
  });

  it('a reset does not reuse lists changed before', () => {
    $session.get().contracts.push({ cgroupe: 'K', activity: '01', finabo: null, debabo: null, corig: null });
    resetSession();
    expect($session.get().contracts).toEqual([]);
  });
});
