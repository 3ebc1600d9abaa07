import type { BlockExample } from '../../src/registry/define-block.ts';

export default [{ title: 'Podsumowanie konta', props: { heading: 'Twoje konto' } }] satisfies BlockExample[];
