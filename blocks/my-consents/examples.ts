import type { BlockExample } from '../../src/registry/define-block.ts';

export default [{ title: 'Zgody klienta', props: { heading: 'Twoje zgody' } }] satisfies BlockExample[];
