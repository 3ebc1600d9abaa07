import type { BlockExample } from '#registry/define-block.ts';

export default [{ title: 'Płatności klienta', props: { heading: 'Twoje płatności' } }] satisfies BlockExample[];
