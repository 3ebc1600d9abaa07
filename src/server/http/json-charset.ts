import type { FastifyRequest } from 'fastify';

/**
 * JSON travels in UTF-8 (RFC 8259 §8.1). A body declared in another charset
 * (`application/json; charset=utf-16`) would be read as UTF-8 all the same,
 * and what the caller meant would be stored garbled, so it is refused (415)
 * before it is read.
 */

export const UNSUPPORTED_CHARSET = 'PORTAL_UNSUPPORTED_CHARSET';

/** The charset a JSON content type declares, lower-case; null for another type or none declared. */
export function declaredJsonCharset(contentType: string | undefined): string | null {
  if (!contentType) return null;
  const [type = '', ...parameters] = contentType.split(';');
  if (!/^application\/(?:[\w.+-]+\+)?json$/i.test(type.trim())) return null;
  for (const parameter of parameters) {
    const [name = '', value = ''] = parameter.split('=');
    if (name.trim().toLowerCase() === 'charset')
      return value
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .toLowerCase();
  }
  return null;
}

/** preParsing hook: refuses a JSON body declared in a charset other than UTF-8. */
export async function refuseJsonInOtherCharsets(request: FastifyRequest): Promise<void> {
  const charset = declaredJsonCharset(request.headers['content-type']);
  if (charset !== null && charset !== 'utf-8' && charset !== 'utf8') {
    throw Object.assign(new Error(`JSON declared in charset ${charset}`), { statusCode: 415, code: UNSUPPORTED_CHARSET });
  }
}
