import { lazy, Suspense, useState } from 'react';
import { ACCOUNT_CONSENT_CODES, consentLabel, isGiven, type AccountConsentCode } from '#domain/consents.ts';
import { SIDEBAR } from '#overlays/keys.ts';
import { useGuardedAction } from '#self-care/use-guarded-action.ts';
import { useSession } from '#stores/use-session.ts';
import { closeSidebar, openSidebar } from '#stores/overlays.ts';
import { $session } from '#stores/session.ts';
import type { IslandProps } from '#registry/define-block.ts';
import type block from './block.ts';
import { texts as t } from './texts.ts';
import './MyConsents.scss';

type Props = IslandProps<typeof block>;

/** The confirm sidebar, loaded when the customer starts a change. */
const ConsentSidebar = lazy(() => import('./ConsentSidebar.tsx'));
const api = () => import('./api.ts');

export interface ConsentChange {
  cconsent: AccountConsentCode;
  value: boolean;
}

const givenIn = (consents: ReadonlyArray<{ cconsent: string; value: boolean | 0 | 1 }>, code: string) =>
  consents.some((consent) => consent.cconsent === code && isGiven(consent.value));

/**
 * The customer's consents (spec 2 my account, marketing consents; spec 9
 * labels): each named consent with its state („Marketing - tak” …) and the
 * button that gives or withdraws it through the confirm-change-or-withdraw
 * sidebar and account/updateConsents; the session is read again afterwards, so
 * the page shows what the server holds (also after a reload).
 */
export default function MyConsents({ heading }: Props) {
  const { session, ready } = useSession();
  const [change, setChange] = useState<ConsentChange | null>(null);
  const { busy, error, setError, run } = useGuardedAction();
  const [notice, setNotice] = useState<string | null>(null);

  if (!ready) return <p>{t.loading}</p>;
  if (!session.userLogin) return null;

  const start = (cconsent: AccountConsentCode) => {
    setError(null);
    setNotice(null);
    setChange({ cconsent, value: !givenIn(session.consents, cconsent) });
    openSidebar(SIDEBAR.confirmChangeOrWithdrawMarketingConsent);
  };

  const confirm = () =>
    run(async () => {
      if (!change) return;
      const calls = await api();
      await calls.setConsent(change.cconsent, change.value);
      closeSidebar();
      setChange(null);
      try {
        await calls.reloadSession();
        const label = consentLabel({ cconsent: change.cconsent, value: givenIn($session.get().consents, change.cconsent) });
        setNotice(t.done(label ?? ''));
      } catch {
        setNotice(t.reloadFailed);
      }
    });

  return (
    <section className="my-consents" aria-labelledby="my-consents-heading">
      <h2 id="my-consents-heading" className="block-heading">
        {heading ?? t.heading}
      </h2>
      <p className="my-consents__notice" role="status">
        {notice}
      </p>
      <ul className="my-consents__list">
        {ACCOUNT_CONSENT_CODES.map((code) => {
          const given = givenIn(session.consents, code);
          const action = given ? t.withdraw : t.give;
          return (
            <li key={code} className="my-consents__item" aria-label={t.names[code]}>
              <h3>{t.names[code]}</h3>
              <p>{t.about[code]}</p>
              <p className="my-consents__state">{consentLabel({ cconsent: code, value: given })}</p>
              <button
                type="button"
                className="button button--secondary"
                aria-label={t.on(action, t.names[code])}
                disabled={busy}
                onClick={() => start(code)}
              >
                {action}
              </button>
            </li>
          );
        })}
      </ul>
      {change && (
        <Suspense fallback={null}>
          <ConsentSidebar key={`${change.cconsent}:${change.value}`} change={change} busy={busy} error={error} onConfirm={() => void confirm()} />
        </Suspense>
      )}
    </section>
  );
}
