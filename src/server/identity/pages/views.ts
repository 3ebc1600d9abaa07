import { createElement as h, Fragment, type ReactNode } from 'react';
import { Button } from '#server/http/html-page/forms.ts';
import { Form, layout, type Field, type FormState } from './html.ts';
import { texts } from './texts.ts';

/** The identity pages as HTML, from what each needs to show. */

export interface Frame {
  basePath: string;
  portalUrl: string;
}

export interface FormPage extends Frame {
  action: string;
  csrfToken: string;
  state?: FormState;
}

const f = texts.fields;

const emailField: Field = { name: 'email', label: f.email, type: 'email', autoComplete: 'username' };
const currentEmailField: Field = { name: 'currentEmail', label: f.currentEmail, type: 'email', autoComplete: 'username' };
const newPasswordHint = texts.hints.password;

const paragraph = (text: string, className?: string) => h('p', { className }, text);
const link = (href: string, text: string, className?: string) => h('a', { className, href }, text);
const content = (...children: ReactNode[]) => h(Fragment, null, ...children);

/** Another way on, below the form: "Nie masz jeszcze konta? Załóż konto". */
const alternative = (question: string, href: string, label: string) => h('p', { className: 'alternative' }, `${question} `, link(href, label));

export function loginPage(page: FormPage & { registrationUrl: string }): string {
  const t = texts.login;
  return layout({
    ...page,
    title: t.title,
    children: content(
      paragraph(t.intro),
      h(Form, {
        ...page,
        fields: [emailField, { name: 'password', label: f.password, type: 'password', autoComplete: 'current-password' }],
        submitLabel: t.submit,
      }),
      alternative(t.noAccount, page.registrationUrl, t.register),
    ),
  });
}

export function registrationPage(page: FormPage & { variant: 'standard' | 'shop'; loginUrl: string }): string {
  const shop = page.variant === 'shop';
  const t = shop ? texts.shopRegistration : texts.registration;
  const fields: Field[] = [
    { name: 'email', label: f.email, type: 'email', autoComplete: 'email' },
    { name: 'name', label: f.name, type: 'text', autoComplete: 'name' },
    { name: 'password', label: f.password, type: 'password', autoComplete: 'new-password', hint: newPasswordHint },
    { name: 'passwordRepeat', label: f.passwordRepeat, type: 'password', autoComplete: 'new-password' },
    ...(shop ? [{ name: 'saleTerms', label: f.saleTerms, type: 'checkbox' } satisfies Field] : []),
  ];
  return layout({
    ...page,
    title: t.title,
    children: content(
      paragraph(t.intro, shop ? 'note' : undefined),
      h(Form, { ...page, fields, submitLabel: t.submit }),
      alternative(texts.registration.haveAccount, page.loginUrl, texts.registration.login),
    ),
  });
}

export interface AccountFormPage extends FormPage {
  /** The login of the provider session, if any; without it the form asks for the e-mail. */
  signedInLogin?: string;
  /** The portal page the customer came from (account/showIca's returnTo), to go back to without a change. */
  cancelUrl: string;
}

/**
 * A page of the account forms: its intro, who is changed (when a provider
 * session says so), the form, and the way back to the portal without a change.
 */
function accountFormPage(
  page: AccountFormPage,
  t: { title: string; intro: string; submit: string },
  fields: Field[],
  options: { introClass?: string; submitVariant?: string } = {},
): string {
  return layout({
    ...page,
    title: t.title,
    children: content(
      paragraph(t.intro, options.introClass),
      page.signedInLogin ? paragraph(texts.signedInAs(page.signedInLogin)) : null,
      h(Form, { ...page, fields, submitLabel: t.submit, submitVariant: options.submitVariant }),
      h('p', { className: 'alternative' }, link(page.cancelUrl, texts.cancelChange)),
    ),
  });
}

/** Who is changed: the session's account, or the one whose e-mail the form asks for. */
const whoFields = (page: AccountFormPage, field: Field = currentEmailField): Field[] => (page.signedInLogin ? [] : [field]);

export function changeLoginPage(page: AccountFormPage): string {
  return accountFormPage(page, texts.changeLogin, [
    ...whoFields(page),
    { name: 'newEmail', label: f.newEmail, type: 'email', autoComplete: 'email' },
    { name: 'password', label: f.password, type: 'password', autoComplete: 'current-password' },
  ]);
}

export function changePasswordPage(page: AccountFormPage): string {
  return accountFormPage(page, texts.changePassword, [
    ...whoFields(page),
    { name: 'currentPassword', label: f.currentPassword, type: 'password', autoComplete: 'current-password' },
    { name: 'newPassword', label: f.newPassword, type: 'password', autoComplete: 'new-password', hint: newPasswordHint },
    { name: 'newPasswordRepeat', label: f.newPasswordRepeat, type: 'password', autoComplete: 'new-password' },
  ]);
}

export function deleteAccountPage(page: AccountFormPage): string {
  return accountFormPage(
    page,
    texts.deleteAccount,
    [
      ...whoFields(page, { ...currentEmailField, label: f.email }),
      { name: 'password', label: f.password, type: 'password', autoComplete: 'current-password' },
      { name: 'confirmation', label: f.confirmation, type: 'text', autoComplete: 'off', hint: texts.hints.confirmation },
    ],
    { introClass: 'note', submitVariant: 'danger' },
  );
}

/** A page with a message and one way on. */
export function messagePage(frame: Frame & { title: string; body: string; next?: { href: string; label: string } }): string {
  return layout({
    ...frame,
    children: content(paragraph(frame.body), frame.next ? h('p', null, link(frame.next.href, frame.next.label, 'button')) : null),
  });
}

export function logoutPage(frame: Frame & { providerForm: string }): string {
  const t = texts.logout;
  // oidc-provider's form (trusted markup of its own) is empty apart from its hidden token; the buttons submit it through form="op.logoutForm".
  return layout({
    ...frame,
    title: t.title,
    children: content(
      paragraph(t.question),
      h('div', { dangerouslySetInnerHTML: { __html: frame.providerForm } }),
      h(Button, { label: t.confirm, form: 'op.logoutForm', name: 'logout', value: 'yes' }),
      h(Button, { label: t.cancel, variant: 'secondary', form: 'op.logoutForm' }),
    ),
  });
}

export function providerErrorPage(frame: Frame & { code: string }): string {
  const t = texts.problems.providerError;
  return layout({
    ...frame,
    title: t.title,
    children: content(
      paragraph(t.body),
      h('p', null, `${t.code}: `, h('code', null, frame.code)),
      h('p', null, link(frame.portalUrl, texts.backToPortal, 'button')),
    ),
  });
}
