// Keeps the per-field errors of a refused save in the REST answer, so the
// admin shows each reason beside its field and not only a toast. Payload's
// formatErrors recognises a ValidationError by `instanceof`, which fails in
// the admin's production build (the error and the check come from different
// copies of the class; payloadcms/payload#17298), and then answers with the
// summary alone. The error is recognised here by its shape instead.
import type { AfterErrorHook } from 'payload';

type FieldError = { path: string; message: string };

const isFieldError = (e: unknown): e is FieldError =>
  typeof e === 'object' && e !== null && typeof (e as FieldError).path === 'string' && typeof (e as FieldError).message === 'string';

/** The error's `data` when it lists refused fields (`data.errors`, as ValidationError has them), else undefined. */
function fieldErrorData(error: unknown): Record<string, unknown> | undefined {
  const data = (error as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null) return undefined;
  const errors = (data as { errors?: unknown }).errors;
  return Array.isArray(errors) && errors.length > 0 && errors.every(isFieldError) ? (data as Record<string, unknown>) : undefined;
}

export const keepFieldErrors: AfterErrorHook = ({ error, result }) => {
  const data = fieldErrorData(error);
  if (!data || !result || result.errors.some((e) => e.data)) return;
  return { response: { ...result, errors: [{ name: 'ValidationError', data, message: error.message }] } };
};
