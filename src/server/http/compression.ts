import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import compression from 'compression';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ASSETS_DIR, ENCODED_SUFFIXES, PRECOMPRESS_MIN_BYTES } from './precompress.ts';

/**
 * Compression where the bytes leave the server, by the browser's
 * Accept-Encoding (brotli first, then gzip; never zstd, which Node 24 would
 * otherwise pick for Chromium), with `Vary: Accept-Encoding`:
 * - the build's hashed assets: their encoded copies made at build
 *   (precompress.ts), with Range and HEAD answered on the encoded bytes;
 * - Fastify's own answers (the API, the gateway's pages): on the fly;
 * - what is written straight to Node's response (Astro's pages and files, the
 *   identity provider): on the fly, except Range requests, answered plain.
 * Below 1 kB nothing is compressed: it would save less than a packet.
 */

const ENCODINGS: Array<'br' | 'gzip'> = ['br', 'gzip'];
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** Compresses Fastify's answers; registered before the routes. */
export async function compressAnswers(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, { global: true, encodings: ENCODINGS, threshold: PRECOMPRESS_MIN_BYTES });
}

const onTheFly = compression({
  threshold: PRECOMPRESS_MIN_BYTES,
  // A Range asks for bytes of the file as it is: compressing a part would answer other bytes than asked.
  filter: (req, res) => req.headers.range === undefined && compression.filter(req, res),
});

type Req = Parameters<typeof onTheFly>[0];
type Res = Parameters<typeof onTheFly>[1];

/**
 * Makes what is written to `res` from now on compressed, as the request
 * accepts. A HEAD answers the headers its GET would (Content-Encoding
 * included), so it is compressed as a GET; Node sends no body for a HEAD.
 */
export function compressRaw(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const asSent = req.method === 'HEAD' ? (Object.create(req, { method: { value: 'GET' } }) as IncomingMessage) : req;
  return new Promise((resolve) => onTheFly(asSent as Req, res as Res, () => resolve()));
}

/** Whether the path is one of the build's hashed assets. */
export const isAssetPath = (path: string): boolean => path.startsWith(`/${ASSETS_DIR}/`);

const IMMUTABLE = `public, max-age=${ONE_YEAR_MS / 1000}, immutable`;

export interface BuiltAssets {
  /** Where the assets are, in the order they are looked for. */
  folders: () => string[];
  /** A blocks' stylesheet narrowed by its query (http/block-styles.ts); undefined for any other asset. */
  stylesheet: (path: string, rules: string | undefined) => string | undefined;
  /** What answers an asset no folder holds. */
  otherwise: (request: FastifyRequest, reply: FastifyReply) => void;
}

/**
 * Serves the build's hashed assets (`/_astro/…`) from `folders()`, tried in
 * order (the live build's encoded copies, its files as built, then those of
 * the builds before it, which a page loaded before a switch still asks for):
 * in each, the encoded copy the browser accepts, else the file itself. What
 * none holds goes to `otherwise`; a blocks' stylesheet with a choice of
 * rules is answered narrowed (http/block-styles.ts); an encoded copy is never a URL of its own
 * (`…/x.js.br` is not found). Hashed names never change: cached for a year.
 */
export async function serveBuiltAssets(app: FastifyInstance, { folders, stylesheet, otherwise }: BuiltAssets): Promise<void> {
  await app.register(
    async (assets) => {
      await assets.register(fastifyStatic, {
        root: folders(),
        serve: false,
        preCompressed: true,
        index: false,
        immutable: true,
        maxAge: ONE_YEAR_MS,
      });
      assets.route({
        method: ['GET', 'HEAD'],
        url: '/*',
        schema: { hide: true },
        handler: (request, reply) => {
          const file = (request.params as { '*': string })['*'];
          if (ENCODED_SUFFIXES.some((suffix) => file.endsWith(suffix))) return otherwise(request, reply);
          const { rules } = request.query as { rules?: unknown };
          const narrowed = stylesheet(`/${ASSETS_DIR}/${file}`, typeof rules === 'string' ? rules : undefined);
          if (narrowed !== undefined) return reply.type('text/css; charset=utf-8').header('cache-control', IMMUTABLE).send(narrowed);
          // A list of roots, each tried in turn (@fastify/static takes it as options.root; its types say a string).
          return reply.sendFile(file, { root: folders() } as object);
        },
      });
      assets.setNotFoundHandler(otherwise);
    },
    { prefix: `/${ASSETS_DIR}` },
  );
}
