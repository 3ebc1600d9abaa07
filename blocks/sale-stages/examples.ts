import type { BlockExample } from '#registry/define-block.ts';

export default [
  { title: 'Etap wyboru pakietu', props: { stage: 'PACKAGE' } },
  { title: 'Etap podsumowania', props: { stage: 'SUMMARY' } },
] satisfies BlockExample[];
