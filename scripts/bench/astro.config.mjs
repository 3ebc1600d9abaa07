// @ts-check
// Bench builds: the project's own config with a cache folder per build, so a
// concurrent `astro build` elsewhere in the tree cannot swap the content data
// store (kept in cacheDir) under a bench build, and no build reuses another's.
import config from '../../astro.config.mjs';

export default { ...config, cacheDir: process.env.BENCH_ASTRO_CACHE_DIR ?? config.cacheDir };
