import { createHash, timingSafeEqual } from 'node:crypto';
import type { Plugin } from 'graphql-yoga';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Requires `Authorization: Bearer <token>` on every GraphQL request. The
 * GraphiQL page itself stays open (it is rendered before request parsing);
 * its requests need the header like any other client's.
 */
export function bearerAuth(token: string): Plugin {
  const expected = digest(`Bearer ${token}`);
  return {
    onRequestParse({ request, endResponse, fetchAPI }) {
      const given = request.headers.get('authorization') ?? '';
      if (timingSafeEqual(digest(given), expected)) return;
      endResponse(
        new fetchAPI.Response(
          JSON.stringify({
            errors: [
              {
                message: given
                  ? 'Nieprawidłowy token dostępu do systemu treści'
                  : 'Brak tokenu dostępu do systemu treści (nagłówek Authorization: Bearer …)',
                extensions: { code: 'UNAUTHENTICATED' },
              },
            ],
          }),
          { status: 401, headers: { 'content-type': 'application/json; charset=utf-8', 'www-authenticate': 'Bearer' } },
        ),
      );
    },
  };
}
