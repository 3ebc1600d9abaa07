/**
 * Why a customer cancels a product (spec 2: the reason-for-resignation
 * sidebar): one of a fixed list, stored with the switch-off
 * (cart/switchOff `reason`), so the answers can be counted. The labels are
 * what the customer chooses from.
 */

export const RESIGNATION_REASONS = ['PRICE', 'NOT_USING', 'CONTENT', 'TECHNICAL', 'OTHER_PROVIDER', 'OTHER'] as const;

export type ResignationReason = (typeof RESIGNATION_REASONS)[number];

export const resignationReasonLabels: Record<ResignationReason, string> = {
  PRICE: 'Cena jest dla mnie za wysoka',
  NOT_USING: 'Rzadko korzystam z tej usługi',
  CONTENT: 'Brakuje mi programów lub filmów, które chcę oglądać',
  TECHNICAL: 'Mam problemy techniczne',
  OTHER_PROVIDER: 'Przechodzę do innego dostawcy',
  OTHER: 'Inny powód',
};

export function isResignationReason(value: unknown): value is ResignationReason {
  return typeof value === 'string' && (RESIGNATION_REASONS as readonly string[]).includes(value);
}
