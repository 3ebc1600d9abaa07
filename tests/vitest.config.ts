/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

export default getViteConfig(
  {
    test: {
      root: new URL('..', import.meta.url).pathname,
      projects: [
        {
          extends: true,
          test: { name: 'node', environment: 'node', include: ['{src,blocks,content-schema,scripts,tests}/**/*.test.ts'] },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            include: ['{src,blocks}/**/*.test.tsx'],
            setupFiles: ['tests/support/dom-setup.ts'],
          },
        },
      ],
    },
  },
  { devToolbar: { enabled: false } },
);
