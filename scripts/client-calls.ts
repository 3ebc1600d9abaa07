// Writes src/api-client/calls.ts: every call of the customer API's contract
// as the browser makes it (an operation's method and call, a navigation's
// address, typed by the contract), so browser code never loads the
// contract's zod schemas. `npm run openapi` runs it with the OpenAPI export;
// a test keeps the file current.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { isNavigation, type ContractCall } from '#api-contract/operation.ts';

export const clientCallsFile = fileURLToPath(new URL('../src/api-client/calls.ts', import.meta.url));

const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : quote(name));

/** The text of calls.ts for the contract's operations by area (`operationsByArea` of src/api-contract/operations.ts). */
export function renderClientCalls(areas: Readonly<Record<string, Readonly<Record<string, ContractCall>>>>): string {
  const lines = [
    '// Generated from src/api-contract/operations.ts by `npm run openapi` (scripts/client-calls.ts); do not edit.',
    "import type { operationsByArea } from '#api-contract/operations.ts';",
    "import { callRef, navigationRef } from './call-ref.ts';",
    '',
    'type Areas = typeof operationsByArea;',
    '',
    '/**',
    ' * Every call of the contract, by area, as the browser makes it (call-ref.ts): an operation through',
    ' * `callOperation(calls.cart.update, { body })`, a navigation as a link: `navigationHref(calls.session.login, { query })`.',
    ' */',
    'export const calls = {',
  ];
  for (const [area, operations] of Object.entries(areas)) {
    lines.push(`  ${key(area)}: {`);
    for (const [name, operation] of Object.entries(operations)) {
      const type = `Areas[${quote(area)}][${quote(name)}]`;
      if (isNavigation(operation)) {
        lines.push(`    ${key(name)}: navigationRef<${type}>(${quote(operation.call)}),`);
        continue;
      }
      const args = [quote(operation.method), quote(operation.call), ...(operation.xsrf === false ? ['false'] : [])].join(', ');
      lines.push(`    ${key(name)}: callRef<${type}>(${args}),`);
    }
    lines.push('  },');
  }
  lines.push('} as const;', '');
  return lines.join('\n');
}

if (import.meta.main) {
  const { operationsByArea } = await import('#api-contract/operations.ts');
  await writeFile(clientCallsFile, renderClientCalls(operationsByArea));
  console.log(`Wrote ${clientCallsFile}`);
}
