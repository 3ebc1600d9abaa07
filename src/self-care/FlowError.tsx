/** The server's words (or the network failure) of a self-care step's last call, beside its button; nothing when it went through. */
export function FlowError({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <p className="shop-error" role="alert">
      {error}
    </p>
  );
}

/** A self-care step's confirm button, disabled while its call runs (a double click makes one change), with the call's failure beside it. */
export function ConfirmAction({ label, busy, error, onConfirm }: { label: string; busy: boolean; error: string | null; onConfirm: () => void }) {
  return (
    <>
      <button type="button" className="button" disabled={busy} onClick={onConfirm}>
        {label}
      </button>
      <FlowError error={error} />
    </>
  );
}
