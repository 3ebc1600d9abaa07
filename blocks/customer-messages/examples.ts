import type { BlockExample } from '#registry/define-block.ts';

export default [{ title: 'Wiadomości klienta', props: { heading: 'Napisz do nas' } }] satisfies BlockExample[];
