export * from './invoices.ts';

