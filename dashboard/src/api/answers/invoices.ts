// The invoices area's answer schemas (invoice-endpoints.ts), in a chunk of their own: see lazy-answer.ts.
import { invoiceRoutes, publicInvoiceRoutes } from '@wrapsmith/core/contract';

export { checkAnswer } from '../read-answer.ts';

export const answers = {
  list: invoiceRoutes.listInvoices.responses[200],
  get: invoiceRoutes.getInvoice.responses[200],
  settings: invoiceRoutes.getInvoiceSettings.responses[200],
  saveSettings: invoiceRoutes.putInvoiceSettings.responses[200],
  create: invoiceRoutes.createInvoice.responses[200],
  issue: invoiceRoutes.issueInvoice.responses[200],
  send: invoiceRoutes.sendInvoice.responses[200],
  recordPayment: invoiceRoutes.recordPayment.responses[200],
  void: invoiceRoutes.voidInvoice.responses[200],
  publicGet: publicInvoiceRoutes.getPublicInvoice.responses[200],
  checkout: publicInvoiceRoutes.invoiceCheckout.responses[200],
  verify: publicInvoiceRoutes.invoiceVerify.responses[200],
  localPayment: publicInvoiceRoutes.localInvoicePayment.responses[200],
  payLocal: publicInvoiceRoutes.payLocalInvoice.responses[200],
};
