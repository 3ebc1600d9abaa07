// Media-library files as the content contract's image objects: what an
// editor's pick stands for in a block (plan kind `media`). The portal serves
// them under /media/ (src/content-loader/media-files.ts): the build copies
// them in, so the live site does not depend on the CMS.
import { isRecord } from './json-schema.ts';

/** The widths the CMS makes of every upload, ratio kept: the `srcset` the portal gives the browser. */
export const SRCSET_WIDTHS = [480, 768, 1024, 1600] as const;

/** Cuts the CMS makes around the focal point, by the ratio a block shows (`x-media.crop`). */
export const CROPS: Record<string, ReadonlyArray<{ width: number; height: number }>> = {
  '16:9': [
    { width: 480, height: 270 },
    { width: 960, height: 540 },
  ],
  // A link's preview in social media and messengers (Open Graph): 1200 × 630.
  '40:21': [{ width: 1200, height: 630 }],
};

export const srcsetSizeName = (width: number) => `w${width}`;
export const cropSizeName = (ratio: string, width: number) => `crop${ratio.replace(':', 'x')}w${width}`;

/** The image sizes of the media collection (Payload's `upload.imageSizes`). */
export const mediaImageSizes = () => [
  ...SRCSET_WIDTHS.map((width) => ({ name: srcsetSizeName(width), width })),
  ...Object.entries(CROPS).flatMap(([ratio, sizes]) => sizes.map(({ width, height }) => ({ name: cropSizeName(ratio, width), width, height }))),
];

type StoredFile = { filename?: string | null; width?: number | null; height?: number | null };
export type MediaDoc = StoredFile & { id: string | number; alt?: string | null; sizes?: Record<string, StoredFile | undefined> | null };

/** The contract's image file (blocks/_shared/image.ts): src, intrinsic size, other widths; and the library's alt text. */
export type ImageFile = { src: string; width: number; height: number; srcset?: Array<{ src: string; width: number }>; alt?: string };

const url = (filename: string) => `/media/${filename}`;
const complete = (file: StoredFile | undefined): file is { filename: string; width: number; height: number } =>
  !!file?.filename && !!file.width && !!file.height;

/** The image file a media document gives a block: the original with its widths, or its cut to the block's ratio. */
export function imageOfMedia(doc: MediaDoc, crop?: string): ImageFile | undefined {
  const file = fileOfMedia(doc, crop);
  return file && doc.alt ? { ...file, alt: doc.alt } : file;
}

function fileOfMedia(doc: MediaDoc, crop?: string): ImageFile | undefined {
  const sizes = doc.sizes ?? {};
  const cut = crop ? (CROPS[crop] ?? []).map(({ width }) => sizes[cropSizeName(crop, width)]).filter(complete) : [];
  if (cut.length) {
    const largest = cut[cut.length - 1]!;
    return {
      src: url(largest.filename),
      width: largest.width,
      height: largest.height,
      srcset: cut.map((f) => ({ src: url(f.filename), width: f.width })),
    };
  }
  if (!complete(doc)) return undefined;
  // An image smaller than a cut's size has none: the block fits the original to its ratio.
  const widths = SRCSET_WIDTHS.map((width) => sizes[srcsetSizeName(width)]).filter(complete);
  return {
    src: url(doc.filename),
    width: doc.width,
    height: doc.height,
    ...(widths.length ? { srcset: widths.map((f) => ({ src: url(f.filename), width: f.width })) } : {}),
  };
}

/** The id an upload field holds: the id itself (depth 0) or the document (populated). */
export function mediaIdOf(value: unknown): string | undefined {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return isRecord(value) && (typeof value.id === 'string' || typeof value.id === 'number') ? String(value.id) : undefined;
}

/**
 * What a pick stands for while a form is checked, where the document is not
 * at hand: any valid file, so the object's other fields are checked as they
 * will be once the pick is read.
 */
export const PICKED_FILE: ImageFile = { src: '/media/picked', width: 1, height: 1 };
