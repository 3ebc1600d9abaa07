import { displayMsisdn } from '../../../domain/msisdn.ts';
import { formatPrice } from '../../../domain/format.ts';
import { escapeHtml } from '../../identity/pages/html.ts';
import { groupCardNumber, TEST_CARDS, TEST_INSTANT_CODE } from './cards.ts';
import { STYLESHEET_PATH } from './paths.ts';
import type { TransactionRow } from './store.ts';
import { gatewayTexts as t } from './texts.ts';

/**
 * The markup of the gateway's pages: server-rendered, one stylesheet, no
 * scripts and no inline styles (the pages run under a CSP of their own).
 * Every field has a label; errors are tied to their field and listed in a
 * summary that links to it.
 */

export interface PageView {
  row: TransactionRow;
  challenge: { msisdn: string; operatorMop: number; pin: string; expiresAt: Date; status: string } | null;
  now: Date;
}

interface FieldSpec {
  name: string;
  label: string;
  hint?: string;
  autocomplete?: string;
  inputmode?: 'numeric';
  maxlength: number;
}

const e = escapeHtml;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="pl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${e(title)} – ${e(t.brand)}</title>
<link rel="stylesheet" href="${STYLESHEET_PATH}">
</head>
<body>
<a class="skip-link" href="#tresc">${e(t.skipToContent)}</a>
<header class="gateway-header"><span class="brand">${e(t.brand)}</span><span class="test-badge">${e(t.simulatorNote)}</span></header>
<main id="tresc" class="panel">
<h1>${e(title)}</h1>
${body}
</main>
</body>
</html>
`;
}

function field(spec: FieldSpec, errors: Record<string, string>, autofocus: boolean): string {
  const id = `pole-${spec.name}`;
  const error = errors[spec.name];
  const describedBy = [spec.hint ? `${id}-wskazowka` : '', error ? `${id}-blad` : ''].filter(Boolean).join(' ');
  const attributes = [
    `id="${id}"`,
    `name="${spec.name}"`,
    'type="text"',
    'required',
    `maxlength="${spec.maxlength}"`,
    spec.autocomplete ? `autocomplete="${spec.autocomplete}"` : 'autocomplete="off"',
    spec.inputmode ? `inputmode="${spec.inputmode}"` : '',
    describedBy ? `aria-describedby="${describedBy}"` : '',
    error ? 'aria-invalid="true"' : '',
    autofocus ? 'autofocus' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return `<div class="field${error ? ' invalid' : ''}"><label for="${id}">${e(spec.label)}</label>${
    spec.hint ? `<p class="hint" id="${id}-wskazowka">${e(spec.hint)}</p>` : ''
  }<input ${attributes}>${error ? `<p class="field-error" id="${id}-blad">${e(error)}</p>` : ''}</div>`;
}

function errorSummary(fields: FieldSpec[], errors: Record<string, string>): string {
  const items = fields.filter((spec) => errors[spec.name]).map((spec) => `<li><a href="#pole-${spec.name}">${e(errors[spec.name] ?? '')}</a></li>`);
  if (items.length === 0) return '';
  return `<div class="error-summary" role="alert" aria-labelledby="bledy"><h2 id="bledy">${e(t.errors.summary)}</h2><ul>${items.join('')}</ul></div>`;
}

function form(action: string, csrf: string, fields: FieldSpec[], submit: string, errors: Record<string, string>): string {
  const firstInvalid = fields.find((spec) => errors[spec.name]) ?? fields[0];
  return `${errorSummary(fields, errors)}<form method="post" action="${e(action)}" novalidate>
<input type="hidden" name="csrf" value="${e(csrf)}">
<input type="hidden" name="action" value="pay">
${fields.map((spec) => field(spec, errors, spec === firstInvalid)).join('\n')}
<button type="submit" class="button">${e(submit)}</button>
</form>`;
}

function cancelForm(action: string, csrf: string, label: string = t.cancel): string {
  return `<form method="post" action="${e(action)}" class="cancel-form">
<input type="hidden" name="csrf" value="${e(csrf)}">
<input type="hidden" name="action" value="cancel">
<button type="submit" class="button button-secondary">${e(label)}</button>
</form>`;
}

function summary(row: TransactionRow): string {
  const amount = row.purpose === 'REGISTRATION' ? t.registrationAmount : formatPrice(row.amount);
  return `<dl class="summary"><dt>${e(t.amount)}</dt><dd class="amount">${e(amount)}</dd></dl><p class="description">${e(row.description)}</p>`;
}

const cardFields: FieldSpec[] = [
  { name: 'cardNumber', label: t.card.number, hint: t.card.numberHint, autocomplete: 'cc-number', inputmode: 'numeric', maxlength: 23 },
  { name: 'expiry', label: t.card.expiry, autocomplete: 'cc-exp', maxlength: 7 },
  { name: 'cvc', label: t.card.cvc, hint: t.card.cvcHint, autocomplete: 'cc-csc', inputmode: 'numeric', maxlength: 3 },
];
const pinFields: FieldSpec[] = [{ name: 'pin', label: t.operator.pin, hint: t.operator.pinHint, autocomplete: 'one-time-code', inputmode: 'numeric', maxlength: 4 }];
const codeFields: FieldSpec[] = [{ name: 'code', label: t.code.code, autocomplete: 'one-time-code', inputmode: 'numeric', maxlength: 6 }];

function testCardsPanel(): string {
  const items = TEST_CARDS.map(
    (card) => `<li><span class="card-number">${e(groupCardNumber(card.number))}</span> – ${e(t.card.outcomes[card.decision])}</li>`,
  ).join('');
  return `<aside class="test-panel" aria-labelledby="karty-testowe"><h2 id="karty-testowe">${e(t.card.testCards)}</h2><ul>${items}</ul><p>${e(
    t.card.testCardsNote,
  )}</p></aside>`;
}

function testPhonePanel(view: PageView): string {
  const challenge = view.challenge;
  if (!challenge) return '';
  const seconds = Math.max(0, Math.ceil((challenge.expiresAt.getTime() - view.now.getTime()) / 1000));
  const validity = seconds > 0 && challenge.status === 'PENDING' ? t.operator.validFor(seconds) : t.operator.expired;
  return `<aside class="test-panel test-phone" aria-labelledby="telefon-testowy"><h2 id="telefon-testowy">${e(t.operator.phoneTitle)}</h2><p>${e(
    t.operator.phoneNote,
  )}</p><p class="sms">${e(t.operator.sms(challenge.pin))}</p><p>${e(validity)}</p></aside>`;
}

/** The page of an open transaction: its form for the kind of payment, errors from the last submit. */
export function transactionPage(view: PageView, action: string, csrf: string, errors: Record<string, string> = {}): string {
  const { row } = view;
  const title = t.titles[row.kind][row.purpose];
  const registration = row.purpose === 'REGISTRATION';
  let body = summary(row);
  if (row.kind === 'CARD') {
    body += form(action, csrf, cardFields, registration ? t.card.save : t.card.pay, errors) + testCardsPanel();
  } else if (row.kind === 'OPERATOR') {
    const challenge = view.challenge;
    const operator = t.operator.operatorNames[challenge?.operatorMop ?? 0] ?? '';
    body += `<p>${e(t.operator.intro(operator, displayMsisdn(challenge?.msisdn ?? '')))}</p>`;
    body += form(action, csrf, pinFields, t.operator.confirm, errors) + testPhonePanel(view);
  } else {
    body += `<p>${e(t.code.intro)}</p>`;
    body += form(action, csrf, codeFields, registration ? t.code.save : t.code.pay, errors);
    body += `<aside class="test-panel" aria-label="${e(t.code.code)}"><p>${e(t.code.testCode(TEST_INSTANT_CODE))}</p></aside>`;
  }
  return layout(title, body + cancelForm(action, csrf));
}

/** An open transaction past its time: the only way on is back to the shop (which settles it as expired). */
export function expiredPage(view: PageView, action: string, csrf: string): string {
  return layout(t.titles[view.row.kind][view.row.purpose], `<p role="status">${e(t.expired)}</p>${cancelForm(action, csrf, t.backToShop)}`);
}

/** A settled transaction: its result and the way back. */
export function settledPage(row: TransactionRow, returnUrl: string): string {
  const result = row.status === 'SUCCEEDED' ? t.settled.SUCCEEDED : `${t.settled.FAILED} ${row.failure_reason ? t.reasons[row.failure_reason] : ''}`;
  return layout(t.titles[row.kind][row.purpose], `<p role="status">${e(result.trim())}</p><p><a class="button" href="${e(returnUrl)}">${e(t.backToShop)}</a></p>`);
}

export function messagePage(title: string, text: string): string {
  return layout(title, `<p>${e(text)}</p>`);
}
