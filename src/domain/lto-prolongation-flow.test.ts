import { describe, expect, it } from 'vitest';
import { cartToCancel, movesToNext, prolongationUpdate, type ProlongationCartState } from './lto-prolongation-flow.ts';

const CART = '7d1c2a3e-2f4b-4c5d-8e9f-0a1b2c3d4e5f';
const state = (cart: Partial<ProlongationCartState['cart']>, ltoInCart = true): ProlongationCartState => ({
  ltoInCart,
  cart: { id: CART, cartStatus: 'OPEN', currentStage: 'PACKAGE', items: [], ...cart },
});

describe('cartToCancel (spec 4: at SUMMARY, cancel the cart)', () => {
  it('names the LTO cart left open at the summary', () => {
    expect(cartToCancel(state({ currentStage: 'SUMMARY' }))).toBe(CART);
  });

  it('cancels nothing at the package stage, without a cart, outside the LTO flow, or for an order awaiting payment', () => {
    expect(cartToCancel(state({}))).toBeNull();
    expect(cartToCancel(state({ id: null, currentStage: 'SUMMARY' }))).toBeNull();
    expect(cartToCancel(state({ currentStage: 'SUMMARY' }, false))).toBeNull();
    expect(cartToCancel(state({ currentStage: 'SUMMARY', cartStatus: 'ACTIVATION_PENDING' }))).toBeNull();
  });
});

describe('movesToNext (spec 4: at PACKAGE, advance the stage to NEXT)', () => {
  it('moves an open cart on from the package stage only', () => {
    expect(movesToNext({ id: CART, cartStatus: 'OPEN', currentStage: 'PACKAGE' })).toBe(true);
    expect(movesToNext({ id: CART, cartStatus: 'OPEN', currentStage: 'SUMMARY' })).toBe(false);
    expect(movesToNext({ id: null, cartStatus: 'OPEN', currentStage: 'PACKAGE' })).toBe(false);
  });
});

describe('prolongationUpdate', () => {
  it('adds each offer once to the LTO cart as a prolongation', () => {
    expect(prolongationUpdate([{ offerCode: 'A_LTO' }, { offerCode: 'B_LTO' }, { offerCode: 'A_LTO' }])).toEqual({
      operation: 'ADD',
      addLtoProlongate: true,
      items: [{ offerCode: 'A_LTO' }, { offerCode: 'B_LTO' }],
    });
  });
});
