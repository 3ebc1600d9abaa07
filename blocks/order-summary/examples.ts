import type { BlockExample } from '#registry/define-block.ts';

export default [{ title: 'Podsumowanie z płatnością', props: { heading: 'Twoje zamówienie' } }] satisfies BlockExample[];
