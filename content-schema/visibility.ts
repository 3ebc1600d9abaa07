import { z } from 'zod';
import { visibilityOperators } from './visibility-operators.ts';

export { visibilityOperators, type VisibilityValueType } from './visibility-operators.ts';

/**
 * Menu and block visibility expressions (spec section 5). Stored by the
 * content system as plain JSON; parsed at run time, because an invalid
 * expression must hide its block rather than break the build.
 */

const ruleBase = {
  /** Where the compared value comes from: a session field mapped by the data mapper, or a custom value. */
  source: z.enum(['session', 'custom']).default('session'),
  /** Data-mapper key (session) or custom value name. */
  key: z.string().min(1),
  value: z.unknown().optional(),
  /** For the *_object_attribute operators: the attribute compared in each element. */
  attribute: z.string().optional(),
};

export const visibilityRuleSchema = z.discriminatedUnion('type', [
  z.strictObject({ ...ruleBase, type: z.literal('array'), operator: z.enum(visibilityOperators.array) }),
  z.strictObject({ ...ruleBase, type: z.literal('attribute'), operator: z.enum(visibilityOperators.attribute) }),
  z.strictObject({ ...ruleBase, type: z.literal('boolean'), operator: z.enum(visibilityOperators.boolean) }),
  z.strictObject({ ...ruleBase, type: z.literal('string'), operator: z.enum(visibilityOperators.string) }),
  z.strictObject({ ...ruleBase, type: z.literal('number'), operator: z.enum(visibilityOperators.number) }),
  z.strictObject({ ...ruleBase, type: z.literal('dth_devices'), operator: z.enum(visibilityOperators.dth_devices) }),
]);
export type VisibilityRule = z.infer<typeof visibilityRuleSchema>;

export type VisibilityRuleSet = {
  combinator: 'AND' | 'OR';
  rules: Array<VisibilityRule | VisibilityRuleSet>;
};

export const visibilityRuleSetSchema: z.ZodType<VisibilityRuleSet> = z.lazy(() =>
  z.strictObject({
    combinator: z.enum(['AND', 'OR']),
    rules: z.array(z.union([visibilityRuleSchema, visibilityRuleSetSchema])).min(1),
  }),
);

/** As stored: anything; validated when evaluated. */
export const storedVisibilitySchema = z.unknown().optional();
