import { readModalRequest } from './modal-request.ts';

/**
 * The shell's way to the support dialogs: this small module reads what the
 * element asks for, then loads the dialogs (React, Ariakit, the forms) – so
 * the shell carries one chunk name instead of the dialogs' list of chunks.
 * An element whose data names no dialog is followed as the link it is.
 */
export async function openSupportModal(trigger: HTMLElement): Promise<void> {
  const request = readModalRequest(trigger);
  if (!request) {
    if (trigger instanceof HTMLAnchorElement) location.assign(trigger.href);
    return;
  }
  const dialogs = await import('./support-modals.tsx');
  dialogs.showSupportModal(request, trigger);
}
