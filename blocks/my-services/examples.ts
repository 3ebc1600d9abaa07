import type { BlockExample } from '#registry/define-block.ts';

export default [{ title: 'Usługi klienta', props: { heading: 'Twoje usługi' } }] satisfies BlockExample[];
