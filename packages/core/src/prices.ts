// @wrapsmith/core/prices: the price book and the lines drafted from it (issue 25, decision 085). A subpath of its
// own, not the core index, because it reads the film catalogue (@wrapsmith/catalog): only the API and the pages
// that price pay for it.
export * from './price-book.ts';
export * from './draft-lines.ts';
/** The catalogue's words a price book names (finishes, brands, built-in films), for apps that do not import the catalogue. */
export { BRANDS, FILMS, FINISHES, FINISH_LABELS, type Finish } from '@wrapsmith/catalog';
