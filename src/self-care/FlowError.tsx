/** The server's words (or the network failure) of a self-care step's last call, beside its button; nothing when it went through. */
export function FlowError({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <p className="shop-error" role="alert">
      {error}
    </p>
  );
}
