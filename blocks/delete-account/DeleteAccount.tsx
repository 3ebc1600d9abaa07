import { useRef, useState } from 'react';
import { FlowError } from '#self-care/FlowError.tsx';
import { inlineErrorOf } from '#api-client/inline-error.ts';
import { useSession } from '#stores/use-session.ts';
import type { IslandProps } from '#registry/define-block.ts';
import type block from './block.ts';
import { EXPORT_FILE_NAME, texts as t } from './texts.ts';
import './DeleteAccount.scss';

type Props = IslandProps<typeof block>;

const api = () => import('./api.ts');

/**
 * Delete account (spec 2 my account, delete account; issue 28 item 6): what
 * deleting means (the grace period, the services ending, what is kept and
 * why), the customer's data to take first (account/export, saved as a JSON
 * file), and the way to the identity provider's deletion page
 * (account/showIca DELETE_ACCOUNT), where the customer confirms with their
 * password. Deleting the account ends every portal session of the customer.
 */
export default function DeleteAccount({ heading }: Props) {
  const { session, ready } = useSession();
  const [leaving, setLeaving] = useState(false);
  const [exporting, setExporting] = useState<'idle' | 'busy' | 'done'>('idle');
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);

  if (!ready) return <p>{t.loading}</p>;
  if (!session.userLogin) return null;

  const start = async () => {
    if (running.current) return;
    running.current = true;
    setLeaving(true);
    setError(null);
    try {
      await (await api()).openIdentityPage('DELETE_ACCOUNT');
    } catch (failure) {
      setError(inlineErrorOf(failure, false)?.message ?? null);
      setLeaving(false);
    } finally {
      running.current = false;
    }
  };

  const download = async () => {
    if (running.current) return;
    running.current = true;
    setExporting('busy');
    setError(null);
    try {
      await (await api()).downloadAccountData(EXPORT_FILE_NAME);
      setExporting('done');
    } catch (failure) {
      setError(inlineErrorOf(failure, false)?.message ?? null);
      setExporting('idle');
    } finally {
      running.current = false;
    }
  };

  return (
    <section className="delete-account" aria-labelledby="delete-account-heading">
      <h2 id="delete-account-heading" className="block-heading">
        {heading ?? t.heading}
      </h2>
      <p>{t.intro(session.userLogin)}</p>
      <ul>
        {t.consequences.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>{t.takeData}</p>
      <div className="delete-account__actions">
        <button type="button" className="button button--secondary" disabled={exporting === 'busy'} onClick={() => void download()}>
          {t.download}
        </button>
        <p role="status">{exporting === 'busy' ? t.downloading : exporting === 'done' ? t.downloaded : ''}</p>
      </div>
      <p>{t.how}</p>
      <div className="delete-account__actions">
        <button type="button" className="button" disabled={leaving} onClick={() => void start()}>
          {t.start}
        </button>
        <p role="status">{leaving ? t.leaving : ''}</p>
      </div>
      <FlowError error={error} />
    </section>
  );
}
