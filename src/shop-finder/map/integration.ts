import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';
import { drawPoland } from './draw-poland.ts';

/** The map of Poland as a module of plain data (frame.ts: PolandMap), computed when the build (or the dev server) loads it. */
export const POLAND_MAP_MODULE = 'virtual:poland-map';
const RESOLVED = `\0${POLAND_MAP_MODULE}`;

/** Drawing size in SVG user units; the page scales it to its column. */
export const MAP_WIDTH = 560;
const MAP_PADDING = 8;

export function polandMapPlugin(): Plugin {
  let code: string | undefined;
  return {
    name: 'poland-map',
    resolveId: (id) => (id === POLAND_MAP_MODULE ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      code ??= `export default ${JSON.stringify(drawPoland({ width: MAP_WIDTH, padding: MAP_PADDING }))};\n`;
      return code;
    },
  };
}

/**
 * The shop finder's map is drawn at build time: pages rendered on each
 * request import the drawing as data and only place the salons' markers.
 */
export default function polandMap(): AstroIntegration {
  return {
    name: 'poland-map',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [polandMapPlugin()] } });
      },
    },
  };
}
