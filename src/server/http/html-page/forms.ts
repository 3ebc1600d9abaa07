import { createElement as h, type ReactNode } from 'react';

/**
 * The accessible form parts of the server's own pages (shell.ts): every field
 * has a label; a hint and an error are tied to it with aria-describedby; the
 * errors are listed in a summary that links to each field. The pages work
 * without scripts: a form posts, and the answer is a page.
 */

/** What a checked checkbox sends (the forms' schemas expect it). */
export const CHECKED = 'tak';

const fieldId = (name: string) => `pole-${name}`;
const errorId = (name: string) => `pole-${name}-blad`;
const hintId = (name: string) => `pole-${name}-wskazowka`;

export interface FieldSpec {
  name: string;
  label: string;
  type: 'email' | 'password' | 'text' | 'checkbox';
  hint?: string;
  autoComplete?: string;
  inputMode?: 'numeric';
  maxLength?: number;
}

export interface FieldState {
  /** The value to show again; a password never is. For a checkbox, any value checks it. */
  value?: string;
  error?: string;
  /** The id of a message about the whole form (wrong credentials) that concerns this field too. */
  formErrorId?: string;
  autoFocus?: boolean;
}

export function FormField({ spec, state }: { spec: FieldSpec; state: FieldState }) {
  const { name, type, hint } = spec;
  const { value, error, formErrorId } = state;
  const invalid = Boolean(error) || Boolean(formErrorId);
  const describedBy = [hint ? hintId(name) : undefined, error ? errorId(name) : undefined, formErrorId].filter(Boolean).join(' ');
  const checkbox = type === 'checkbox';
  const input = h('input', {
    id: fieldId(name),
    name,
    type,
    ...(checkbox ? { value: CHECKED, defaultChecked: Boolean(value) } : {}),
    ...(!checkbox && type !== 'password' && value ? { defaultValue: value } : {}),
    autoComplete: spec.autoComplete,
    ...(type === 'email' ? { spellCheck: false, autoCapitalize: 'none' } : {}),
    inputMode: spec.inputMode,
    maxLength: spec.maxLength,
    required: true,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy || undefined,
    autoFocus: state.autoFocus || undefined,
  });
  const label = h('label', { htmlFor: fieldId(name) }, spec.label);
  const hintLine = hint ? h('p', { className: 'hint', id: hintId(name) }, hint) : null;
  const message = error ? h('p', { className: 'field-error', id: errorId(name) }, error) : null;
  const className = ['field', checkbox && 'field-checkbox', invalid && 'invalid'].filter(Boolean).join(' ');
  // A checkbox stands before its label; any other input below its label and hint.
  return checkbox ? h('div', { className }, input, label, hintLine, message) : h('div', { className }, label, hintLine, input, message);
}

/** The list of errors, each a link to its field; nothing when there are none. */
export function ErrorSummary({ title, errors }: { title: string; errors: { name: string; message: string }[] }) {
  if (errors.length === 0) return null;
  return h(
    'div',
    { className: 'error-summary', role: 'alert', 'aria-labelledby': 'podsumowanie-bledow' },
    h('h2', { id: 'podsumowanie-bledow' }, title),
    h(
      'ul',
      null,
      errors.map(({ name, message }) => h('li', { key: name }, h('a', { href: `#${fieldId(name)}` }, message))),
    ),
  );
}

export interface PostFormProps {
  action: string;
  /** The form's token, sent back as the csrf field. */
  csrfToken: string;
  /** Further hidden fields. */
  hidden?: Record<string, string>;
  className?: string;
  /** The fields and buttons (createElement passes them after the props). */
  children?: ReactNode;
}

/** A form that posts to the page's own server; the server checks every field itself (novalidate). */
export function PostForm({ action, csrfToken, hidden = {}, className, children }: PostFormProps) {
  return h(
    'form',
    { method: 'post', action, noValidate: true, className },
    h('input', { type: 'hidden', name: 'csrf', value: csrfToken }),
    Object.entries(hidden).map(([name, value]) => h('input', { key: name, type: 'hidden', name, value })),
    children,
  );
}

/** A button styled as the site's button; variant names an extra class of the site's stylesheet (secondary, danger). */
export function Button({ label, variant, ...rest }: { label: string; variant?: string; form?: string; name?: string; value?: string }) {
  return h('button', { type: 'submit', className: variant ? `button ${variant}` : 'button', ...rest }, label);
}
