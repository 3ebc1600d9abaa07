import type { DataMapperEntry } from '../../content-schema/site.ts';
import type { VisibilityRule, VisibilityRuleSet, VisibilityValueType } from '../../content-schema/visibility.ts';
import { visibilityOperators } from '../../content-schema/visibility-operators.ts';

/**
 * Visibility expressions of menu items and blocks (spec section 5).
 *
 * This module runs in every page's shell bundle, so it checks the expression
 * by hand instead of importing zod (the content-page budget is 10 KB gzip).
 * The check mirrors `visibilityRuleSetSchema` of content-schema/visibility.ts;
 * visibility.test.ts proves both accept and reject the same expressions, and
 * `parseVisibility` in visibility-parse.ts is the zod-based build-time twin.
 */

export type VisibilityContext = {
  session: Record<string, unknown>;
  custom?: Record<string, unknown>;
  dataMapper: DataMapperEntry[];
};

export type VisibilityCheck = { ok: true; rules: VisibilityRuleSet | null } | { ok: false; error: string };

export const INVALID_VISIBILITY_MESSAGE = 'Nieprawidłowe wyrażenie widoczności';

export const VISIBILITY_OPERATORS: Record<VisibilityValueType, readonly string[]> = visibilityOperators;

const RULE_KEYS = new Set(['source', 'key', 'value', 'attribute', 'type', 'operator']);
const SET_KEYS = new Set(['combinator', 'rules']);

type Primitive = string | number | boolean;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isPrimitive = (v: unknown): v is Primitive => ['string', 'number', 'boolean'].includes(typeof v);

/** A finite number, or a string holding one (content systems often store numbers as text). */
function toNumber(v: unknown): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v === 'string' && v.trim() !== '') {
    const n = Number(v);
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

function toBoolean(v: unknown): boolean | undefined {
  if (typeof v === 'boolean') return v;
  if (v === 'true' || v === 1 || v === '1') return true;
  if (v === 'false' || v === 0 || v === '0') return false;
  return undefined;
}

/** The rule's device list: an array of codes or one comma-separated string. */
function toCodeList(v: unknown): string[] {
  const items = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : isPrimitive(v) ? [v] : [];
  return items.filter(isPrimitive).map((item) => String(item).trim()).filter(Boolean);
}

/** Strings and numbers compare by their text ("5" equals 5); anything else strictly. */
function same(a: unknown, b: unknown): boolean {
  const loose = (v: unknown) => typeof v === 'string' || typeof v === 'number';
  return loose(a) && loose(b) ? String(a) === String(b) : a === b;
}

/** Own properties only, so a path can never reach the prototype chain. */
export function valueAtPath(root: unknown, path: string): unknown {
  let current: unknown = root;
  for (const part of path.split('.')) {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, part)) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

function ruleProblem(rule: Record<string, unknown>, where: string): string | null {
  for (const name of Object.keys(rule)) if (!RULE_KEYS.has(name)) return `${where}: nieznane pole „${name}”`;
  const { type, operator, key, source, attribute, value } = rule;
  if (typeof type !== 'string' || !Object.hasOwn(VISIBILITY_OPERATORS, type)) return `${where}: nieznany typ „${String(type)}”`;
  if (typeof operator !== 'string' || !VISIBILITY_OPERATORS[type as VisibilityValueType].includes(operator))
    return `${where}: operator „${String(operator)}” nie pasuje do typu „${type}”`;
  if (typeof key !== 'string' || key === '') return `${where}: brak klucza`;
  if (source !== undefined && source !== 'session' && source !== 'custom') return `${where}: nieznane źródło „${String(source)}”`;
  if (attribute !== undefined && typeof attribute !== 'string') return `${where}: atrybut musi być tekstem`;
  return valueProblem(type as VisibilityValueType, operator, value, attribute, where);
}

/** The compared value each operator needs; the schema leaves `value` open, so this is checked here. */
function valueProblem(type: VisibilityValueType, operator: string, value: unknown, attribute: unknown, where: string): string | null {
  const bad = (what: string) => `${where}: operator „${operator}” wymaga wartości: ${what}`;
  switch (`${type}.${operator}`) {
    case 'array.in':
    case 'array.not_in':
      return isPrimitive(value) ? null : bad('tekst, liczba lub wartość logiczna');
    case 'array.length': {
      const n = toNumber(value);
      return n !== undefined && Number.isInteger(n) && n >= 0 ? null : bad('nieujemna liczba całkowita');
    }
    case 'array.in_object_attribute':
    case 'array.not_in_object_attribute':
      if (typeof attribute !== 'string' || attribute === '') return `${where}: operator „${operator}” wymaga atrybutu`;
      return isPrimitive(value) ? null : bad('tekst, liczba lub wartość logiczna');
    case 'boolean.equal':
    case 'boolean.not_equal':
      return toBoolean(value) === undefined ? bad('true lub false') : null;
    case 'string.equal':
    case 'string.not_equal':
      return typeof value === 'string' || typeof value === 'number' ? null : bad('tekst');
    case 'dth_devices.one_of':
      return toCodeList(value).length ? null : bad('lista kodów urządzeń');
    default:
      return type === 'number' && toNumber(value) === undefined ? bad('liczba') : null;
  }
}

/**
 * Structural check equal to `visibilityRuleSetSchema` (a single rule alone is
 * wrapped in an AND set); `undefined`/`null` mean "no rule".
 */
export function checkVisibility(expression: unknown): VisibilityCheck {
  if (expression === undefined || expression === null) return { ok: true, rules: null };
  const visit = (node: unknown, where: string): string | null => {
    if (!isRecord(node)) return `${where}: oczekiwano obiektu reguły lub zestawu reguł`;
    if (!('combinator' in node) && !('rules' in node)) return ruleProblem(node, where);
    for (const name of Object.keys(node)) if (!SET_KEYS.has(name)) return `${where}: nieznane pole „${name}”`;
    if (node.combinator !== 'AND' && node.combinator !== 'OR') return `${where}: łącznik musi być AND lub OR`;
    if (!Array.isArray(node.rules) || node.rules.length === 0) return `${where}: zestaw wymaga co najmniej jednej reguły`;
    for (const [i, child] of node.rules.entries()) {
      const problem = visit(child, `${where}.rules[${i}]`);
      if (problem) return problem;
    }
    return null;
  };
  const problem = visit(expression, 'wyrażenie');
  if (problem) return { ok: false, error: problem };
  const rules = expression as VisibilityRuleSet | VisibilityRule;
  return { ok: true, rules: 'combinator' in rules ? rules : { combinator: 'AND', rules: [rules] } };
}

function unknownMapperKey(set: VisibilityRuleSet, dataMapper: DataMapperEntry[]): string | null {
  for (const node of set.rules) {
    const missing =
      'combinator' in node
        ? unknownMapperKey(node, dataMapper)
        : (node.source ?? 'session') === 'session' && !dataMapper.some((entry) => entry.key === node.key)
          ? node.key
          : null;
    if (missing) return missing;
  }
  return null;
}

function lookup(rule: VisibilityRule, ctx: VisibilityContext): unknown {
  if (rule.source === 'custom') return ctx.custom && Object.hasOwn(ctx.custom, rule.key) ? ctx.custom[rule.key] : undefined;
  const entry = ctx.dataMapper.find((e) => e.key === rule.key)!;
  return valueAtPath(ctx.session, entry.path);
}

/** Negative operators are the exact negation of their positive twin, so a missing value never satisfies both. */
function holds(rule: VisibilityRule, actual: unknown): boolean {
  const expected = rule.value;
  switch (rule.type) {
    case 'array': {
      // Anything that is not a list (a missing field included) counts as an empty list.
      const list: unknown[] = Array.isArray(actual) ? actual : [];
      const hasAttribute = () => list.some((item) => same(valueAtPath(item, rule.attribute!), expected));
      switch (rule.operator) {
        case 'in': return list.some((item) => same(item, expected));
        case 'not_in': return !list.some((item) => same(item, expected));
        case 'has_items': return list.length > 0;
        case 'length': return list.length === toNumber(expected);
        case 'in_object_attribute': return hasAttribute();
        case 'not_in_object_attribute': return !hasAttribute();
      }
      break;
    }
    case 'attribute':
      return (actual !== undefined && actual !== null) === (rule.operator === 'present');
    case 'boolean': {
      // An unset flag reads as false.
      const equal = (actual === undefined || actual === null ? false : toBoolean(actual)) === toBoolean(expected);
      return rule.operator === 'equal' ? equal : !equal;
    }
    case 'string': {
      if (rule.operator === 'not_null') return actual !== undefined && actual !== null && actual !== '';
      const equal = (typeof actual === 'string' || typeof actual === 'number') && String(actual) === String(expected);
      return rule.operator === 'equal' ? equal : !equal;
    }
    case 'number': {
      const a = toNumber(actual);
      const b = toNumber(expected)!;
      if (rule.operator === 'not_equal') return a !== b;
      if (a === undefined) return false;
      switch (rule.operator) {
        case 'equal': return a === b;
        case 'less': return a < b;
        case 'less_or_equal': return a <= b;
        case 'greater': return a > b;
        case 'greater_or_equal': return a >= b;
      }
      break;
    }
    case 'dth_devices': {
      // The session holds the customer's device list or a single device code.
      const owned = toCodeList(Array.isArray(actual) ? actual : isPrimitive(actual) ? [actual] : []);
      const wanted = toCodeList(expected);
      return owned.some((code) => wanted.includes(code));
    }
  }
  return false;
}

function evaluateSet(set: VisibilityRuleSet, ctx: VisibilityContext): boolean {
  const test = (node: VisibilityRule | VisibilityRuleSet) =>
    'combinator' in node ? evaluateSet(node, ctx) : holds(node, lookup(node, ctx));
  return set.combinator === 'AND' ? set.rules.every(test) : set.rules.some(test);
}

/**
 * Whether a block or menu item gated by `expression` shows. No expression: it
 * shows. An invalid one (bad shape, operator not of its type, unknown
 * data-mapper key, unusable compared value) hides it and says why in the console.
 */
export function evaluateVisibility(expression: unknown, ctx: VisibilityContext): boolean {
  const checked = checkVisibility(expression);
  let error = checked.ok ? null : checked.error;
  if (checked.ok && checked.rules) {
    const missing = unknownMapperKey(checked.rules, ctx.dataMapper);
    if (missing !== null) error = `nieznany klucz mapowania danych „${missing}”`;
    else return evaluateSet(checked.rules, ctx);
  }
  if (error === null) return true;
  console.warn(INVALID_VISIBILITY_MESSAGE, { error, expression });
  return false;
}
