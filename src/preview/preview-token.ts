/**
 * An editors' preview token, as the CMS signs it (cms/): the base64url JSON of
 * its claims, a dot, and the signature. The CMS alone holds the key and checks
 * the signature, the expiry and the editor whenever the portal asks it for the
 * draft; the portal only reads which page the token names, to ask for it.
 */
export function previewTokenPath(token: string): string | null {
  const [claims, signature, ...rest] = token.split('.');
  if (!claims || !signature || rest.length) return null;
  try {
    const decoded: unknown = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8'));
    const path = (decoded as { path?: unknown } | null)?.path;
    return typeof path === 'string' && path.startsWith('/') ? path : null;
  } catch {
    return null;
  }
}
