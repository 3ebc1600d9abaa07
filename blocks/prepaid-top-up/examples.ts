import type { BlockExample } from '#registry/define-block.ts';

export default [
  { title: 'Numer karty, status i wybór doładowania', props: { step: 'card' } },
  { title: 'Podsumowanie doładowania', props: { step: 'summary' } },
  { title: 'Wynik doładowania', props: { step: 'verification', heading: 'Wynik płatności' } },
] satisfies BlockExample[];
