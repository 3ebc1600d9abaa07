import type { BlockExample } from '#registry/define-block.ts';

export default [
  {
    title: 'Dodatek z promocji',
    props: { heading: 'Sport Horyzont bez umowy', offerCodes: ['OTT_SPORT_M'], marker: 'mecz-sezonu', buttonLabel: 'Dodaj Sport Horyzont' },
  },
  { title: 'Transmisja wydarzenia', props: { eventId: 'gala-ksw', buttonLabel: 'Kupuję dostęp do gali' } },
] satisfies BlockExample[];
