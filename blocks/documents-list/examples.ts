import type { BlockExample } from '#registry/define-block.ts';

export default [
  { title: 'Regulaminy z kategorii', props: { heading: 'Regulaminy', category: 'regulaminy' } },
  {
    title: 'Wybrane dokumenty, także archiwalne',
    props: { heading: 'Cenniki', documentIds: ['cennik-online', 'cennik-2025'], includeArchived: true },
  },
] satisfies BlockExample[];
