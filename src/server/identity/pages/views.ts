import { escapeHtml, form, layout, link, paragraph, type Field, type FormState } from './html.ts';
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

const emailField: Field = { name: 'email', label: f.email, type: 'email', autocomplete: 'username' };
const currentEmailField: Field = { name: 'currentEmail', label: f.currentEmail, type: 'email', autocomplete: 'username' };
const newPasswordHint = texts.hints.password;

export function loginPage(page: FormPage & { registrationUrl: string }): string {
  const t = texts.login;
  return layout({
    ...page,
    title: t.title,
    body: `${paragraph(t.intro)}
${form({
  ...page,
  fields: [emailField, { name: 'password', label: f.password, type: 'password', autocomplete: 'current-password' }],
  submitLabel: t.submit,
})}
<p class="alternative">${escapeHtml(t.noAccount)} ${link(page.registrationUrl, t.register)}</p>`,
  });
}

export function registrationPage(page: FormPage & { variant: 'standard' | 'shop'; loginUrl: string }): string {
  const shop = page.variant === 'shop';
  const t = shop ? texts.shopRegistration : texts.registration;
  const fields: Field[] = [
    { name: 'email', label: f.email, type: 'email', autocomplete: 'email' },
    { name: 'name', label: f.name, type: 'text', autocomplete: 'name' },
    { name: 'password', label: f.password, type: 'password', autocomplete: 'new-password', hint: newPasswordHint },
    { name: 'passwordRepeat', label: f.passwordRepeat, type: 'password', autocomplete: 'new-password' },
    ...(shop ? [{ name: 'saleTerms', label: f.saleTerms, type: 'checkbox' } satisfies Field] : []),
  ];
  return layout({
    ...page,
    title: t.title,
    body: `${paragraph(t.intro, shop ? 'note' : undefined)}
${form({ ...page, fields, submitLabel: t.submit })}
<p class="alternative">${escapeHtml(texts.registration.haveAccount)} ${link(page.loginUrl, texts.registration.login)}</p>`,
  });
}

/** Shown on the account pages: who is changed, when a provider session says so. */
function signedInNote(login: string | undefined): string {
  return login ? paragraph(texts.signedInAs(login)) : '';
}

export interface AccountFormPage extends FormPage {
  /** The login of the provider session, if any; without it the form asks for the e-mail. */
  signedInLogin?: string;
  /** The portal page the customer came from (account/showIca's returnTo), to go back to without a change. */
  cancelUrl: string;
}

/** The way back to the portal without changing anything. */
function cancelLink(page: AccountFormPage): string {
  return `<p class="alternative">${link(page.cancelUrl, texts.cancelChange)}</p>`;
}

export function changeLoginPage(page: AccountFormPage): string {
  const t = texts.changeLogin;
  const fields: Field[] = [
    ...(page.signedInLogin ? [] : [currentEmailField]),
    { name: 'newEmail', label: f.newEmail, type: 'email', autocomplete: 'email' },
    { name: 'password', label: f.password, type: 'password', autocomplete: 'current-password' },
  ];
  return layout({
    ...page,
    title: t.title,
    body: `${paragraph(t.intro)}${signedInNote(page.signedInLogin)}\n${form({ ...page, fields, submitLabel: t.submit })}${cancelLink(page)}`,
  });
}

export function changePasswordPage(page: AccountFormPage): string {
  const t = texts.changePassword;
  const fields: Field[] = [
    ...(page.signedInLogin ? [] : [currentEmailField]),
    { name: 'currentPassword', label: f.currentPassword, type: 'password', autocomplete: 'current-password' },
    { name: 'newPassword', label: f.newPassword, type: 'password', autocomplete: 'new-password', hint: newPasswordHint },
    { name: 'newPasswordRepeat', label: f.newPasswordRepeat, type: 'password', autocomplete: 'new-password' },
  ];
  return layout({
    ...page,
    title: t.title,
    body: `${paragraph(t.intro)}${signedInNote(page.signedInLogin)}\n${form({ ...page, fields, submitLabel: t.submit })}${cancelLink(page)}`,
  });
}

export function deleteAccountPage(page: AccountFormPage): string {
  const t = texts.deleteAccount;
  const fields: Field[] = [
    ...(page.signedInLogin ? [] : [{ ...currentEmailField, label: f.email }]),
    { name: 'password', label: f.password, type: 'password', autocomplete: 'current-password' },
    { name: 'confirmation', label: f.confirmation, type: 'text', autocomplete: 'off', hint: texts.hints.confirmation },
  ];
  return layout({
    ...page,
    title: t.title,
    body: `${paragraph(t.intro, 'note')}${signedInNote(page.signedInLogin)}\n${form({
      ...page,
      fields,
      submitLabel: t.submit,
      submitClass: 'danger',
    })}${cancelLink(page)}`,
  });
}

/** A page with a message and one way on. */
export function messagePage(frame: Frame & { title: string; body: string; next?: { href: string; label: string } }): string {
  const next = frame.next ? `<p>${link(frame.next.href, frame.next.label, 'button')}</p>` : '';
  return layout({ ...frame, body: `${paragraph(frame.body)}${next}` });
}

export function logoutPage(frame: Frame & { providerForm: string }): string {
  const t = texts.logout;
  // oidc-provider's form is empty apart from its hidden token; the buttons submit it through form="op.logoutForm".
  return layout({
    ...frame,
    title: t.title,
    body: `${paragraph(t.question)}
${frame.providerForm}
<button class="button" type="submit" form="op.logoutForm" name="logout" value="yes">${escapeHtml(t.confirm)}</button>
<button class="button secondary" type="submit" form="op.logoutForm">${escapeHtml(t.cancel)}</button>`,
  });
}

export function providerErrorPage(frame: Frame & { code: string }): string {
  const t = texts.problems.providerError;
  return layout({
    ...frame,
    title: t.title,
    body: `${paragraph(t.body)}<p>${escapeHtml(t.code)}: <code>${escapeHtml(frame.code)}</code></p><p>${link(
      frame.portalUrl,
      texts.backToPortal,
      'button',
    )}</p>`,
  });
}
