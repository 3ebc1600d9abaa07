// The portal's content API served by the CMS: the same schema and resolvers
// as the embedded content system (createContentServer), over the published
// content read from Payload. `CONTENT_TOKEN` requires the bearer token as
// there. A request with `X-Preview-Token` gets, for page(path), the latest
// draft of the page the token names, once its signature, expiry and user are
// checked; such answers are never cached.
import type { Payload } from 'payload';
import type { Plugin } from 'graphql-yoga';
import type { RawContent } from '../../../src/content-system/seed-reader.ts';
import type { ContentModel } from '../model/documents.ts';
import { verifyPreviewToken, type PreviewClaims } from '../preview/token.ts';
import { contentStamp, readDraftPage, readingCodec, readPublishedContent, type PublishedContent } from './read-content.ts';
import { portalContentSystem } from './portal.ts';
import { createSnapshotCache } from './snapshot.ts';

export const CONTENT_API_PATH = '/api/content/graphql';
export const PREVIEW_HEADER = 'x-preview-token';

export type ContractServerOptions = {
  payload: Payload;
  model: ContentModel;
  previewSecret: string;
  token?: string;
  graphiql?: boolean;
  quietMs?: number;
};

function refusal(fetchAPI: { Response: typeof Response }, message: string, status = 401) {
  return new fetchAPI.Response(JSON.stringify({ errors: [{ message, extensions: { code: 'UNAUTHENTICATED' } }] }), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  });
}

export async function createContractServer(options: ContractServerOptions) {
  const { createContentServer } = await portalContentSystem();
  const { payload, model } = options;
  const snapshots = createSnapshotCache<PublishedContent>({
    read: () => readPublishedContent(payload, model, readingCodec),
    stamp: () => contentStamp(payload, model),
    quietMs: options.quietMs,
  });
  const previews = new WeakMap<Request, PreviewClaims>();

  const preview: Plugin = {
    async onRequestParse({ request, endResponse, fetchAPI }) {
      const token = request.headers.get(PREVIEW_HEADER);
      if (token === null) return;
      const verified = verifyPreviewToken(token.trim(), options.previewSecret);
      if (!verified.ok) return endResponse(refusal(fetchAPI, verified.reason));
      const user = await payload
        .findByID({ collection: 'users', id: verified.claims.user, depth: 0, overrideAccess: true, disableErrors: true })
        .catch(() => null);
      if (!user) return endResponse(refusal(fetchAPI, 'Token podglądu należy do konta, którego już nie ma w CMS'));
      previews.set(request, verified.claims);
    },
    onResponse({ request, response }) {
      response.headers.set('cache-control', previews.has(request) ? 'no-store, private' : 'no-store');
      if (previews.has(request)) response.headers.append('vary', 'X-Preview-Token');
    },
  };

  const source = async (request: Request): Promise<RawContent> => {
    const { content, pageIds } = await snapshots.get();
    const claims = previews.get(request);
    if (!claims) return content;
    const draft = await readDraftPage(payload, model, readingCodec, claims.id);
    if (!draft) return content;
    const at = pageIds.indexOf(claims.id);
    const pages = at >= 0 ? content.pages.map((page, i) => (i === at ? draft : page)) : [...content.pages, draft];
    return { ...content, pages };
  };

  return createContentServer(source, {
    token: options.token,
    graphiql: options.graphiql ?? true,
    graphqlEndpoint: CONTENT_API_PATH,
    plugins: [preview],
  });
}
