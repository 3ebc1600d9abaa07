import type { BlockExample } from '#registry/define-block.ts';

export default [{ title: 'Dane osobowe klienta', props: { heading: 'Twoje dane' } }] satisfies BlockExample[];
