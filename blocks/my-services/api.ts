import type { serviceOperations } from '#api-contract/services.ts';
import type { OperationData } from '#api-contract/operation.ts';
import { calls } from '#api-client/calls.ts';
import { callOperation } from '#api-client/operations.ts';
import { invalidateSession } from '#api-client/page-cache.ts';
import { FIRST_STAGE, NEXT_STAGE } from '#domain/cart-stages.ts';
import { changeItems, type ChangeTarget } from '#domain/package-change.ts';
import type { ResignationReason } from '#domain/resignation-reasons.ts';
import type { CurrentProduct } from '#domain/session.ts';
import { schedulesRestoring, schedulesWithCart, schedulesWithout, type Schedules } from '#self-care/schedules.ts';

/**
 * The self-care calls of "My services", loaded when the customer first acts
 * (the page's start-up stays small). Failures are not raised as alerts: the
 * island shows the server's words beside the action that failed (the alert
 * of a 406 would be cleared at once, spec 8).
 */

const quiet = { alert: false } as const;

export interface ProductRef {
  contractId: string;
  articleCode: string;
}

export type SwitchOffCheck = OperationData<typeof serviceOperations.verifySwitchOff>;
export type ChurnOffer = OperationData<typeof serviceOperations.antiChurnOffer>;

export interface CancelPreview {
  check: SwitchOffCheck;
  /** The next payments now and after the change (spec: before every change, its effect). */
  schedules: Schedules;
  offer: ChurnOffer;
}

/** cart/verifySwitchOff, then what the change does to the next payments and whether an anti-churn offer exists. */
export async function previewCancel(ref: ProductRef): Promise<CancelPreview> {
  const check = await callOperation(calls.services.verifySwitchOff, { body: ref }, quiet);
  const [schedules, offer] = await Promise.all([
    schedulesWithout([ref.articleCode, ...check.codes]),
    callOperation(calls.services.antiChurnOffer, { query: { articleCode: ref.articleCode } }, quiet),
  ]);
  return { check, schedules, offer };
}

export type DowngradeCodes = OperationData<typeof serviceOperations.getDowngradeCodes>;

export interface PreparedChange extends DowngradeCodes {
  schedules: Schedules;
}

/**
 * Spec 4 "Downgrade": the codes the customer keeps with the chosen package or
 * plan (cart/getDowngradeCodes); then the change goes in the cart, alone (the
 * cart is emptied first: a change is ordered on its own), as the products
 * given up and the new offer, and the next payments now and with it are read.
 * null when the article is already held (nothing to change).
 */
export async function prepareChange(target: ChangeTarget, held: readonly CurrentProduct[]): Promise<PreparedChange | null> {
  const codes = await callOperation(calls.services.getDowngradeCodes, { query: { articleCode: target.articleCode } }, quiet);
  if (codes.codes.length === 0) return null;
  await callOperation(calls.cart.clearCart, { body: {} }, quiet);
  await callOperation(calls.cart.update, { body: { operation: 'ADD', items: changeItems(held, codes.removedCodes, target) } }, quiet);
  return { ...codes, schedules: await schedulesWithCart() };
}

/** A change the customer gave up before its summary: out of the cart. */
export async function discardChange(): Promise<void> {
  await callOperation(calls.cart.clearCart, { body: {} }, quiet);
}

export async function switchOff(ref: ProductRef, reason: ResignationReason): Promise<void> {
  await callOperation(calls.services.switchOff, { body: { ...ref, reason } }, quiet);
}

/**
 * Takes the anti-churn offer instead of cancelling: the long-term offer of
 * the article held, as a prolongation in the long-term cart, moved on from
 * the package stage so that the customer confirms and pays on the summary.
 */
export async function takeChurnOffer(offerCode: string): Promise<void> {
  const cart = await callOperation(calls.cart.update, { body: { operation: 'ADD', addLtoProlongate: true, items: [{ offerCode }] } }, quiet);
  if (cart.id && cart.currentStage === FIRST_STAGE)
    await callOperation(calls.cart.updateStage, { body: { cartId: cart.id, newStage: NEXT_STAGE } }, quiet);
}

export type StreamingLink = OperationData<typeof serviceOperations.streamingUrl>;

/** netflix/getUrl: the streaming partner's one-time activation link of the customer's plan. */
export function streamingLink(): Promise<StreamingLink> {
  return callOperation(calls.services.streamingUrl, {}, quiet);
}

/** hbogo/getCustomerIdentifier: how the film partner knows this customer. */
export async function filmPartnerIdentifier(): Promise<string> {
  return (await callOperation(calls.services.hbogoCustomerIdentifier, {}, quiet)).data;
}

/** What restoring does to the next payments (the add-ons that went off with the product come back too). */
export function previewRestore(ref: ProductRef): Promise<Schedules> {
  return schedulesRestoring([ref.articleCode]);
}

export async function restore(ref: ProductRef): Promise<void> {
  await callOperation(calls.services.unSwitchOff, { body: ref }, quiet);
}

/** The session again, so the list shows what the server holds (after a change, and after a refusal). */
export function reloadSession(): Promise<void> {
  return invalidateSession(undefined, quiet);
}
