import type { BlockExample } from '#registry/define-block.ts';

export default [
  { title: 'Rodzaj umowy', props: { step: 'contract-type' } },
  { title: 'Numer dekodera i aktywacja', props: { step: 'activate', heading: 'Przywróć aktywację dekodera' } },
  { title: 'Potwierdzenie', props: { step: 'confirmation' } },
] satisfies BlockExample[];
