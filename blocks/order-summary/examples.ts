import type { BlockExample } from '../../src/registry/define-block.ts';

export default [{ title: 'Podsumowanie z płatnością', props: { heading: 'Twoje zamówienie' } }] satisfies BlockExample[];
