import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import type { AnyOperation } from '#api-contract/operation.ts';
import { setApiMode } from '#api-client/config.ts';
import { createEnvelope, mockPath } from '#api-client/mock/handlers.ts';
import { mockOperation, type MockResolver } from '#api-client/mock/operations.ts';
import { seedCatalogue } from '#api-client/mock/catalogue.ts';
import { mockServer } from '#api-client/mock/server.ts';
import { createQueryClient } from '#api-client/query-client.ts';
import { useTestBrowser } from './api-client.ts';
import { createDefaultSession, type Cart, type Session } from '#domain/session.ts';
import { $alerts } from '#stores/alerts.ts';
import { markAppInitialized } from '#stores/app.ts';
import { $modal, $sidebar } from '#stores/overlays.ts';
import { setSession } from '#stores/session.ts';
import { buildShopCatalogue, type ShopCatalogue } from '#shop/catalogue.ts';

/**
 * Component tests of the shop islands: the island renders in jsdom, talks to
 * msw handlers built from the contract operations (requests and answers are
 * checked against the schemas), and every request is recorded.
 */

export const CART_ID = '2c8a4a52-5b8f-4a8e-9a55-0d6f3f0f7c11';

/** The seed content's catalogue as islands receive it. */
export function shopCatalogue(): ShopCatalogue {
  const seed = seedCatalogue();
  return buildShopCatalogue({
    offers: seed.offers,
    bundles: seed.bundles,
    metaProducts: [],
    eventConfigs: [],
    saleStages: seed.saleStages,
    saleStageConfig: { loginUrl: '/l', selectPackageUrl: '/oferta-online/konfiguracja' },
  });
}

export function cartWith(items: Cart['items'], extra: Partial<Cart> = {}): Cart {
  return { ...createDefaultSession().cart, id: CART_ID, items, ...extra };
}

export function sessionWith(extra: Partial<Session>): Session {
  return { ...createDefaultSession(), ...extra };
}

/** Sets up msw and the browser stand-in for a test file; answers the navigation spy. */
export function useShopTest() {
  const state = { navigate: vi.fn<(url: string) => void>() };
  beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
  afterAll(() => mockServer.close());
  afterEach(() => {
    mockServer.resetHandlers();
    $alerts.set([]);
    $modal.set(null);
    $sidebar.set({ active: null, previous: null });
  });
  return {
    /** Call in beforeEach: a fresh browser, the session as start-up loaded it. */
    start(session: Session) {
      state.navigate = useTestBrowser().navigate;
      setApiMode('mock');
      setSession(session);
      markAppInitialized();
    },
    get navigate() {
      return state.navigate;
    },
  };
}

/** Answers an operation and records the request bodies it got. */
export function serve<O extends AnyOperation>(operation: O, resolver: MockResolver<O>): unknown[] {
  const bodies: unknown[] = [];
  mockServer.use(
    mockOperation(operation, (request) => {
      bodies.push(request.body);
      return resolver(request);
    }),
  );
  return bodies;
}

/** sessionData answers what `current` returns at the time (the session reload after each change). */
export function serveSession(current: () => Session): void {
  mockServer.use(http.post(mockPath('sessionData'), () => HttpResponse.json(createEnvelope(current()))));
}

export function renderIsland(ui: ReactElement) {
  const client = createQueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}
