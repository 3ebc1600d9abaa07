import { access } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fetchMediaFile, MEDIA_PATH, mediaNameOf } from '#content-loader/media-files.ts';
import { pathOf } from './api-paths.ts';

/**
 * Media-library files (`/media/<file>`): the build copies those its pages
 * name into its output, and Astro serves them with the rest. A page rendered
 * on request (the editors' preview of a draft) may name a file no build holds
 * yet: with a content system configured, that one is fetched from it and
 * passed on, uncached beyond a minute.
 */
export interface MediaFiles {
  /** The content system's media files (media-files.ts in the content loader); without it only built files are served. */
  source?: URL | undefined;
  /** The served build's public files (`client/`). */
  clientDir: () => string | undefined;
  /** What answers a file neither holds: the 404 page. */
  otherwise: (request: FastifyRequest, reply: FastifyReply) => void;
  fetch?: typeof fetch;
}

/** Whether the request is for a media file the server fetches, rather than Astro serving it from the build. */
export async function isFetchedMedia(urlPath: string, { source, clientDir }: Pick<MediaFiles, 'source' | 'clientDir'>): Promise<boolean> {
  const name = mediaNameOf(urlPath);
  const dir = clientDir();
  if (!name || !source) return false;
  if (!dir) return true;
  return access(path.join(dir, MEDIA_PATH, name)).then(
    () => false,
    () => true,
  );
}

export async function serveFetchedMedia(app: FastifyInstance, { source, otherwise, fetch: fetchImpl }: MediaFiles): Promise<void> {
  if (!source) return;
  app.route({
    method: ['GET', 'HEAD'],
    url: `${MEDIA_PATH}:file`,
    schema: { hide: true },
    handler: async (request, reply) => {
      const name = mediaNameOf(pathOf(request.url));
      const response = name ? await fetchMediaFile(name, source, fetchImpl).catch(() => undefined) : undefined;
      if (!response?.body) return otherwise(request, reply);
      return reply
        .type(response.headers.get('content-type') ?? 'application/octet-stream')
        .header('cache-control', 'private, max-age=60')
        .send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
    },
  });
}
