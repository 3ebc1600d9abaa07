import './zod-config.ts';
import type { z } from 'zod';
import { polishIssueMessage } from './request-validation.ts';
import { asSentence } from '#domain/sentence.ts';

/**
 * A form checked in the browser with the contract's own request schema: per
 * top-level field, the first refusal in the words the customer API uses
 * (request-validation.ts), as a sentence („Pole nie może być puste.”). So a
 * form refuses exactly what the server would, and says it the same way.
 */
export type FieldCheck<T> = { ok: true; data: T } | { ok: false; errors: Partial<Record<string, string>> };

export function checkFields<S extends z.ZodType>(schema: S, value: unknown): FieldCheck<z.output<S>> {
  const result = schema.safeParse(value, { error: polishIssueMessage });
  if (result.success) return { ok: true, data: result.data };
  const errors: Partial<Record<string, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : '';
    errors[field] ??= asSentence(issue.message);
  }
  return { ok: false, errors };
}
