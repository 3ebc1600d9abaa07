import { lazy, Suspense, useRef, useState } from 'react';
import { isApiError } from '#api-client/errors.ts';
import { SIDEBAR } from '#overlays/keys.ts';
import { goTo } from '#shop/navigation.ts';
import { inlineErrorOf } from '#api-client/inline-error.ts';
import { useSession } from '#stores/use-session.ts';
import { closeSidebar, openSidebar } from '#stores/overlays.ts';
import { $session } from '#stores/session.ts';
import type { ProlongationPreview } from './api.ts';
import type { IslandProps } from '#registry/define-block.ts';
import type block from './block.ts';
import type data from './data.ts';
import { texts as t } from './texts.ts';
import './LtoProlongation.scss';

type Props = IslandProps<typeof block, typeof data>;

/** The sidebar, loaded when the customer presses „Przedłuż umowę”. */
const ProlongationSidebar = lazy(() => import('./ProlongationSidebar.tsx'));

/** The calls, loaded when the customer first acts. */
const api = () => import('./api.ts');

/** The text to show for a failed call: the server's words, or the network failure's. */
function failureText(error: unknown): string {
  return inlineErrorOf(error, false)?.message ?? '';
}

/** The session's LTO cart state, read when the customer acts (the session may have changed since the render). */
const cartState = () => {
  const { ltoInCart, cart } = $session.get();
  return { ltoInCart, cart };
};

/**
 * The LTO prolongation (issue 13 item 6, spec 4 "LTO prolongation") on My
 * services: a signed-in customer with a long-term offer sees when it ends and
 * „Przedłuż umowę”; its sidebar shows the new end date, what is prolonged at
 * what price and the next payments before anything changes; confirming puts
 * the prolongation in the LTO cart and goes to the summary, where it is
 * confirmed and paid. A refusal is shown beside the button that caused it,
 * with the server's words; a network failure lets the customer try again.
 * Everyone else sees nothing of it.
 */
export default function LtoProlongation({ heading, catalogue, summaryUrl }: Props) {
  const { session, ready } = useSession();
  const [preview, setPreview] = useState<ProlongationPreview | null>(null);
  const [busy, setBusy] = useState<'preview' | 'confirm' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  // Guards against a second click arriving before React has disabled the button.
  const running = useRef(false);

  /** Runs one call sequence at a time; a failure goes to `onFailure` with the text to show. */
  const run = async (key: 'preview' | 'confirm', action: () => Promise<void>, onFailure: (message: string) => void) => {
    if (running.current) return;
    running.current = true;
    setBusy(key);
    try {
      await action();
    } catch (failure) {
      onFailure(failureText(failure));
      // The session again, so what is shown (and a retry) starts from what the server holds, also after a failure part-way.
      if (isApiError(failure) || key === 'confirm')
        await api()
          .then((calls) => calls.reloadSession())
          .catch(() => undefined);
    } finally {
      running.current = false;
      setBusy(null);
    }
  };

  const start = () => {
    setError(null);
    void run(
      'preview',
      async () => {
        const found = await (await api()).previewProlongation(session.ltoDuration);
        if (!found) {
          // The long-term offer ended meanwhile: the session shows that now.
          await (await api()).reloadSession();
          return;
        }
        setConfirmError(null);
        setPreview(found);
        openSidebar(SIDEBAR.ltoProlongation);
      },
      setError,
    );
  };

  const confirm = () => {
    if (!preview) return;
    setConfirmError(null);
    void run(
      'confirm',
      async () => {
        await (await api()).prolong(cartState(), preview.data.cartItems);
        closeSidebar();
        goTo(summaryUrl);
      },
      setConfirmError,
    );
  };

  if (!ready || !session.userLogin || !session.ltoEndDate) return null;

  return (
    <section className="lto-prolongation" aria-labelledby="lto-prolongation-heading">
      <h2 id="lto-prolongation-heading" className="block-heading">
        {heading ?? t.heading}
      </h2>
      <p>{t.lead(session.ltoEndDate, session.ltoDuration)}</p>
      <p>{t.offer}</p>
      <div className="lto-prolongation__actions">
        <button
          type="button"
          className="button"
          disabled={busy !== null}
          aria-describedby={error ? 'lto-prolongation-blad' : undefined}
          onClick={start}
        >
          {t.prolong}
        </button>
        {error && (
          <p id="lto-prolongation-blad" className="shop-error" role="alert">
            {error}
          </p>
        )}
      </div>
      {preview && (
        <Suspense fallback={null}>
          <ProlongationSidebar preview={preview} catalogue={catalogue} busy={busy === 'confirm'} error={confirmError} onConfirm={confirm} />
        </Suspense>
      )}
    </section>
  );
}
