import type { CartStatus } from './session.ts';

/**
 * Sale stages of a cart (spec 4 "Cart stages"): an ordered list of stage
 * codes from the content system; updateStage moves a cart to a named stage,
 * to the NEXT one or back to the PREVIOUS one. The list splits at the stage
 * where an order has been placed (ACTIVATION): before it the visitor chooses
 * and reviews; from it on the order is activated, and only cart/finalize
 * crosses that line.
 */

export const NEXT_STAGE = 'NEXT';
export const PREVIOUS_STAGE = 'PREVIOUS';
/** The first stage of a placed order (finalize puts the cart there). */
export const ORDER_PLACED_STAGE = 'ACTIVATION';
/** The stage of a new or emptied cart. */
export const FIRST_STAGE = 'PACKAGE';
/** The last stage: the customer is thanked and the purchase is complete. */
export const THANK_YOU_STAGE = 'THP';
/** Spec 4: shown instead of the stored stage while an order awaits activation. */
export const SUMMARY_STAGE = 'SUMMARY';

export type StageRefusal =
  /** Not a stage of the list (or NEXT/PREVIOUS from a stage the list no longer has). */
  | 'unknownStage'
  /** The cart is closed, or its order is placed and the move goes back before it. */
  | 'cartClosed'
  /** An empty cart cannot leave the package choice. */
  | 'emptyCart'
  /** Only finalize places an order. */
  | 'orderRequired'
  /** A placed order goes on from account activation only once the customer's account is active. */
  | 'accountInactive';

export type StageMove =
  | {
      ok: true;
      stage: string;
      /** The move reaches the last stage of a placed order: the purchase is complete and the cart is closed. */
      completes: boolean;
    }
  | { ok: false; reason: StageRefusal };

export interface StageMoveInput {
  /** Stage codes in order. */
  stages: readonly string[];
  current: string;
  /** A stage code, NEXT or PREVIOUS. */
  requested: string;
  status: CartStatus;
  hasItems: boolean;
  /** The owner's account is active (spec 3 accountActive 1); unknown (an anonymous cart) counts as active. */
  accountActive?: boolean;
}

/**
 * Where a move leads, or why it is refused:
 * - only carts in progress move (OPEN, or ACTIVATION_PENDING while the order is activated);
 * - NEXT at the last stage and PREVIOUS at the first stay where they are;
 * - a placed order (ACTIVATION_PENDING) moves only among the activation stages,
 *   once it is paid for (an order awaiting payment stays at SUMMARY);
 *   reaching the last one completes it;
 * - a placed order leaves ACTIVATION forward only while the owner's account is active;
 * - an open cart cannot enter the activation stages from before them (finalize does that);
 * - an empty open cart cannot move past the first stage before the activation stages.
 */
export function planStageMove({ stages, current, requested, status, hasItems, accountActive = true }: StageMoveInput): StageMove {
  if (status !== 'OPEN' && status !== 'ACTIVATION_PENDING') return { ok: false, reason: 'cartClosed' };
  const currentIndex = stages.indexOf(current);
  let targetIndex: number;
  if (requested === NEXT_STAGE || requested === PREVIOUS_STAGE) {
    if (currentIndex < 0) return { ok: false, reason: 'unknownStage' };
    targetIndex = requested === NEXT_STAGE ? Math.min(currentIndex + 1, stages.length - 1) : Math.max(currentIndex - 1, 0);
  } else {
    targetIndex = stages.indexOf(requested);
    if (targetIndex < 0) return { ok: false, reason: 'unknownStage' };
  }
  const placedIndex = stages.includes(ORDER_PLACED_STAGE) ? stages.indexOf(ORDER_PLACED_STAGE) : stages.length;
  const stage = stages[targetIndex] as string;

  if (status === 'ACTIVATION_PENDING') {
    // Before ACTIVATION the order still awaits its payment: the cart stays where it is.
    if (currentIndex < placedIndex || targetIndex < placedIndex) return { ok: false, reason: 'cartClosed' };
    if (!accountActive && currentIndex === placedIndex && targetIndex > currentIndex) return { ok: false, reason: 'accountInactive' };
    return { ok: true, stage, completes: targetIndex === stages.length - 1 };
  }
  const beforeOrder = currentIndex < placedIndex;
  if (beforeOrder && targetIndex >= placedIndex) return { ok: false, reason: 'orderRequired' };
  if (!hasItems && targetIndex > 0 && targetIndex < placedIndex) return { ok: false, reason: 'emptyCart' };
  return { ok: true, stage, completes: false };
}

/**
 * Spec 4: the stage to show is SUMMARY while an order awaits activation
 * (ACTIVATION_PENDING) and the stored stage is neither ACTIVATION nor
 * PACKAGE; otherwise the stored stage.
 */
export function displayedStage(status: CartStatus, stage: string): string {
  return status === 'ACTIVATION_PENDING' && stage !== ORDER_PLACED_STAGE && stage !== FIRST_STAGE ? SUMMARY_STAGE : stage;
}
