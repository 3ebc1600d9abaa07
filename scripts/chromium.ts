import { existsSync } from 'node:fs';

/**
 * The browser the Lighthouse bench and the page-weight bench run: CHROMIUM_PATH,
 * else Debian's Chromium, else undefined (the tool's own browser).
 */
export const chromiumPath = (env: NodeJS.ProcessEnv = process.env): string | undefined =>
  env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/**
 * The browser the browser tests run: CHROMIUM_PATH, else Debian's headless shell of the same Chromium (the engine without
 * the desktop browser around it, which Playwright itself runs headless tests in), else Debian's Chromium. The same specs
 * took 39 s of wall time and 71 s of CPU in it, 71 s and 134 s in the whole browser, on the two-core machines.
 */
export const testBrowserPath = (env: NodeJS.ProcessEnv = process.env): string | undefined =>
  env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : chromiumPath(env));

/** Flags for Chromium in a container without a GPU or network beyond loopback (TOOLCHAIN.md). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
