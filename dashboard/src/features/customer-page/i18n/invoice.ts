// The customer's invoice page's words (/pay-invoice, the invoice's pay link) in the customer's five languages (issue
// 28 item 1, decision 100): English the source; the other languages in invoice-es.ts … , loaded with the invoice.
// pay-invoice-i18n.test.tsx checks every catalogue is complete. Money, days and quantities are written by the page
// through Intl in the same language and passed in; the invoice's lines are its content and are not translated.
import type { Locale } from '@wrapsmith/core/i18n';
import { pageCatalogue } from './page-catalogue.ts';

export const INVOICE_PAGE_EN = {
  invalid: 'This invoice link is not valid. Ask the shop for a new one.',
  loadFailed: 'We could not load your invoice just now.',
  retry: 'Try again',
  loading: 'Loading your invoice…',
  title: '{shop}: invoice {number}',
  status: 'Status',
  'status.draft': 'Draft',
  'status.sent': 'Sent',
  'status.partly_paid': 'Partly paid',
  'status.paid': 'Paid',
  'status.void': 'Void',
  for: 'For',
  issued: 'Issued',
  due: 'Due',
  lines: 'Lines',
  description: 'Description',
  quantity: 'Qty',
  amount: 'Amount',
  totals: 'Totals',
  tax: 'Tax',
  total: 'Total',
  paid: 'Paid',
  balanceDue: 'Balance due',
  void: 'This invoice was cancelled by {shop} and is not payable.',
  paidInFull: 'Paid in full. Thank you!',
  notConfirmed: 'Your payment is not confirmed yet: it can take a minute. Refresh this page, or pay again if you left the payment page without paying.',
  opening: 'Opening the payment page…',
  pay: 'Pay {amount}',
  payFailed: 'We could not open the payment page just now. Try again.',
  byCard: 'Paid by card to {shop}. You can also pay them in the shop or by bank transfer.',
  payTheShop: 'To pay the balance, contact {shop}: they take cash, card in the shop and bank transfers.',
  pdf: 'Download the invoice (PDF)',
} as const;

export type InvoicePageKey = keyof typeof INVOICE_PAGE_EN;
export type InvoicePageCatalogue = Record<InvoicePageKey, string>;

const later: Record<Exclude<Locale, 'en'>, () => Promise<InvoicePageCatalogue>> = {
  es: async () => (await import('./invoice-es.ts')).INVOICE_PAGE,
  fr: async () => (await import('./invoice-fr.ts')).INVOICE_PAGE,
  de: async () => (await import('./invoice-de.ts')).INVOICE_PAGE,
  pt: async () => (await import('./invoice-pt.ts')).INVOICE_PAGE,
};

export const INVOICE_PAGE = pageCatalogue<InvoicePageKey>(INVOICE_PAGE_EN, later);
