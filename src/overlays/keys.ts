/** Keys of the sidebars and names of the modals the islands open (spec 2), in one place. */
export const SIDEBAR = {
  unsupportedBank: 'UNSUPPORTED_BANK_SB',
  confirmCancelSubscription: 'CONFIRM_CANCEL_SUBSCRIPTION_SB',
  reasonForResignation: 'REASON_FOR_RESIGNATION_SB',
  antiChurnOffer: 'ANTI_CHURN_OFFER_SB',
  confirmRestoreSubscription: 'CONFIRM_RESTORE_SUBSCRIPTION_SB',
  accessToFirstStreamingOffer: 'ACCESS_TO_FIRST_STREAMING_OFFER_SB',
  deniedToFirstStreamingOffer: 'DENIED_TO_FIRST_STREAMING_OFFER_SB',
  accessToSecondStreamingOffer: 'ACCESS_TO_SECOND_STREAMING_OFFER_SB',
  commonManageService: 'COMMON_MANAGE_SERVICE_SB',
  proposeDowngrade: 'PROPOSE_DOWNGRADE_SB',
  confirmDowngrade: 'CONFIRM_DOWNGRADE_SB',
  changeOneOfPlan: 'CHANGE_ONEOF_PLAN_SB',
  unavailableByOneOfPackage: 'UNAVAILABLE_BY_ONEOF_PACKAGE_SB',
  blackWeekWait: 'BLACK_WEEK_WAIT_SB',
  confirmChangeOrWithdrawMarketingConsent: 'CONFIRM_CHANGE_OR_WITHDRAW_MARKETING_CONSENT_SB',
  completeBoxActivation: 'COMPLETE_BOX_ACTIVATION_SB',
  ltoProlongation: 'LTO_PROLONGATION_SB',
  confirmChangePersonalData: 'CONFIRM_CHANGE_PERSONAL_DATA_SB',
} as const;

export const MODAL = {
  info: 'info',
  remove: 'remove',
  oneOf: 'oneOf',
  metaProduct: 'metaProduct',
  metaProductException: 'metaProductException',
} as const;
