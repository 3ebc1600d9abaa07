import { isNewCustomer } from './customer-kind.ts';
import type { Contract } from './session.ts';

/**
 * Set-top box re-activation (spec 7 stb/restoreActivation): who has a box to
 * re-activate, and the decoder number the customer may give. The contract
 * validates the number with the same pattern, so what the page accepts the
 * server accepts too.
 */

/** The decoder's number as printed on the box: 8 to 20 digits. */
export const DECODER_NUMBER_PATTERN = /^[0-9]{8,20}$/;

/** Spaces and dashes a customer copies from the label are not part of the number. */
export function normaliseDecoderNumber(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/**
 * The decoder number to send: undefined when the field is left empty (the
 * number is optional), the digits when valid, 'invalid' otherwise.
 */
export function decoderNumberOf(input: string): string | undefined | 'invalid' {
  const digits = normaliseDecoderNumber(input);
  if (digits === '') return undefined;
  return DECODER_NUMBER_PATTERN.test(digits) ? digits : 'invalid';
}

/** The server's rule (406 otherwise): a box comes with a contract for services, any group but the prospect's K. */
export function hasBoxToRestore(contracts: readonly Pick<Contract, 'cgroupe'>[]): boolean {
  return !isNewCustomer(contracts);
}
