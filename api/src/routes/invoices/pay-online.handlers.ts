// The customer pays an invoice's balance online through its link (issue 25 item 5, decision 087): thin handlers
// over services/invoices/online.ts. A payment recorded here (or by the Connect webhook) emails the same receipt a
// staff-recorded payment does, once: only the call that recorded it sends it.
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../../lib/context.ts';
import { depositContext } from '../../services/deposits/index.ts';
import {
  invoiceCheckout as checkout,
  invoiceWithPayments,
  localInvoiceView,
  payLocalInvoice as payLocal,
  verifyInvoicePayment,
  type RecordedPayment,
} from '../../services/invoices/index.ts';
import { sendReceipt, toPublicInvoice } from './invoices.handlers.ts';

const ctxOf = (c: Context<AppEnv>) => depositContext(c.var.deps);

/** After an online payment: the receipt, when this call recorded it (a replay sends none). */
export async function afterOnlinePayment(deps: AppDeps, result: RecordedPayment | undefined): Promise<void> {
  if (!result?.recorded) return;
  try {
    await sendReceipt(deps, await invoiceWithPayments(deps.db, result.invoice), result.payment);
  } catch (err) {
    // The payment is recorded and the shop told; a receipt that could not be queued must not fail the webhook.
    deps.log.error(`[invoices] could not send the receipt of payment ${result.payment.id}`, err);
  }
}

export async function invoiceCheckout(c: Context<AppEnv>, token: string) {
  c.header('Cache-Control', 'no-store');
  return c.json({ data: await checkout(ctxOf(c), token) });
}

export async function verifyInvoice(c: Context<AppEnv>, token: string) {
  const deps = c.var.deps;
  const { invoice, results } = await verifyInvoicePayment(ctxOf(c), token);
  for (const result of results) await afterOnlinePayment(deps, result);
  const loaded = await invoiceWithPayments(deps.db, invoice);
  c.header('Cache-Control', 'no-store');
  return c.json({ data: await toPublicInvoice(deps, loaded.invoice, loaded.settings, token) });
}

export async function localInvoice(c: Context<AppEnv>, token: string, session: string) {
  c.header('Cache-Control', 'no-store');
  return c.json({ data: await localInvoiceView(ctxOf(c), token, session) });
}

export async function payLocalInvoice(c: Context<AppEnv>, token: string, session: string) {
  const { redirectUrl, result } = await payLocal(ctxOf(c), token, session);
  await afterOnlinePayment(c.var.deps, result);
  return c.json({ data: { redirectUrl } });
}
