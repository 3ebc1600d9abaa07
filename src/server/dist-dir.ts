import path from 'node:path';

/**
 * The built site the server serves: `dist/` of the repository, or the folder
 * PORTAL_DIST_DIR names (the build's `outDir` reads the same variable), so a
 * deployment can build the next version beside the one serving and switch
 * only once that build has succeeded. It must lie inside the repository: the
 * built server imports the portal's node_modules.
 */
export const distDir = (env: Record<string, string | undefined> = process.env) =>
  path.resolve(import.meta.dirname, '../..', env.PORTAL_DIST_DIR || 'dist');
