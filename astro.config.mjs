// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import blockRegistry from './src/registry/integration.ts';

export default defineConfig({
  site: process.env.SITE_URL ?? 'http://127.0.0.1:4321',
  output: 'static',
  adapter: node({ mode: 'standalone' }),
  integrations: [blockRegistry(), react()],
  session: false,
  devToolbar: { enabled: false },
  image: { service: { entrypoint: 'astro/assets/services/sharp', config: { quality: 90 } } },
});
