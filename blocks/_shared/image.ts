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

/**
 * An image file with its intrinsic size. The size is required so the page
 * reserves the space before the image loads (no layout shift) and so public/
 * images, which astro:assets cannot measure by path, still get dimensions.
 */
export const imageFileSchema = z.strictObject({
  src: imageSrcSchema.meta({ title: 'Adres obrazu' }),
  width: dimension('szerokość').meta({ title: 'Szerokość' }),
  height: dimension('wysokość').meta({ title: 'Wysokość' }),
});

/** An image beside text that names it: alt text optional, empty means decorative. */
export const illustrationSchema = imageFileSchema.extend({
  alt: z.string().trim().max(250, { error: 'Tekst alternatywny: do 250 znaków' }).default('').meta({ title: 'Tekst alternatywny' }),
});
export type Illustration = z.output<typeof illustrationSchema>;

/** The rendered size: the intrinsic one scaled down to the fallback maximum, keeping the ratio. */
export function fallbackSize(width: number, height: number): { width: number; height: number } {
  if (width <= FALLBACK_MAX_WIDTH) return { width, height };
  return { width: FALLBACK_MAX_WIDTH, height: Math.round((height * FALLBACK_MAX_WIDTH) / width) };
}
