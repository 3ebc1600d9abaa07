import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { AstroIntegration } from 'astro';

/**
 * The build's hashed assets (`_astro/`), compressed once at build at the
 * highest levels, brotli quality 11 and gzip level 9, written as `<file>.br`
 * and `<file>.gz` under `<outDir>/precompressed/_astro/`: outside the client
 * folder, so Astro's file server never serves them as URLs of their own. The
 * server sends them by content negotiation (compression.ts); they never
 * change, so the time spent here is paid once, not on every request.
 */

/** The folder of the build's hashed assets, under the client output. */
export const ASSETS_DIR = '_astro';
/** Below this, compression saves less than a packet and costs a decode: sent as they are. */
export const PRECOMPRESS_MIN_BYTES = 1024;
/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.map', '.wasm']);
export const ENCODED_SUFFIXES = ['.br', '.gz'] as const;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface PrecompressReport {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/** Where a build's encoded assets are. */
export const precompressedDirOf = (outDir: string): string => path.resolve(outDir, 'precompressed', ASSETS_DIR);

/**
 * Writes `.br` and `.gz` of every compressible file of at least
 * PRECOMPRESS_MIN_BYTES in `folder` to the same relative path in `target`.
 */
export async function precompressFolder(folder: string, target: string): Promise<PrecompressReport> {
  const report: PrecompressReport = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.has(path.extname(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name));
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      if (content.length < PRECOMPRESS_MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      const encoded = path.join(target, path.relative(folder, file));
      await mkdir(path.dirname(encoded), { recursive: true });
      await Promise.all([writeFile(`${encoded}.br`, br), writeFile(`${encoded}.gz`, gz)]);
      report.files += 1;
      report.bytes += content.length;
      report.brotliBytes += br.length;
      report.gzipBytes += gz.length;
    }),
  );
  return report;
}

/** The Astro integration: precompresses the client's hashed assets once the build is done. */
export function precompressAssets(): AstroIntegration {
  let outDir: string | undefined;
  return {
    name: 'precompress-assets',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = fileURLToPath(config.outDir);
      },
      'astro:build:done': async ({ dir, logger }) => {
        if (!outDir) return;
        const target = precompressedDirOf(outDir);
        await rm(target, { recursive: true, force: true });
        const report = await precompressFolder(path.join(fileURLToPath(dir), ASSETS_DIR), target);
        const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
        logger.info(
          `${report.files} assets: ${kB(report.bytes)} → brotli ${kB(report.brotliBytes)}, gzip ${kB(report.gzipBytes)} (${path.relative(process.cwd(), target)})`,
        );
      },
    },
  };
}
