import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { IcaPage } from '#api-contract/account.ts';
import { fieldMessagesOf } from '#api-contract/request-validation.ts';
import { isApiError } from '#api-client/errors.ts';
import { usePageQueryClient } from '#api-client/hooks.ts';
import { OPERATION_KEY_ROOT } from '#api-client/page-cache.ts';
import { cityLine, formatPhone, streetLine, type PostalAddress } from '#domain/contact-details.ts';
import { SIDEBAR } from '#overlays/keys.ts';
import { FlowError } from '#self-care/FlowError.tsx';
import { useGuardedAction } from '#self-care/use-guarded-action.ts';
import { useSession } from '#stores/use-session.ts';
import { closeSidebar, openSidebar } from '#stores/overlays.ts';
import type { IslandProps } from '#registry/define-block.ts';
import type { PersonalData as Stored } from './api.ts';
import type block from './block.ts';
import type { PersonalDataChanges } from './form-model.ts';
import { texts as t } from './texts.ts';
import './PersonalData.scss';

type Props = IslandProps<typeof block>;

/** The form and the confirm sidebar, loaded when the customer starts a change. */
const PersonalDataForm = lazy(() => import('./PersonalDataForm.tsx'));
const ConfirmSidebar = lazy(() => import('./ConfirmSidebar.tsx'));
const api = () => import('./api.ts');

const ICA_PAGES = ['CHANGE_LOGIN', 'CHANGE_PASSWORD', 'DELETE_ACCOUNT'] as const satisfies readonly IcaPage[];

/** What the server refused at the confirm step, shown beside the fields (or above the form when it names none). */
export interface Refusal {
  fields: Record<string, string>;
  form: string | null;
}

function Address({ address }: { address: PostalAddress | null }) {
  if (!address) return <>{t.none}</>;
  return (
    <>
      {streetLine(address)}
      <br />
      {cityLine(address)}
    </>
  );
}

/**
 * Personal data (spec 2 my account, personal data; spec 5 formats): the main
 * (installation) and billing addresses, the contact phone and the login as
 * the server holds them (account/personalData); „Zmień dane” opens the form,
 * checked by the contract's schema, then the confirm-change-personal-data
 * sidebar and account/updatePersonalData; login, password and the account
 * itself change at the identity provider (account/showIca), which returns here.
 */
export default function PersonalData({ heading }: Props) {
  const { session, ready } = useSession();
  const signedIn = ready && Boolean(session.userLogin);
  const client = usePageQueryClient();
  const queryKey = [OPERATION_KEY_ROOT, 'account/personalData', { customer: session.userLogin }];
  const stored = useQuery(
    {
      queryKey,
      queryFn: async ({ signal }) => (await api()).personalData(signal),
      enabled: signedIn,
      // A failure is said at once, with „Spróbuj ponownie” beside it.
      retry: false,
    },
    client,
  );
  const [editing, setEditing] = useState(false);
  const [pending, setPending] = useState<PersonalDataChanges | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const { busy, error, setError, run } = useGuardedAction();
  const ica = useGuardedAction();
  const [notice, setNotice] = useState<string | null>(null);
  const [leaving, setLeaving] = useState<IcaPage | null>(null);
  // Once the form closes (saved or cancelled), focus returns to „Zmień dane” instead of getting lost with the form.
  const changeButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !editing) changeButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  if (!ready) return <p>{t.loading}</p>;
  if (!session.userLogin) return null;

  const review = (changes: PersonalDataChanges) => {
    setError(null);
    setPending(changes);
    openSidebar(SIDEBAR.confirmChangePersonalData);
  };

  const confirm = () =>
    run(async () => {
      if (!pending) return;
      const calls = await api();
      let saved: Stored;
      try {
        saved = await calls.updatePersonalData(pending);
      } catch (failure) {
        const fields = isApiError(failure) && failure.errorCode === 400 ? fieldMessagesOf(failure.message) : {};
        if (Object.keys(fields).length === 0) throw failure;
        // The server named the fields: back to the form, each message beside its field.
        closeSidebar();
        setPending(null);
        setRefusal({ fields, form: null });
        return;
      }
      client.setQueryData(queryKey, saved);
      closeSidebar();
      setPending(null);
      setEditing(false);
      setRefusal(null);
      try {
        await calls.reloadSession();
        setNotice(t.done);
      } catch {
        setNotice(t.reloadFailed);
      }
    });

  /** To the identity provider's page; the buttons stay disabled while the browser leaves, usable again after a refusal. */
  const leave = (page: IcaPage) => {
    setLeaving(page);
    return ica.run(async () => {
      try {
        await (await api()).openIdentityPage(page);
      } catch (failure) {
        setLeaving(null);
        throw failure;
      }
    });
  };

  const data = stored.data;
  return (
    <section className="personal-data" aria-labelledby="personal-data-heading">
      <h2 id="personal-data-heading" className="block-heading">
        {heading ?? t.heading}
      </h2>
      <p className="personal-data__notice" role="status">
        {notice}
      </p>
      {stored.isPending && <p>{t.loading}</p>}
      {stored.isError && (
        <p className="shop-error" role="alert">
          {t.failed}{' '}
          <button type="button" className="button button--secondary" onClick={() => void stored.refetch()}>
            {t.retry}
          </button>
        </p>
      )}
      {data && !editing && (
        <>
          <dl className="personal-data__list">
            <dt>{t.labels.login}</dt>
            <dd>{data.login}</dd>
            <dt>{t.labels.mainAddress}</dt>
            <dd>
              <Address address={data.mainAddress} />
            </dd>
            <dt>{t.labels.billAddress}</dt>
            <dd>
              <Address address={data.billAddress} />
            </dd>
            <dt>{t.labels.phone}</dt>
            <dd>{data.phone ? formatPhone(data.phone) : t.none}</dd>
          </dl>
          <button
            ref={changeButton}
            type="button"
            className="button"
            onClick={() => {
              setNotice(null);
              setRefusal(null);
              setEditing(true);
            }}
          >
            {t.change}
          </button>
        </>
      )}
      {data && editing && (
        <Suspense fallback={<p>{t.loading}</p>}>
          <PersonalDataForm stored={data} refusal={refusal} busy={busy} onReview={review} onCancel={() => setEditing(false)} />
        </Suspense>
      )}
      <section className="personal-data__account" aria-labelledby="personal-data-account">
        <h3 id="personal-data-account">{t.account.heading}</h3>
        <p>{t.account.intro}</p>
        <div className="personal-data__actions">
          {ICA_PAGES.map((page) => (
            <button key={page} type="button" className="button button--secondary" disabled={leaving !== null} onClick={() => void leave(page)}>
              {t.account[page]}
            </button>
          ))}
        </div>
        <FlowError error={ica.error} />
      </section>
      {pending && (
        <Suspense fallback={null}>
          <ConfirmSidebar changes={pending} busy={busy} error={error} onConfirm={() => void confirm()} />
        </Suspense>
      )}
    </section>
  );
}
