import type { BlockExample } from '../../src/registry/define-block.ts';

export default [{ title: 'Podsumowanie zmiany pakietu', props: { heading: 'Podsumowanie zmiany pakietu' } }] satisfies BlockExample[];
