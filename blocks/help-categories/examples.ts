import type { BlockExample } from '#registry/define-block.ts';

export default [
  { title: 'Kategorie na stronie głównej pomocy', props: { heading: 'W czym możemy pomóc?' } },
  { title: 'Bez nagłówka', props: {} },
] satisfies BlockExample[];
