import { useStore } from '@nanostores/react';
import { goTo } from '#shop/navigation.ts';
import { InlineError } from '#shop/InlineError.tsx';
import { Fragment, lazy, Suspense, useEffect, useState } from 'react';
import { calls } from '#api-client/calls.ts';
import { isApiError } from '#api-client/errors.ts';
import { navigationHref } from '#api-client/navigation.ts';
import { withReturnTo } from '#domain/auth-redirect.ts';
import { polishDay } from '#domain/billing-period.ts';
import { formatDate } from '#domain/date-text.ts';
import { prolongationEnd } from '#domain/lto-period.ts';
import { REDIRECT_TARGET_KEY } from '#domain/post-init-redirect.ts';
import { ORDER_PLACED_STAGE, FIRST_STAGE, SUMMARY_STAGE } from '#domain/cart-stages.ts';
import { allConsentsAccepted, SUMMARY_CONSENTS } from '#domain/consents.ts';
import { SALE_CONSENTS } from '#domain/sale-consents.ts';
import { isChangeOfPlan } from '#domain/change-of-plan.ts';
import { isPrepaidCustomer, summaryBackTarget } from '#domain/summary-back.ts';
import type { Consent } from '#domain/session.ts';
import { SIDEBAR } from '#overlays/keys.ts';
import { analyticsItemOf, cartLines, cartOffers, cartTotals, dueNow as amountDueNow } from '#shop/cart-view.ts';
import { preloadShop, shopApi, track } from '#shop/lazy.ts';
import { useMopConfig, usePossibleDiscount } from '#shop/queries.ts';
import { SHOP_RETURN_KEY, readShopReturn } from '#shop/shop-return.ts';
import { canProceed, discountConsentRequired, meanChoices, orderButtonLabel, type PaymentChoice } from '#shop/summary-rules.ts';
import { shopTexts as t } from '#shop/texts.ts';
import { useCartAction } from '#shop/use-cart-action.ts';
import { useSession } from '#stores/use-session.ts';
import { $sidebar, closeSidebar, openSidebar } from '#stores/overlays.ts';
import { PaymentChoiceForm } from './PaymentChoiceForm.tsx';
import { SaleConsentsForm } from './SaleConsentsForm.tsx';
import { VoucherForm } from './VoucherForm.tsx';
import './OrderSummary.scss';
import type block from './block.ts';
import type data from './data.ts';
import type { IslandProps } from '#registry/define-block.ts';

const SummaryDialogs = lazy(() => import('./SummaryDialogs.tsx'));

type Props = IslandProps<typeof block, typeof data>;

const NO_CHOICE: PaymentChoice = { mopId: null, instantCode: '', tokenCsum: null, storedOperator: false };

/** The sale consents the cart carries, or the sale's consents not yet given when it carries none. */
function saleConsentsOf(consents: readonly Consent[]): Consent[] {
  return consents.length > 0 ? [...consents] : SALE_CONSENTS.map((consent) => ({ ...consent, value: 0 as const }));
}

/** The summary stage (spec 2 /oferta-online/podsumowanie; spec 4 and 5): review, consents, payment and the order. */
export default function OrderSummary({ heading, catalogue, ...links }: Props) {
  const { session, ready } = useSession();
  const sidebar = useStore($sidebar);
  const { busy, error, run } = useCartAction();
  const [summaryConsents, setSummaryConsents] = useState(() => SUMMARY_CONSENTS.map((cconsent) => ({ cconsent, value: false })));
  const [choice, setChoice] = useState<PaymentChoice>(NO_CHOICE);
  const [instantCodeError, setInstantCodeError] = useState<string | null>(null);
  const [bankMessage, setBankMessage] = useState<string | null>(null);
  const [voucher, setVoucher] = useState<{ code: string; discount: string } | null>(null);
  const [payment, setPayment] = useState<{ url: string; blocked: boolean } | null>(null);
  const [paymentError, setPaymentError] = useState<string | null>(null);
  // Whether the sale consents were given when the summary opened (spec 5's "initially required"), fixed at the first ready render.
  const [consentsInitiallyGiven, setConsentsInitiallyGiven] = useState<boolean | null>(null);

  const cart = session.cart;
  const loggedIn = Boolean(session.userLogin);
  const lines = cartLines(cart.items, catalogue);
  // What the order costs now: its new products; a prolongation is billed from the next billing day.
  const totals = cartTotals(
    lines.filter((line) => line.paidNow),
    session.discountAmount,
  );
  const dueNow = amountDueNow(totals.total, voucher?.discount ?? null);
  // Something to pay now; otherwise (a prolongation) the order asks for no payment means.
  const paying = Number(dueNow) > 0;
  // A prolongation (items B) says, before it is confirmed, when the commitment will end: as the paid order will set it.
  const today = polishDay(new Date());
  const prolongedUntil = (line: (typeof lines)[number]) =>
    prolongationEnd(today, line.ltoDuration, line.offerCode, cart.items, session.currentProducts);
  const saleConsents = saleConsentsOf(cart.consents);
  const awaitingPayment = cart.cartStatus === 'ACTIVATION_PENDING' && cart.currentStage === SUMMARY_STAGE;
  const paid = cart.cartStatus === 'ACTIVATION_PENDING' && cart.currentStage === ORDER_PLACED_STAGE;

  const config = useMopConfig(ready && loggedIn);
  const discount = usePossibleDiscount(ready && cart.id !== null);
  const choices = meanChoices(cartOffers(cart.items, catalogue), config.data?.paymentMeans.map((mean) => mean.mopId) ?? [], session.payments);

  if (ready && consentsInitiallyGiven === null) setConsentsInitiallyGiven(allConsentsAccepted(saleConsents));
  const discountOnOffer = discountConsentRequired(cart.items, discount.data, consentsInitiallyGiven ?? true) ? (discount.data?.cart ?? null) : null;

  useEffect(preloadShop, []);

  // A voucher already on the cart when the summary opens (kept over a reload, or put there by a voucher page's activation) shows with its
  // discount: asked for once (one entered here afterwards is shown by its form).
  const [voucherAtOpen, setVoucherAtOpen] = useState<string | null | undefined>(undefined);
  if (ready && voucherAtOpen === undefined) setVoucherAtOpen(cart.id !== null && lines.length > 0 ? session.voucherCode : null);
  const voucherOnCart = voucherAtOpen ?? null;
  useEffect(() => {
    if (!voucherOnCart) return;
    let current = true;
    shopApi()
      .then((api) => api.checkVoucher(voucherOnCart))
      .then(
        (found) => current && setVoucher({ code: found.code, discount: found.discount }),
        // No longer valid: the field lets the customer enter another; finalize prices the cart as the server has it.
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [voucherOnCart]);

  // An open cart reaching the summary moves to its stage (reloading restores it from the session).
  useEffect(() => {
    if (ready && cart.id && cart.cartStatus === 'OPEN' && cart.currentStage === FIRST_STAGE && lines.length > 0) {
      void run('stage', async () => (await shopApi()).moveStage(cart.id as string, SUMMARY_STAGE));
    }
  }, [ready, cart.id, cart.cartStatus, cart.currentStage, lines.length, run]);

  // A paid order goes on to the page of its stage (ACTIVATION: account activation), else to its thank-you page.
  const paidOrderPage = catalogue.stages.find((entry) => entry.stage === cart.currentStage)?.url ?? cart.thankYouPage;
  useEffect(() => {
    if (ready && paid && paidOrderPage) goTo(paidOrderPage);
  }, [ready, paid, paidOrderPage]);

  // The sign-in links render only once the island is ready, in the browser.
  const loginHref = (query: { rejestracja?: 'sklep' } = {}) =>
    withReturnTo(navigationHref(calls.session.login, { query }), window.location.pathname, window.location.origin);

  // Spec 4 redirect after init: signed in, the visitor continues at the summary (the stored target url).
  const rememberSummary = () => {
    try {
      sessionStorage.setItem(REDIRECT_TARGET_KEY, window.location.pathname);
    } catch {
      // Blocked storage: the sign-in's own return path still brings the visitor back.
    }
  };

  const order = () =>
    run('order', async () => {
      if (!cart.id || (paying && choice.mopId === null)) return;
      setInstantCodeError(null);
      setPaymentError(null);
      // The payment window's code comes with the order, while finalize runs (it is needed only when there is something to pay).
      const paymentWindow = import('#shop/payment-window.ts');
      paymentWindow.catch(() => undefined); // Awaited below only when there is a payment; a failed download fails that step.
      const api = await shopApi();
      const items = lines.map(analyticsItemOf);
      const cartId = cart.id;
      track(({ trackPurchase }) => trackPurchase({ transactionId: cartId, items, voucherCode: session.voucherCode }));
      let result;
      try {
        result = await api.finalizeOrder({
          cartId: cart.id,
          ...(paying && choice.mopId !== null ? { mopId: choice.mopId } : {}),
          ...(paying && choice.mopId === 8 ? { instantCode: choice.instantCode.trim() } : {}),
          ...(paying && choice.tokenCsum ? { tokenCsum: choice.tokenCsum } : {}),
          summaryConsents: summaryConsents.map(({ cconsent, value }) => ({ cconsent, value })),
        });
      } catch (failure) {
        if (isApiError(failure) && failure.errorCode === 712) {
          setBankMessage(failure.message);
          openSidebar(SIDEBAR.unsupportedBank);
          return;
        }
        if (isApiError(failure) && failure.errorCode === 713) {
          setInstantCodeError(failure.message);
          return;
        }
        throw failure;
      }
      if (result.paymentUrl === null) {
        // The paid cart in the session sends the page on to its thank-you page (the effect above), once.
        await api.refreshSession();
        if (!result.cart.thankYouPage) goTo(links.mainPackageUrl);
        return;
      }
      const { payInWindow } = await paymentWindow;
      const outcome = await payInWindow(result.paymentUrl, (blocked) => setPayment({ url: result.paymentUrl as string, blocked }));
      setPayment(null);
      await api.refreshSession();
      if (outcome === 'ERROR') setPaymentError(t.summary.paymentFailed);
    });

  const back = () =>
    run('back', async () => {
      closeSidebar();
      setChoice(NO_CHOICE);
      const api = await shopApi();
      if (cart.id && cart.cartStatus === 'OPEN' && cart.currentStage === SUMMARY_STAGE) await api.moveStage(cart.id, 'PREVIOUS');
      if (loggedIn) await api.alignConsents().catch(() => undefined);
      const target = summaryBackTarget({
        restoreActivation: session.restoreActivation,
        savedReturnUrl: readShopReturn(),
        fromSelfcare: session.fromSelfcare,
        prepaidCategory: session.prepaidCategory,
        prepaid: isPrepaidCustomer(session.contracts, polishDay(new Date())),
        cartHasItems: lines.length > 0,
        urls: {
          activateBox: links.activateBoxUrl,
          selectPackage: catalogue.selectPackageUrl,
          mainPackage: links.mainPackageUrl,
          myAccount: links.myAccountUrl,
          myServices: links.myServicesUrl,
        },
      });
      if (target.clearCart) await api.clearShownCart();
      // Back in self-care, the flow started there has ended (the cart stays for a later visit to the shop).
      if (target.endsSelfcare) await api.markFromSelfcare(false).catch(() => undefined);
      sessionStorage.removeItem(SHOP_RETURN_KEY);
      goTo(target.url);
    });

  const locked = !ready || busy !== null || payment !== null;
  const proceed = canProceed(summaryConsents, choice, dueNow);

  // A change of package started in My services is confirmed on its own summary (it costs nothing now; this page would charge its lines).
  if (ready && cart.cartStatus === 'OPEN' && isChangeOfPlan(cart.items)) {
    return (
      <section className="order-summary">
        {heading && <h2 className="block-heading">{heading}</h2>}
        <p>
          {t.summary.changeInCart} <a href={links.changeSummaryUrl}>{t.summary.toChangeSummary}</a>
        </p>
      </section>
    );
  }

  if (ready && lines.length === 0 && !paid) {
    return (
      <section className="order-summary">
        {heading && <h2 className="block-heading">{heading}</h2>}
        <p>{t.summary.emptyCart}</p>
        <a className="button" href={catalogue.selectPackageUrl}>
          {t.summary.backToOffers}
        </a>
      </section>
    );
  }

  return (
    <section className="order-summary" aria-busy={locked}>
      {heading && <h2 className="block-heading">{heading}</h2>}
      {!ready ? (
        <p>{t.loading}</p>
      ) : (
        <>
          <table className="order-summary__lines">
            <caption className="visually-hidden">{t.summary.heading}</caption>
            <tbody>
              {lines.map((line) => {
                const until = prolongedUntil(line);
                return (
                  <Fragment key={line.offerCode}>
                    <tr>
                      <th scope="row">
                        {line.title}
                        <span className="order-summary__term">{line.ltoDuration > 0 ? t.lto(line.ltoDuration) : t.monthly}</span>
                      </th>
                      <td>{t.price(line.price)}</td>
                    </tr>
                    {until && (
                      <tr className="order-summary__prolongation">
                        <th scope="row">{t.summary.prolongedUntil(line.title)}</th>
                        <td>{formatDate(until)}</td>
                      </tr>
                    )}
                  </Fragment>
                );
              })}
              {totals.discount && (
                <tr>
                  <th scope="row">{t.cart.discount}</th>
                  <td>−{t.price(totals.discount)}</td>
                </tr>
              )}
              {voucher && (
                <tr>
                  <th scope="row">{`${t.cart.voucher} ${voucher.code}`}</th>
                  <td>−{t.price(voucher.discount)}</td>
                </tr>
              )}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t.summary.dueNow}</th>
                <td data-testid="order-total">{t.price(dueNow)}</td>
              </tr>
            </tfoot>
          </table>

          {awaitingPayment && <p className="shop-note">{t.summary.awaitingPayment}</p>}

          <SaleConsentsForm
            consents={saleConsents}
            discount={discountOnOffer}
            disabled={locked || awaitingPayment}
            onChange={(changes) => void run('consents', async () => (await shopApi()).changeSaleConsents(changes))}
          />

          <VoucherForm disabled={locked || awaitingPayment} applied={voucher} onApplied={setVoucher} />

          {!loggedIn ? (
            <div className="summary-section shop-note">
              <p>{t.summary.loginNeeded}</p>
              <p className="summary-section__buttons">
                <a className="button" href={loginHref()} onClick={rememberSummary}>
                  {t.summary.login}
                </a>
                <a className="button button--secondary" href={loginHref({ rejestracja: 'sklep' })} onClick={rememberSummary}>
                  {t.summary.register}
                </a>
              </p>
            </div>
          ) : (
            <>
              <fieldset className="summary-section">
                <legend>{t.summary.summaryConsentsHeading}</legend>
                {summaryConsents.map((consent) => (
                  <label key={consent.cconsent} className="summary-check">
                    <input
                      type="checkbox"
                      checked={consent.value}
                      disabled={locked}
                      onChange={() =>
                        setSummaryConsents((list) =>
                          list.map((entry) => (entry.cconsent === consent.cconsent ? { ...entry, value: !entry.value } : entry)),
                        )
                      }
                    />
                    <span>{t.summary.summaryConsentLabels[consent.cconsent]}</span>
                  </label>
                ))}
              </fieldset>
              {config.data && paying && (
                <PaymentChoiceForm
                  choices={choices}
                  config={config.data.paymentMeans}
                  choice={choice}
                  instantCodeError={instantCodeError}
                  disabled={locked}
                  onChange={(next) => {
                    setInstantCodeError(null);
                    if (next.mopId !== choice.mopId && next.mopId !== null) {
                      const items = lines.map(analyticsItemOf);
                      const paymentType = String(next.mopId);
                      track(({ trackCartEvent }) => trackCartEvent('add_payment_info', items, { payment_type: paymentType }));
                    }
                    setChoice(next);
                  }}
                />
              )}
            </>
          )}

          <InlineError error={error ?? (paymentError ? { message: paymentError, errorCode: 0 } : null)} />
          {payment && (
            <p className="shop-note" role="status">
              {payment.blocked ? t.summary.paymentWindowBlocked : t.summary.paymentWindow}{' '}
              <a href={payment.url} target="_blank" rel="noopener">
                {t.summary.openPayment}
              </a>
            </p>
          )}
          {loggedIn && !proceed && !payment && (
            <p className="order-summary__hint">{choice.mopId === 8 ? t.summary.codeHint : t.summary.proceedHint}</p>
          )}

          <div className="order-summary__actions">
            <button type="button" className="button button--secondary" disabled={locked || awaitingPayment} onClick={() => void back()}>
              {t.stages.back}
            </button>
            {loggedIn && (
              <button type="button" className="button" disabled={locked || !proceed} onClick={() => void order()}>
                {busy === 'order' ? t.summary.paying : orderButtonLabel(dueNow, session.restoreActivation)}
              </button>
            )}
          </div>
        </>
      )}
      {sidebar.active === SIDEBAR.unsupportedBank && (
        <Suspense fallback={null}>
          <SummaryDialogs message={bankMessage} />
        </Suspense>
      )}
    </section>
  );
}
