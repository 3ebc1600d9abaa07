import type { BlockExample } from '#registry/define-block.ts';

export default [{ title: 'Usługi klienta za granicą', props: { heading: 'Twoje usługi za granicą' } }] satisfies BlockExample[];
