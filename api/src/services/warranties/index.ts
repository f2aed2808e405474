export * from './warranties.ts';
export * from './manufacturer-terms.ts';
export * from './certificate.ts';

