export { createCatalogue, type Catalogue, type CatalogueData } from './catalogue.ts';
export { CatalogueError, fetchCatalogue, loadCatalogue, parseCatalogue, storeCatalogue, syncCatalogue } from './sync.ts';
