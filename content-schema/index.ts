/** The content contract: every entity the content system delivers. Types are inferred, never written twice. */
export * from './block.ts';
export * from './page.ts';
export * from './templates.ts';
export * from './site.ts';
export * from './visibility.ts';
export * from './commerce.ts';
export * from './support.ts';
export * from './salons.ts';
