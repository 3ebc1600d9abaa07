import { describe, expect, it } from 'vitest';
import { stageLinks } from './stage-links.ts';

const stages = [
  { stage: 'PACKAGE', label: 'Wybór pakietu', url: '/k' },
  { stage: 'SUMMARY', label: 'Podsumowanie', url: '/p' },
  { stage: 'ACTIVATION', label: 'Aktywacja konta', url: '/a' },
  { stage: 'THP', label: 'Gotowe', url: '/d' },
];

describe('stage bar', () => {
  it('marks stages done, current and to come; done stages before the order link back', () => {
    expect(stageLinks(stages, 'SUMMARY').map(({ stage, state, href }) => [stage, state, href])).toEqual([
      ['PACKAGE', 'done', '/k'],
      ['SUMMARY', 'current', null],
      ['ACTIVATION', 'next', null],
      ['THP', 'next', null],
    ]);
  });

  it('once the order is placed there is no way back to the choice', () => {
    expect(stageLinks(stages, 'THP').map(({ state, href }) => [state, href])).toEqual([
      ['done', null],
      ['done', null],
      ['done', null],
      ['current', null],
    ]);
  });
});
