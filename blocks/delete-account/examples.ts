import type { BlockExample } from '#registry/define-block.ts';

export default [{ title: 'Usunięcie konta', props: { heading: 'Usuń konto' } }] satisfies BlockExample[];
