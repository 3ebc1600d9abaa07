import { afterEach, describe, expect, it, vi } from 'vitest';
import { visibilityRuleSchema, visibilityRuleSetSchema } from '#content-schema/visibility.ts';
import { checkVisibility, evaluateVisibility, visibilityGate, type VisibilityContext } from './visibility.ts';
import { evaluateCheckedVisibility } from './visibility-eval.ts';
import { parseVisibility } from './visibility-parse.ts';

const ctx: VisibilityContext = {
  session: {
    userLogin: 'jan.kowalski',
    fromSelfcare: true,
    prepaidCategory: 'NEWSALES',
    accountBalance: 25,
    productCodes: ['PKG1', 'PKG2'],
    noProducts: [],
    contracts: [{ cgroupe: 'K' }, { cgroupe: 'C' }],
    cart: { cartStatus: 'OPEN', items: [] },
    devices: ['DEC1', 'DEC2'],
    device: 'DEC9',
    nothing: null,
  },
  custom: { device: 'mobile' },
  dataMapper: [
    { key: 'login', path: 'userLogin' },
    { key: 'selfcare', path: 'fromSelfcare' },
    { key: 'prepaid', path: 'prepaidCategory' },
    { key: 'balance', path: 'accountBalance' },
    { key: 'products', path: 'productCodes' },
    { key: 'noProducts', path: 'noProducts' },
    { key: 'contracts', path: 'contracts' },
    { key: 'cartStatus', path: 'cart.cartStatus' },
    { key: 'devices', path: 'devices' },
    { key: 'device', path: 'device' },
    { key: 'missing', path: 'notInSession' },
    { key: 'nothing', path: 'nothing' },
    { key: 'proto', path: 'constructor' },
  ],
};

const rule = (key: string, type: string, operator: string, extra: Record<string, unknown> = {}) => ({ key, type, operator, ...extra });
const T = rule('login', 'attribute', 'present');
const F = rule('missing', 'attribute', 'present');

afterEach(() => vi.restoreAllMocks());

describe('evaluateVisibility: every operator of spec section 5, both ways', () => {
  const cases: Array<[string, Record<string, unknown>, boolean]> = [
    ['array in: value in the list', rule('products', 'array', 'in', { value: 'PKG1' }), true],
    ['array in: value not in the list', rule('products', 'array', 'in', { value: 'PKG9' }), false],
    ['array not_in: value absent', rule('products', 'array', 'not_in', { value: 'PKG9' }), true],
    ['array not_in: value present', rule('products', 'array', 'not_in', { value: 'PKG1' }), false],
    ['array has_items: non-empty list', rule('products', 'array', 'has_items'), true],
    ['array has_items: empty list', rule('noProducts', 'array', 'has_items'), false],
    ['array has_items: missing field', rule('missing', 'array', 'has_items'), false],
    ['array length: equal', rule('products', 'array', 'length', { value: 2 }), true],
    ['array length: different', rule('products', 'array', 'length', { value: 3 }), false],
    ['array length: empty list has length 0', rule('noProducts', 'array', 'length', { value: 0 }), true],
    ['array in_object_attribute: an element matches', rule('contracts', 'array', 'in_object_attribute', { attribute: 'cgroupe', value: 'C' }), true],
    ['array in_object_attribute: none matches', rule('contracts', 'array', 'in_object_attribute', { attribute: 'cgroupe', value: 'M' }), false],
    [
      'array not_in_object_attribute: none matches',
      rule('contracts', 'array', 'not_in_object_attribute', { attribute: 'cgroupe', value: 'M' }),
      true,
    ],
    [
      'array not_in_object_attribute: an element matches',
      rule('contracts', 'array', 'not_in_object_attribute', { attribute: 'cgroupe', value: 'K' }),
      false,
    ],
    ['attribute present: set', rule('login', 'attribute', 'present'), true],
    ['attribute present: missing', rule('missing', 'attribute', 'present'), false],
    ['attribute present: null', rule('nothing', 'attribute', 'present'), false],
    ['attribute absent: missing', rule('missing', 'attribute', 'absent'), true],
    ['attribute absent: set', rule('login', 'attribute', 'absent'), false],
    ['boolean equal: same', rule('selfcare', 'boolean', 'equal', { value: true }), true],
    ['boolean equal: different', rule('selfcare', 'boolean', 'equal', { value: false }), false],
    ['boolean not_equal: different', rule('selfcare', 'boolean', 'not_equal', { value: false }), true],
    ['boolean not_equal: same', rule('selfcare', 'boolean', 'not_equal', { value: true }), false],
    ['string equal: same', rule('prepaid', 'string', 'equal', { value: 'NEWSALES' }), true],
    ['string equal: different', rule('prepaid', 'string', 'equal', { value: 'UPSELL' }), false],
    ['string not_equal: different', rule('prepaid', 'string', 'not_equal', { value: 'UPSELL' }), true],
    ['string not_equal: same', rule('prepaid', 'string', 'not_equal', { value: 'NEWSALES' }), false],
    ['string not_null: set', rule('login', 'string', 'not_null'), true],
    ['string not_null: missing', rule('missing', 'string', 'not_null'), false],
    ['string not_null: null', rule('nothing', 'string', 'not_null'), false],
    ['number equal: same', rule('balance', 'number', 'equal', { value: 25 }), true],
    ['number equal: different', rule('balance', 'number', 'equal', { value: 24 }), false],
    ['number not_equal: different', rule('balance', 'number', 'not_equal', { value: 24 }), true],
    ['number not_equal: same', rule('balance', 'number', 'not_equal', { value: 25 }), false],
    ['number less: 25 < 30', rule('balance', 'number', 'less', { value: 30 }), true],
    ['number less: 25 < 25', rule('balance', 'number', 'less', { value: 25 }), false],
    ['number less_or_equal: 25 <= 25', rule('balance', 'number', 'less_or_equal', { value: 25 }), true],
    ['number less_or_equal: 25 <= 24', rule('balance', 'number', 'less_or_equal', { value: 24 }), false],
    ['number greater: 25 > 20', rule('balance', 'number', 'greater', { value: 20 }), true],
    ['number greater: 25 > 25', rule('balance', 'number', 'greater', { value: 25 }), false],
    ['number greater_or_equal: 25 >= 25', rule('balance', 'number', 'greater_or_equal', { value: 25 }), true],
    ['number greater_or_equal: 25 >= 26', rule('balance', 'number', 'greater_or_equal', { value: 26 }), false],
    ['number less: a missing value compares as nothing', rule('missing', 'number', 'less', { value: 100 }), false],
    ['dth_devices one_of: a device of the list is owned', rule('devices', 'dth_devices', 'one_of', { value: ['DEC7', 'DEC2'] }), true],
    ['dth_devices one_of: none owned', rule('devices', 'dth_devices', 'one_of', { value: ['DEC7'] }), false],
    ['dth_devices one_of: a single device code matches', rule('device', 'dth_devices', 'one_of', { value: ['DEC9'] }), true],
    ['dth_devices one_of: a single device code does not match', rule('device', 'dth_devices', 'one_of', { value: ['DEC1'] }), false],
    ['dth_devices one_of: no devices at all', rule('missing', 'dth_devices', 'one_of', { value: ['DEC1'] }), false],
  ];
  it.each(cases)('%s', (_, expression, expected) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(evaluateVisibility(expression, ctx)).toBe(expected);
    expect(warn).not.toHaveBeenCalled();
  });

  it('numbers stored as text by the content system compare as numbers', () => {
    expect(evaluateVisibility(rule('balance', 'number', 'greater', { value: '20' }), ctx)).toBe(true);
    expect(evaluateVisibility(rule('products', 'array', 'length', { value: '2' }), ctx)).toBe(true);
  });

  it('follows a dot path of the data mapper into the session', () => {
    expect(evaluateVisibility(rule('cartStatus', 'string', 'equal', { value: 'OPEN' }), ctx)).toBe(true);
    expect(evaluateVisibility(rule('cartStatus', 'string', 'equal', { value: 'ACTIVATION_PENDING' }), ctx)).toBe(false);
  });

  it('reads custom values by key when the source is custom', () => {
    expect(evaluateVisibility(rule('device', 'string', 'equal', { source: 'custom', value: 'mobile' }), ctx)).toBe(true);
    expect(evaluateVisibility(rule('device', 'string', 'equal', { source: 'custom', value: 'desktop' }), ctx)).toBe(false);
    expect(evaluateVisibility(rule('unknown', 'attribute', 'absent', { source: 'custom' }), ctx)).toBe(true);
  });

  it('never reads inherited properties through a data-mapper path', () => {
    expect(evaluateVisibility(rule('proto', 'attribute', 'absent'), ctx)).toBe(true);
  });
});

describe('evaluateVisibility: rule sets', () => {
  it.each([
    ['AND of true and false', { combinator: 'AND', rules: [T, F] }, false],
    ['AND of true and true', { combinator: 'AND', rules: [T, T] }, true],
    ['OR of true and false', { combinator: 'OR', rules: [F, T] }, true],
    ['OR of false and false', { combinator: 'OR', rules: [F, F] }, false],
    ['AND with a nested OR that holds', { combinator: 'AND', rules: [T, { combinator: 'OR', rules: [F, T] }] }, true],
    ['OR with a nested AND that fails', { combinator: 'OR', rules: [F, { combinator: 'AND', rules: [T, F] }] }, false],
    ['three levels deep', { combinator: 'OR', rules: [F, { combinator: 'AND', rules: [T, { combinator: 'OR', rules: [F, T] }] }] }, true],
  ])('%s', (_, expression, expected) => {
    expect(evaluateVisibility(expression, ctx)).toBe(expected);
  });

  it('shows the block when there is no rule', () => {
    expect(evaluateVisibility(undefined, ctx)).toBe(true);
    expect(evaluateVisibility(null, ctx)).toBe(true);
  });
});

describe('evaluateVisibility: an invalid expression hides the block (spec sections 5 and 8)', () => {
  it.each([
    ['text instead of an object', 'userLogin present'],
    ['a number', 42],
    ['a list', [T]],
    ['an unknown type', rule('login', 'date', 'equal', { value: '2026-01-01' })],
    ['an operator not valid for its type (boolean less)', rule('selfcare', 'boolean', 'less', { value: true })],
    ['an operator not valid for its type (string one_of)', rule('prepaid', 'string', 'one_of', { value: ['X'] })],
    ['an unknown data-mapper key', rule('notMapped', 'attribute', 'present')],
    ['an unknown data-mapper key in an OR whose other branch holds', { combinator: 'OR', rules: [T, rule('notMapped', 'attribute', 'present')] }],
    ['an empty rule set', { combinator: 'AND', rules: [] }],
    ['an unknown combinator', { combinator: 'XOR', rules: [T] }],
    ['an unknown field', { ...T, extra: 1 }],
    ['a missing key', { type: 'attribute', operator: 'present' }],
    ['an unknown source', { ...T, source: 'cookie' }],
    ['a number rule without a number', rule('balance', 'number', 'less', { value: 'dużo' })],
    ['a length that is not a whole number', rule('products', 'array', 'length', { value: 1.5 })],
    ['an object-attribute rule without its attribute', rule('contracts', 'array', 'in_object_attribute', { value: 'C' })],
    ['a boolean rule without a boolean', rule('selfcare', 'boolean', 'equal', { value: 'tak' })],
    ['a device rule with an empty list', rule('devices', 'dth_devices', 'one_of', { value: [] })],
  ])('%s', (_, expression) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(evaluateVisibility(expression, ctx)).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]![0]).toBe('Nieprawidłowe wyrażenie widoczności');
  });
});

describe('visibilityGate: checked when the page is rendered, evaluated by the shell', () => {
  /** What the shell decides from the element's attributes: an invalid expression stays hidden, a checked one is evaluated. */
  const shellDecides = (expression: unknown) => {
    const gate = visibilityGate(expression);
    return gate['data-visibility-error'] === undefined && evaluateCheckedVisibility(JSON.parse(gate['data-visibility']), ctx);
  };

  it.each([
    ['a rule that holds', T, true],
    ['a rule that fails', F, false],
    ['a set', { combinator: 'OR', rules: [F, { combinator: 'AND', rules: [T, T] }] }, true],
    ['no rule', null, true],
    ['an invalid expression', { combinator: 'XOR', rules: [T] }, false],
    ['an unknown data-mapper key', rule('notMapped', 'attribute', 'present'), false],
  ])('decides as evaluateVisibility does: %s', (_, expression, expected) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(evaluateVisibility(expression, ctx)).toBe(expected);
    expect(shellDecides(expression)).toBe(expected);
  });

  it('carries a single rule as an AND set, and an invalid expression as written with its reason', () => {
    expect(visibilityGate(T)).toEqual({ 'data-visibility': JSON.stringify({ combinator: 'AND', rules: [T] }) });
    const invalid = { ...T, source: 'cookie' };
    expect(visibilityGate(invalid)).toEqual({
      'data-visibility': JSON.stringify(invalid),
      'data-visibility-error': (checkVisibility(invalid) as { error: string }).error,
    });
  });

  it('leaves the data-mapper keys to the shell, which checks them against the mapper it is given and reports an unknown one', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const expression = rule('notMapped', 'attribute', 'present');
    expect(evaluateCheckedVisibility(JSON.parse(visibilityGate(expression)['data-visibility']), ctx, expression)).toBe(false);
    expect(warn).toHaveBeenCalledWith('Nieprawidłowe wyrażenie widoczności', { error: 'nieznany klucz mapowania danych „notMapped”', expression });
  });
});

describe('the run-time check accepts exactly what the content schema accepts', () => {
  const structural: unknown[] = [
    T,
    { ...T, source: 'session' },
    { ...T, source: 'custom' },
    { combinator: 'OR', rules: [T, { combinator: 'AND', rules: [F] }] },
    rule('x', 'number', 'less', { value: 3 }),
    'text',
    [],
    {},
    { combinator: 'AND' },
    { combinator: 'AND', rules: [] },
    { combinator: 'AND', rules: [T], extra: true },
    { combinator: 'OR', rules: [{ combinator: 'AND', rules: [{ ...T, operator: 'one_of' }] }] },
    { ...T, key: '' },
    { ...T, attribute: 5 },
    { ...T, source: 'cookie' },
    rule('x', 'boolean', 'greater', { value: true }),
    rule('x', 'dth_devices', 'equal', { value: ['A'] }),
  ];
  it.each(structural.map((e) => [JSON.stringify(e), e]))('%s', (_, expression) => {
    const schemaAccepts = visibilityRuleSetSchema.safeParse(expression).success || visibilityRuleSchema.safeParse(expression).success;
    expect(checkVisibility(expression).ok).toBe(schemaAccepts);
    expect(parseVisibility(expression).ok).toBe(schemaAccepts);
  });
});
