import type { BlockExample } from '#registry/define-block.ts';

export default [
  { title: 'Voucher Telewizji Horyzont', props: { variant: 'HORYZONT' } },
  { title: 'Voucher z turnieju tenisowego', props: { variant: 'TENNIS', heading: 'Aktywuj voucher z biletu' } },
] satisfies BlockExample[];
