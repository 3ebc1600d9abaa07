import { z } from 'zod';

/**
 * Image files in content: a site path (a public file under /images/, or a
 * media-library file under /media/) or an https URL (no mixed content), with
 * the intrinsic size, so a page reserves the space before the image loads.
 */
export const isSafeImageSrc = (value: string): boolean => {
  if (/[\s\u0000-\u001f\u007f]/.test(value)) return false;
  if (value.startsWith('/')) return !/^\/[/\\]/.test(value);
  return /^https:\/\/[^/\\]/i.test(value) && URL.canParse(value);
};

export const imageSrcSchema = z.string().refine(isSafeImageSrc, { error: 'Adres obrazu: ścieżka zaczynająca się od / albo adres https://' });

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
 * srcset; `crop` names the ratio the page shows it in, cut around the
 * image's focal point (16:9 a card's picture, 40:21 a link's preview in
 * social media, 1200 × 630).
 */
export type MediaHint = { crop?: '16:9' | '40:21' };
export const mediaHint = (hint: MediaHint = {}) => ({ 'x-media': hint });

export const altShape = {
  alt: z.string().trim().max(250, { error: 'Tekst alternatywny: do 250 znaków' }).default('').meta({ title: 'Tekst alternatywny' }),
};

/** The image a link to the page shows in social media and messengers (Open Graph). */
export const socialImageSchema = z.strictObject({ ...imageFileShape, ...altShape }).meta(mediaHint({ crop: '40:21' }));
