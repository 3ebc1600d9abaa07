import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { siteStylesheet } from '#server/http/html-page/stylesheet.ts';
import { paymentSettingsFromEnv } from '../settings.ts';
import { sign } from '../signature.ts';
import { createCheckout, returnUrlOf, type CheckoutStep } from './checkout.ts';
import { createFormGuard } from './form-token.ts';
import { injectNotifier } from './notifier.ts';
import { expiredPage, messagePage, settledPage, transactionPage } from './pages.ts';
import { GATEWAY_PREFIX, transactionPagePath } from './paths.ts';
import { recordDelivery } from './store.ts';
import { gatewayTexts as t } from './texts.ts';

export { GATEWAY_PREFIX } from './paths.ts';

/**
 * The payment-gateway simulator's pages (card, instant code, mobile-operator
 * billing with its PIN), served by the portal's server but standing for
 * another party: no portal session, a CSP of their own, forms guarded by
 * their own tokens. Completing a page settles the transaction, notifies the
 * portal (signed) and sends the window back to the portal's return url.
 */

/** The shared rules of the server's own pages, then bramka.css. */
const stylesheet = siteStylesheet(new URL('./bramka.css', import.meta.url));

/** Nothing but the stylesheet; forms post to the gateway itself; never framed. */
const CSP = "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const TRANSACTION_ID = /^gt_[A-Za-z0-9_-]{16,64}$/;

export const gatewayRoutes: FastifyPluginAsync = async (app) => {
  const settings = paymentSettingsFromEnv();
  const { db, config } = app.portal;
  const now = () => config.now();
  const checkout = createCheckout({ db, now, settings });
  const guard = createFormGuard(settings.secret, config.secureCookies);
  const notify = injectNotifier(app);

  function html(reply: FastifyReply, status: number, page: string) {
    return reply.code(status).type('text/html; charset=utf-8').send(page);
  }

  /** Tells the portal; a failed delivery is recorded (the portal also asks for outcomes it has not heard of). */
  async function deliver(request: FastifyRequest, step: Extract<CheckoutStep, { kind: 'settled' }>): Promise<void> {
    let delivered = false;
    try {
      delivered = await notify(sign(step.outcome, settings.secret));
    } catch (error) {
      request.log.error({ err: error, transactionId: step.outcome.transactionId }, 'Payment notification failed');
    }
    if (!delivered) request.log.warn({ transactionId: step.outcome.transactionId }, 'Payment notification not accepted');
    await recordDelivery(db, step.outcome.transactionId, delivered, now());
  }

  await app.register(
    async (gateway) => {
      gateway.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      });
      gateway.addHook('onRequest', async (_request, reply) => {
        reply.header('Content-Security-Policy', CSP);
        reply.header('Cache-Control', 'no-store');
      });
      gateway.setErrorHandler((error: FastifyError, request, reply) => {
        const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
        if (status === 500) request.log.error({ err: error, url: request.url }, 'Payment gateway page failed');
        return html(reply, status, messagePage(t.failure.title, t.failure.text));
      });
      gateway.setNotFoundHandler((_request, reply) => html(reply, 404, messagePage(t.notFound.title, t.notFound.text)));

      gateway.get('/bramka.css', { schema: { hide: true } }, async (_request, reply) => {
        return reply.type('text/css; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(stylesheet);
      });

      gateway.get<{ Params: { id: string } }>('/transakcja/:id', { schema: { hide: true } }, async (request, reply) => {
        const id = request.params.id;
        const view = TRANSACTION_ID.test(id) ? await checkout.view(id) : null;
        if (!view) return html(reply, 404, messagePage(t.notFound.title, t.notFound.text));
        const action = transactionPagePath(id);
        if (view.row.status !== 'PENDING') return html(reply, 200, settledPage(view.row, returnUrlOf(view.row)));
        const csrf = guard.issue(request, reply, id);
        if (view.now >= view.row.expires_at) return html(reply, 200, expiredPage(view, action, csrf));
        return html(reply, 200, transactionPage(view, action, csrf));
      });

      gateway.post<{ Params: { id: string } }>('/transakcja/:id', { schema: { hide: true } }, async (request, reply) => {
        const id = request.params.id;
        const view = TRANSACTION_ID.test(id) ? await checkout.view(id) : null;
        if (!view) return html(reply, 404, messagePage(t.notFound.title, t.notFound.text));
        const body = (request.body ?? {}) as Record<string, unknown>;
        const field = (name: string) => (typeof body[name] === 'string' ? (body[name] as string).slice(0, 100) : '');
        if (!guard.verify(request, field('csrf'), id)) return html(reply, 403, messagePage(t.titles[view.row.kind][view.row.purpose], t.errors.form));

        let step: CheckoutStep;
        if (field('action') === 'cancel') step = await checkout.cancel(id);
        else if (view.row.kind === 'CARD')
          step = await checkout.payByCard(id, { cardNumber: field('cardNumber'), expiry: field('expiry'), cvc: field('cvc') });
        else if (view.row.kind === 'OPERATOR') step = await checkout.confirmPin(id, field('pin'));
        else step = await checkout.payByCode(id, field('code'));

        switch (step.kind) {
          case 'not-found':
            return html(reply, 404, messagePage(t.notFound.title, t.notFound.text));
          case 'retry': {
            const again = await checkout.view(id);
            const page = again ? transactionPage(again, transactionPagePath(id), guard.issue(request, reply, id), step.errors) : '';
            return html(reply, 422, page);
          }
          case 'settled':
            await deliver(request, step);
            return reply.redirect(step.redirect, 303);
          case 'final':
            return reply.redirect(step.redirect, 303);
        }
      });
    },
    { prefix: GATEWAY_PREFIX },
  );
};
