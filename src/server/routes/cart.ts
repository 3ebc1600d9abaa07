import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { cartOperations } from '#api-contract/cart.ts';
import { createDefaultSession, type Cart } from '#domain/session.ts';
import { cartOwnerKey } from '../caches/index.ts';
import { cancelOrder, endOpenPayments } from '../carts/cancel.ts';
import { clearCart } from '../carts/clear.ts';
import { changeSaleConsents, discountOf } from '../carts/consents.ts';
import { callOf, changedFields, sessionFlagsOf, shownKind, type CartCall, type CartOutcome, type SessionPatch } from '../carts/context.ts';
import { cartMessages } from '#domain/cart-messages.ts';
import { updateStage } from '../carts/stages.ts';
import { ownerOf, sessionCart, type CartKind } from '../carts/store.ts';
import { unchangedByAdd, updateCart, WRITE_NEEDED, type ShownCarts } from '../carts/update.ts';
import { checkVoucher } from '../carts/vouchers.ts';
import { CallError } from '../http/call-error.ts';
import { clientAddress } from '../http/client-address.ts';
import { route, sessionOf } from '../http/route.ts';
import { paymentsContext } from '../payments/context.ts';
import { endPendingPayments } from '../payments/settlement.ts';
import { consumeAll, perCaller } from '../rate-limit.ts';
import { limits } from '#api-contract/limits.ts';
import type { SessionRecord } from '../sessions/index.ts';

const ops = cartOperations;

/**
 * Cart calls of spec 7 (cart/*, specialOffer/markProcess,
 * updateOrderByConsentsChanges). Each change runs in one transaction with
 * the session fields it changes, so a refused call leaves both untouched.
 */
export const cartRoutes: FastifyPluginAsync = async (app) => {
  const { db, config, caches } = app.portal;

  /** Writes the session fields that differ from what the session holds (inside the caller's transaction, if any). */
  async function patchSession(request: FastifyRequest, patch: SessionPatch | undefined): Promise<void> {
    const changed = changedFields(sessionOf(request).data, patch ?? {});
    if (Object.keys(changed).length > 0) await app.sessions.update(request, changed);
  }

  function inTransaction<T>(request: FastifyRequest, work: (call: CartCall) => Promise<CartOutcome<T>>): Promise<T> {
    const session = sessionOf(request);
    return db.transaction(async (tx) => {
      const outcome = await work(callOf(tx, app.portal.catalogue, config.now(), session));
      await patchSession(request, outcome.session);
      return outcome.result;
    });
  }

  /** The owner's cart of that kind as the session shows it, from the in-process cache where there is one. */
  function shownCart(session: SessionRecord, kind: CartKind): Promise<Cart> {
    const owner = ownerOf(session);
    return caches.carts[kind].get(cartOwnerKey(owner), caches.versions.cart(session), () => sessionCart(db, owner, kind));
  }

  async function shownCarts(session: SessionRecord): Promise<ShownCarts> {
    const [regular, lto] = await Promise.all([shownCart(session, 'regular'), shownCart(session, 'lto')]);
    return { regular, lto };
  }

  route(app, ops.update, async (request) => {
    const { body } = request;
    const session = sessionOf(request);
    // The same offers added again change nothing: answered without a transaction.
    const unchanged = await unchangedByAdd(callOf(db, app.portal.catalogue, config.now(), session), body, await shownCarts(session));
    if (unchanged !== WRITE_NEEDED && Object.keys(changedFields(session.data, unchanged.session ?? {})).length === 0) return unchanged.result;
    return inTransaction(request, (call) => updateCart(call, body));
  });

  route(app, ops.clearCart, (request) => inTransaction(request, (call) => clearCart(call, 'regular', request.body.data === true)));

  route(app, ops.clearCartLto, (request) => inTransaction(request, (call) => clearCart(call, 'lto', false)));

  route(app, ops.getPossibleDiscount, async (request) => {
    const session = request.session;
    // A visitor without a stored session has no cart yet.
    if (!session) return discountOf(app.portal.catalogue, createDefaultSession().cart);
    return discountOf(app.portal.catalogue, await shownCart(session, shownKind(sessionFlagsOf(session.data))));
  });

  route(app, ops.updateStage, (request) => {
    const { cartId, newStage } = request.body;
    return inTransaction(request, (call) => updateStage(call, cartId, newStage));
  });

  route(app, ops.checkVoucher, async (request) => {
    const session = sessionOf(request);
    const now = config.now();
    // Counted before the check and outside its transaction: a refused code counts as much as an accepted one.
    const checks = perCaller(limits.cartVouchers, limits.cartVouchersPerAddress, { session, address: clientAddress(request) });
    if (!(await consumeAll(db, checks, now))) throw new CallError(429, cartMessages.voucherTooManyAttempts);
    return inTransaction(request, (call) => checkVoucher(call, request.body.code));
  });

  const payments = paymentsContext(app);
  route(app, ops.cancel, async (request) => {
    await endOpenPayments(db, ownerOf(sessionOf(request)), (orderId) => endPendingPayments(payments, orderId, request.log));
    return inTransaction(request, (call) => cancelOrder(call, request.body.cartId));
  });

  route(app, ops.markSpecialOfferProcess, async (request) => {
    const mark = { isFromSpecialOffer: true, specialOfferMarker: request.body.marker ?? null };
    await patchSession(request, mark);
    return mark;
  });

  route(app, ops.updateOrderByConsentsChanges, (request) => inTransaction(request, (call) => changeSaleConsents(call, request.body)));
};
