import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withPayload } from '@payloadcms/next/withPayload';

// The CMS imports the registry's schema and the content API from the portal
// (../content-schema, ../src), so the bundler's root is the repository.
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @type {import('next').NextConfig} */
const nextConfig = {
  turbopack: { root: repositoryRoot },
  outputFileTracingRoot: repositoryRoot,
  // The content API itself (../src/content-system) is loaded by Node at run time
  // (src/contract/portal.ts), on the repository's graphql-yoga and graphql.
  serverExternalPackages: ['jsdom'],
  // `npm run check --prefix cms` type-checks; the build does not repeat it.
  typescript: { ignoreBuildErrors: true },
  async redirects() {
    return [{ source: '/', destination: '/admin', permanent: false }];
  },
};

export default withPayload(nextConfig, { devBundleServerPackages: false });
