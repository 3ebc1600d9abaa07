import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { activeBreak, type ChangeBreak } from '#domain/change-breaks.ts';
import { isApiError } from '#api-client/errors.ts';
import { polishDay } from '#domain/billing-period.ts';
import {
  groupByContract,
  isPlannedOff,
  ltoEndOf,
  mobilePaymentChannel,
  productActions,
  type ActionRules,
  type Availability,
} from '#domain/my-services.ts';
import { isChangeOfPlan } from '#domain/change-of-plan.ts';
import {
  changeAvailability,
  changeKindOf,
  downgradeStep,
  includedIn,
  packageChoices,
  planChoices,
  type ChangeTarget,
  type PackageChoices,
} from '#domain/package-change.ts';
import { partnerOf, STREAMING_PREFIX, streamingPlan, type Partner } from '#domain/partner-services.ts';
import type { ResignationReason } from '#domain/resignation-reasons.ts';
import type { CurrentProduct } from '#domain/session.ts';
import { SIDEBAR } from '#overlays/keys.ts';
import { goTo } from '#shop/navigation.ts';
import { selfcareEntryHref } from '#shop/selfcare-entry.ts';
import { inlineErrorOf } from '#api-client/inline-error.ts';
import { useSession } from '#stores/use-session.ts';
import { closeSidebar, openSidebar } from '#stores/overlays.ts';
import { $session } from '#stores/session.ts';
import type { Schedules } from '#self-care/schedules.ts';
import type { CancelPreview, PreparedChange, ProductRef, StreamingLink } from './api.ts';
import type { IslandProps } from '#registry/define-block.ts';
import type block from './block.ts';
import type data from './data.ts';
import { texts as t } from './texts.ts';
import './MyServices.scss';

type Props = IslandProps<typeof block, typeof data>;

/** The sidebars, loaded when the customer starts a change. */
const ServiceSidebars = lazy(() => import('./ServiceSidebars.tsx'));
const ChangeSidebars = lazy(() => import('./ChangeSidebars.tsx'));

/** The self-care calls, loaded when the customer first acts. */
const api = () => import('./api.ts');

export interface NamedProduct {
  product: CurrentProduct;
  name: string;
}

export type Flow = (
  | { kind: 'cancel'; preview: CancelPreview; downgradeTo: ChangeTarget | null }
  | { kind: 'restore'; channel: string | null; schedules: Schedules }
  | { kind: 'streaming'; link: StreamingLink }
  | { kind: 'streaming-denied'; message: string }
  | { kind: 'film'; identifier: string }
) &
  NamedProduct;

/** The flows of a change of package or plan, and the wait of a break in changes (./ChangeSidebars.tsx). */
export type ChangeFlow = (
  | { kind: 'wait'; pause: ChangeBreak }
  | { kind: 'package'; choices: PackageChoices }
  | { kind: 'plan'; choices: ChangeTarget[] }
  | { kind: 'plan-unavailable'; packageName: string }
  | { kind: 'confirm-change'; target: ChangeTarget; prepared: PreparedChange }
) &
  NamedProduct;

const CHANGE_FLOWS: ReadonlySet<string> = new Set(['wait', 'package', 'plan', 'plan-unavailable', 'confirm-change']);
const isChangeFlow = (flow: Flow | ChangeFlow): flow is ChangeFlow => CHANGE_FLOWS.has(flow.kind);

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
/** Why „Zrezygnuj” or „Zmień pakiet” is not offered; one line when the reason is the same (a commitment restricts both). */
function WhyNot({ cancel, change }: { cancel: Availability; change: Availability | null }) {
  const lines: Array<[string, string]> = [];
  if (!cancel.available && change && !change.available && cancel.reason === change.reason) lines.push([t.cancelAndChangeUnavailable, cancel.reason]);
  else {
    if (!cancel.available) lines.push([t.cancelUnavailable, cancel.reason]);
    if (change && !change.available) lines.push([t.changeUnavailable, change.reason]);
  }
  return lines.map(([label, reason]) => (
    <p key={label} className="my-services__why">
      <strong>{label}:</strong> {reason}
    </p>
  ));
}

export default function MyServices({ heading, catalogue, summaryUrl, changeSummaryUrl, shopUrl, changeBreaks }: Props) {
  const { session, ready } = useSession();
  const [flow, setFlow] = useState<Flow | ChangeFlow | null>(null);
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
      if (isApiError(error))
        await api()
          .then((calls) => calls.reloadSession())
          .catch(() => undefined);
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

  const heldCodes = () => session.currentProducts.filter((held) => !isPlannedOff(held)).map((held) => held.articleCode);

  /** A change asked for during a break in changes (Black Week) waits: the customer is told until when. */
  const unlessPaused = (named: NamedProduct, start: () => void) => {
    const pause = activeBreak(changeBreaks, new Date());
    if (!pause) {
      start();
      return;
    }
    setNotice(null);
    setFlow({ kind: 'wait', pause, ...named });
    openSidebar(SIDEBAR.blackWeekWait);
  };

  const startCancel = (named: NamedProduct) =>
    startOn(named.product, async (calls) => {
      const preview = await calls.previewCancel({ contractId: named.product.contractId, articleCode: named.product.articleCode });
      // A main package with a cheaper one: the cheaper package nearest in price is proposed first (spec 2 propose-downgrade).
      const lower =
        changeKindOf(named.product, catalogue.changes) === 'package' ? packageChoices(named.product, catalogue.changes, heldCodes()).lower : [];
      const downgradeTo = lower.at(-1) ?? null;
      setFlowError(null);
      setFlow({ kind: 'cancel', preview, downgradeTo, ...named });
      openSidebar(downgradeTo ? SIDEBAR.proposeDowngrade : SIDEBAR.confirmCancelSubscription);
    });

  /** „Zmień pakiet” / „Zmień plan”: the packages or plans to choose from, or why the plan changes only with its package. */
  const startChange = (named: NamedProduct) => {
    const { product } = named;
    setNotice(null);
    setErrors((all) => ({ ...all, [keyOf(product)]: '' }));
    setFlowError(null);
    if (changeKindOf(product, catalogue.changes) === 'package') {
      setFlow({ kind: 'package', choices: packageChoices(product, catalogue.changes, heldCodes()), ...named });
      openSidebar(SIDEBAR.commonManageService);
      return;
    }
    const within = includedIn(product, catalogue.changes);
    if (within) {
      setFlow({ kind: 'plan-unavailable', packageName: nameOf(within), ...named });
      openSidebar(SIDEBAR.unavailableByOneOfPackage);
      return;
    }
    setFlow({ kind: 'plan', choices: planChoices(product, catalogue.changes, heldCodes()), ...named });
    openSidebar(SIDEBAR.changeOneOfPlan);
  };

  /**
   * A package or plan chosen (spec 4 "Downgrade"): the codes kept, the change
   * in the cart; then the confirm-downgrade sidebar when an add-on stays or
   * goes with it, else straight to the change's summary; nothing to change
   * closes the sidebar.
   */
  const chooseTarget = (target: ChangeTarget) => {
    if (!flow) return;
    const { product, name } = flow;
    setFlowError(null);
    void run(
      'confirm',
      async () => {
        const prepared = await (await api()).prepareChange(target, session.currentProducts);
        const step = prepared ? downgradeStep(prepared.codes, catalogue.changes) : 'none';
        if (!prepared || step === 'none') {
          closeSidebar();
          setFlow(null);
        } else if (step === 'confirm') {
          setFlow({ kind: 'confirm-change', target, prepared, product, name });
          openSidebar(SIDEBAR.confirmDowngrade);
        } else {
          closeSidebar();
          goTo(changeSummaryUrl);
        }
      },
      (message) => setFlowError(message),
    );
  };

  /** The change in the cart given up: out of the cart, the list as the server holds it. */
  const discardChange = () => {
    setFlowError(null);
    void run(
      'confirm',
      async () => {
        const calls = await api();
        await calls.discardChange();
        closeSidebar();
        setFlow(null);
        await calls.reloadSession().catch(() => undefined);
        setNotice(t.discarded);
      },
      (message) => setFlowError(message),
    );
  };

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

  const startRestore = (named: NamedProduct) =>
    startOn(named.product, async (calls) => {
      const schedules = await calls.previewRestore({ contractId: named.product.contractId, articleCode: named.product.articleCode });
      setFlowError(null);
      setFlow({ kind: 'restore', channel: mobilePaymentChannel(session.paymentMean, session.payments), schedules, ...named });
      openSidebar(SIDEBAR.confirmRestoreSubscription);
    });

  /**
   * The confirm button of the flow's last sidebar: the change, then the
   * session again, the sidebar closed and the outcome said. A failure stays
   * in the sidebar beside the button.
   */
  const confirm = (
    change: (calls: Awaited<ReturnType<typeof api>>, ref: ProductRef) => Promise<void>,
    done: (products: CurrentProduct[]) => string,
  ) => {
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
  // A change put in the cart and not yet confirmed (the sidebar closed, the page reloaded): its summary is one click away.
  const pendingChange = session.cart.cartStatus === 'OPEN' && isChangeOfPlan(session.cart.items);

  return (
    <section className="my-services" aria-labelledby="my-services-heading">
      <h2 id="my-services-heading" className="block-heading">
        {heading ?? t.heading}
      </h2>
      <p className="my-services__notice" role="status">
        {notice}
      </p>
      <p className="my-services__add">
        <a className="button button--secondary" href={selfcareEntryHref(shopUrl)}>
          {t.addService}
        </a>
      </p>
      {pendingChange && (
        <p className="my-services__pending">
          {t.pendingChange} <a href={changeSummaryUrl}>{t.pendingChangeLink}</a>
        </p>
      )}
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
              const changeKind = changeKindOf(product, catalogue.changes);
              const change = changeKind && changeAvailability(product, catalogue.changes, nameOf, rules.today);
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
                        onClick={() => unlessPaused({ product, name }, () => startCancel({ product, name }))}
                      >
                        {t.cancel}
                      </button>
                    )}
                    {change?.available && (
                      <button
                        type="button"
                        className="button button--secondary"
                        aria-label={t.actionOn(changeKind === 'package' ? t.changePackage : t.changePlan, name)}
                        aria-describedby={error ? errorId : undefined}
                        disabled={busy !== null}
                        onClick={() => unlessPaused({ product, name }, () => startChange({ product, name }))}
                      >
                        {changeKind === 'package' ? t.changePackage : t.changePlan}
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
                        onClick={() => unlessPaused({ product, name }, () => startRestore({ product, name }))}
                      >
                        {t.restore}
                      </button>
                    )}
                    {!isPlannedOff(product) && <WhyNot cancel={actions.cancel} change={change} />}
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
          {isChangeFlow(flow) ? (
            <ChangeSidebars
              key={`${flow.kind}:${keyOf(flow.product)}`}
              flow={flow}
              busy={busy === 'confirm'}
              error={flowError}
              nameOf={nameOf}
              shopUrl={shopUrl}
              onChoose={chooseTarget}
              onSummary={() => goTo(changeSummaryUrl)}
              onDiscard={discardChange}
            />
          ) : (
            <ServiceSidebars
              key={`${flow.kind}:${keyOf(flow.product)}`}
              flow={flow}
              busy={busy === 'confirm'}
              error={flowError}
              onConfirmCancel={confirmCancel}
              onTakeOffer={takeOffer}
              onConfirmRestore={confirmRestore}
              onChooseTarget={chooseTarget}
            />
          )}
        </Suspense>
      )}
    </section>
  );
}
