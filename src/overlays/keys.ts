/** Keys of the sidebars and names of the modals the islands open (spec 2), in one place. */
export const SIDEBAR = {
  unsupportedBank: 'UNSUPPORTED_BANK_SB',
} as const;

export const MODAL = {
  info: 'info',
  remove: 'remove',
  oneOf: 'oneOf',
  metaProduct: 'metaProduct',
  metaProductException: 'metaProductException',
} as const;
