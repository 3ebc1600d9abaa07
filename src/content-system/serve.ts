// `npm run cms`: the embedded content system on its own port, with the GraphiQL explorer.
import { createServer } from 'node:http';
import { createContentSystem } from './create-content-system.ts';

const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4322);
const token = process.env.CONTENT_TOKEN || undefined;

const yoga = await createContentSystem({ token });
const server = createServer(yoga);
server.listen(port, host, () => {
  const url = `http://${host}:${port}${yoga.graphqlEndpoint}`;
  console.log(`Content system: ${url} (the GraphQL explorer at the same address in a browser)`);
  if (token) console.log('Requires the header Authorization: Bearer <CONTENT_TOKEN>');
});

const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
