import { existsSync } from 'node:fs';

/**
 * The browser the browser tests and the Lighthouse bench run: CHROMIUM_PATH,
 * else Debian's Chromium, else undefined (the tool's own browser).
 */
export const chromiumPath = (env: NodeJS.ProcessEnv = process.env): string | undefined =>
  env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

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
