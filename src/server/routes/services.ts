import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { serviceOperations as ops } from '#api-contract/services.ts';
import { polishDay } from '#domain/billing-period.ts';
import { cartOwnerKey } from '../caches/index.ts';
import { cartView, ownerOf } from '../carts/store.ts';
import { customerOf, route, sessionOf } from '../http/route.ts';
import { sessionDataOf } from '../sessions/index.ts';
import { antiChurnOfferFor } from '../self-care/anti-churn.ts';
import { documentsFor } from '../self-care/documents.ts';
import { downgradeCodesFor } from '../self-care/downgrade.ts';
import { ltoEndDateFor, ltoProlongationFor } from '../self-care/lto.ts';
import { filmPartnerIdentifier, streamingActivationLink } from '../self-care/partners.ts';
import { currentCoupon, restoreActivation } from '../self-care/restore-activation.ts';
import { scheduleFor } from '../self-care/schedule.ts';
import { switchOff, unSwitchOff, verifySwitchOff } from '../self-care/switch-off.ts';

/** Self-care service calls of spec 7 (switch-off, restore, downgrade, anti-churn, LTO, schedule, documents, partner services). */
export const serviceRoutes: FastifyPluginAsync = async (app) => {
  const { db, config, caches } = app.portal;
  const today = () => polishDay(config.now());
  /** What the customer's calls work with. */
  const customer = (request: FastifyRequest) => ({ catalogue: app.portal.catalogue, customerId: customerOf(request).customerId, today: today() });
  const inLtoFlow = (request: FastifyRequest) => sessionOf(request).data.ltoInCart === true;

  route(app, ops.verifySwitchOff, (request) => verifySwitchOff(db, customer(request), request.body));
  route(app, ops.switchOff, async (request) => ({ products: await switchOff(db, customer(request), request.body, config.now()) }));
  route(app, ops.unSwitchOff, async (request) => ({ products: await unSwitchOff(db, customer(request), request.body) }));
  route(app, ops.getDowngradeCodes, (request) => downgradeCodesFor(db, customer(request), request.query.articleCode));
  route(app, ops.antiChurnOffer, (request) => antiChurnOfferFor(db, customer(request), request.query.articleCode));
  route(app, ops.ltoEndDate, (request) => ltoEndDateFor(db, customer(request)));
  route(app, ops.ltoProlongateCartData, (request) => ltoProlongationFor(db, customer(request), request.query.ltoDuration));

  route(app, ops.paymentSchedule, (request) => {
    const session = sessionOf(request);
    const context = { ...customer(request), owner: ownerOf(session), ltoCart: inLtoFlow(request) };
    // Worked out again only when the customer's records or cart changed, or the day did.
    const key = JSON.stringify([context.customerId, cartOwnerKey(context.owner), context.ltoCart, context.today, request.body]);
    return caches.schedules.get(key, caches.versions.customerAndCart(session), () => scheduleFor(db, context, request.body));
  });

  route(app, ops.restoreActivation, async (request) => {
    const { session, customerId } = customerOf(request);
    const now = config.now();
    return db.transaction(async (tx) => {
      const restored = await restoreActivation(tx, { customerId, owner: ownerOf(session), now, today: polishDay(now) }, request.body.numdec);
      // Joins the transaction: the flags are set only if the coupon and the cart are. The box is activated in the regular cart.
      const record = (await app.sessions.update(request, { restoreActivation: true, ltoInCart: false })) ?? session;
      return { session: { ...sessionDataOf(record, now), cart: await cartView(tx, restored.cart) }, coupon: restored.coupon };
    });
  });

  route(app, ops.activationCoupon, (request) => currentCoupon(db, customerOf(request).customerId, today()));

  route(app, ops.offerDocuments, async (request) => {
    // A read: a visitor without a stored session gets the documents of the offers asked for, and no session is stored.
    const session = request.session;
    const context = { catalogue: app.portal.catalogue, owner: session ? ownerOf(session) : null, ltoCart: session?.data.ltoInCart === true };
    return { documents: await documentsFor(db, context, request.body) };
  });

  route(app, ops.hbogoCustomerIdentifier, async (request) => ({
    data: await filmPartnerIdentifier(db, customerOf(request).customerId, config.now()),
  }));
  route(app, ops.streamingUrl, (request) => streamingActivationLink(db, customerOf(request).customerId, config.now()));
};
