import { MAX_BLOCK_DEPTH } from '#content-schema/block.ts';
import { weekdays } from '#content-schema/salons.ts';
import type { ListCollectionName } from './collections.ts';

/**
 * The GraphQL documents the build sends. Block trees are recursive but
 * GraphQL selections are not, so the Region/Block selection is unrolled to
 * MAX_BLOCK_DEPTH levels; the deepest blocks still select their region names,
 * so content nested deeper is reported instead of silently cut off.
 */
export function regionSelection(level = 1, maxDepth = MAX_BLOCK_DEPTH): string {
  const nested = level < maxDepth ? regionSelection(level + 1, maxDepth) : 'name';
  return `name blocks { id type props visibility regions { ${nested} } }`;
}

const menuItem = 'id label url cssClasses target menuSettings { externalIconUrl externalIconAlt externalPosition id showlabel } visibility';

export const siteQuery = `query Site {
  site {
    name logoUrl logoAlt copyright
    mainMenu { ${menuItem} }
    iconMenu { ${menuItem} }
    userDropdown { title description button { title url target } authRequired items { ${menuItem} } }
    footer { columns { title left { ${menuItem} } right { ${menuItem} } } social { network url } content short { ${menuItem} } }
    redirects { source destination }
    allowedRedirectHosts
    saleStages { label stage url }
    saleStageConfig { loginUrl selectPackageUrl }
    dataMapper { key path }
    excludedLinkPatterns
    embeddingOrigins
  }
}`;

export const nodeSelections: Record<ListCollectionName, string> = {
  pages:
    'id path slug title showTitle metaTitle metaDesc keyphrase template flags { hideheader showbreadcrumbs showFooter shortFooter } auth { required redirectUrl } ' +
    'breadcrumbs { text url } selfcareLocks { startDate endDate url } supportCategories noindex canonical ' +
    'socialImage { src width height srcset { src width } alt } ' +
    `regions { ${regionSelection()} }`,
  offers:
    'code name status ltoduration pricepromo pricepromo2 pricebaselto availiablemop productlist { articlecode documents } ' +
    'article { articlecode articlename packagetitle } description highlights',
  products: 'articlecode articlename price packagetitle disabledowngrade',
  bundles:
    'id databaseId articlename package relationship { articlecode } ismain ismainpackageitem lto monthly ' +
    'availablewithsomeactive plannedofftooltip noneactivetooltip',
  metaProducts: 'id metaproductName metaproductCodes contentIds',
  eventConfigs: 'id casId articleCode landingPageUrl',
  supportCategories: 'id slug title description url order',
  documents: 'id title category file { databaseId url sizeKb } status summaryavailable selfcareavailable downgradeavailable validFrom',
  salons:
    'id name address { street number postalCode city } coordinates { lat lon } ' +
    `openingHours { ${weekdays.map((day) => `${day} { opens closes }`).join(' ')} } ` +
    'closedDays phone services accessibility',
};

const operationName = (name: string) => name[0]!.toUpperCase() + name.slice(1);

/** One page of a collection: `first` entries from `offset`, with the total for planning the rest. */
export const listQuery = (name: ListCollectionName) => `query ${operationName(name)}($first: Int!, $offset: Int!) {
  ${name}(first: $first, offset: $offset) { totalCount nodes { ${nodeSelections[name]} } }
}`;

/** One page by its path: what the editors' preview asks the CMS for (the draft, with the preview token). */
export const pageQuery = `query PreviewPage($path: String!) {
  page(path: $path) { ${nodeSelections.pages} }
}`;
