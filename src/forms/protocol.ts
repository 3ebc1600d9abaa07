/**
 * The forms' protocol shared by the server, the form blocks' HTML, their
 * small enhancement script and the React modals: the kinds, the names of the
 * fields every form carries besides its own, and the spam rules' timings.
 * No zod here: the content pages' script imports it and stays tiny.
 */

export const FORM_KINDS = ['contact', 'lead', 'ott-lead', 'lead-partner', 'corporate', 'book-a-call'] as const;
export type FormKind = (typeof FORM_KINDS)[number];

export function isFormKind(value: unknown): value is FormKind {
  return typeof value === 'string' && (FORM_KINDS as readonly string[]).includes(value);
}

/**
 * The honeypot: a text field hidden from people (off-screen, not announced,
 * not tabbable) that form-filling bots fill. A name bots like to fill.
 */
export const HONEYPOT_FIELD = 'website';

/** The signed minimum-fill-time token (GET /api/forms/token, or stamped into the page's HTML). */
export const TOKEN_FIELD = 'formToken';

/**
 * Where the form was sent from: a path of the portal with the form's anchor
 * (`/kontakt#formularz-kontakt`). Stored with the submission; a form sent
 * without JavaScript is redirected back there, to its thank-you state.
 */
export const PAGE_FIELD = 'page';

/** A form sent sooner than this after its token was issued is a bot's. */
export const MIN_FILL_MS = 3_000;
/** A token older than this is refused (a page left open for more than a day is reloaded). */
export const MAX_TOKEN_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * The text a form block's HTML carries where the token goes. Pages built
 * with a form hold it; the server replaces it with a fresh token each time
 * it serves such a page (src/server/forms/page-tokens.ts).
 */
export const TOKEN_PLACEHOLDER = '__HORYZONT_FORM_TOKEN__';

/** The placeholder of one form kind's token in a page's HTML. */
export function tokenPlaceholder(kind: FormKind): string {
  return `${TOKEN_PLACEHOLDER}${kind}__`;
}

/** Every placeholder in a page's HTML, with its kind. */
export const TOKEN_PLACEHOLDERS = /__HORYZONT_FORM_TOKEN__([a-z-]{1,20})__/g;

/** The id of a form's thank-you element: the no-JavaScript redirect's anchor, shown by CSS `:target`. */
export function thanksAnchor(formId: string): string {
  return `${formId}-wyslano`;
}

/**
 * A same-origin path a form may name as its page: `/`, letters, digits and
 * `-._~/%`, an optional `#anchor`; never `//host` or a backslash, so the
 * redirect after a plain POST cannot leave the portal.
 */
export const PAGE_PATTERN = /^\/(?![/\\])[A-Za-z0-9\-._~/%]{0,200}(?:#[A-Za-z][A-Za-z0-9\-_]{0,80})?$/;

/** The path and the anchor of a page field (checked with PAGE_PATTERN first). */
export function splitPage(page: string): { path: string; anchor: string | null } {
  const hash = page.indexOf('#');
  return hash < 0 ? { path: page, anchor: null } : { path: page.slice(0, hash), anchor: page.slice(hash + 1) };
}
