import { createElement as h, type ReactElement } from 'react';
import { formDefinitions, type FormField } from '../definitions.ts';
import { HONEYPOT_FIELD, PAGE_FIELD, TOKEN_FIELD, thanksAnchor, type FormKind } from '../protocol.ts';
import { asSentence } from '#domain/sentence.ts';

/**
 * A form as plain HTML, rendered from its definition: by the form block at
 * build (to static markup: no React in the browser) and by the server for a
 * form sent without JavaScript and refused (refilled, each field's error
 * beside it). It posts to its contract call and works without JavaScript;
 * the block's small script enhances it (src/forms/view/enhance.ts). Written
 * with createElement rather than JSX: the server runs TypeScript as Node
 * strips it, which has no JSX.
 */

export interface FormMarkupProps {
  kind: FormKind;
  /** The element id: the no-JavaScript redirect's anchor and the fields' id prefix. */
  formId: string;
  heading?: string;
  intro?: string;
  thanks?: string;
  /** The token, or its placeholder that the server stamps a fresh token over. */
  token: string;
  /** The page field: the page's path with the form's anchor. */
  page: string;
  values?: Record<string, string>;
  errors?: Record<string, string>;
  /** A refusal of the whole form (too many forms, …). */
  formError?: string;
}

function field(spec: FormField, formId: string, value: string | undefined, error: string | undefined): ReactElement {
  const id = `${formId}-${spec.name}`;
  const common = {
    id,
    name: spec.name,
    'aria-describedby': [spec.hint ? `${id}-hint` : null, `${id}-error`].filter(Boolean).join(' '),
    'aria-invalid': error ? true : undefined,
    'aria-required': spec.required ? true : undefined,
  };
  const hint = spec.hint ? h('p', { className: 'form-field__hint', id: `${id}-hint` }, spec.hint) : null;
  const errorLine = h('p', { className: 'form-field__error', id: `${id}-error`, 'data-error-for': spec.name }, error ? asSentence(error) : '');
  const label = h('label', { htmlFor: id }, spec.label);
  if (spec.input === 'checkbox') {
    const box = h('input', { ...common, type: 'checkbox', value: 'tak', defaultChecked: value !== undefined && value !== '' });
    return h('div', { key: spec.name, className: 'form-field form-field--checkbox' }, box, label, hint, errorLine);
  }
  let control: ReactElement;
  if (spec.input === 'textarea') control = h('textarea', { ...common, rows: 6, maxLength: spec.maxLength, defaultValue: value ?? '' });
  else if (spec.input === 'select') {
    control = h(
      'select',
      { ...common, defaultValue: value ?? '' },
      h('option', { value: '' }, 'Wybierz…'),
      ...(spec.options ?? []).map((option) => h('option', { key: option.value, value: option.value }, option.label)),
    );
  } else {
    control = h('input', {
      ...common,
      type: spec.input,
      autoComplete: spec.autocomplete,
      maxLength: spec.maxLength,
      inputMode: spec.input === 'number' ? 'numeric' : undefined,
      defaultValue: value ?? '',
    });
  }
  return h('div', { key: spec.name, className: 'form-field' }, label, control, hint, errorLine);
}

export function FormMarkup({
  kind,
  formId,
  heading,
  intro,
  thanks,
  token,
  page,
  values = {},
  errors = {},
  formError,
}: FormMarkupProps): ReactElement {
  const definition = formDefinitions[kind];
  const hidden = definition.fields.filter((spec) => spec.input === 'hidden');
  const visible = definition.fields.filter((spec) => spec.input !== 'hidden');
  // An error of a hidden field (an offer title missing from the page's content) is the form's: nobody can correct it in a field.
  const hiddenError = hidden.map((spec) => errors[spec.name]).find(Boolean);
  const formLevel = formError ?? (hiddenError ? asSentence(hiddenError) : '');
  const trapId = `${formId}-${HONEYPOT_FIELD}`;
  return h(
    'div',
    { className: 'form-block' },
    h(
      'form',
      { id: formId, className: 'form-block__form', method: 'post', action: `/api/forms/${kind}`, noValidate: true, 'data-form-kind': kind },
      heading ? h('h2', { className: 'form-block__heading' }, heading) : null,
      intro ? h('p', { className: 'form-block__intro' }, intro) : null,
      h('input', { type: 'hidden', name: TOKEN_FIELD, value: token }),
      h('input', { type: 'hidden', name: PAGE_FIELD, value: page }),
      ...hidden.map((spec) => h('input', { key: spec.name, type: 'hidden', name: spec.name, value: values[spec.name] ?? '' })),
      // The honeypot: off-screen, hidden from assistive technology and the tab order; people leave it empty.
      h(
        'div',
        { className: 'form-block__trap', 'aria-hidden': true },
        h('label', { htmlFor: trapId }, 'Nie wypełniaj tego pola'),
        h('input', { id: trapId, type: 'text', name: HONEYPOT_FIELD, tabIndex: -1, autoComplete: 'off', defaultValue: '' }),
      ),
      h('p', { className: 'form-block__error', role: 'alert', 'data-form-error': true }, formLevel),
      ...visible.map((spec) => field(spec, formId, values[spec.name], errors[spec.name])),
      h('button', { type: 'submit', className: 'form-block__submit' }, definition.submitLabel),
    ),
    h('div', { id: thanksAnchor(formId), className: 'form-block__thanks', role: 'status', tabIndex: -1 }, h('p', null, thanks ?? definition.thanks)),
  );
}
