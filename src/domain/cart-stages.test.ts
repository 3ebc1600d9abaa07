import { describe, expect, it } from 'vitest';
import { displayedStage, planStageMove, type StageMoveInput } from './cart-stages.ts';

const stages = ['PACKAGE', 'SUMMARY', 'ACTIVATION', 'BOX_ACTIVATION', 'THP'];
const move = (input: Partial<StageMoveInput>) =>
  planStageMove({ stages, current: 'PACKAGE', requested: 'NEXT', status: 'OPEN', hasItems: true, ...input });

describe('planStageMove (spec 4 cart stages)', () => {
  it('moves an open cart with items to the next stage, back to the previous, or to a named one', () => {
    expect(move({})).toEqual({ ok: true, stage: 'SUMMARY', completes: false });
    expect(move({ current: 'SUMMARY', requested: 'PREVIOUS' })).toEqual({ ok: true, stage: 'PACKAGE', completes: false });
    expect(move({ requested: 'SUMMARY' })).toEqual({ ok: true, stage: 'SUMMARY', completes: false });
    expect(move({ current: 'SUMMARY', requested: 'PACKAGE', hasItems: false })).toEqual({ ok: true, stage: 'PACKAGE', completes: false });
  });

  it('stays at the first stage on PREVIOUS', () => {
    expect(move({ requested: 'PREVIOUS' })).toEqual({ ok: true, stage: 'PACKAGE', completes: false });
  });

  it('keeps an empty cart at the package choice', () => {
    expect(move({ hasItems: false })).toEqual({ ok: false, reason: 'emptyCart' });
    expect(move({ hasItems: false, requested: 'SUMMARY' })).toEqual({ ok: false, reason: 'emptyCart' });
  });

  it('leaves placing the order to finalize', () => {
    expect(move({ current: 'SUMMARY' })).toEqual({ ok: false, reason: 'orderRequired' });
    expect(move({ requested: 'THP' })).toEqual({ ok: false, reason: 'orderRequired' });
  });

  it('lets an open cart already in the activation stages (restored activation) move on without completing', () => {
    expect(move({ current: 'BOX_ACTIVATION', hasItems: false })).toEqual({ ok: true, stage: 'THP', completes: false });
  });

  it('moves a placed order only forward among the activation stages and completes it at the last', () => {
    const placed = { status: 'ACTIVATION_PENDING' as const, current: 'ACTIVATION' };
    expect(move(placed)).toEqual({ ok: true, stage: 'BOX_ACTIVATION', completes: false });
    expect(move({ ...placed, requested: 'THP' })).toEqual({ ok: true, stage: 'THP', completes: true });
    expect(move({ ...placed, current: 'THP' })).toEqual({ ok: true, stage: 'THP', completes: true });
    expect(move({ ...placed, requested: 'PREVIOUS' })).toEqual({ ok: false, reason: 'cartClosed' });
    expect(move({ ...placed, requested: 'PACKAGE' })).toEqual({ ok: false, reason: 'cartClosed' });
  });

  it('lets a placed order leave account activation only while the account is active', () => {
    const placed = { status: 'ACTIVATION_PENDING' as const, current: 'ACTIVATION', accountActive: false };
    expect(move(placed)).toEqual({ ok: false, reason: 'accountInactive' });
    expect(move({ ...placed, requested: 'THP' })).toEqual({ ok: false, reason: 'accountInactive' });
    // Staying at the stage is no move forward; a later stage was reached with the account active.
    expect(move({ ...placed, requested: 'ACTIVATION' })).toEqual({ ok: true, stage: 'ACTIVATION', completes: false });
    expect(move({ ...placed, current: 'BOX_ACTIVATION' })).toEqual({ ok: true, stage: 'THP', completes: true });
    expect(move({ ...placed, accountActive: true })).toEqual({ ok: true, stage: 'BOX_ACTIVATION', completes: false });
  });

  it('keeps an order awaiting its payment (ACTIVATION_PENDING at SUMMARY) where it is', () => {
    const awaiting = { status: 'ACTIVATION_PENDING' as const, current: 'SUMMARY' };
    expect(move(awaiting)).toEqual({ ok: false, reason: 'cartClosed' });
    expect(move({ ...awaiting, requested: 'ACTIVATION' })).toEqual({ ok: false, reason: 'cartClosed' });
    expect(move({ ...awaiting, requested: 'PREVIOUS' })).toEqual({ ok: false, reason: 'cartClosed' });
  });

  it('refuses closed carts and stages that do not exist', () => {
    expect(move({ status: 'FINALIZED' })).toEqual({ ok: false, reason: 'cartClosed' });
    expect(move({ status: 'CANCELLED', requested: 'PACKAGE' })).toEqual({ ok: false, reason: 'cartClosed' });
    expect(move({ requested: 'PAYMENT' })).toEqual({ ok: false, reason: 'unknownStage' });
    expect(move({ current: 'GONE' })).toEqual({ ok: false, reason: 'unknownStage' });
  });

  it('without an ACTIVATION stage every stage is before the order', () => {
    expect(planStageMove({ stages: ['PACKAGE', 'SUMMARY'], current: 'PACKAGE', requested: 'NEXT', status: 'OPEN', hasItems: true })).toEqual({
      ok: true,
      stage: 'SUMMARY',
      completes: false,
    });
  });
});

describe('displayedStage (spec 4)', () => {
  it('shows SUMMARY while an order awaits activation, unless the stage is ACTIVATION or PACKAGE', () => {
    expect(displayedStage('ACTIVATION_PENDING', 'BOX_ACTIVATION')).toBe('SUMMARY');
    expect(displayedStage('ACTIVATION_PENDING', 'THP')).toBe('SUMMARY');
    expect(displayedStage('ACTIVATION_PENDING', 'ACTIVATION')).toBe('ACTIVATION');
    expect(displayedStage('ACTIVATION_PENDING', 'PACKAGE')).toBe('PACKAGE');
    expect(displayedStage('OPEN', 'BOX_ACTIVATION')).toBe('BOX_ACTIVATION');
  });
});
