import type { BlockExample } from '#registry/define-block.ts';

export default [
  { title: 'Pole wyszukiwania (wyniki pojawiają się na stronie wyników dla zapytania z adresu)', props: {} },
  { title: 'Więcej wyników na stronę', props: { pageSize: 20, emptyHint: 'Szukaj w pomocy i na stronach serwisu.' } },
] satisfies BlockExample[];
