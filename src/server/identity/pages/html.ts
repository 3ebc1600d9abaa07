import { texts } from './texts.ts';

/**
 * The markup of the identity pages: one layout and one accessible form
 * renderer. No scripts and no inline styles (the pages run under a strict
 * CSP); the first invalid field gets `autofocus`, every error is tied to its
 * field with aria-describedby and listed in a summary that links to it.
 */

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export interface LayoutOptions {
  title: string;
  /** Public path of the provider (the issuer's path), where the stylesheet is served. */
  basePath: string;
  portalUrl: string;
  body: string;
}

export function layout({ title, basePath, portalUrl, body }: LayoutOptions): string {
  return `<!doctype html>
<html lang="pl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)} – ${escapeHtml(texts.brand)}</title>
<link rel="stylesheet" href="${escapeHtml(basePath)}/assets/identity.css">
</head>
<body>
<a class="skip-link" href="#tresc">${escapeHtml(texts.skipToContent)}</a>
<header class="site-header"><a class="brand" href="${escapeHtml(portalUrl)}">${escapeHtml(texts.brand)}</a></header>
<main id="tresc" class="card">
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;
}

export function paragraph(text: string, className?: string): string {
  return `<p${className ? ` class="${className}"` : ''}>${escapeHtml(text)}</p>`;
}

export function link(href: string, text: string, className?: string): string {
  return `<a${className ? ` class="${className}"` : ''} href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;
}

export interface Field {
  name: string;
  label: string;
  type: 'email' | 'password' | 'text' | 'checkbox';
  autocomplete?: string;
  hint?: string;
}

export interface FormState {
  /** Values to show again; passwords are never among them. */
  values?: Record<string, string>;
  /** Field name → message. */
  errors?: Record<string, string>;
  /** A message about the whole form (wrong credentials), tied to the fields listed. */
  formError?: { message: string; fields: string[] };
}

export interface FormOptions {
  action: string;
  csrfToken: string;
  fields: Field[];
  submitLabel: string;
  state?: FormState;
  /** Extra class for the submit button (danger for deletions). */
  submitClass?: string;
}

const fieldId = (name: string) => `pole-${name}`;
const errorId = (name: string) => `pole-${name}-blad`;
const hintId = (name: string) => `pole-${name}-wskazowka`;
const FORM_ERROR_ID = 'blad-formularza';

function renderField(field: Field, state: FormState, autofocus: boolean): string {
  const error = state.errors?.[field.name];
  const sharesFormError = state.formError?.fields.includes(field.name) ?? false;
  const describedBy = [
    field.hint ? hintId(field.name) : undefined,
    error ? errorId(field.name) : undefined,
    sharesFormError ? FORM_ERROR_ID : undefined,
  ].filter(Boolean);
  const invalid = Boolean(error) || sharesFormError;
  const value = state.values?.[field.name];
  const attributes = [
    `id="${fieldId(field.name)}"`,
    `name="${field.name}"`,
    `type="${field.type}"`,
    field.type === 'checkbox' ? 'value="tak"' : '',
    field.type === 'checkbox' && value ? 'checked' : '',
    field.type !== 'checkbox' && field.type !== 'password' && value ? `value="${escapeHtml(value)}"` : '',
    field.autocomplete ? `autocomplete="${field.autocomplete}"` : '',
    field.type === 'email' ? 'spellcheck="false" autocapitalize="none"' : '',
    'required',
    invalid ? 'aria-invalid="true"' : '',
    describedBy.length ? `aria-describedby="${describedBy.join(' ')}"` : '',
    autofocus ? 'autofocus' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const hint = field.hint ? `<p class="hint" id="${hintId(field.name)}">${escapeHtml(field.hint)}</p>` : '';
  const message = error ? `<p class="field-error" id="${errorId(field.name)}">${escapeHtml(error)}</p>` : '';
  const label = `<label for="${fieldId(field.name)}">${escapeHtml(field.label)}</label>`;
  if (field.type === 'checkbox') {
    return `<div class="field field-checkbox${invalid ? ' invalid' : ''}"><input ${attributes}>${label}${hint}${message}</div>`;
  }
  return `<div class="field${invalid ? ' invalid' : ''}">${label}${hint}<input ${attributes}>${message}</div>`;
}

function errorSummary(fields: Field[], state: FormState): string {
  const items = fields
    .filter((field) => state.errors?.[field.name])
    .map((field) => `<li><a href="#${fieldId(field.name)}">${escapeHtml(state.errors?.[field.name] ?? '')}</a></li>`);
  if (items.length === 0) return '';
  return `<div class="error-summary" role="alert" aria-labelledby="podsumowanie-bledow"><h2 id="podsumowanie-bledow">${escapeHtml(
    texts.errorSummaryTitle,
  )}</h2><ul>${items.join('')}</ul></div>`;
}

export function form({ action, csrfToken, fields, submitLabel, state = {}, submitClass }: FormOptions): string {
  const firstInvalid = fields.find((field) => state.errors?.[field.name] || state.formError?.fields.includes(field.name));
  const formError = state.formError
    ? `<p class="form-error" id="${FORM_ERROR_ID}" role="alert">${escapeHtml(state.formError.message)}</p>`
    : '';
  return `${errorSummary(fields, state)}${formError}<form method="post" action="${escapeHtml(action)}" novalidate>
<input type="hidden" name="csrf" value="${escapeHtml(csrfToken)}">
${fields.map((field) => renderField(field, state, field === firstInvalid)).join('\n')}
<button type="submit" class="button${submitClass ? ` ${submitClass}` : ''}">${escapeHtml(submitLabel)}</button>
</form>`;
}
