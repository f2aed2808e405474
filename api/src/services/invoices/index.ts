export * from './invoices.ts';

export { invoiceLayout, invoicePdf, pricedDocumentPdf, type PricedDocumentLayout } from './invoice-pdf.ts';
export * from './online.ts';
export { dayText, invoiceLocale, invoiceReaderWords, invoiceWords, type InvoiceWords } from './invoice-words.ts';
