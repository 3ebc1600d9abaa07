import type { DataMapperEntry } from '#content-schema/site.ts';
import type { VisibilityRule, VisibilityRuleSet } from '#content-schema/visibility.ts';

/**
 * Evaluation of visibility expressions already checked (spec section 5): the
 * part that runs in every page's shell. The structural check with its
 * messages (visibility.ts) runs when the page is rendered, which marks an
 * invalid expression on its element; the shell evaluates the checked ones
 * and reports the others, so the check does not ship to the browser.
 */

export type VisibilityContext = {
  session: Record<string, unknown>;
  custom?: Record<string, unknown>;
  dataMapper: DataMapperEntry[];
};

export const INVALID_VISIBILITY_MESSAGE = 'Nieprawidłowe wyrażenie widoczności';

type Primitive = string | number | boolean;

export const isPrimitive = (v: unknown): v is Primitive => ['string', 'number', 'boolean'].includes(typeof v);

/** A finite number, or a string holding one (content systems often store numbers as text). */
export function toNumber(v: unknown): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v === 'string' && v.trim() !== '') {
    const n = Number(v);
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

export function toBoolean(v: unknown): boolean | undefined {
  if (typeof v === 'boolean') return v;
  if (v === 'true' || v === 1 || v === '1') return true;
  if (v === 'false' || v === 0 || v === '0') return false;
  return undefined;
}

/** The rule's device list: an array of codes or one comma-separated string. */
export function toCodeList(v: unknown): string[] {
  const items = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : isPrimitive(v) ? [v] : [];
  return items
    .filter(isPrimitive)
    .map((item) => String(item).trim())
    .filter(Boolean);
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
        case 'in':
          return list.some((item) => same(item, expected));
        case 'not_in':
          return !list.some((item) => same(item, expected));
        case 'has_items':
          return list.length > 0;
        case 'length':
          return list.length === toNumber(expected);
        case 'in_object_attribute':
          return hasAttribute();
        case 'not_in_object_attribute':
          return !hasAttribute();
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
        case 'equal':
          return a === b;
        case 'less':
          return a < b;
        case 'less_or_equal':
          return a <= b;
        case 'greater':
          return a > b;
        case 'greater_or_equal':
          return a >= b;
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
  const test = (node: VisibilityRule | VisibilityRuleSet) => ('combinator' in node ? evaluateSet(node, ctx) : holds(node, lookup(node, ctx)));
  return set.combinator === 'AND' ? set.rules.every(test) : set.rules.some(test);
}

/** The console message of an expression that hides its block (spec 5 and 8). */
export function reportInvalidVisibility(error: string, expression: unknown): void {
  console.warn(INVALID_VISIBILITY_MESSAGE, { error, expression });
}

/**
 * Whether a block or menu item gated by a checked rule set shows (null: no
 * rule, it shows). A key the data mapper does not know hides it and says why
 * in the console; `expression` is the one the content gave, for that message.
 */
export function evaluateCheckedVisibility(rules: VisibilityRuleSet | null, ctx: VisibilityContext, expression: unknown = rules): boolean {
  if (!rules) return true;
  const missing = unknownMapperKey(rules, ctx.dataMapper);
  if (missing === null) return evaluateSet(rules, ctx);
  reportInvalidVisibility(`nieznany klucz mapowania danych „${missing}”`, expression);
  return false;
}
