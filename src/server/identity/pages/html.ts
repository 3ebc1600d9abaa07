import { createElement as h, Fragment, type ReactNode } from 'react';
import { Button, ErrorSummary, FormField, PostForm, type FieldSpec } from '#server/http/html-page/forms.ts';
import { renderFramedPage } from '#server/http/html-page/shell.ts';
import { STYLESHEET_PATH } from './stylesheet.ts';
import { texts } from './texts.ts';

/**
 * The identity pages' frame and form, on the server's shared page shell
 * (src/server/http/html-page): no scripts and no inline styles (the pages
 * run under a strict CSP). The first invalid field gets `autofocus`; a
 * message about the whole form is tied to the fields it concerns.
 */

export interface LayoutOptions {
  title: string;
  /** Public path of the provider (the issuer's path), where the stylesheet is served. */
  basePath: string;
  portalUrl: string;
  children: ReactNode;
}

export function layout({ title, basePath, portalUrl, children }: LayoutOptions): string {
  return renderFramedPage({
    title,
    siteName: texts.brand,
    stylesheet: `${basePath}${STYLESHEET_PATH}`,
    header: h('a', { className: 'brand', href: portalUrl }, texts.brand),
    children,
  });
}

export type Field = FieldSpec;

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
  submitVariant?: string;
}

const FORM_ERROR_ID = 'blad-formularza';

export function Form({ action, csrfToken, fields, submitLabel, state = {}, submitVariant }: FormOptions) {
  const { values = {}, errors = {}, formError } = state;
  const concerned = (name: string) => formError?.fields.includes(name) ?? false;
  const firstInvalid = fields.find((field) => errors[field.name] || concerned(field.name));
  return h(
    Fragment,
    null,
    h(ErrorSummary, {
      title: texts.errorSummaryTitle,
      errors: fields.flatMap(({ name }) => (errors[name] ? [{ name, message: errors[name] }] : [])),
    }),
    formError ? h('p', { className: 'form-error', id: FORM_ERROR_ID, role: 'alert' }, formError.message) : null,
    h(
      PostForm,
      { action, csrfToken },
      fields.map((spec) =>
        h(FormField, {
          key: spec.name,
          spec,
          state: {
            value: values[spec.name],
            error: errors[spec.name],
            formErrorId: concerned(spec.name) ? FORM_ERROR_ID : undefined,
            autoFocus: spec === firstInvalid,
          },
        }),
      ),
      h(Button, { label: submitLabel, variant: submitVariant }),
    ),
  );
}
