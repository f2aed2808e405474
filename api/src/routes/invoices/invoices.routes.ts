// Paths and validators of /api/v1/user/invoices and /api/v1/public/invoice (issue 25 item 5, decision 087).
import { CONTRACT } from '@wrapsmith/core/contract';
import { Hono } from 'hono';
import { requirePlanFeature } from '../../lib/auth.ts';
import type { AppEnv, AuthedEnv } from '../../lib/context.ts';
import { rateLimit } from '../../lib/rate-limit.ts';
import { validate } from '../../lib/validate.ts';
import * as invoices from './invoices.handlers.ts';
import * as online from './pay-online.handlers.ts';

const declared = CONTRACT.invoices;
const idParam = declared.getInvoice.request.params;

// The role matrix (decision 062) is checked in the handlers: invoices are the Prices area's.
export function invoiceRoutes() {
  return new Hono<AuthedEnv>()
    .use(requirePlanFeature('bookings'))
    .get('/', validate('query', declared.listInvoices.request.query), (c) => invoices.listInvoices(c, c.req.valid('query')))
    .post('/', validate('json', declared.createInvoice.request.body), (c) => invoices.createInvoice(c, c.req.valid('json').bookingId))
    // Before /:id, which would take "export.csv" or "settings" for an id.
    .get('/settings', (c) => invoices.getInvoiceSettings(c))
    .put('/settings', validate('json', declared.putInvoiceSettings.request.body), (c) => invoices.putInvoiceSettings(c, c.req.valid('json')))
    .get('/export.csv', validate('query', declared.exportInvoices.request.query), (c) => invoices.exportInvoices(c, c.req.valid('query')))
    .get('/payments.csv', validate('query', declared.exportPayments.request.query), (c) => invoices.exportPayments(c, c.req.valid('query')))
    .get('/:id', validate('param', idParam), (c) => invoices.getInvoice(c, c.req.valid('param').id))
    .post('/:id/issue', validate('param', idParam), (c) => invoices.issueInvoice(c, c.req.valid('param').id))
    .post('/:id/send', validate('param', idParam), (c) => invoices.sendInvoice(c, c.req.valid('param').id))
    .post('/:id/payments', validate('param', idParam), validate('json', declared.recordPayment.request.body), (c) =>
      invoices.recordPayment(c, c.req.valid('param').id, c.req.valid('json')),
    )
    .post('/:id/void', validate('param', idParam), (c) => invoices.voidInvoice(c, c.req.valid('param').id))
    .get('/:id/pdf', validate('param', idParam), (c) => invoices.downloadPdf(c, c.req.valid('param').id));
}

const publicDeclared = CONTRACT.publicInvoices;

/**
 * The invoice through its pay-the-balance link's token: a guessing address is slowed down by the limit; paying is
 * limited like the deposit's pages (decision 084).
 */
export function publicInvoiceRoutes() {
  const limit = rateLimit({ name: 'invoice-link', windowMs: 15 * 60 * 1000, perIp: 120 });
  const payLimit = rateLimit({ name: 'invoice-pay', windowMs: 15 * 60 * 1000, perIp: 60 });
  const token = validate('param', publicDeclared.getPublicInvoice.request.params);
  return new Hono<AppEnv>()
    .get('/:token', limit, token, (c) => invoices.getPublicInvoice(c, c.req.valid('param').token))
    .get('/:token/pdf', limit, validate('param', publicDeclared.getPublicInvoicePdf.request.params), (c) => invoices.getPublicInvoicePdf(c, c.req.valid('param').token))
    .post('/:token/checkout', payLimit, token, (c) => online.invoiceCheckout(c, c.req.valid('param').token))
    .post('/:token/verify', payLimit, token, (c) => online.verifyInvoice(c, c.req.valid('param').token))
    .get('/:token/local', limit, token, validate('query', publicDeclared.localInvoicePayment.request.query), (c) =>
      online.localInvoice(c, c.req.valid('param').token, c.req.valid('query').session),
    )
    .post('/:token/local/pay', payLimit, token, validate('json', publicDeclared.payLocalInvoice.request.body), (c) =>
      online.payLocalInvoice(c, c.req.valid('param').token, c.req.valid('json').session),
    );
}
