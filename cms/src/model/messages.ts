// Polish wording of the refusals editors see beside a field.
import type { ErrorObject } from 'ajv';

/** Polish plural: 1 znak, 2–4 znaki (but 12–14 znaków), 5+ znaków. */
export function plural(n: number, one: string, few: string, many: string): string {
  if (n === 1) return one;
  const tens = n % 100;
  const units = n % 10;
  return units >= 2 && units <= 4 && !(tens >= 12 && tens <= 14) ? few : many;
}

const chars = (n: number) => `${n} ${plural(n, 'znak', 'znaki', 'znaków')}`;
const items = (n: number) => `${n} ${plural(n, 'element', 'elementy', 'elementów')}`;

export const REQUIRED = 'To pole jest wymagane';

const formats: Record<string, string> = {
  email: 'Podaj adres e-mail (np. kontakt@horyzont.example)',
  uri: 'Podaj pełny adres URL (np. https://www.horyzont.example/)',
  date: 'Podaj datę w formacie RRRR-MM-DD',
  'date-time': 'Podaj datę i godzinę w formacie ISO 8601 (np. 2026-01-31T12:00:00+01:00)',
};

const typeNames: Record<string, string> = {
  string: 'tekst',
  number: 'liczba',
  integer: 'liczba całkowita',
  boolean: 'tak/nie',
  object: 'obiekt',
  array: 'lista',
  null: 'brak wartości',
};

const show = (value: unknown) => (typeof value === 'string' ? `„${value}”` : JSON.stringify(value));

/** One ajv error in Polish, with where inside the value it is when that is not the value itself. */
export function messageFor(error: ErrorObject): string {
  const p = error.params as Record<string, unknown>;
  let text: string;
  switch (error.keyword) {
    case 'required':
      text = `Brak wymaganego pola „${String(p.missingProperty)}”`;
      break;
    case 'minLength':
      text = p.limit === 1 ? REQUIRED : `Co najmniej ${chars(Number(p.limit))}`;
      break;
    case 'maxLength':
      text = `Co najwyżej ${chars(Number(p.limit))}`;
      break;
    case 'pattern':
      text = `Nieprawidłowy format (wymagany wzorzec: ${String(p.pattern)})`;
      break;
    case 'format':
      text = formats[String(p.format)] ?? `Nieprawidłowy format (${String(p.format)})`;
      break;
    case 'enum':
      text = `Dozwolone wartości: ${(p.allowedValues as unknown[]).map(show).join(', ')}`;
      break;
    case 'const':
      text = `Dozwolona wartość: ${show(p.allowedValue)}`;
      break;
    case 'minimum':
      text = `Co najmniej ${String(p.limit)}`;
      break;
    case 'maximum':
      text = `Co najwyżej ${String(p.limit)}`;
      break;
    case 'exclusiveMinimum':
      text = `Więcej niż ${String(p.limit)}`;
      break;
    case 'exclusiveMaximum':
      text = `Mniej niż ${String(p.limit)}`;
      break;
    case 'minItems':
      text = `Co najmniej ${items(Number(p.limit))}`;
      break;
    case 'maxItems':
      text = `Co najwyżej ${items(Number(p.limit))}`;
      break;
    case 'type':
      text = `Oczekiwano: ${String(p.type)
        .split(',')
        .map((t) => typeNames[t] ?? t)
        .join(' albo ')}`;
      break;
    case 'additionalProperties':
      text = `Nieznane pole „${String(p.additionalProperty)}”`;
      break;
    case 'anyOf':
    case 'oneOf':
      text = 'Wartość nie pasuje do żadnej z dozwolonych postaci';
      break;
    default:
      text = `Nieprawidłowa wartość (${error.keyword})`;
  }
  const where = error.instancePath
    .split('/')
    .slice(1)
    .map((s) => (/^\d+$/.test(s) ? `[${Number(s) + 1}]` : s))
    .join('.');
  return where ? `${where}: ${text}` : text;
}

/** The errors worth showing: an anyOf's own error repeats its branches' ones, so it goes when they are there. */
export function messagesFor(errors: ErrorObject[]): string {
  const specific = errors.filter((e) => e.keyword !== 'anyOf' && e.keyword !== 'oneOf');
  const shown = specific.length ? specific : errors;
  return [...new Set(shown.map(messageFor))].join('; ');
}
