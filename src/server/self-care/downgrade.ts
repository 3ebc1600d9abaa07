import type { Day } from '#domain/billing-period.ts';
import { downgradeCodes } from '#domain/downgrade.ts';
import type { Catalogue } from '../catalogue/index.ts';
import type { Queryable } from '../db/index.ts';
import { CallError } from '../http/call-error.ts';
import { heldProducts } from './held-products.ts';
import { serviceMessages } from '#domain/service-messages.ts';

/** cart/getDowngradeCodes: the codes the customer keeps after changing to the chosen article (rules in domain/downgrade.ts). */

export interface DowngradeCodes {
  codes: string[];
  /** The codes comma-separated (spec 4: "a comma-separated message"). */
  message: string;
  removedCodes: string[];
}

export async function downgradeCodesFor(
  db: Queryable,
  context: { catalogue: Catalogue; customerId: string; today: Day },
  articleCode: string,
): Promise<DowngradeCodes> {
  const { catalogue, customerId, today } = context;
  const result = downgradeCodes({
    target: articleCode,
    targetProduct: catalogue.product(articleCode),
    held: await heldProducts(db, customerId),
    bundles: catalogue.bundles,
    today,
  });
  switch (result.kind) {
    case 'unknownTarget':
      throw new CallError(404, serviceMessages.unknownArticle);
    case 'disabled':
      throw new CallError(406, serviceMessages.downgradeDisabled);
    case 'nothingReplaced':
      throw new CallError(406, serviceMessages.nothingReplaced);
    case 'commitment':
      throw new CallError(
        406,
        serviceMessages.underCommitment(catalogue.product(result.articleCode)?.articlename ?? result.articleCode, result.until),
      );
    case 'codes':
      return { codes: result.codes, message: result.codes.join(','), removedCodes: result.removed };
  }
}
