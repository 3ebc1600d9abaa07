import type { BlockExample } from '#registry/define-block.ts';

export default [
  {
    title: 'Plan standardowy albo Premium na pierwszym miejscu',
    props: { test: 'uibOnetPremium' },
    regions: {
      a: [
        {
          id: 'test-ab-przyklad-a',
          type: 'offer-tiles',
          props: { heading: 'Strumień w pakiecie', offerCodes: ['OTT_STRUMIEN_M', 'OTT_STRUMIEN_PREMIUM_M'] },
        },
      ],
      b: [
        {
          id: 'test-ab-przyklad-b',
          type: 'offer-tiles',
          props: { heading: 'Strumień Premium w obrazie 4K', offerCodes: ['OTT_STRUMIEN_PREMIUM_M', 'OTT_STRUMIEN_M'] },
        },
      ],
    },
  },
] satisfies BlockExample[];
