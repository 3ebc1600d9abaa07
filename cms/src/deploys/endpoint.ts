// The deploys the admin shows: the portal's deploy runner lists them at
// /deploys beside the hook it takes (…/hooks/publish), read here for signed-in
// editors only (GET /api/deploys), so the runner stays off the public network.
import type { Endpoint } from 'payload';
import type { PublishHook } from '../hooks/publish-webhook.ts';

export const DEPLOYS_PATH = '/deploys';

/** Where the runner of `hook` lists its deploys. */
export const deploysUrl = (hook: PublishHook): string => new URL(DEPLOYS_PATH, hook.url).href;

export function deploysEndpoint(hook: PublishHook | undefined): Endpoint {
  return {
    path: DEPLOYS_PATH,
    method: 'get',
    handler: async (req) => {
      if (!req.user) return Response.json({ error: 'Zaloguj się, aby zobaczyć wdrożenia.' }, { status: 401 });
      // No runner configured: publishing reaches no live site, which the list says.
      if (!hook) return Response.json({ deploys: null });
      try {
        const response = await fetch(deploysUrl(hook), { signal: AbortSignal.timeout(3_000) });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return Response.json(await response.json());
      } catch (error) {
        req.payload.logger.error({ error: String(error) }, 'The deploy runner did not list its deploys');
        return Response.json({ deploys: null, error: 'Usługa wdrożeń nie odpowiada.' }, { status: 502 });
      }
    },
  };
}
