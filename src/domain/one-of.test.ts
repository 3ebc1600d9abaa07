import { describe, expect, it } from 'vitest';
import type { Bundle } from '#content-schema/index.ts';
import { oneOfConflict } from './one-of.ts';

const bundle = (id: string, pkg: 'default' | 'oneOf', codes: string[]): Bundle => ({
  id,
  databaseId: 1,
  articlename: id,
  package: pkg,
  relationship: codes.map((articlecode) => ({ articlecode })),
  ismain: false,
  ismainpackageitem: false,
  lto: false,
  monthly: true,
  availablewithsomeactive: [],
  plannedofftooltip: '',
  noneactivetooltip: '',
});
const bundles = [bundle('strumien', 'oneOf', ['FN01', 'FN02']), bundle('dodatki', 'default', ['FC97', 'FCA3'])];

describe('one-of choice', () => {
  it('adding one plan of a one-of bundle beside another in the cart is a conflict with it', () => {
    const conflict = oneOfConflict(
      { offerCode: 'PREMIUM', articleCode: 'FN02' },
      [
        { offerCode: 'STANDARD', articleCode: 'FN01' },
        { offerCode: 'START', articleCode: 'HOR01' },
      ],
      bundles,
    );
    expect(conflict?.bundle.id).toBe('strumien');
    expect(conflict?.rivals).toEqual(['STANDARD']);
  });

  it('no conflict outside one-of bundles, without a rival, or with the same offer again', () => {
    expect(oneOfConflict({ offerCode: 'A', articleCode: 'FCA3' }, [{ offerCode: 'B', articleCode: 'FC97' }], bundles)).toBeNull();
    expect(oneOfConflict({ offerCode: 'PREMIUM', articleCode: 'FN02' }, [{ offerCode: 'START', articleCode: 'HOR01' }], bundles)).toBeNull();
    expect(oneOfConflict({ offerCode: 'PREMIUM', articleCode: 'FN02' }, [{ offerCode: 'PREMIUM', articleCode: 'FN02' }], bundles)).toBeNull();
  });
});
