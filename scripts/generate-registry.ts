// Rebuilds src/registry/generated from blocks/* (also done by the Astro integration).
import { generateRegistry } from '#registry/generate.ts';

const blocks = await generateRegistry(process.cwd());
console.log(`Block registry: ${blocks.length} blocks (${blocks.map((b) => b.name).join(', ')})`);
