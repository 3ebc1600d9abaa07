import { z } from 'zod';
import { visibilityRuleSchema, visibilityRuleSetSchema, type VisibilityRuleSet } from '#content-schema/visibility.ts';
import { checkVisibility, type VisibilityCheck } from './visibility.ts';

/**
 * Build-time parse of a visibility expression with the content schema (zod),
 * for reporting editors' mistakes before a page ships. Also applies the
 * schema's defaults (`source: 'session'`). A single rule alone is wrapped in
 * an AND set; `undefined`/`null` mean "no rule". The run-time evaluator in
 * visibility.ts accepts exactly the same expressions without zod.
 */
export function parseVisibility(expression: unknown): VisibilityCheck {
  if (expression === undefined || expression === null) return { ok: true, rules: null };
  const looksLikeSet = typeof expression === 'object' && ('combinator' in expression || 'rules' in expression);
  if (looksLikeSet) {
    const set = visibilityRuleSetSchema.safeParse(expression);
    if (!set.success) return failure(expression, set.error);
    return valuesChecked(set.data);
  }
  const rule = visibilityRuleSchema.safeParse(expression);
  if (!rule.success) return failure(expression, rule.error);
  return valuesChecked({ combinator: 'AND', rules: [rule.data] });
}

/** zod's message for a failed union says little; the hand check names the field in Polish. */
function failure(expression: unknown, error: z.ZodError): VisibilityCheck {
  const checked = checkVisibility(expression);
  return { ok: false, error: checked.ok ? z.prettifyError(error) : checked.error };
}

/** The schema leaves each operator's compared value open; the evaluator's own check covers it. */
function valuesChecked(rules: VisibilityRuleSet): VisibilityCheck {
  const checked = checkVisibility(rules);
  return checked.ok ? { ok: true, rules } : checked;
}
