import { describe, expect, it } from 'vitest';
import { allOperations } from '#api-contract/operations.ts';
import { isNavigation } from '#api-contract/operation.ts';
import { definitions } from '#registry/generated/definitions.ts';
import type { BlockNode } from '#content-schema/block.ts';
import { changesOf } from './block-changes.ts';

const node = (type: string, regions?: Record<string, BlockNode[]>): BlockNode => ({
  id: `${type}-1`,
  type,
  props: {},
  ...(regions ? { regions } : {}),
});

describe('the calls a page’s blocks change data with', () => {
  it('are every block’s declared changes, nested regions included, once each', () => {
    const regions = { main: [node('section', { content: [node('personal-data'), node('my-consents')] }), node('personal-data'), node('faq')] };
    expect(changesOf(regions, definitions)).toEqual(['account/updateConsents', 'account/updatePersonalData']);
    expect(changesOf({ main: [node('faq'), node('nieznany-blok')] }, definitions)).toEqual([]);
  });

  it('name, for every block, calls of the contract that change something (POST operations)', () => {
    const changing = new Set(allOperations.filter((call) => !isNavigation(call) && call.method === 'POST').map((call) => call.call));
    for (const definition of Object.values(definitions)) {
      for (const call of definition.changes ?? []) expect(changing, `${definition.name}: ${call}`).toContain(call);
    }
    expect(
      Object.values(definitions)
        .filter((definition) => definition.changes?.length)
        .map((definition) => definition.name),
    ).toContain('personal-data');
  });
});
