import path from 'node:path';
import { APIError, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload';
import { isEditor } from '../access.ts';
import { refuseDeletingUsedMedia } from '../hooks/media-in-use.ts';
import { mediaImageSizes } from '../model/media.ts';

/** What the media library takes: photos and drawings a browser shows, as files sharp can resize. */
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'];
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** A file name the portal serves as it is (`/media/<name>`, src/content-loader/media-files.ts): lower-case ASCII, digits, `-`, `.`. */
export function mediaFileName(name: string): string {
  const dot = name.lastIndexOf('.');
  const [base, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot + 1)] : [name, ''];
  const clean = (s: string) =>
    s
      .replace(/[łŁ]/g, 'l')
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
  const stem = clean(base).slice(0, 80) || 'obraz';
  return ext ? `${stem}.${clean(ext)}` : stem;
}

/** Refuses, in Polish and before anything is stored, a file that is no image or is too large; names it for the portal. */
const checkUpload: CollectionBeforeOperationHook = ({ req, operation }) => {
  const file = req.file;
  if (!file || (operation !== 'create' && operation !== 'update')) return;
  if (!IMAGE_TYPES.includes(file.mimetype))
    throw new APIError(`Plik „${file.name}” nie jest obrazem, który portal pokaże: dodaj JPEG, PNG, WebP, AVIF albo GIF.`, 400, undefined, true);
  if (file.size > MAX_UPLOAD_BYTES)
    throw new APIError(
      `Plik „${file.name}” ma ${(file.size / 1024 / 1024).toFixed(1)} MB, a biblioteka przyjmuje obrazy do ${MAX_UPLOAD_BYTES / 1024 / 1024} MB: zmniejsz go.`,
      413,
      undefined,
      true,
    );
  file.name = mediaFileName(file.name);
};

/**
 * Uploaded images. Blocks pick them (an upload field per image object); the
 * portal copies the files into its build and serves them under /media/. Each
 * upload is stored as WebP with the widths of the portal's srcset, and cut to
 * the ratios blocks show around its focal point (model/media.ts).
 */
export const media = (dataDir: string): CollectionConfig => ({
  slug: 'media',
  labels: { singular: 'Obraz', plural: 'Biblioteka mediów' },
  admin: {
    group: 'Treści',
    description: `Obrazy do stron: JPEG, PNG, WebP, AVIF albo GIF, do ${MAX_UPLOAD_BYTES / 1024 / 1024} MB. Ustaw punkt ostrości: wokół niego portal przycina obraz tam, gdzie blok pokazuje go w innych proporcjach.`,
  },
  access: { read: () => true, create: isEditor, update: isEditor, delete: isEditor },
  hooks: { beforeOperation: [checkUpload], beforeDelete: [refuseDeletingUsedMedia] },
  upload: {
    staticDir: path.join(dataDir, 'media'),
    mimeTypes: IMAGE_TYPES,
    focalPoint: true,
    formatOptions: { format: 'webp', options: { quality: 82 } },
    imageSizes: [
      { name: 'thumbnail', width: 400, height: 300, position: 'centre', formatOptions: { format: 'webp', options: { quality: 75 } } },
      ...mediaImageSizes().map((size) => ({ ...size, formatOptions: { format: 'webp' as const, options: { quality: 82 } } })),
    ],
    adminThumbnail: 'thumbnail',
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      label: 'Tekst alternatywny',
      required: true,
      admin: { description: 'Co przedstawia obraz, dla osób, które go nie widzą. Blok może podać własny.' },
    },
  ],
});
