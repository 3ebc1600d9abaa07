import { z } from 'zod';
import { isSafeLinkUrl } from './link.ts';

/** Spec section 9: the fallback (non-srcset) image is at most 1024 px wide. */
export const FALLBACK_MAX_WIDTH = 1024;

/** Image files: a site path (usually under /images/) or an https URL (no mixed content). */
export const imageSrcSchema = z.string().refine((v) => isSafeLinkUrl(v) && !/^http:/i.test(v), {
  error: 'Adres obrazu: ścieżka zaczynająca się od / albo adres https://',
});

const dimension = (what: string) =>
  z
    .number({ error: `Podaj ${what} obrazu w pikselach` })
    .int({ error: `${what[0]!.toUpperCase()}${what.slice(1)} obrazu: liczba całkowita pikseli` })
    .min(1, { error: `${what[0]!.toUpperCase()}${what.slice(1)} obrazu musi być większa od 0` })
    .max(10000, { error: `${what[0]!.toUpperCase()}${what.slice(1)} obrazu: najwyżej 10000 px` });

/** The same picture in other widths (same ratio), for the browser to choose from: `srcset`. */
const srcsetSchema = z
  .array(
    z.strictObject({
      src: imageSrcSchema.meta({ title: 'Adres pliku' }),
      width: dimension('szerokość').meta({ title: 'Szerokość' }),
    }),
  )
  .max(12, { error: 'Najwyżej 12 rozmiarów obrazu' });

export const imageFileShape = {
  src: imageSrcSchema.meta({ title: 'Adres obrazu' }),
  width: dimension('szerokość').meta({ title: 'Szerokość' }),
  height: dimension('wysokość').meta({ title: 'Wysokość' }),
  srcset: srcsetSchema.optional().meta({ title: 'Inne rozmiary' }),
};

/**
 * How an editors' CMS offers an image object (`x-media` in the JSON Schema):
 * a pick from its media library, which fills in the file's src, size and
 * srcset; `crop` names the ratio the block shows it in, cut around the
 * image's focal point.
 */
export type MediaHint = { crop?: '16:9' };
export const mediaHint = (hint: MediaHint = {}) => ({ 'x-media': hint });

/**
 * An image file with its intrinsic size. The size is required so the page
 * reserves the space before the image loads (no layout shift) and so public/
 * images, which astro:assets cannot measure by path, still get dimensions.
 */
export const imageFileSchema = z.strictObject(imageFileShape).meta(mediaHint());

const altShape = {
  alt: z.string().trim().max(250, { error: 'Tekst alternatywny: do 250 znaków' }).default('').meta({ title: 'Tekst alternatywny' }),
};

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
