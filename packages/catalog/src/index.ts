export * from './vocabulary.ts';
export * from './brands.ts';
export * from './color.ts';
export * from './films/index.ts';
export * from './vehicles/index.ts';
export * from './import/index.ts';
