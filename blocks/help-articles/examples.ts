import type { BlockExample } from '#registry/define-block.ts';

export default [
  { title: 'Wszystkie artykuły kategorii', props: { heading: 'Płatności', category: 'platnosci' } },
  { title: 'Pięć artykułów z odnośnikiem do kategorii', props: { heading: 'Oglądanie online', category: 'ogladanie-online', limit: 5 } },
] satisfies BlockExample[];
