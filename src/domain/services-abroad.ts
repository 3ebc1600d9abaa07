import { partnerOf, type Partner } from './partner-services.ts';
import { PROSPECT_SEGMENT } from './segments.ts';

/**
 * Which of a customer's services work during a temporary stay in another EU
 * country (regulation (EU) 2017/1128 on cross-border portability of online
 * content services; spec 3 session portabilityFlag, default „niepotwierdzony”).
 *
 * The regulation ties portability to the subscriber's member state of
 * residence, verified by the provider: once the Polish residence is confirmed
 * (portabilityFlag „potwierdzony”) every online service the customer holds
 * works in the EU as at home; until then they work in Poland only. The
 * catalogue marks no service as non-portable, so every held service is
 * treated alike; partner services (FN0 streaming, FC91 films) are only
 * named as such. A prospect (segment PROSPECT: no current contract of a
 * customer group) has nothing to take abroad.
 */

export const PORTABILITY_CONFIRMED = 'potwierdzony';
export const PORTABILITY_UNCONFIRMED = 'niepotwierdzony';

export interface HeldProduct {
  articleCode: string;
  status: string;
  /** The day a product planned off ends ('YYYY-MM-DD'), else null. */
  endDate: string | null;
}

export interface ServiceAbroad {
  articleCode: string;
  /** The partner whose service this is, if any. */
  partner: Partner | null;
  /** Planned off: it works (at home and abroad) until this day. */
  until: string | null;
}

export type ServicesAbroad =
  | { kind: 'none' }
  | {
      kind: 'portable' | 'homeOnly';
      services: ServiceAbroad[];
    };

export interface ServicesAbroadInput {
  products: readonly HeldProduct[];
  segmentCodes: readonly string[];
  portabilityFlag: string | null | undefined;
}

/** Only the explicit confirmation counts: the default, an empty or an unknown value is not one. */
export function isPortabilityConfirmed(flag: string | null | undefined): boolean {
  return flag?.trim().toLocaleLowerCase('pl-PL') === PORTABILITY_CONFIRMED;
}

export function servicesAbroad({ products, segmentCodes, portabilityFlag }: ServicesAbroadInput): ServicesAbroad {
  if (segmentCodes.includes(PROSPECT_SEGMENT)) return { kind: 'none' };
  const services = new Map<string, ServiceAbroad>();
  for (const product of products) {
    if (product.status !== 'ACTIVE' && product.status !== 'PLANNED_OFF') continue;
    if (services.has(product.articleCode)) continue;
    services.set(product.articleCode, {
      articleCode: product.articleCode,
      partner: partnerOf(product.articleCode),
      until: product.status === 'PLANNED_OFF' ? product.endDate : null,
    });
  }
  if (services.size === 0) return { kind: 'none' };
  return { kind: isPortabilityConfirmed(portabilityFlag) ? 'portable' : 'homeOnly', services: [...services.values()] };
}
