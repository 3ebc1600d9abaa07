// The portal's content API (content-schema/content.graphql), served from the
// published content (see src/contract/server.ts).
import { contractServer } from '../../../../../src/contract/instance.ts';

export const dynamic = 'force-dynamic';

async function handle(request: Request): Promise<Response> {
  const server = await contractServer();
  return server.fetch(request);
}

export { handle as GET, handle as POST, handle as OPTIONS };
