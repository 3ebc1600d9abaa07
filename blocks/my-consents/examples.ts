import type { BlockExample } from '#registry/define-block.ts';

export default [{ title: 'Zgody klienta', props: { heading: 'Twoje zgody' } }] satisfies BlockExample[];
