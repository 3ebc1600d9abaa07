import { describe, expect, it } from 'vitest';
import { parseVisibility } from './visibility-parse.ts';

const rule = (key: string, type: string, operator: string, extra: Record<string, unknown> = {}) => ({ key, type, operator, ...extra });
const T = rule('login', 'attribute', 'present');

describe('parseVisibility', () => {
  it('wraps a single rule in an AND set and applies the schema default source', () => {
    expect(parseVisibility(T)).toEqual({
      ok: true,
      rules: { combinator: 'AND', rules: [{ key: 'login', type: 'attribute', operator: 'present', source: 'session' }] },
    });
  });

  it('means no rule for undefined and null', () => {
    expect(parseVisibility(undefined)).toEqual({ ok: true, rules: null });
    expect(parseVisibility(null)).toEqual({ ok: true, rules: null });
  });

  it('names the problem of an invalid expression', () => {
    const result = parseVisibility({ combinator: 'AND', rules: [rule('x', 'boolean', 'less', { value: true })] });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(/operator/);
  });

  it('rejects a compared value its operator cannot use', () => {
    expect(parseVisibility(rule('x', 'number', 'less', { value: 'dużo' })).ok).toBe(false);
  });
});
