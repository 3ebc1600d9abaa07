import type { BlockExample } from '../../src/registry/define-block.ts';

export default [{ title: 'Przedłużenie umowy długoterminowej', props: { heading: 'Twoja umowa' } }] satisfies BlockExample[];
