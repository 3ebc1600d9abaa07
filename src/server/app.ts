import fastifyCookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServerResponse } from 'node:http';
import { createCaches, type Caches } from './caches/index.ts';
import { syncCatalogue, type Catalogue } from './catalogue/index.ts';
import type { ServerConfig } from './config.ts';
import type { Database } from './db/index.ts';
import { apiErrorHandler, apiNotFoundHandler } from './http/errors.ts';
import { zodValidatorCompiler } from './http/validation.ts';
import { messages } from '#api-contract/messages.ts';
import { OPENAPI_PATH, registerOpenApi, renderOpenApi } from './openapi.ts';
import {
  createIdentityProvider,
  createRelyingParty,
  mountIdentity,
  portalClient,
  seedDemoAccounts,
  seedDemoStaff,
  type IdentityHandler,
  type IdentitySettings,
} from './identity/index.ts';
import { accountRoutes } from './routes/account.ts';
import { cartRoutes } from './routes/cart.ts';
import { eventRoutes } from './routes/event.ts';
import { loginRoutes, type LoginOptions } from './routes/login.ts';
import { GATEWAY_PREFIX, gatewayRoutes } from './payments/gateway/routes.ts';
import { paymentRoutes } from './routes/payments.ts';
import { prepaidCardRoutes } from './routes/prepaid-card.ts';
import { voucherRoutes } from './routes/voucher.ts';
import { serviceRoutes } from './routes/services.ts';
import { searchRoutes } from './routes/search.ts';
import { sessionRoutes } from './routes/session.ts';
import { contentSearchDocuments } from './search/content.ts';
import { embeddedSearch } from './search/embedded.ts';
import { pageSearch } from './search/page-search.ts';
import { providePageSearch } from '#support/search/search-runner.ts';
import type { SearchService } from './search/service.ts';
import { responseSecurityHeaders } from './security-headers.ts';
import { isApiPath, under, pathOf } from './http/api-paths.ts';
import { clientErrorHandler } from './http/client-errors.ts';
import { createSessionService, type SessionService } from './sessions/index.ts';
import { storedVisitorXsrfKey, visitorXsrf } from './sessions/visitor-xsrf.ts';
import { handOverClient } from './http/client-address.ts';
import { rewritePage } from './http/page-rewrite.ts';
import { compressAnswers, compressRaw, isAssetPath, serveBuiltAssets } from './http/compression.ts';
import { fail } from './http/responses.ts';
import { createFormsService, type DeliverySettings, type FormsService } from './forms/index.ts';
import { INBOX_PATH, inboxRoutes } from './forms/inbox.ts';
import { refuseJsonInOtherCharsets } from './http/json-charset.ts';
import { staffOnly } from './http/staff-only.ts';
import { isFetchedMedia, serveFetchedMedia } from './http/media-files.ts';
import type { SelfCareLocks } from './http/self-care-locks.ts';
import type { AstroHandler, SiteBuild } from './site-build.ts';
import { formTokenStamp } from './forms/page-tokens.ts';
import { requestDeletion } from './account/deletion.ts';
import { formRoutes } from './routes/forms.ts';

/**
 * The portal's HTTP application: the customer API (Fastify, under /api and
 * /api-tnk) in front of Astro's built handler, which serves everything else
 * (pages, assets, redirects, the 404 page) exactly as it would alone.
 */

declare module 'fastify' {
  interface FastifyInstance {
    portal: { db: Database; config: ServerConfig; catalogue: Catalogue; caches: Caches; forms: FormsService; locks: SelfCareLocks };
    sessions: SessionService;
    /** Serves another build of the site from now on (live-build.ts), with the catalogue and search it brings. */
    switchSite(next: SiteSwitch): void;
  }
}

export type { AstroHandler } from './site-build.ts';

const NO_LOCKS: SelfCareLocks = new Map();

/** A new build of the site, and what the server takes from the content it was built from. */
export interface SiteSwitch {
  build: SiteBuild;
  catalogue: Catalogue;
  /** The search over the new build's index; unchanged when the server searches a cluster. */
  search?: SearchService;
}

/** The build of the site the app serves first (the tests give only what they need). */
export interface CreateAppOptions extends SiteBuild {
  db: Database;
  config: ServerConfig;
  /** The sales catalogue; default: copied from the content system into the database now. */
  catalogue?: Catalogue;
  /** The embedded OpenID Connect provider, served under its prefix (/oidc) ahead of Astro. */
  identity?: IdentityHandler;
  /** The portal's relying party, for GET /api/login and /api/logout (without one, signing in fails). */
  login?: LoginOptions;
  /** The key signing visitors' XSRF tokens; default: generated once and kept in the database. */
  visitorXsrfKey?: string;
  /** The support search's engine; default: the embedded index built from the content system on the first search. */
  search?: SearchService;
  /** The content system's media files, for pages rendered on request that name one no build holds (the preview). */
  mediaSource?: URL | undefined;
  /** Fastify's logger options; off by default (tests). */
  logger?: FastifyServerOptions['logger'];
  /** The forms' delivery (webhook, retries); default: no webhook, the embedded inbox. */
  formsDelivery?: Partial<DeliverySettings>;
}

export { API_PREFIXES, isApiPath } from './http/api-paths.ts';

/** The payment-gateway simulator's pages: served by this app (as a real gateway would be elsewhere), not by Astro. */
function isGatewayPath(url: string): boolean {
  const path = pathOf(url);
  return under(path, GATEWAY_PREFIX) || path === INBOX_PATH;
}

function setSecurityHeaders(res: ServerResponse, api: boolean, hsts: boolean): void {
  for (const [name, value] of responseSecurityHeaders({ api, hsts })) res.setHeader(name, value);
}

/** The portal's Polish page for a path that cannot be read (src/pages/400.astro). */
export const MALFORMED_PATH_PAGE = '/400';

function isReadable(url: string): boolean {
  try {
    decodeURI(url);
    return true;
  } catch {
    return false;
  }
}

/**
 * Astro answers the request, straight on Node's response. `rewrite` changes
 * that page as Astro writes it (form tokens stamped in): it runs inside the
 * compression, so it sees the page as written and the browser gets it compressed.
 */
function handOver(astroHandler: AstroHandler, request: FastifyRequest, reply: FastifyReply, rewrite?: () => Promise<void>): void {
  reply.hijack();
  // Astro's server answers a path it cannot decode (/%zz) with a bare English „Bad request.”: it shows the portal's error page instead.
  if (!isReadable(request.raw.url ?? '/')) request.raw.url = MALFORMED_PATH_PAGE;
  compressRaw(request.raw, reply.raw)
    .then(() => rewrite?.())
    .then(() => astroHandler(request.raw, reply.raw))
    .catch((error: unknown) => {
      request.log.error({ err: error, url: request.url }, 'Page handler failed');
      if (!reply.raw.headersSent) reply.raw.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      reply.raw.end(messages.unexpected);
    });
}

/**
 * The identity pieces createApp takes, from the settings: in embedded mode the
 * provider (with its demo accounts and the portal as its client), in both
 * modes the relying party. Discovery against the issuer happens on the first
 * login, so the embedded provider need not be listening yet.
 */
export async function identityOptions(
  db: Database,
  settings: IdentitySettings,
  now: () => Date = () => new Date(),
): Promise<Pick<CreateAppOptions, 'identity' | 'login'>> {
  let identity: IdentityHandler | undefined;
  let clientSecret = settings.clientSecret;
  if (settings.mode === 'embedded') {
    await seedDemoAccounts(db);
    await seedDemoStaff(db);
    const client = await portalClient(db, {
      clientId: settings.clientId,
      clientSecret: settings.clientSecret,
      redirectUris: [settings.redirectUri],
      postLogoutRedirectUris: [settings.postLogoutRedirectUri],
    });
    clientSecret = client.clientSecret;
    const provider = await createIdentityProvider({
      db,
      issuer: settings.issuer,
      clients: [client],
      cookieKeys: settings.cookieKeys,
      jwks: settings.jwks,
      trustProxy: settings.trustProxy,
      // Deleting starts the customer's grace period and ends their sessions; the data goes when it is over (account/deletion.ts).
      onAccountDeleted: async (account) => {
        await requestDeletion(db, account.id, now());
      },
      // The portal shows the new login at once: in the customer's data (personal data) and in their signed-in sessions.
      onLoginChanged: async (account, newLogin) => {
        await db.transaction(async (tx) => {
          await tx.query('UPDATE customers SET login = $2, updated_at = now() WHERE oidc_subject = $1', [account.id, newLogin]);
          await tx.query(
            `UPDATE sessions SET data = jsonb_set(data, '{userLogin}', to_jsonb($2::text))
              WHERE customer_id IN (SELECT id FROM customers WHERE oidc_subject = $1) AND data ? 'userLogin'`,
            [account.id, newLogin],
          );
        });
      },
      // A new password ends the customer's portal sessions: on every device, the next call asks for a new login.
      onPasswordChanged: async (account) => {
        await db.query('DELETE FROM sessions WHERE customer_id IN (SELECT id FROM customers WHERE oidc_subject = $1)', [account.id]);
      },
    });
    identity = mountIdentity(provider, new URL(settings.issuer).pathname);
  }
  if (!clientSecret) throw new Error('OIDC_CLIENT_SECRET is not set');
  const relyingParty = createRelyingParty({
    issuer: settings.issuer,
    clientId: settings.clientId,
    clientSecret,
    redirectUri: settings.redirectUri,
    postLogoutRedirectUri: settings.postLogoutRedirectUri,
    staffRole: settings.staffRole,
  });
  return { identity, login: { relyingParty, redirectUri: settings.redirectUri } };
}

export async function createApp(options: CreateAppOptions): Promise<FastifyInstance> {
  const { db, config, identity, login } = options;
  // The build served now, and those it replaced: pages loaded before a switch still ask for their hashed assets.
  let site: SiteBuild = options;
  let earlier: SiteBuild[] = [];
  let searching = options.search ?? embeddedSearch({ documents: () => contentSearchDocuments() });
  const search: SearchService = {
    get indexName() {
      return searching.indexName;
    },
    get description() {
      return searching.description;
    },
    search: (request) => searching.search(request),
    ready: () => searching.ready(),
  };
  // The results page is rendered on demand with this same search.
  providePageSearch(pageSearch(search));

  const app = Fastify({
    logger: options.logger ?? false,
    // Errors are logged where they are handled; a line per request would drown them.
    logController: new LogController({ disableRequestLogging: true }),
    // Request ids are ours; a client-chosen one would let callers forge log correlation.
    requestIdHeader: false,
    bodyLimit: config.bodyLimitBytes,
    // request.ip: the peer, or the client a configured proxy names (never a header any client can send).
    trustProxy: config.trustProxy,
    // HEAD is a safe method: it must not run a GET call's effect (closeBrowser ends the session).
    exposeHeadRoutes: false,
    // Requests the HTTP parser refuses (431, 408, 400) get an envelope or a Polish page too.
    clientErrorHandler: clientErrorHandler({ hsts: config.hsts }),
    // Calls arriving while the server closes get the Polish envelope below, not Fastify's English body.
    return503OnClosing: false,
    // Malformed URLs fail in the router, before any hook: pages still go to Astro, API calls get an envelope.
    frameworkErrors(error, request, reply) {
      const api = isApiPath(request.raw.url ?? '/');
      setSecurityHeaders(reply.raw, api, config.hsts);
      if (!api && site.astroHandler) return handOver(site.astroHandler, request, reply);
      return (reply as FastifyReply).code(400).send(fail(400, messages.badUrl));
    },
  }).withTypeProvider<ZodTypeProvider>();

  const caches = await createCaches(db);
  app.addHook('onClose', () => caches.close());
  const forms = createFormsService(db, options.formsDelivery ?? {}, app.log);
  app.addHook('onClose', () => forms.close());
  app.decorate('portal', {
    db,
    config,
    catalogue: options.catalogue ?? (await syncCatalogue(db)),
    caches,
    forms,
    get locks() {
      return site.selfCareLocks ?? NO_LOCKS;
    },
  });
  app.decorate('switchSite', (next: SiteSwitch) => {
    // Two builds back are enough for a page left open across switches; older assets are gone from disk anyway.
    earlier = [site, ...earlier].slice(0, 2);
    site = next.build;
    app.portal.catalogue = next.catalogue;
    if (next.search) searching = next.search;
  });
  app.decorate('sessions', createSessionService(db, config, visitorXsrf(options.visitorXsrfKey ?? (await storedVisitorXsrfKey(db))), caches));
  app.decorateRequest('session', null);

  // Set once the server starts closing: calls still arriving (pipelined, or on a busy keep-alive connection) are turned
  // away with 503, so a load balancer sends them to another instance; Fastify closes their connections after the answer.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  /** How a page is changed as it leaves: form tokens stamped in, the blocks' stylesheet narrowed (pages rendered on request). */
  const pageRewrite = (request: FastifyRequest, reply: FastifyReply, path: string): (() => Promise<void>) | undefined => {
    const formPage = site.formPages?.has(path) ?? false;
    const { blockStyles } = site;
    if (!formPage && !blockStyles) return undefined;
    return async () => {
      const stamp = formPage ? await formTokenStamp(forms, config.now()) : (html: string) => html;
      const restyle = blockStyles?.restyle ?? ((html: string) => html);
      rewritePage(request.raw, reply.raw, (html) => restyle(stamp(html)), { fresh: formPage });
    };
  };

  const media = { source: options.mediaSource, clientDir: () => site.clientDir };

  // First hook of every request: pages leave Fastify here, before any body is read.
  app.addHook('onRequest', async (request, reply) => {
    const api = isApiPath(request.url);
    setSecurityHeaders(reply.raw, api, config.hsts);
    if (closing && api) return reply.code(503).send(fail(503, messages.unavailable));
    if (!api && identity?.handles(request.url)) {
      // The provider reads its own form bodies from the raw request.
      reply.hijack();
      await compressRaw(request.raw, reply.raw);
      identity(handOverClient(request), reply.raw);
      return;
    }
    const path = pathOf(request.url);
    const { astroHandler } = site;
    const builtAsset = site.precompressedDir !== undefined && isAssetPath(path);
    const fetchedMedia = !api && (await isFetchedMedia(path, media));
    if (!api && astroHandler && !isGatewayPath(request.url) && !builtAsset && !fetchedMedia) {
      handOver(astroHandler, request, reply, request.method === 'GET' ? pageRewrite(request, reply, path) : undefined);
    }
  });

  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(apiErrorHandler);
  app.setNotFoundHandler(apiNotFoundHandler);
  // The API speaks JSON only: a text/plain body is refused (415) rather than parsed as a string; so is JSON in another charset.
  app.removeContentTypeParser('text/plain');
  app.addHook('preParsing', refuseJsonInOtherCharsets);

  await app.register(fastifyCookie);
  await compressAnswers(app);
  await registerOpenApi(app);

  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) => {
    return reply.type('application/json; charset=utf-8').send(renderOpenApi(app));
  });

  await app.register(gatewayRoutes);
  // Forms need no session: a plain HTML form posts them, the signed token stands in for XSRF.
  await app.register(formRoutes);
  // The back office: to anyone but staff, the answer of a path that does not exist (the 404 page; the API's 404 without pages).
  const answerUnknown = (request: FastifyRequest, reply: FastifyReply) => {
    if (site.astroHandler) handOver(site.astroHandler, request, reply);
    else void reply.callNotFound();
  };
  await app.register(inboxRoutes, { staffOnly: staffOnly(app, answerUnknown), answerUnknown });
  await serveFetchedMedia(app, { ...media, otherwise: answerUnknown });
  // The hashed assets of the builds served (an asset none of them holds: Astro answers, with the 404 page).
  if (site.precompressedDir) {
    const builds = () => [site, ...earlier];
    await serveBuiltAssets(app, {
      folders: () => builds().flatMap((build) => [build.precompressedDir, build.assetsDir].filter((folder) => folder !== undefined)),
      stylesheet: (path, rules) =>
        builds().reduce<string | undefined>((found, build) => found ?? build.blockStyles?.stylesheet(path, rules), undefined),
      otherwise: answerUnknown,
    });
  }

  // Public calls hit per keystroke: outside the session context, so no session is read, touched or stored for them.
  await app.register(searchRoutes, { search });

  // Calls that belong to a visitor's session: the session is loaded (and the XSRF token checked) before the body is read.
  await app.register(async (api) => {
    api.addHook('onRequest', (request, reply) => app.sessions.load(request, reply));
    // A POST without a body reads as an empty object, so optional-only payloads validate.
    api.addHook('preValidation', async (request) => {
      if (request.body === undefined && request.routeOptions.schema?.body) request.body = {};
    });

    // Every call is declared in the contract (src/api-contract) with its full path (/api/…, /api-tnk/…).
    for (const routes of [
      sessionRoutes,
      loginRoutes(login),
      eventRoutes,
      cartRoutes,
      serviceRoutes,
      paymentRoutes,
      accountRoutes,
      prepaidCardRoutes,
      voucherRoutes,
    ]) {
      await api.register(routes);
    }
  });

  return app;
}
