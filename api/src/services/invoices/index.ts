export * from './invoices.ts';

export { dayText, invoiceLayout, invoicePdf, pricedDocumentPdf, type PricedDocumentLayout } from './invoice-pdf.ts';
export * from './online.ts';
