// @wrapsmith/core/prices: the price book and the lines drafted from it (issue 25, decision 085). A subpath of its
// own, not the core index, because it reads the film catalogue (@wrapsmith/catalog): only the API and the pages
// that price pay for it.
export * from './price-book.ts';
export * from './draft-lines.ts';
