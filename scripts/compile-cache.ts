import { fileURLToPath } from 'node:url';

/**
 * Turns on Node's compile cache (the V8 code of every module, TypeScript
 * already stripped) for the processes this one starts. A test run starts a few
 * hundred Node processes (isolated test files, servers killed and restarted,
 * builds), each loading the same modules: with the cache, a server process
 * starts in about a third of the time. An operator's setting wins.
 */
export function useCompileCache(): void {
  process.env.NODE_COMPILE_CACHE ??= fileURLToPath(new URL('../node_modules/.cache/node-compile-cache', import.meta.url));
}
