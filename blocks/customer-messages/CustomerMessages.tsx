import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { usePageQueryClient } from '#api-client/hooks.ts';
import { OPERATION_KEY_ROOT } from '#api-client/page-cache.ts';
import { formatDate } from '#domain/date-text.ts';
import { FlowError } from '#self-care/FlowError.tsx';
import { inlineErrorOf } from '#api-client/inline-error.ts';
import { useSession } from '#stores/use-session.ts';
import type { IslandProps } from '#registry/define-block.ts';
import type { NewMessage } from './api.ts';
import type block from './block.ts';
import { texts as t } from './texts.ts';
import './CustomerMessages.scss';

type Props = IslandProps<typeof block>;

/** The calls and the contract's schema (zod), loaded when the island first needs them: the page starts without them. */
const api = () => import('./api.ts');

type Field = keyof NewMessage;
const FIELDS: readonly Field[] = ['subjectCode', 'body'];

/**
 * Messages to customer service (issue 14 item 6; spec 7 messageSubject,
 * account/sendMessage, account/messages): a form with a subject from the
 * list and the text, checked field by field with the contract's schema
 * before it is sent, sent once however often it is clicked, confirmed with
 * the message's number; a refusal of the server (too many messages) is
 * shown beside the button. Below, the messages the customer has sent,
 * newest first, their text shown as text.
 */
export default function CustomerMessages({ heading }: Props) {
  const { session, ready } = useSession();
  const signedIn = ready && Boolean(session.userLogin);
  const queryClient = usePageQueryClient();
  const id = useId();
  const [values, setValues] = useState<NewMessage>({ subjectCode: '', body: '' });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A second click arriving before React has disabled the button sends nothing twice.
  const running = useRef(false);
  const subjectRef = useRef<HTMLSelectElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);

  const subjects = useQuery(
    {
      queryKey: [OPERATION_KEY_ROOT, 'messageSubject'],
      queryFn: async ({ signal }) => (await api()).messageSubjects(signal),
      enabled: signedIn,
      retry: false,
      staleTime: Infinity,
    },
    queryClient,
  );
  const messagesKey = [OPERATION_KEY_ROOT, 'account/messages', { customer: session.userLogin }];
  const messages = useQuery(
    { queryKey: messagesKey, queryFn: async ({ signal }) => (await api()).sentMessages(signal), enabled: signedIn, retry: false },
    queryClient,
  );

  if (!ready) return <p>{t.loading}</p>;
  if (!session.userLogin) return null;

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setFailure(null);
    setSent(null);
    try {
      const [calls, check] = await Promise.all([api(), import('./check.ts')]);
      const checked = check.checkMessage(values);
      if (!checked.ok) {
        setErrors(checked.errors);
        const first = FIELDS.find((field) => checked.errors[field]);
        (first === 'body' ? bodyRef : first === 'subjectCode' ? subjectRef : null)?.current?.focus();
        if (checked.errors['']) setFailure(checked.errors[''] ?? null);
        return;
      }
      setErrors({});
      const messageId = await calls.sendMessage(checked.data);
      setValues({ subjectCode: '', body: '' });
      setSent(messageId);
      void queryClient.invalidateQueries({ queryKey: messagesKey });
    } catch (error) {
      setFailure(inlineErrorOf(error, false)?.message ?? null);
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  const describedBy = (field: Field, hint?: string) =>
    [hint, errors[field] ? `${id}-${field}-error` : undefined].filter(Boolean).join(' ') || undefined;
  const fieldError = (field: Field) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="customer-messages__error">
        {errors[field]}
      </p>
    ) : null;

  return (
    <section className="customer-messages" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="block-heading">
        {heading ?? t.heading}
      </h2>
      <p>{t.intro}</p>
      <p className="customer-messages__notice" role="status">
        {sent ? t.sent(sent) : null}
      </p>
      <form className="customer-messages__form" noValidate onSubmit={(event) => void submit(event)}>
        <div className="customer-messages__field">
          <label htmlFor={`${id}-subjectCode`}>{t.subject}</label>
          <select
            id={`${id}-subjectCode`}
            ref={subjectRef}
            value={values.subjectCode}
            aria-invalid={errors.subjectCode ? true : undefined}
            aria-describedby={describedBy('subjectCode')}
            onChange={(event) => change('subjectCode', event.target.value)}
          >
            <option value="">{subjects.isPending ? t.subjectsLoading : t.chooseSubject}</option>
            {subjects.data?.map((subject) => (
              <option key={subject.code} value={subject.code}>
                {subject.label}
              </option>
            ))}
          </select>
          {fieldError('subjectCode')}
          {subjects.isError && (
            <p className="shop-error" role="alert">
              {t.subjectsFailed}{' '}
              <button type="button" className="button button--secondary" onClick={() => void subjects.refetch()}>
                {t.retry}
              </button>
            </p>
          )}
        </div>
        <div className="customer-messages__field">
          <label htmlFor={`${id}-body`}>{t.body}</label>
          <textarea
            id={`${id}-body`}
            ref={bodyRef}
            rows={6}
            value={values.body}
            aria-invalid={errors.body ? true : undefined}
            aria-describedby={describedBy('body', `${id}-body-hint`)}
            onChange={(event) => change('body', event.target.value)}
          />
          <p id={`${id}-body-hint`} className="customer-messages__hint">
            {t.bodyHint}
          </p>
          {fieldError('body')}
        </div>
        <button type="submit" className="button" disabled={busy}>
          {t.send}
        </button>
        <FlowError error={failure} />
      </form>

      <section className="customer-messages__sent" aria-labelledby={`${id}-sent`}>
        <h3 id={`${id}-sent`}>{t.listHeading}</h3>
        {messages.isPending && <p>{t.listLoading}</p>}
        {messages.isError && (
          <p className="shop-error" role="alert">
            {t.listFailed}{' '}
            <button type="button" className="button button--secondary" onClick={() => void messages.refetch()}>
              {t.retry}
            </button>
          </p>
        )}
        {messages.data?.length === 0 && <p>{t.none}</p>}
        {messages.data && messages.data.length > 0 && (
          <ul className="customer-messages__list">
            {messages.data.map((message) => (
              <li key={message.messageId} className="customer-messages__item" aria-label={t.messageName(message.messageId)}>
                <dl className="customer-messages__meta">
                  <div>
                    <dt>{t.number}</dt>
                    <dd>{message.messageId}</dd>
                  </div>
                  <div>
                    <dt>{t.date}</dt>
                    <dd>{formatDate(message.sentAt)}</dd>
                  </div>
                  <div>
                    <dt>{t.topic}</dt>
                    <dd>{message.subjectLabel}</dd>
                  </div>
                </dl>
                <p className="customer-messages__body">{message.body}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
