import type { ContentDocument } from '#content-schema/index.ts';
import { offerDocuments, type DocumentContext } from '#domain/offer-documents.ts';
import type { Catalogue } from '../catalogue/index.ts';
import { cartView, findActiveCart, type CartOwner } from '../carts/store.ts';
import type { Queryable } from '../db/index.ts';
import { heldProducts } from './held-products.ts';

/**
 * offerDocument/all: the catalogue documents of the offers asked about (rules
 * in domain/offer-documents.ts) and, for a signed-in customer, their own
 * documents (table documents: theirs only) with the context's flag.
 */

export interface DocumentsRequest {
  context?: DocumentContext;
  offerCodes?: readonly string[];
  articleCodes?: readonly string[];
}

export interface DocumentsContext {
  catalogue: Catalogue;
  /** The session's cart owner; null for a visitor without a stored session (no cart, no products). */
  owner: CartOwner | null;
  ltoCart: boolean;
}

export interface OfferDocument {
  id: string;
  title: string;
  category: string | null;
  file: { databaseId: number | null; url: string | null };
  status: string;
  summaryavailable: boolean;
  selfcareavailable: boolean;
  downgradeavailable: boolean;
  source: 'offer' | 'general' | 'customer';
  articleCodes: string[];
}

/** The flag column of each context: a fixed map, never text from the request. */
const FLAG_COLUMN: Readonly<Record<DocumentContext, string>> = {
  summary: 'summary_available',
  selfcare: 'selfcare_available',
  downgrade: 'downgrade_available',
};

interface CustomerDocumentRow {
  id: string;
  file_id: string;
  title: string;
  article_code: string | null;
  status: string;
  summary_available: boolean;
  selfcare_available: boolean;
  downgrade_available: boolean;
}

/** The offers the documents are for: asked by code, by article, or else those of the cart (summary) or of the products held. */
async function offerCodesFor(
  db: Queryable,
  context: DocumentsContext,
  request: DocumentsRequest,
  documentContext: DocumentContext,
): Promise<string[]> {
  const { catalogue, owner, ltoCart } = context;
  const articleCodes = new Set(request.articleCodes ?? []);
  const byArticle = catalogue.offers
    .filter((offer) => offer.status === 'ACTIVE' && offer.productlist.some((entry) => articleCodes.has(entry.articlecode)))
    .map((offer) => offer.code);
  if (request.offerCodes !== undefined || request.articleCodes !== undefined) return [...(request.offerCodes ?? []), ...byArticle];

  if (owner === null) return [];
  if (documentContext === 'summary') {
    const cart = await findActiveCart(db, owner, ltoCart ? 'lto' : 'regular');
    return cart ? (await cartView(db, cart)).items.map((item) => item.offerCode) : [];
  }
  return owner.customerId ? (await heldProducts(db, owner.customerId)).map((product) => product.offerCode) : [];
}

function catalogueDocument(document: ContentDocument, source: 'offer' | 'general', articleCodes: string[]): OfferDocument {
  return {
    id: document.id,
    title: document.title,
    category: document.category,
    file: { databaseId: document.file.databaseId, url: document.file.url },
    status: document.status,
    summaryavailable: document.summaryavailable,
    selfcareavailable: document.selfcareavailable,
    downgradeavailable: document.downgradeavailable,
    source,
    articleCodes,
  };
}

async function customerDocuments(db: Queryable, catalogue: Catalogue, customerId: string, context: DocumentContext): Promise<OfferDocument[]> {
  const { rows } = await db.query<CustomerDocumentRow>(
    `SELECT id::text AS id, file_id, title, article_code, status, summary_available, selfcare_available, downgrade_available
     FROM documents WHERE customer_id = $1 AND status = 'ACTIVE' AND ${FLAG_COLUMN[context]} ORDER BY created_at, id`,
    [customerId],
  );
  return rows.map((row) => {
    const databaseId = /^[0-9]{1,15}$/.test(row.file_id) ? Number(row.file_id) : null;
    const file = catalogue.documents.find((document) => document.file.databaseId === databaseId)?.file;
    return {
      id: `customer-${row.id}`,
      title: row.title,
      category: null,
      file: { databaseId, url: file?.url ?? null },
      status: row.status,
      summaryavailable: row.summary_available,
      selfcareavailable: row.selfcare_available,
      downgradeavailable: row.downgrade_available,
      source: 'customer' as const,
      articleCodes: row.article_code ? [row.article_code] : [],
    };
  });
}

export async function documentsFor(db: Queryable, context: DocumentsContext, request: DocumentsRequest): Promise<OfferDocument[]> {
  const { catalogue, owner } = context;
  const documentContext = request.context ?? 'summary';
  const selected = offerDocuments({
    documents: catalogue.documents,
    offers: catalogue.offers,
    offerCodes: await offerCodesFor(db, context, request, documentContext),
    context: documentContext,
  }).map((entry) => catalogueDocument(entry.document, entry.source, entry.articleCodes));
  const own = owner?.customerId ? await customerDocuments(db, catalogue, owner.customerId, documentContext) : [];
  return [...selected, ...own];
}
