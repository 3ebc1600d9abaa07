import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineBlock } from './define-block.ts';
import { ContentError, DIAGNOSTIC_BLOCK, validateTree } from './validate.ts';

const definitions = {
  text: defineBlock({ name: 'text', title: 'Tekst', description: 'Tekst testowy', kind: 'static', schema: z.strictObject({ body: z.string().min(1), size: z.enum(['s', 'm']).default('m') }) }),
  box: defineBlock({ name: 'box', title: 'Ramka', description: 'Ramka testowa', kind: 'static', regions: ['content'], schema: z.strictObject({}) }),
};

describe('validateTree', () => {
  it('returns the tree with defaults applied when everything is valid', () => {
    const { regions, problems } = validateTree({ main: [{ id: 'a', type: 'text', props: { body: 'x' } }] }, definitions, '/p');
    expect(problems).toEqual([]);
    expect(regions.main?.[0]?.props).toEqual({ body: 'x', size: 'm' });
  });

  it('lists every problem with page, block path and field', () => {
    const { problems, regions } = validateTree(
      {
        main: [
          { id: 'a', type: 'nieznany', props: {} },
          { id: 'b', type: 'box', props: {}, regions: { content: [{ id: 'c', type: 'text', props: { body: '' } }], boczny: [] } },
        ],
      },
      definitions,
      '/strona',
    );
    expect(problems.map((p) => [p.page, p.path, p.field])).toEqual([
      ['/strona', 'main[0]<nieznany>', 'type'],
      ['/strona', 'main[1]<box>.content[0]<text>', 'props.body'],
      ['/strona', 'main[1]<box>', 'regions.boczny'],
    ]);
    expect(regions.main).toEqual([]);
  });

  it('reports duplicate block ids and regions the template does not have', () => {
    const { problems } = validateTree(
      { main: [{ id: 'a', type: 'text', props: { body: 'x' } }, { id: 'a', type: 'text', props: { body: 'y' } }], obok: [] },
      definitions,
      '/p',
      { allowedRegions: ['main'] },
    );
    expect(problems.map((p) => p.field || p.path)).toEqual(['id', 'obok']);
  });

  it('rejects nesting deeper than 15 levels', () => {
    type N = { id: string; type: string; props: Record<string, unknown>; regions?: Record<string, N[]> };
    let node: N = { id: 'leaf', type: 'text', props: { body: 'x' } };
    for (let i = 0; i < 16; i++) node = { id: `b${i}`, type: 'box', props: {}, regions: { content: [node] } };
    const { problems } = validateTree({ main: [node] }, definitions, '/p');
    expect(problems.some((p) => p.message.includes('15'))).toBe(true);
  });

  it('replaces invalid blocks by diagnostic blocks in dev mode', () => {
    const { regions } = validateTree({ main: [{ id: 'a', type: 'text', props: {} }] }, definitions, '/p', { diagnose: true });
    expect(regions.main?.[0]?.type).toBe(DIAGNOSTIC_BLOCK);
    expect(String(regions.main?.[0]?.props.problems)).toContain('props.body');
  });
});

describe('ContentError', () => {
  it('lists every problem with its page, block path and field, and says how many there are', () => {
    const one = new ContentError([{ page: '/a', path: 'main[0]<x>', field: 'type', message: 'Unknown block type "x"' }], 'the test');
    expect(one.message).toBe('The content from the test is invalid (1 problem):\n  - /a › main[0]<x> › type: Unknown block type "x"');
    const two = new ContentError(
      [
        { page: '/a', path: 'main[0]<x>', field: 'type', message: 'Unknown block type "x"' },
        { page: '/b', path: 'main[1]<y>', field: 'id', message: 'Repeated block id "y"' },
      ],
      'the test',
    );
    expect(two.message).toContain('(2 problems)');
  });
});
