import { useState } from 'react';
import { InlineError } from './InlineError.tsx';
import { Modal } from '#overlays/Modal.tsx';
import { mountDialog } from '#overlays/mount-dialog.tsx';
import { closeAlert, pushAlert } from '#stores/alerts.ts';
import { cancelOrder } from './actions.ts';
import { shopTexts as t } from './texts.ts';
import { useCartAction } from './use-cart-action.ts';

/**
 * The cancel-order modal (spec 8: the 324 alert's „Anuluj zamówienie”).
 * cart/cancel cancels the order waiting for payment or activation; the
 * session is reloaded so every island shows the empty cart.
 */
function CancelOrderDialog({ alertId, onDone }: { alertId: string | null; onDone: () => void }) {
  const [open, setOpen] = useState(true);
  const { busy, error, run } = useCartAction();
  const close = () => {
    setOpen(false);
    onDone();
  };
  const cancel = () =>
    run('cancel', async () => {
      await cancelOrder();
      if (alertId) closeAlert(alertId);
      pushAlert({ id: 'cancel-order:done', message: t.cancelOrder.done, status: 'SUCCESS', ts: Date.now(), errorCode: 0 });
      close();
    });
  return (
    <Modal
      open={open}
      onClose={close}
      title={t.cancelOrder.title}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={close} disabled={busy !== null}>
            {t.cancelOrder.keep}
          </button>
          <button type="button" className="button" onClick={() => void cancel()} disabled={busy !== null}>
            {t.cancelOrder.confirm}
          </button>
        </>
      }
    >
      <p>{t.cancelOrder.body}</p>
      <InlineError error={error} />
    </Modal>
  );
}

/** Opens the dialog over the page (one at a time). */
export function openCancelOrder(alertId: string | null): void {
  mountDialog((onDone) => <CancelOrderDialog alertId={alertId} onDone={onDone} />);
}
