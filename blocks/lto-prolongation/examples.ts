import type { BlockExample } from '#registry/define-block.ts';

export default [{ title: 'Przedłużenie umowy długoterminowej', props: { heading: 'Twoja umowa' } }] satisfies BlockExample[];
