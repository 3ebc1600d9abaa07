import type { DeviceType } from './device.ts';

/**
 * The `anchor` query parameter scrolls to an element once the consent notice
 * is hidden (spec sections 2 and 9).
 */

export const ANCHOR_SCROLL_DELAY_MS = 150;
export const ANCHOR_SCROLL_MARGIN_PX = 94;
export const ANCHOR_SCROLL_MARGIN_MOBILE_PX = 74;

/** Ids made of letters, digits, -, _, : and . only; anything else in the address is ignored. */
const SAFE_ID = /^[\p{L}0-9_:.-]{1,200}$/u;

/** 74 px on the smaller (mobile) layout, whose header is lower; 94 px otherwise. */
export function anchorScrollMargin(device: DeviceType): number {
  return device === 'mobile' ? ANCHOR_SCROLL_MARGIN_MOBILE_PX : ANCHOR_SCROLL_MARGIN_PX;
}

/**
 * The CSS selector of the element named by `?anchor=`, or null when the value
 * is missing or not a safe id. `:` and `.` and a leading digit are escaped so
 * the selector names the id rather than a pseudo-class or a class.
 */
export function anchorFromSearch(search: string): string | null {
  const id = new URLSearchParams(search).get('anchor');
  if (id === null || !SAFE_ID.test(id)) return null;
  let escaped = id.replace(/[:.]/g, (c) => `\\${c}`);
  // CSS identifiers cannot start with a digit, nor with "-" followed by a digit or alone.
  escaped = escaped.replace(/^(-?)([0-9])/, (_, dash: string, digit: string) => `${dash}\\3${digit} `);
  if (escaped === '-') escaped = '\\-';
  return `#${escaped}`;
}
