import { formatPhone } from './format.ts';
import type { OperatorMopId } from './payment-methods.ts';

/**
 * Polish mobile numbers (MSISDN) for mobile-operator billing: the national
 * nine digits, the operator a number belongs to, and its display form
 * (spec 5: grouped 3-3-3 after removing the leading 48).
 */

/**
 * Which operator bills a number, by its first three digits. The brand's three
 * partner operators are fictional, so is this numbering plan; the demo
 * customers' numbers (601…, 602…, 603…) follow it.
 */
export const OPERATOR_PREFIXES: Readonly<Record<OperatorMopId, readonly string[]>> = {
  2: ['501', '601', '691', '781', '881'],
  6: ['502', '602', '692', '782', '882'],
  7: ['503', '603', '693', '783', '883'],
};

/**
 * The national nine digits of a number typed with or without the country code
 * (+48, 0048, 48), spaces or dashes; null when it is not a nine-digit number.
 */
export function normaliseMsisdn(input: string): string | null {
  const text = input.trim();
  if (!/^\+?[0-9][0-9 -]*$/.test(text)) return null;
  let digits = text.replace(/[ -]/g, '');
  if (digits.startsWith('+')) {
    if (!digits.startsWith('+48')) return null;
    digits = digits.slice(3);
  } else if (digits.length === 13 && digits.startsWith('0048')) digits = digits.slice(4);
  else if (digits.length === 11 && digits.startsWith('48')) digits = digits.slice(2);
  return /^[0-9]{9}$/.test(digits) ? digits : null;
}

/** The operator (mopId 2, 6 or 7) whose numbering a national number belongs to, or null. */
export function operatorOf(msisdn: string): OperatorMopId | null {
  const prefix = msisdn.slice(0, 3);
  for (const [mopId, prefixes] of Object.entries(OPERATOR_PREFIXES)) {
    if (prefixes.includes(prefix)) return Number(mopId) as OperatorMopId;
  }
  return null;
}

/** 601000102 → "601 000 102". */
export function displayMsisdn(msisdn: string): string {
  return formatPhone(msisdn);
}

/** The mobile-payment model's fields every validateMsisdn answer has (spec 3). */
export interface MsisdnCheckBase {
  currentMsisdn: string | null;
  ts: string;
}

export type MsisdnCheck =
  | { ok: true; msisdn: string; base: MsisdnCheckBase }
  | {
      ok: false;
      model: MsisdnCheckBase & {
        showError: true;
        msisdn: string | null;
        token_csum: null;
        uforStatus: 'INVALID_NUMBER' | 'UNKNOWN_OPERATOR' | 'WRONG_OPERATOR';
        expiresAt: null;
      };
    };

/**
 * validateMsisdn's check before a PIN is sent: the number must be a mobile
 * number of the operator the means names; otherwise the answer says why
 * (showError with uforStatus). `onFile` is the customer's number on record.
 */
export function checkMsisdn(input: string, mopId: OperatorMopId, onFile: string | null, now: Date): MsisdnCheck {
  const base = { currentMsisdn: onFile ? displayMsisdn(onFile) : null, ts: now.toISOString() };
  const msisdn = normaliseMsisdn(input);
  const refused = (uforStatus: 'INVALID_NUMBER' | 'UNKNOWN_OPERATOR' | 'WRONG_OPERATOR', shown: string | null): MsisdnCheck => ({
    ok: false,
    model: { ...base, showError: true, msisdn: shown, token_csum: null, uforStatus, expiresAt: null },
  });
  if (!msisdn) return refused('INVALID_NUMBER', null);
  const operator = operatorOf(msisdn);
  if (operator === null) return refused('UNKNOWN_OPERATOR', displayMsisdn(msisdn));
  if (operator !== mopId) return refused('WRONG_OPERATOR', displayMsisdn(msisdn));
  return { ok: true, msisdn, base };
}
