/** Keys of the sidebars and names of the modals the islands open (spec 2), in one place. */
export const SIDEBAR = {
  unsupportedBank: 'UNSUPPORTED_BANK_SB',
} as const;

export const MODAL = {
  cancelOrder: 'cancelOrder',
  info: 'info',
  remove: 'remove',
  oneOf: 'oneOf',
  metaProduct: 'metaProduct',
  metaProductException: 'metaProductException',
} as const;

/** A document event any part of the page dispatches to open a modal the shell hosts ({ modal, alertId? }). */
export const OPEN_MODAL_EVENT = 'portal:open-modal';
