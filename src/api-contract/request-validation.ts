import type { z } from 'zod';

/**
 * How the customer API words a request its schemas refuse: Polish messages
 * that name the field, so the alert a user sees (spec 8 shows the server's
 * text as is) says what was wrong, and the rule against text PostgreSQL
 * cannot store. The service's validator (src/server/http/validation.ts) and
 * mock mode's handlers use them, so both refuse in the same words. Messages
 * come from a per-parse error map, so the process-wide zod configuration
 * stays untouched and a schema's own `{ error }` still wins.
 */

type RawIssue = z.core.$ZodRawIssue;

const TYPE_NAMES: Readonly<Record<string, string>> = {
  string: 'tekstu',
  number: 'liczby',
  int: 'liczby całkowitej',
  bigint: 'liczby całkowitej',
  boolean: 'wartości logicznej (true lub false)',
  object: 'obiektu',
  array: 'listy',
  date: 'daty',
  null: 'wartości null',
};

const FORMAT_NAMES: Readonly<Record<string, string>> = {
  email: 'nieprawidłowy adres e-mail',
  url: 'nieprawidłowy adres URL',
  uuid: 'nieprawidłowy identyfikator',
  datetime: 'nieprawidłowa data i godzina',
  date: 'nieprawidłowa data',
};

/** Polish plural: 1 znak, 2–4 znaki, 5+ znaków (12–14 too). */
function plural(count: number | bigint, one: string, few: string, many: string): string {
  const n = Number(count);
  if (n === 1) return one;
  const lastTwo = n % 100;
  const last = n % 10;
  return last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14) ? few : many;
}

/** Keys come from the client: shown shortened, never a megabyte of text in an alert. */
function quoteKey(key: PropertyKey): string {
  const text = String(key);
  return `„${text.length > 40 ? `${text.slice(0, 40)}…` : text}”`;
}

function listKeys(keys: readonly PropertyKey[]): string {
  const shown = keys.slice(0, 3).map(quoteKey).join(', ');
  return keys.length > 3 ? `${shown} i ${keys.length - 3} innych` : shown;
}

function sizeLimit(issue: RawIssue & { code: 'too_big' | 'too_small' }): string {
  const big = issue.code === 'too_big';
  const limit = big ? (issue as z.core.$ZodIssueTooBig).maximum : (issue as z.core.$ZodIssueTooSmall).minimum;
  const count = typeof limit === 'bigint' ? limit : Number(limit);
  if (issue.origin === 'string' || issue.origin === 'array' || issue.origin === 'set') {
    const unit = issue.origin === 'string' ? plural(count, 'znak', 'znaki', 'znaków') : plural(count, 'element', 'elementy', 'elementów');
    const subject = issue.origin === 'string' ? 'tekst' : 'lista';
    if (issue.exact) return `${subject} musi mieć dokładnie ${count} ${unit}`;
    if (!big && Number(count) === 1) return issue.origin === 'string' ? 'pole nie może być puste' : 'lista nie może być pusta';
    return `${subject} może mieć ${big ? 'najwyżej' : 'co najmniej'} ${count} ${unit}`;
  }
  if (issue.inclusive === false) return `wartość musi być ${big ? 'mniejsza' : 'większa'} niż ${count}`;
  return `wartość może wynosić ${big ? 'najwyżej' : 'co najmniej'} ${count}`;
}

/** The detail of one issue, in lower case, without the field name. */
export function polishIssueMessage(issue: RawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'pole jest wymagane';
      return `oczekiwano ${TYPE_NAMES[issue.expected] ?? `typu ${issue.expected}`}`;
    case 'too_big':
    case 'too_small':
      return sizeLimit(issue);
    case 'invalid_value':
      return issue.values.length === 1
        ? `oczekiwano wartości ${quoteKey(String(issue.values[0]))}`
        : `dozwolone wartości: ${issue.values.map((v) => quoteKey(String(v))).join(', ')}`;
    case 'invalid_format':
      return FORMAT_NAMES[issue.format] ?? 'nieprawidłowy format';
    case 'unrecognized_keys':
      return `${issue.keys.length === 1 ? 'nieznane pole' : 'nieznane pola'} ${listKeys(issue.keys)}`;
    case 'not_multiple_of':
      return `wartość musi być wielokrotnością ${String(issue.divisor)}`;
    default:
      return 'nieprawidłowa wartość';
  }
}

function fieldLabel(path: readonly PropertyKey[]): string {
  return quoteKey(issuePath(path));
}

const PART_NOUNS: Readonly<Record<string, { field: string; root: string }>> = {
  body: { field: 'Nieprawidłowe pole', root: 'Nieprawidłowe dane żądania' },
  querystring: { field: 'Nieprawidłowy parametr', root: 'Nieprawidłowe parametry żądania' },
  params: { field: 'Nieprawidłowy fragment adresu', root: 'Nieprawidłowy adres' },
  headers: { field: 'Nieprawidłowy nagłówek', root: 'Nieprawidłowe nagłówki' },
};

/** „Nieprawidłowe pole „cartId”: oczekiwano tekstu.” – at most three issues (`limit`: a form names each field), the rest counted. */
export function describeIssues(issues: readonly z.core.$ZodIssue[], httpPart: string, limit = 3): string {
  const nouns = PART_NOUNS[httpPart] ?? PART_NOUNS.body!;
  const parts = issues
    .slice(0, limit)
    .map((issue) => `${issue.path.length ? `${nouns.field} ${fieldLabel(issue.path)}` : nouns.root}: ${issue.message}`);
  const rest = issues.length - parts.length;
  const text = parts.map((part, i) => (i === 0 ? part : part.charAt(0).toLowerCase() + part.slice(1))).join('; ');
  return `${text}${rest > 0 ? ` (i ${rest} ${plural(rest, 'inny błąd', 'inne błędy', 'innych błędów')})` : ''}.`;
}

/** NUL, which PostgreSQL text cannot hold, or half a surrogate pair (not Unicode). */
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether a string anywhere in the value (keys included) has an unstorable character; iterative, so deep nesting cannot overflow the stack. */
export function hasUnstorableText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (UNSTORABLE.test(current)) return true;
    } else if (Array.isArray(current)) {
      for (const item of current) pending.push(item);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (UNSTORABLE.test(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/** The path of an issue as describeIssues names it: mainAddress.postalCode, items[0].offerCode. */
export function issuePath(path: readonly PropertyKey[]): string {
  let label = '';
  for (const part of path) label += typeof part === 'number' ? `[${part}]` : `${label ? '.' : ''}${String(part)}`;
  return label;
}

/** The first message of each field, keyed by issuePath: what a form shows beside its fields for the issues of a parse. */
export function messagesByField(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issuePath(issue.path);
    if (path && !(path in fields)) fields[path] = issue.message;
  }
  return fields;
}

const BODY_FIELD = new RegExp(`(?:^|; )${PART_NOUNS.body!.field} „([^”]+)”: `, 'gi');

/**
 * The reverse of describeIssues for a body: the server's 400 message split into
 * each named field's message (keyed as issuePath keys them), so a form shows
 * the server's refusal beside the field it concerns. Empty when the message
 * names no field (refused as a whole, or not a validation message).
 */
export function fieldMessagesOf(message: string): Record<string, string> {
  const starts = [...message.matchAll(BODY_FIELD)];
  const fields: Record<string, string> = {};
  starts.forEach((start, i) => {
    const from = (start.index ?? 0) + start[0].length;
    const to = starts[i + 1]?.index ?? message.length;
    const text = message
      .slice(from, to)
      .replace(/ \(i \d+ [^)]*\)\.$/, '')
      .replace(/\.$/, '');
    const path = start[1] ?? '';
    if (!path.endsWith('…') && !(path in fields)) fields[path] = text;
  });
  return fields;
}
