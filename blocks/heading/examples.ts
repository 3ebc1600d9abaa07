import type { BlockExample } from '#registry/define-block.ts';

export default [
  { title: 'Nagłówek sekcji z kotwicą', props: { text: 'Pakiety telewizyjne', anchor: 'pakiety' } },
  { title: 'Nagłówek trzeciego poziomu', props: { text: 'Dodatki sportowe', level: 3 } },
] satisfies BlockExample[];
