/**
 * Spec 9 dialog defaults: closable, closes on escape, draggable, modal,
 * centered; the animation lasts 150 ms for a centered dialog and 300 ms
 * otherwise (sidebars slide in). Spec 2: a modal's size defaults to sm.
 */

export type ModalSize = 'sm' | 'md' | 'lg';

export interface DialogOptions {
  closable: boolean;
  closeOnEscape: boolean;
  draggable: boolean;
  modal: boolean;
  centered: boolean;
  size: ModalSize;
}

export const DIALOG_DEFAULTS: Readonly<DialogOptions> = {
  closable: true,
  closeOnEscape: true,
  draggable: true,
  modal: true,
  centered: true,
  size: 'sm',
};

export function dialogOptions(overrides: Partial<DialogOptions> = {}): DialogOptions {
  return { ...DIALOG_DEFAULTS, ...overrides };
}

/** Milliseconds of the open and close animation. */
export function animationMs(centered: boolean): number {
  return centered ? 150 : 300;
}
