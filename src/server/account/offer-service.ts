import dayjs from 'dayjs';
import type { MetaProduct } from '#content-schema/index.ts';
import type { Catalogue } from '../catalogue/index.ts';
import type { Queryable } from '../db/index.ts';
import { CallError } from '../http/call-error.ts';
import { accountMessages } from '#domain/account-messages.ts';

/**
 * The offer service (spec 7 "offer-service … /contentId/{id}"): which
 * meta-product a content id (film, series, event) leads to, its title and
 * where it plays.
 */

function metaProductOf(catalogue: Catalogue, contentId: string): MetaProduct {
  const metaProduct = catalogue.metaProducts.find((entry) => entry.contentIds.includes(contentId));
  if (!metaProduct) throw new CallError(404, accountMessages.unknownContent);
  return metaProduct;
}

/** Whether the customer has a product of these codes that is still theirs (active, or planned off but not yet ended). */
async function ownsAnyOf(db: Queryable, customerId: string, articleCodes: readonly string[], now: Date): Promise<boolean> {
  const today = dayjs(now).format('YYYY-MM-DD');
  const { rows } = await db.query<{ owned: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM contract_products p JOIN contracts c ON c.id = p.contract_id
       WHERE c.customer_id = $1 AND p.article_code = ANY($2)
         AND (c.finabo IS NULL OR c.finabo >= $3::date)
         AND (p.status = 'ACTIVE' OR (p.status = 'PLANNED_OFF' AND p.end_date >= $3::date))
     ) AS owned`,
    [customerId, articleCodes, today],
  );
  return rows[0]?.owned === true;
}

export async function contentMetaProduct(db: Queryable, catalogue: Catalogue, contentId: string, customerId: string | null, now: Date) {
  const metaProduct = metaProductOf(catalogue, contentId);
  const [title, owned] = await Promise.all([
    db.query<{ title: string }>('SELECT title FROM content_titles WHERE content_id = $1', [contentId]),
    customerId ? ownsAnyOf(db, customerId, metaProduct.metaproductCodes, now) : false,
  ]);
  return {
    contentId,
    metaProductName: metaProduct.metaproductName,
    asseTitle: title.rows[0]?.title ?? null,
    metaProductCodes: [...metaProduct.metaproductCodes],
    owned,
  };
}

type Platform = 'WEB' | 'ANDROID' | 'IOS' | 'SMART_TV';

export async function contentDeeplinks(db: Queryable, catalogue: Catalogue, contentId: string) {
  metaProductOf(catalogue, contentId);
  const { rows } = await db.query<{ platform: Platform; url: string }>(
    `SELECT platform, url FROM content_deeplinks WHERE content_id = $1
     ORDER BY array_position(ARRAY['WEB', 'ANDROID', 'IOS', 'SMART_TV'], platform)`,
    [contentId],
  );
  return { contentId, deeplinks: rows };
}
