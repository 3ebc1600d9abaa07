import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { isApiError } from '../../src/api-client/errors.ts';
import { polishDay } from '../../src/domain/billing-period.ts';
import { groupByContract, isPlannedOff, ltoEndOf, mobilePaymentChannel, productActions, type ActionRules } from '../../src/domain/my-services.ts';
import { partnerOf, STREAMING_PREFIX, streamingPlan, type Partner } from '../../src/domain/partner-services.ts';
import type { ResignationReason } from '../../src/domain/resignation-reasons.ts';
import type { CurrentProduct } from '../../src/domain/session-defaults.ts';
import { SIDEBAR } from '../../src/overlays/keys.ts';
import { goTo } from '../../src/shop/navigation.ts';
import { inlineErrorOf, useShopSession } from '../../src/shop/use-shop.ts';
import { closeSidebar, openSidebar } from '../../src/stores/overlays.ts';
import { $session } from '../../src/stores/session.ts';
import type { CancelPreview, ProductRef, StreamingLink } from './api.ts';
import type { IslandProps } from '../../src/registry/define-block.ts';
import type block from './block.ts';
import type data from './data.ts';
import { texts as t } from './texts.ts';
import './MyServices.scss';

type Props = IslandProps<typeof block, typeof data>;

/** The sidebars, loaded when the customer starts a change. */
const ServiceSidebars = lazy(() => import('./ServiceSidebars.tsx'));

/** The self-care calls, loaded when the customer first acts. */
const api = () => import('./api.ts');

export interface NamedProduct {
  product: CurrentProduct;
  name: string;
}

export type Flow = (
  | { kind: 'cancel'; preview: CancelPreview }
  | { kind: 'restore'; channel: string | null }
  | { kind: 'streaming'; link: StreamingLink }
  | { kind: 'streaming-denied'; message: string }
  | { kind: 'film'; identifier: string }
) &
  NamedProduct;

const keyOf = (product: Pick<CurrentProduct, 'contractId' | 'articleCode'>) => `${product.contractId}:${product.articleCode}`;

/** The text to show for a failed call: the server's words, or the network failure's. */
function failureText(error: unknown): string | null {
  return inlineErrorOf(error, false)?.message ?? null;
}

/**
 * "My services" (spec 2 /oferta-online/moje-uslugi): the signed-in customer's
 * products by contract, each with the changes the rules allow („Zrezygnuj”,
 * „Przywróć”) or why not. A change goes through its sidebars and the customer
 * API, then the session is loaded again, so the list shows what the server
 * holds; a refusal is shown beside the action with the server's words and the
 * list is reloaded too, a network failure lets the customer try again.
 * Anonymous visitors are sent to the login page by the shell (the template
 * requires authentication) and see nothing here.
 */
export default function MyServices({ heading, catalogue, summaryUrl }: Props) {
  const { session, ready } = useShopSession();
  const [flow, setFlow] = useState<Flow | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [flowError, setFlowError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Guards against a second click arriving before React has disabled the button.
  const running = useRef(false);

  const nameOf = useCallback((code: string) => catalogue.products[code]?.name ?? code, [catalogue]);

  /** Runs one change at a time; a failure goes to `onFailure` with the text to show. */
  const run = useCallback(async (key: string, action: () => Promise<void>, onFailure: (message: string | null) => void) => {
    if (running.current) return;
    running.current = true;
    setBusy(key);
    try {
      await action();
    } catch (error) {
      onFailure(failureText(error));
      // Nothing changed on a refusal: the list is read again, so it shows the truth. (After a network failure the customer retries.)
      if (isApiError(error)) await api().then((calls) => calls.reloadSession()).catch(() => undefined);
    } finally {
      running.current = false;
      setBusy(null);
    }
  }, []);

  /** An action started from a product's button: the product's last message cleared, a failure shown beside the button. */
  const startOn = (product: CurrentProduct, action: (calls: Awaited<ReturnType<typeof api>>) => Promise<void>) => {
    const key = keyOf(product);
    setNotice(null);
    setErrors((all) => ({ ...all, [key]: '' }));
    void run(
      key,
      async () => action(await api()),
      (message) => setErrors((all) => ({ ...all, [key]: message ?? '' })),
    );
  };

  const startCancel = (named: NamedProduct) =>
    startOn(named.product, async (calls) => {
      const preview = await calls.previewCancel({ contractId: named.product.contractId, articleCode: named.product.articleCode });
      setFlowError(null);
      setFlow({ kind: 'cancel', preview, ...named });
      openSidebar(SIDEBAR.confirmCancelSubscription);
    });

  /** A partner service's access (spec 2 sidebars): the streaming link, or why not; the film partner's identifier. */
  const startPartner = (named: NamedProduct, partner: Partner) =>
    startOn(named.product, async (calls) => {
      if (partner === 'film') {
        setFlow({ kind: 'film', identifier: await calls.filmPartnerIdentifier(), ...named });
        openSidebar(SIDEBAR.accessToSecondStreamingOffer);
        return;
      }
      try {
        setFlow({ kind: 'streaming', link: await calls.streamingLink(), ...named });
        openSidebar(SIDEBAR.accessToFirstStreamingOffer);
      } catch (error) {
        if (!isApiError(error)) throw error;
        // Refused (the service is no longer held): said in its own sidebar, and the list shows the truth again.
        setFlow({ kind: 'streaming-denied', message: error.message, ...named });
        openSidebar(SIDEBAR.deniedToFirstStreamingOffer);
        await calls.reloadSession().catch(() => undefined);
      }
    });

  const startRestore = (named: NamedProduct) => {
    setNotice(null);
    setErrors((all) => ({ ...all, [keyOf(named.product)]: '' }));
    setFlowError(null);
    setFlow({ kind: 'restore', channel: mobilePaymentChannel(session.paymentMean, session.payments), ...named });
    openSidebar(SIDEBAR.confirmRestoreSubscription);
  };

  /**
   * The confirm button of the flow's last sidebar: the change, then the
   * session again, the sidebar closed and the outcome said. A failure stays
   * in the sidebar beside the button.
   */
  const confirm = (change: (calls: Awaited<ReturnType<typeof api>>, ref: ProductRef) => Promise<void>, done: (products: CurrentProduct[]) => string) => {
    if (!flow) return;
    const ref = { contractId: flow.product.contractId, articleCode: flow.product.articleCode };
    setFlowError(null);
    void run(
      'confirm',
      async () => {
        const calls = await api();
        await change(calls, ref);
        closeSidebar();
        setFlow(null);
        try {
          await calls.reloadSession();
        } catch {
          setNotice(t.sessionReloadFailed);
          return;
        }
        setNotice(done($session.get().currentProducts));
      },
      (message) => setFlowError(message),
    );
  };

  const confirmCancel = (reason: ResignationReason) => {
    if (flow?.kind !== 'cancel') return;
    const { name, product, preview } = flow;
    confirm(
      (calls, ref) => calls.switchOff(ref, reason),
      (products) => t.done.cancelled(name, products.find((held) => keyOf(held) === keyOf(product))?.endDate ?? preview.check.endDate),
    );
  };

  /** The anti-churn offer taken instead: into the cart, then to the summary to confirm and pay. */
  const takeOffer = () => {
    if (flow?.kind !== 'cancel' || !flow.preview.offer) return;
    const { offerCode } = flow.preview.offer;
    setFlowError(null);
    void run(
      'confirm',
      async () => {
        await (await api()).takeChurnOffer(offerCode);
        closeSidebar();
        goTo(summaryUrl);
      },
      (message) => setFlowError(message),
    );
  };

  const confirmRestore = () => {
    if (flow?.kind !== 'restore') return;
    const { name } = flow;
    confirm(
      (calls, ref) => calls.restore(ref),
      () => t.done.restored(name),
    );
  };

  if (!ready || !session.userLogin) return ready ? null : <p className="my-services__loading">{t.loading}</p>;

  const rules: ActionRules = {
    held: session.currentProducts,
    bundles: catalogue.bundles,
    disabled: (code) => catalogue.products[code]?.disabled ?? false,
    nameOf,
    today: polishDay(new Date()),
  };
  const plan = streamingPlan(session.currentProducts);
  const groups = groupByContract(session.currentProducts);

  return (
    <section className="my-services" aria-labelledby="my-services-heading">
      <h2 id="my-services-heading" className="block-heading">
        {heading ?? t.heading}
      </h2>
      <p className="my-services__notice" role="status">
        {notice}
      </p>
      {groups.length === 0 && (
        <p>
          {t.noProducts} <a href="/oferta-online/konfiguracja">{t.shopLink}</a>
        </p>
      )}
      {groups.map((group) => (
        <section key={group.contractId} className="my-services__contract" aria-labelledby={`umowa-${group.contractId}`}>
          <h3 id={`umowa-${group.contractId}`}>{t.contract(group.contractId)}</h3>
          <ul className="my-services__products">
            {group.products.map((product) => {
              const key = keyOf(product);
              const name = nameOf(product.articleCode);
              const actions = productActions(product, rules);
              const ltoEnd = ltoEndOf(product, catalogue.ltoOffers, session.ltoEndDate);
              const error = errors[key];
              const errorId = `blad-${key.replace(':', '-')}`;
              return (
                <li key={key} className="my-services__product" aria-label={name}>
                  <h4>{name}</h4>
                  <dl>
                    <dt>{t.status}</dt>
                    <dd>{isPlannedOff(product) ? t.plannedOff(product.endDate) : t.active}</dd>
                    <dt>{t.fee}</dt>
                    <dd>{t.price(product.fee)}</dd>
                    {product.commitmentEndDate && (
                      <>
                        <dt>{t.commitmentEnd}</dt>
                        <dd>{t.date(product.commitmentEndDate)}</dd>
                      </>
                    )}
                    {ltoEnd && (
                      <>
                        <dt>{t.ltoEnd}</dt>
                        <dd>{t.date(ltoEnd)}</dd>
                      </>
                    )}
                    {plan && product.articleCode.startsWith(STREAMING_PREFIX) && (
                      <>
                        <dt>{t.streamingPlan}</dt>
                        <dd>{t.plans[plan]}</dd>
                      </>
                    )}
                  </dl>
                  <div className="my-services__actions">
                    {actions.cancel.available && (
                      <button
                        type="button"
                        className="button button--secondary"
                        aria-label={t.actionOn(t.cancel, name)}
                        aria-describedby={error ? errorId : undefined}
                        disabled={busy !== null}
                        onClick={() => startCancel({ product, name })}
                      >
                        {t.cancel}
                      </button>
                    )}
                    {partnerOf(product.articleCode) && (
                      <button
                        type="button"
                        className="button button--secondary"
                        aria-label={t.actionOn(t.activate, name)}
                        disabled={busy !== null}
                        onClick={() => startPartner({ product, name }, partnerOf(product.articleCode)!)}
                      >
                        {t.activate}
                      </button>
                    )}
                    {actions.restore.available && (
                      <button
                        type="button"
                        className="button"
                        aria-label={t.actionOn(t.restore, name)}
                        disabled={busy !== null}
                        onClick={() => startRestore({ product, name })}
                      >
                        {t.restore}
                      </button>
                    )}
                    {!actions.cancel.available && !isPlannedOff(product) && (
                      <p className="my-services__why">
                        <strong>{t.cancelUnavailable}:</strong> {actions.cancel.reason}
                      </p>
                    )}
                    {error && (
                      <p id={errorId} className="shop-error" role="alert">
                        {error}
                      </p>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      {flow && (
        <Suspense fallback={null}>
          <ServiceSidebars key={`${flow.kind}:${keyOf(flow.product)}`} flow={flow} busy={busy === 'confirm'} error={flowError} onConfirmCancel={confirmCancel} onTakeOffer={takeOffer} onConfirmRestore={confirmRestore} />
        </Suspense>
      )}
    </section>
  );
}
