import path from 'node:path';
import type { CollectionConfig } from 'payload';
import { isEditor } from '../access.ts';

/** Uploaded images; the portal links them by URL (/api/media/file/<name>). */
export const media = (dataDir: string): CollectionConfig => ({
  slug: 'media',
  labels: { singular: 'Plik', plural: 'Pliki i obrazy' },
  admin: { group: 'Treści', description: 'Obrazy do stron: po dodaniu skopiuj adres pliku do pola „Adres obrazu” bloku.' },
  access: { read: () => true, create: isEditor, update: isEditor, delete: isEditor },
  upload: {
    staticDir: path.join(dataDir, 'media'),
    mimeTypes: ['image/*'],
    focalPoint: true,
    imageSizes: [
      { name: 'thumbnail', width: 400, height: 300, position: 'centre' },
      { name: 'wide', width: 1600 },
    ],
    adminThumbnail: 'thumbnail',
  },
  fields: [{ name: 'alt', type: 'text', label: 'Tekst alternatywny', required: true }],
});
