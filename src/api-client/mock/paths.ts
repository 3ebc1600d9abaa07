/**
 * msw path of a call name under the mock prefix, on any origin: it matches
 * both the browser's and the base URL node tests configure.
 */
export function mockPath(call: string): string {
  return `*/mock/${call.replace(/^\/+/, '')}`;
}
