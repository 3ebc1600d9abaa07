import type { BlockExample } from '#registry/define-block.ts';

export default [{ title: 'Dokumenty klienta', props: { heading: 'Twoje dokumenty' } }] satisfies BlockExample[];
