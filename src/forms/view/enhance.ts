import { fieldMessagesOf } from '#api-contract/request-validation.ts';
import { readEnvelope } from '#domain/envelope.ts';
import { TOKEN_FIELD, TOKEN_PLACEHOLDER, thanksAnchor } from '../protocol.ts';
import { asSentence } from '#domain/sentence.ts';

/**
 * The form blocks' progressive enhancement (plain DOM, no React: content
 * pages have a 10 kB JS budget): a form posts JSON instead, shows each
 * field's refusal beside it and the thank-you state in place, and sends
 * once however often its button is pressed while it is being sent.
 */

const texts = {
  network: 'Nie udało się wysłać formularza. Sprawdź połączenie z internetem i spróbuj ponownie.',
  unexpected: 'Nie udało się wysłać formularza. Spróbuj ponownie za chwilę.',
};

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The form's fields as the JSON its contract call reads: a checkbox is true or false, a number field's digits a number, an empty optional field left out. */
function valuesOf(form: HTMLFormElement): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const element of Array.from(form.elements)) {
    const control = element as Control;
    if (!control.name || control instanceof HTMLButtonElement) continue;
    if (control instanceof HTMLInputElement && control.type === 'checkbox') values[control.name] = control.checked;
    else if (control instanceof HTMLInputElement && control.type === 'number' && /^\s*\d{1,9}\s*$/.test(control.value))
      values[control.name] = Number(control.value);
    else if (control.value.trim() === '' && control.type !== 'hidden' && control.getAttribute('aria-required') !== 'true') continue;
    else values[control.name] = control.value;
  }
  return values;
}

function showErrors(form: HTMLFormElement, errors: Record<string, string>, formError: string) {
  let first: Control | null = null;
  const lines = Array.from(form.querySelectorAll<HTMLElement>('[data-error-for]'));
  // A refusal of a field shown nowhere (a hidden one, such as the offer's title) is the form's.
  const unshown = Object.entries(errors)
    .filter(([name]) => !lines.some((line) => line.dataset.errorFor === name))
    .map(([, message]) => asSentence(message));
  for (const line of lines) {
    const name = line.dataset.errorFor ?? '';
    const message = errors[name];
    line.textContent = message ? asSentence(message) : '';
    const control = form.elements.namedItem(name) as Control | null;
    if (!control) continue;
    if (message) {
      control.setAttribute('aria-invalid', 'true');
      first ??= control;
    } else control.removeAttribute('aria-invalid');
  }
  const summary = form.querySelector<HTMLElement>('[data-form-error]');
  if (summary) summary.textContent = [formError, ...unshown].filter(Boolean).join(' ');
  first?.focus();
}

/** A page served without the server's stamping (the dev server) has the placeholder: a token is fetched when the visitor starts filling the form. */
function ensureToken(form: HTMLFormElement) {
  const input = form.elements.namedItem(TOKEN_FIELD) as HTMLInputElement | null;
  if (!input || !input.value.startsWith(TOKEN_PLACEHOLDER)) return;
  form.addEventListener(
    'focusin',
    () => {
      void fetch(`/api/forms/token?form=${encodeURIComponent(form.dataset.formKind ?? '')}`, { credentials: 'same-origin' })
        .then((response) => response.json())
        .then((payload: unknown) => {
          const token = (readEnvelope(payload)?.data as { token?: string } | null)?.token;
          if (token) input.value = token;
        })
        .catch(() => undefined);
    },
    { once: true },
  );
}

function enhance(form: HTMLFormElement) {
  let sending = false;
  ensureToken(form);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (sending) return;
    sending = true;
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (button) button.disabled = true;
    form.setAttribute('aria-busy', 'true');
    try {
      const response = await fetch(form.action, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(valuesOf(form)),
        credentials: 'same-origin',
      });
      const envelope = readEnvelope(await response.json().catch(() => null));
      if (response.ok && envelope && envelope.errorCode < 300) {
        showErrors(form, {}, '');
        // The same thank-you state as after the redirect of a form sent without JavaScript.
        location.hash = thanksAnchor(form.id);
        document.getElementById(thanksAnchor(form.id))?.focus();
        return;
      }
      const message = envelope?.msg || texts.unexpected;
      const fields = fieldMessagesOf(message);
      showErrors(form, fields, Object.keys(fields).length > 0 ? '' : message);
    } catch {
      showErrors(form, {}, texts.network);
    } finally {
      sending = false;
      if (button) button.disabled = false;
      form.removeAttribute('aria-busy');
    }
  });
}

export function enhanceForms(root: ParentNode = document) {
  for (const form of Array.from(root.querySelectorAll<HTMLFormElement>('form[data-form-kind]'))) {
    if (form.dataset.enhanced) continue;
    form.dataset.enhanced = 'true';
    enhance(form);
  }
}
