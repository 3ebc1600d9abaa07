import type { VisibilityRule, VisibilityRuleSet, VisibilityValueType } from '#content-schema/visibility.ts';
import { visibilityOperators } from '#content-schema/visibility-operators.ts';
import {
  evaluateCheckedVisibility,
  isPrimitive,
  reportInvalidVisibility,
  toBoolean,
  toCodeList,
  toNumber,
  type VisibilityContext,
} from './visibility-eval.ts';

export { INVALID_VISIBILITY_MESSAGE, valueAtPath, type VisibilityContext } from './visibility-eval.ts';

/**
 * Visibility expressions of menu items and blocks (spec section 5).
 *
 * The check of an expression's shape runs when a page is rendered
 * (`visibilityGate`), so the shell ships only the evaluation of checked
 * expressions (visibility-eval.ts); `evaluateVisibility` is both in one.
 * The check mirrors `visibilityRuleSetSchema` of content-schema/visibility.ts;
 * visibility.test.ts proves both accept and reject the same expressions, and
 * `parseVisibility` in visibility-parse.ts is the zod-based build-time twin.
 */

export type VisibilityCheck = { ok: true; rules: VisibilityRuleSet | null } | { ok: false; error: string };

export const VISIBILITY_OPERATORS: Record<VisibilityValueType, readonly string[]> = visibilityOperators;

const RULE_KEYS = new Set(['source', 'key', 'value', 'attribute', 'type', 'operator']);
const SET_KEYS = new Set(['combinator', 'rules']);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

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

/**
 * Whether a block or menu item gated by `expression` shows. No expression: it
 * shows. An invalid one (bad shape, operator not of its type, unknown
 * data-mapper key, unusable compared value) hides it and says why in the console.
 */
export function evaluateVisibility(expression: unknown, ctx: VisibilityContext): boolean {
  const checked = checkVisibility(expression);
  if (checked.ok) return evaluateCheckedVisibility(checked.rules, ctx, expression);
  reportInvalidVisibility(checked.error, expression);
  return false;
}

/**
 * What a gated element carries into the page, checked when the page is
 * rendered: the expression as a rule set (a single rule wrapped in an AND
 * set), or, for an invalid one, the expression as written with why it is
 * invalid, which the shell reports in the console while the element stays
 * hidden.
 */
export function visibilityGate(expression: unknown): { 'data-visibility': string; 'data-visibility-error'?: string } {
  const checked = checkVisibility(expression);
  return checked.ok
    ? { 'data-visibility': JSON.stringify(checked.rules) }
    : { 'data-visibility': JSON.stringify(expression) ?? 'null', 'data-visibility-error': checked.error };
}
