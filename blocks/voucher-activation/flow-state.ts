import { isVoucherCode, VOUCHER_PARTNERS, type VoucherPartner } from '#domain/voucher-activation.ts';

/**
 * The code a visitor checked before signing in or registering, for this tab
 * only (sessionStorage): the page they come back to finishes the activation
 * with it. Cleared once the code is activated.
 */
export const VOUCHER_FLOW_KEY = 'portal:voucher-activation';

export interface VoucherFlow {
  code: string;
  variant: VoucherPartner;
}

export function readFlow(): VoucherFlow | null {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(VOUCHER_FLOW_KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const { code, variant } = stored as Record<string, unknown>;
    if (typeof code !== 'string' || !isVoucherCode(code)) return null;
    if (typeof variant !== 'string' || !(VOUCHER_PARTNERS as readonly string[]).includes(variant)) return null;
    return { code, variant: variant as VoucherPartner };
  } catch {
    return null;
  }
}

export function saveFlow(flow: VoucherFlow): void {
  try {
    sessionStorage.setItem(VOUCHER_FLOW_KEY, JSON.stringify({ code: flow.code, variant: flow.variant }));
  } catch {
    // Blocked storage: the visitor types the code again after signing in.
  }
}

export function clearFlow(): void {
  try {
    sessionStorage.removeItem(VOUCHER_FLOW_KEY);
  } catch {
    // Nothing was kept.
  }
}
