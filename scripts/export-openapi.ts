// Writes src/api-contract/openapi.json: the OpenAPI document of the customer
// API, generated from the zod schemas of its routes, so clients and upstream
// implementations can be built and checked against the same contract; and
// src/api-client/calls.ts, the browser's references to the same operations.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createApp } from '#server/app.ts';
import { createCatalogue } from '#server/catalogue/index.ts';
import { loadConfig } from '#server/config.ts';
import { openDatabase, type Database } from '#server/db/index.ts';
import { renderOpenApi } from '#server/openapi.ts';
import { clientCallsFile, renderClientCalls } from './client-calls.ts';
import { operationsByArea } from '#api-contract/operations.ts';

export const openApiFile = fileURLToPath(new URL('../src/api-contract/openapi.json', import.meta.url));

/** The document's text for the routes as they are now; the database is only needed to build the app, never queried. */
export async function renderOpenApiDocument(db: Database): Promise<string> {
  const empty = { offers: [], products: [], bundles: [], metaProducts: [], eventConfigs: [], documents: [], saleStages: [] };
  // A key of its own: the document does not depend on it, and the database is not migrated.
  const app = await createApp({ db, config: loadConfig({}), catalogue: createCatalogue(empty), visitorXsrfKey: 'openapi-export' });
  try {
    await app.ready();
    return renderOpenApi(app);
  } finally {
    await app.close();
  }
}

if (import.meta.main) {
  // A throw-away in-memory database: the export never touches a real one (env is ignored on purpose).
  const db = await openDatabase({ dataDir: 'memory://', migrate: false }, {});
  try {
    const text = await renderOpenApiDocument(db);
    await writeFile(openApiFile, text);
    const operations = Object.values((JSON.parse(text) as { paths: Record<string, object> }).paths).reduce((n, p) => n + Object.keys(p).length, 0);
    console.log(`Zapisano ${openApiFile} (${operations} operacji)`);
    await writeFile(clientCallsFile, renderClientCalls(operationsByArea));
    console.log(`Wrote ${clientCallsFile}`);
  } finally {
    await db.close();
  }
}
