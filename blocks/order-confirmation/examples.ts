import type { BlockExample } from '#registry/define-block.ts';

export default [{ title: 'Podziękowanie za zamówienie', props: { heading: 'Twoje zamówienie' } }] satisfies BlockExample[];
