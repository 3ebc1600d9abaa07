import type { AstroIntegration } from 'astro';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateRegistry } from './generate.ts';

/**
 * Keeps src/registry/generated in step with blocks/: generated before every
 * build, dev server start and check, and again in dev when a block folder is
 * added or removed, so adding a block touches nothing but its folder.
 */
export default function blockRegistry(): AstroIntegration {
  return {
    name: 'block-registry',
    hooks: {
      'astro:config:setup': async ({ config, command, updateConfig, logger }) => {
        const root = fileURLToPath(config.root);
        const blocks = await generateRegistry(root);
        logger.info(`${blocks.length} blocks in the registry`);
        if (command !== 'dev') return;
        const blocksDir = path.join(root, 'blocks');
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'block-registry-watch',
                configureServer(server) {
                  const regenerate = (file: string) => {
                    const rel = path.relative(blocksDir, file);
                    if (rel.startsWith('..') || rel.split(path.sep).length > 2) return;
                    generateRegistry(root).catch((e: unknown) => logger.error(String(e)));
                  };
                  server.watcher.on('addDir', regenerate);
                  server.watcher.on('unlinkDir', regenerate);
                  server.watcher.on('add', regenerate);
                },
              },
            ],
          },
        });
      },
    },
  };
}
