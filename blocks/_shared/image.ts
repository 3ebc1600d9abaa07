import { z } from 'zod';
import { altShape, imageFileShape, mediaHint } from '#content-schema/image.ts';

/** Spec section 9: the fallback (non-srcset) image is at most 1024 px wide. */
export const FALLBACK_MAX_WIDTH = 1024;

/**
 * An image file with its intrinsic size. The size is required so the page
 * reserves the space before the image loads (no layout shift) and so public/
 * images, which astro:assets cannot measure by path, still get dimensions.
 */
export const imageFileSchema = z.strictObject(imageFileShape).meta(mediaHint());

/** An image beside text that names it: alt text optional, empty means decorative. */
export const illustrationSchema = z.strictObject({ ...imageFileShape, ...altShape }).meta(mediaHint());
export type Illustration = z.output<typeof illustrationSchema>;

/** An illustration the block shows cut to 16:9 (a card's picture). */
export const wideIllustrationSchema = z.strictObject({ ...imageFileShape, ...altShape }).meta(mediaHint({ crop: '16:9' }));

/** A file the browser may pick for a width: `srcset`'s candidates. */
export type SrcsetEntry = { src: string; width: number };

/**
 * The file a browser without `srcset` loads (spec section 9: at most 1024 px
 * wide): the widest candidate that fits, or the original when it fits itself.
 */
export function fallbackSrc(src: string, width: number, srcset: SrcsetEntry[] = []): string {
  if (width <= FALLBACK_MAX_WIDTH) return src;
  const fitting = srcset.filter((c) => c.width <= FALLBACK_MAX_WIDTH).sort((a, b) => b.width - a.width);
  return fitting[0]?.src ?? src;
}

/** The rendered size: the intrinsic one scaled down to the fallback maximum, keeping the ratio. */
export function fallbackSize(width: number, height: number): { width: number; height: number } {
  if (width <= FALLBACK_MAX_WIDTH) return { width, height };
  return { width: FALLBACK_MAX_WIDTH, height: Math.round((height * FALLBACK_MAX_WIDTH) / width) };
}
