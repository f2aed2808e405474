// Every table of the product. One file per resource; this file only re-exports.
export * from './shops.ts';
