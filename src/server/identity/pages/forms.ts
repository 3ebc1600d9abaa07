import { z } from 'zod';
import { freeText } from '#api-contract/free-text.ts';
import { CHECKED } from '#server/http/html-page/forms.ts';
import { MAX_PASSWORD_LENGTH } from '../passwords.ts';
import { CONFIRM_DELETE_WORD, texts } from './texts.ts';

/** The identity forms' rules, with their Polish messages. */

const v = texts.validation;

const email = z
  .string()
  .trim()
  .min(1, { error: v.emailRequired })
  .max(254, { error: v.emailInvalid })
  .pipe(z.email({ error: v.emailInvalid }))
  .transform((value) => value.toLowerCase());

const enteredPassword = z.string().min(1, { error: v.passwordRequired }).max(MAX_PASSWORD_LENGTH, { error: v.passwordTooLong });

/** A new password: at least 10 characters with letters and digits. */
const newPassword = z
  .string()
  .min(1, { error: v.passwordRequired })
  .min(10, { error: v.passwordTooShort })
  .max(MAX_PASSWORD_LENGTH, { error: v.passwordTooLong })
  .refine((value) => /\p{L}/u.test(value) && /\p{Nd}/u.test(value), { error: v.passwordLettersAndDigits });

const name = freeText(texts.fields.name).trim().min(1, { error: v.nameRequired }).max(200, { error: v.nameTooLong });

export const loginForm = z.object({ email, password: enteredPassword });

const registrationFields = {
  email,
  name,
  password: newPassword,
  passwordRepeat: z.string(),
};

const passwordsMatch = (data: { password: string; passwordRepeat: string }) => data.password === data.passwordRepeat;

export const registrationForm = z.object(registrationFields).refine(passwordsMatch, { error: v.passwordsDiffer, path: ['passwordRepeat'] });

export const shopRegistrationForm = z
  .object({ ...registrationFields, saleTerms: z.literal(CHECKED, { error: v.saleTermsRequired }) })
  .refine(passwordsMatch, { error: v.passwordsDiffer, path: ['passwordRepeat'] });

/** Without a provider session the account pages ask which account: its e-mail, checked together with the password. */
const who = (signedIn: boolean) => (signedIn ? {} : { currentEmail: email });

export const changeLoginForm = (signedIn: boolean) => z.object({ ...who(signedIn), newEmail: email, password: enteredPassword });

export const changePasswordForm = (signedIn: boolean) =>
  z
    .object({ ...who(signedIn), currentPassword: enteredPassword, newPassword, newPasswordRepeat: z.string() })
    .refine((data) => data.newPassword === data.newPasswordRepeat, { error: v.passwordsDiffer, path: ['newPasswordRepeat'] });

export const deleteAccountForm = (signedIn: boolean) =>
  z.object({
    ...who(signedIn),
    password: enteredPassword,
    confirmation: z
      .string()
      .transform((value) => value.trim().toLocaleUpperCase('pl-PL'))
      .refine((value) => value === CONFIRM_DELETE_WORD, { error: v.confirmationWrong }),
  });

/** The first message for each field, in the order zod reports them, as a sentence (shared schemas' messages end without a stop). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = /[.!?]$/.test(issue.message) ? issue.message : `${issue.message}.`;
  }
  return errors;
}

/** The submitted fields a schema reads, as strings. */
export function pick(form: { get(name: string): string }, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((field) => [field, form.get(field)]));
}
