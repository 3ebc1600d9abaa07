import { addDays, addMonths, type Day } from './billing-period.ts';

/**
 * Voucher activation codes (spec 2 templates activate-voucher and its
 * bank-partner, tennis and Polish-bank variants): the code's format, which
 * partner each voucher page stands for, and when a code can be used.
 * Shared by the activation block (the code checked before it is sent), the
 * contract (the same pattern) and the server.
 *
 * A code is 12 characters, letters and digits, printed without the letter O
 * (so it is never mistaken for the digit 0); it is typed in any case, and
 * spaces and dashes (as printed in groups) are ignored.
 */

export const VOUCHER_CODE_LENGTH = 12;
/** The code's characters as the API takes them: 12 upper-case letters (no O) and digits. */
export const VOUCHER_CODE_PATTERN = /^[0-9A-NP-Z]{12}$/;

/** A code as the API takes it: the pattern's 12 characters, at least one of them a digit (a plain pattern, which JSON Schema tools can generate from). */
export const isVoucherCode = (text: string): boolean => VOUCHER_CODE_PATTERN.test(text) && /[0-9]/.test(text);

export type VoucherCodeProblem = 'empty' | 'characters' | 'letter-o' | 'letters-only' | 'too-short' | 'too-long';

/**
 * The code a visitor typed, as the server takes it, or what is wrong with it.
 * Spaces (any kind) and dashes are dropped and letters upper-cased; anything
 * else but letters and digits (markup, punctuation, Polish letters) is refused.
 */
export function voucherCodeOf(input: string): { code: string } | { problem: VoucherCodeProblem } {
  const code = input.replace(/[\s\u2010-\u2015-]/g, '').toUpperCase();
  if (code === '') return { problem: 'empty' };
  if (/[^0-9A-Z]/.test(code)) return { problem: 'characters' };
  if (code.includes('O')) return { problem: 'letter-o' };
  if (code.length < VOUCHER_CODE_LENGTH) return { problem: 'too-short' };
  if (code.length > VOUCHER_CODE_LENGTH) return { problem: 'too-long' };
  if (!/[0-9]/.test(code)) return { problem: 'letters-only' };
  return { code };
}

/** The code shown in groups of four, as printed on the vouchers (ABCD-1234-EFGH). */
export function groupedVoucherCode(code: string): string {
  return isVoucherCode(code) ? code.replace(/(.{4})(?=.)/g, '$1-') : code;
}

/** Whose vouchers a page activates: our own, and the three partners' variants. */
export const VOUCHER_PARTNERS = ['HORYZONT', 'BANK_PARTNER', 'TENNIS', 'POLISH_BANK'] as const;
export type VoucherPartner = (typeof VOUCHER_PARTNERS)[number];

/** The partner each voucher page template stands for (spec 2: activate voucher with its bank-partner, tennis and Polish-bank variants). */
export const PARTNER_OF_TEMPLATE = {
  'activate-voucher': 'HORYZONT',
  'activate-voucher-bank-partner': 'BANK_PARTNER',
  'activate-voucher-tennis': 'TENNIS',
  'activate-voucher-pekao': 'POLISH_BANK',
} as const satisfies Record<string, VoucherPartner>;

export function partnerOfTemplate(template: string): VoucherPartner | null {
  return Object.hasOwn(PARTNER_OF_TEMPLATE, template) ? PARTNER_OF_TEMPLATE[template as keyof typeof PARTNER_OF_TEMPLATE] : null;
}

/** „Moje usługi”, where an activated product shows. */
export const MY_SERVICES_PATH = '/oferta-online/moje-uslugi';

/** Where a code of another partner's offer sends the visitor (spec 2 partner wrong-criteria page). */
export const WRONG_CRITERIA_PATH = '/partner/niespelnione-kryteria';

export interface StoredActivationCode {
  partner: VoucherPartner;
  /** First and last day the code can be activated (Polish days, inclusive). */
  validFrom: Day;
  validTo: Day;
  maxActivations: number;
  /** Activations made so far, by anyone. */
  activations: number;
}

export type CodeRefusal = 'other-partner' | 'not-yet-valid' | 'expired' | 'used-up';

/**
 * Why a known code cannot be activated on `today` from the page of
 * `partner`, or null when it can. A code of another partner's offer is told
 * first (the page sends the visitor to the partner wrong-criteria page),
 * then the dates, then whether any activation is left.
 */
export function codeRefusal(code: StoredActivationCode, partner: VoucherPartner, today: Day): CodeRefusal | null {
  if (code.partner !== partner) return 'other-partner';
  if (today < code.validFrom) return 'not-yet-valid';
  if (today > code.validTo) return 'expired';
  if (code.activations >= code.maxActivations) return 'used-up';
  return null;
}

/** The last day a code's product is free: `months` from the day it was activated, less a day. */
export function freeUntil(activatedOn: Day, months: number): Day {
  return addDays(addMonths(activatedOn, months), -1);
}
