/**
 * The operators of visibility expressions by value type (spec section 5).
 * Kept apart from the zod schemas so the shell's run-time evaluator can use
 * the table without shipping zod to the browser.
 */
export const visibilityOperators = {
  array: ['in', 'not_in', 'has_items', 'length', 'in_object_attribute', 'not_in_object_attribute'],
  attribute: ['present', 'absent'],
  boolean: ['equal', 'not_equal'],
  string: ['equal', 'not_equal', 'not_null'],
  number: ['equal', 'not_equal', 'less', 'less_or_equal', 'greater', 'greater_or_equal'],
  dth_devices: ['one_of'],
} as const;

export type VisibilityValueType = keyof typeof visibilityOperators;
