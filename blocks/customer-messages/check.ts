import { sendMessageBodySchema } from '#api-contract/account.ts';
import { checkFields, type FieldCheck } from '#api-contract/field-errors.ts';
import type { NewMessage } from './api.ts';

/**
 * The form checked with the contract's own schema, so it refuses what the
 * server would, in the same words. Loaded at the first submit: the schema
 * brings zod and the contract, which the page does not need to start.
 */
export function checkMessage(value: NewMessage): FieldCheck<NewMessage> {
  return checkFields(sendMessageBodySchema, value);
}
