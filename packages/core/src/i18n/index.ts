export * from './icu.ts';
export * from './locales.ts';
export * from './format.ts';
export * from './catalogue-check.ts';
