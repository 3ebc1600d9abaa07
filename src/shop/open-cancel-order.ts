/**
 * The shell's way to the cancel-order dialog (the 324 banner's „Anuluj
 * zamówienie”): a small module the shell loads when the button is pressed,
 * which then loads the dialog (React, Ariakit, the cart calls). Through this
 * step the shell, on every page, carries one chunk name instead of the
 * dialog's whole list of chunks to preload.
 */
export async function openCancelOrder(alertId: string | null): Promise<void> {
  const dialog = await import('./cancel-order.tsx');
  dialog.openCancelOrder(alertId);
}
