// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { createHash } from 'node:crypto';
import blockRegistry from '#registry/integration.ts';
import searchIndex from '#search/integration.ts';
import polandMap from '#shop-finder/map/integration.ts';
import { precompressAssets } from '#server/http/precompress.ts';
import { pageStyles } from '#registry/page-styles.ts';
import { AB_ASSIGN_SCRIPT } from '#domain/ab-tests.ts';
import { PREVIEW_RELOAD_SCRIPT } from '#preview/reload-script.ts';

/**
 * The CSP lets exactly this inline script run: the A/B group drawing that must precede the experiments' markup.
 * @type {`sha256-${string}`}
 */
const abAssignScriptHash = `sha256-${createHash('sha256').update(AB_ASSIGN_SCRIPT).digest('base64')}`;
/**
 * And the live preview's listener, which must hear the CMS's saves while the page still loads.
 * @type {`sha256-${string}`}
 */
const previewReloadScriptHash = `sha256-${createHash('sha256').update(PREVIEW_RELOAD_SCRIPT).digest('base64')}`;

export default defineConfig({
  site: process.env.SITE_URL ?? 'http://127.0.0.1:4321',
  output: 'static',
  // A deployment may build beside the site that serves (src/server/dist-dir.ts).
  outDir: process.env.PORTAL_DIST_DIR || './dist',
  adapter: node({ mode: 'standalone', staticHeaders: true }),
  // Styles per page first: the stylesheets it writes are precompressed with the rest.
  integrations: [blockRegistry(), react(), searchIndex(), polandMap(), pageStyles(), precompressAssets()],
  // Sessions live in the customer API's database, not in Astro's file store.
  session: false,
  devToolbar: { enabled: false },
  // Multi-page site: keep spaces between inline elements as authored.
  compressHTML: true,
  security: {
    // The dev server sends the policy without the hashes of Astro's inline hydration scripts, which would block every island there.
    csp: process.argv.includes('dev')
      ? false
      : {
          directives: [
            "default-src 'self'",
            "img-src 'self' data: https:",
            "media-src 'self' https:",
            'frame-src https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com',
            "connect-src 'self'",
            "object-src 'none'",
            "base-uri 'self'",
            "form-action 'self'",
          ],
          scriptDirective: { hashes: [abAssignScriptHash, previewReloadScriptHash] },
        },
  },
  image: { service: { entrypoint: 'astro/assets/services/sharp', config: { quality: 90 } } },
  vite: {
    build: {
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // The shell's start-up (start-shell.ts and all it imports statically) is one chunk: every page loads
              // it, so split into the pieces islands share with it, it only cost requests and compressed worse.
              { name: 'shell', test: /src[\\/]shell[\\/]client[\\/]start-shell\.ts$/ },
            ],
          },
        },
      },
    },
  },
});
