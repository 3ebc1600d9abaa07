import { createElement as h, Fragment, type ReactNode } from 'react';
import { displayMsisdn } from '#domain/msisdn.ts';
import { formatPrice } from '#domain/format.ts';
import { Button, ErrorSummary, FormField, PostForm, type FieldSpec } from '#server/http/html-page/forms.ts';
import { renderFramedPage } from '#server/http/html-page/shell.ts';
import { groupCardNumber, TEST_CARDS, TEST_INSTANT_CODE } from './cards.ts';
import { STYLESHEET_PATH } from './paths.ts';
import type { TransactionRow } from './store.ts';
import { gatewayTexts as t } from './texts.ts';

/**
 * The gateway's pages, on the server's shared page shell
 * (src/server/http/html-page): one stylesheet, no scripts and no inline
 * styles (the pages run under a CSP of their own). A header that says it is
 * a test environment, and test data beside each form.
 */

export interface PageView {
  row: TransactionRow;
  challenge: { msisdn: string; operatorMop: number; pin: string; expiresAt: Date; status: string } | null;
  now: Date;
}

function layout(title: string, ...children: ReactNode[]): string {
  return renderFramedPage({
    title,
    siteName: t.brand,
    stylesheet: STYLESHEET_PATH,
    header: h(Fragment, null, h('span', { className: 'brand' }, t.brand), h('span', { className: 'test-badge' }, t.simulatorNote)),
    children: h(Fragment, null, ...children),
  });
}

/** The payment form: errors from the last submit; the first invalid field, or the first one, has the focus. */
function PayForm({
  action,
  csrf,
  fields,
  submit,
  errors,
}: {
  action: string;
  csrf: string;
  fields: FieldSpec[];
  submit: string;
  errors: Record<string, string>;
}) {
  const focused = fields.find((spec) => errors[spec.name]) ?? fields[0];
  return h(
    Fragment,
    null,
    h(ErrorSummary, { title: t.errors.summary, errors: fields.flatMap(({ name }) => (errors[name] ? [{ name, message: errors[name] }] : [])) }),
    h(
      PostForm,
      { action, csrfToken: csrf, hidden: { action: 'pay' } },
      fields.map((spec) => h(FormField, { key: spec.name, spec, state: { error: errors[spec.name], autoFocus: spec === focused } })),
      h(Button, { label: submit }),
    ),
  );
}

function CancelForm({ action, csrf, label = t.cancel }: { action: string; csrf: string; label?: string }) {
  return h(PostForm, { action, csrfToken: csrf, hidden: { action: 'cancel' }, className: 'cancel-form' }, h(Button, { label, variant: 'secondary' }));
}

function Summary({ row }: { row: TransactionRow }) {
  const amount = row.purpose === 'REGISTRATION' ? t.registrationAmount : formatPrice(row.amount);
  return h(
    Fragment,
    null,
    h('dl', { className: 'summary' }, h('dt', null, t.amount), h('dd', { className: 'amount' }, amount)),
    h('p', { className: 'description' }, row.description),
  );
}

/** A field of digits: the numeric keyboard on a phone. */
const numericField = (name: string, label: string, maxLength: number, autoComplete: string, hint?: string): FieldSpec => ({
  name,
  label,
  type: 'text',
  hint,
  autoComplete,
  inputMode: 'numeric',
  maxLength,
});

const cardFields: FieldSpec[] = [
  numericField('cardNumber', t.card.number, 23, 'cc-number', t.card.numberHint),
  { name: 'expiry', label: t.card.expiry, type: 'text', autoComplete: 'cc-exp', maxLength: 7 },
  numericField('cvc', t.card.cvc, 3, 'cc-csc', t.card.cvcHint),
];
const pinFields: FieldSpec[] = [numericField('pin', t.operator.pin, 4, 'one-time-code', t.operator.pinHint)];
const codeFields: FieldSpec[] = [numericField('code', t.code.code, 6, 'one-time-code')];

function TestCardsPanel() {
  return h(
    'aside',
    { className: 'test-panel', 'aria-labelledby': 'karty-testowe' },
    h('h2', { id: 'karty-testowe' }, t.card.testCards),
    h(
      'ul',
      null,
      TEST_CARDS.map((card) =>
        h('li', { key: card.number }, h('span', { className: 'card-number' }, groupCardNumber(card.number)), ` – ${t.card.outcomes[card.decision]}`),
      ),
    ),
    h('p', null, t.card.testCardsNote),
  );
}

/** The test phone: the SMS a real phone would get, and how long its PIN is valid. */
function TestPhonePanel({ view }: { view: PageView }) {
  const challenge = view.challenge;
  if (!challenge) return null;
  const seconds = Math.max(0, Math.ceil((challenge.expiresAt.getTime() - view.now.getTime()) / 1000));
  const validity = seconds > 0 && challenge.status === 'PENDING' ? t.operator.validFor(seconds) : t.operator.expired;
  return h(
    'aside',
    { className: 'test-panel test-phone', 'aria-labelledby': 'telefon-testowy' },
    h('h2', { id: 'telefon-testowy' }, t.operator.phoneTitle),
    h('p', null, t.operator.phoneNote),
    h('p', { className: 'sms' }, t.operator.sms(challenge.pin)),
    h('p', null, validity),
  );
}

/** The form for the kind of payment, with its test data. */
function PaymentForm({ view, action, csrf, errors }: { view: PageView; action: string; csrf: string; errors: Record<string, string> }) {
  const { row } = view;
  const registration = row.purpose === 'REGISTRATION';
  const form = { action, csrf, errors };
  if (row.kind === 'CARD') {
    return h(Fragment, null, h(PayForm, { ...form, fields: cardFields, submit: registration ? t.card.save : t.card.pay }), h(TestCardsPanel));
  }
  if (row.kind === 'OPERATOR') {
    const operator = t.operator.operatorNames[view.challenge?.operatorMop ?? 0] ?? '';
    return h(
      Fragment,
      null,
      h('p', null, t.operator.intro(operator, displayMsisdn(view.challenge?.msisdn ?? ''))),
      h(PayForm, { ...form, fields: pinFields, submit: t.operator.confirm }),
      h(TestPhonePanel, { view }),
    );
  }
  return h(
    Fragment,
    null,
    h('p', null, t.code.intro),
    h(PayForm, { ...form, fields: codeFields, submit: registration ? t.code.save : t.code.pay }),
    h('aside', { className: 'test-panel', 'aria-label': t.code.code }, h('p', null, t.code.testCode(TEST_INSTANT_CODE))),
  );
}

/** The page of an open transaction: its form for the kind of payment, errors from the last submit. */
export function transactionPage(view: PageView, action: string, csrf: string, errors: Record<string, string> = {}): string {
  const { row } = view;
  return layout(
    t.titles[row.kind][row.purpose],
    h(Summary, { row }),
    h(PaymentForm, { view, action, csrf, errors }),
    h(CancelForm, { action, csrf }),
  );
}

/** An open transaction past its time: the only way on is back to the shop (which settles it as expired). */
export function expiredPage(view: PageView, action: string, csrf: string): string {
  return layout(
    t.titles[view.row.kind][view.row.purpose],
    h('p', { role: 'status' }, t.expired),
    h(CancelForm, { action, csrf, label: t.backToShop }),
  );
}

/** A settled transaction: its result and the way back. */
export function settledPage(row: TransactionRow, returnUrl: string): string {
  const result = row.status === 'SUCCEEDED' ? t.settled.SUCCEEDED : `${t.settled.FAILED} ${row.failure_reason ? t.reasons[row.failure_reason] : ''}`;
  return layout(
    t.titles[row.kind][row.purpose],
    h('p', { role: 'status' }, result.trim()),
    h('p', null, h('a', { className: 'button', href: returnUrl }, t.backToShop)),
  );
}

export function messagePage(title: string, text: string): string {
  return layout(title, h('p', null, text));
}
