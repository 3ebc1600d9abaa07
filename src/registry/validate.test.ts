import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineBlock } from './define-block.ts';
import { ContentError, DIAGNOSTIC_BLOCK, isDiagnostic, parseBlock, validateTree } from './validate.ts';

const definitions = {
  text: defineBlock({
    name: 'text',
    title: 'Tekst',
    description: 'Tekst testowy',
    kind: 'static',
    schema: z.strictObject({ body: z.string().min(1), size: z.enum(['s', 'm']).default('m') }),
  }),
  box: defineBlock({
    name: 'box',
    title: 'Ramka',
    description: 'Ramka testowa',
    kind: 'static',
    regions: { content: 'Zawartość' },
    schema: z.strictObject({}),
  }),
};

describe('validateTree', () => {
  it('returns the tree as the content gave it when everything is valid (props are parsed where they render)', () => {
    const { regions, problems } = validateTree({ main: [{ id: 'a', type: 'text', props: { body: 'x' } }] }, definitions, '/p');
    expect(problems).toEqual([]);
    expect(regions.main).toEqual([{ id: 'a', type: 'text', props: { body: 'x' }, regions: {} }]);
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
      {
        main: [
          { id: 'a', type: 'text', props: { body: 'x' } },
          { id: 'a', type: 'text', props: { body: 'y' } },
        ],
        obok: [],
      },
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

describe('parseBlock', () => {
  const where = { page: '/p', path: 'main[0]<text>' };

  it('gives the block with its props parsed by its schema, typed by it after narrowing on the type', () => {
    const { block, problems } = parseBlock(
      { id: 'a', type: 'text', props: { body: 'x' }, visibility: { combinator: 'AND', rules: [] } },
      definitions,
      where,
    );
    expect(problems).toBeUndefined();
    expect(block).toEqual({ id: 'a', type: 'text', props: { body: 'x', size: 'm' }, regions: {}, visibility: { combinator: 'AND', rules: [] } });
    if (block?.type !== 'text') throw new Error('expected a text block');
    const size: 's' | 'm' = block.props.size;
    expect(size).toBe('m');
  });

  it('names every problem: an unknown type, or each invalid field', () => {
    expect(parseBlock({ id: 'a', type: 'nieznany', props: {} }, definitions, where).problems).toEqual([
      { page: '/p', path: 'main[0]<text>', field: 'type', message: 'Unknown block type "nieznany"' },
    ]);
    // Not the names every object inherits either.
    expect(parseBlock({ id: 'a', type: 'constructor', props: {} }, definitions, where).problems?.[0]?.field).toBe('type');
    const { problems } = parseBlock({ id: 'a', type: 'text', props: { body: '', size: 'xl' } }, definitions, where);
    expect(problems?.map((p) => p.field)).toEqual(['props.body', 'props.size']);
  });
});

describe('isDiagnostic', () => {
  it('recognises the stand-in the dev server shows, and nothing else', () => {
    const { regions } = validateTree({ main: [{ id: 'a', type: 'text', props: {} }] }, definitions, '/p', { diagnose: true });
    expect(isDiagnostic(regions.main![0]!)).toBe(true);
    expect(isDiagnostic({ id: 'a', type: DIAGNOSTIC_BLOCK, props: { blockType: 'text', problems: 'x' } })).toBe(false);
    expect(isDiagnostic({ id: 'a', type: 'text', props: { body: 'x' } })).toBe(false);
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
