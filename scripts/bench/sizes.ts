import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Bytes of one file or a sum of files: as stored, and as sent precompressed. */
export type Sizes = { raw: number; gzip: number; brotli: number };

/** Highest levels, as for assets compressed once at deploy time. */
export const compression = { gzipLevel: 9, brotliQuality: 11 } as const;

export function sizesOf(content: string | Uint8Array): Sizes {
  const bytes = typeof content === 'string' ? Buffer.from(content) : content;
  return {
    raw: bytes.byteLength,
    gzip: gzipSync(bytes, { level: compression.gzipLevel }).byteLength,
    brotli: brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: compression.brotliQuality,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
      },
    }).byteLength,
  };
}

export const zeroSizes = (): Sizes => ({ raw: 0, gzip: 0, brotli: 0 });

/** Each file travels compressed on its own, so totals add per-file figures. */
export const sumSizes = (items: readonly Sizes[]): Sizes =>
  items.reduce((acc, s) => ({ raw: acc.raw + s.raw, gzip: acc.gzip + s.gzip, brotli: acc.brotli + s.brotli }), zeroSizes());
