import type { BlockExample } from '#registry/define-block.ts';

export default [{ title: 'Podsumowanie konta', props: { heading: 'Twoje konto' } }] satisfies BlockExample[];
