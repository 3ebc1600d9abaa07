import type { BlockExample } from '#registry/define-block.ts';

export default [{ title: 'Wylogowanie innych urządzeń', props: { heading: 'Wyloguj inne urządzenia' } }] satisfies BlockExample[];
