import type { BlockExample } from '#registry/define-block.ts';

export default [{ title: 'Podsumowanie zmiany pakietu', props: { heading: 'Podsumowanie zmiany pakietu' } }] satisfies BlockExample[];
