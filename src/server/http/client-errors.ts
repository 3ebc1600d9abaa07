import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import { messages } from '#api-contract/messages.ts';
import { responseSecurityHeaders } from '../security-headers.ts';
import { isApiPath } from './api-paths.ts';
import { fail } from './responses.ts';

/**
 * Requests Node's HTTP parser refuses before Fastify sees them: a request
 * line or headers over the size limit (431), a request that never arrives in
 * full (408), bytes that are not HTTP (400). Fastify's default answer is an
 * English JSON body outside the envelope; these get what every other answer
 * gets: under /api and /api-tnk the envelope with a Polish message, on pages
 * a small Polish page, and the security headers.
 */

/** Node's parser error (Fastify's types say rawPacket is JSON; at run time it is the Buffer received). */
interface ParserError extends Error {
  code?: string;
  rawPacket?: unknown;
}

const REQUEST_LINE = /^[A-Z]{1,20} (\S+)/;

function statusOf(error: ParserError): { status: number; message: string } {
  if (error.code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: messages.headersTooLarge };
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: messages.requestTimeout };
  return { status: 400, message: messages.badRequest };
}

/** Whether the refused request was for a page; unknown (no request line seen) reads as an API call, which gets the envelope. */
function isPageRequest(error: ParserError): boolean {
  const start = Buffer.isBuffer(error.rawPacket) ? error.rawPacket.subarray(0, 2048).toString('latin1') : '';
  const target = REQUEST_LINE.exec(start)?.[1];
  return target !== undefined && target.startsWith('/') && !isApiPath(target);
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

function errorPage(status: number, message: string): string {
  return `<!doctype html>
<html lang="pl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Nieprawidłowe żądanie</title></head>
<body><main><h1>Nie można wyświetlić tej strony</h1><p>${escapeHtml(message)} (błąd ${status})</p><p><a href="/">Przejdź na stronę główną</a></p></main></body></html>
`;
}

/** Fastify's clientErrorHandler. */
export function clientErrorHandler(options: { hsts: boolean }) {
  return (error: ParserError, socket: Socket): void => {
    // A reset connection, or one already answered: nothing to say.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, message } = statusOf(error);
    const page = isPageRequest(error);
    const body = page ? errorPage(status, message) : JSON.stringify(fail(status, message));
    const headers: Array<readonly [string, string]> = [
      ['Content-Type', page ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8'],
      ['Content-Length', String(Buffer.byteLength(body))],
      ['Connection', 'close'],
      ...(page ? [['Cache-Control', 'no-store'] as const] : []),
      ...responseSecurityHeaders({ api: !page, hsts: options.hsts }),
    ];
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers.map(([name, value]) => `${name}: ${value}`).join('\r\n')}\r\n\r\n${body}`,
      );
    }
    socket.destroy();
  };
}
