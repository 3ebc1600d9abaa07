// Next's proxy (formerly middleware) of the CMS: none is needed. The file is
// here because Turbopack, with its root at the repository (the CMS bundles
// ../content-schema), would otherwise take the portal's src/middleware.ts for
// the CMS's own. It matches no request.
import { NextResponse } from 'next/server';

export function proxy() {
  return NextResponse.next();
}

export const config = { matcher: '/_cms-no-proxy' };
