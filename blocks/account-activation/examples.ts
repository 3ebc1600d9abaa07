import type { BlockExample } from '#registry/define-block.ts';

export default [{ title: 'Aktywacja konta po zamówieniu', props: { heading: 'Aktywacja konta' } }] satisfies BlockExample[];
