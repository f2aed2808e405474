// Issue 25 item 5: invoices over HTTP. A draft from a booking, issued with its number, paid partly then fully by
// staff (each payment once per key, never above the balance), receipts emailed, the PDF's text, the public link,
// online payments once per provider reference, void rules, the accountant's CSV, roles and tenant isolation; bad
// input is a clear 4xx with nothing written.
import type { InvoiceDetailDto, PublicInvoiceDto } from '@wrapsmith/core/contract';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { deposits, emailOutbox, invoicePayments } from '../../db/schema/index.ts';
import { recordOnlinePayment } from '../../services/invoices/index.ts';
import { bearer, createMember, createOwner, dbSnapshot, json, logIn } from '../../test/app.ts';
import { csvRowsOf } from '../../test/csv.ts';
import { bookingShop, storedBooking } from '../bookings/booking-fixtures.ts';

type Detail = { data: InvoiceDetailDto; message?: string };
type ErrorBody = { error: { message: string; code: string } };

async function shopWithBooking() {
  const t = await bookingShop('Invoice Wraps');
  const booking = await storedBooking(t.deps, t.owner.shop.id, 'accepted', {
    firstName: 'Dana',
    lastName: 'Reyes',
    email: 'dana@example.com',
    year: 2024,
    make: 'Toyota',
    model: 'Camry',
    brand: '3M',
    wrapColor: 'Gloss Black',
    price: 3000,
    ppfCost: 500,
    windowTintingCost: 250.5,
  });
  const call = (method: string, path: string, body?: unknown, auth = t.auth) => t.app.request(`/api/v1/user/invoices${path}`, json(method, body, auth));
  const create = async () => (await (await call('POST', '', { bookingId: booking.id })).json()) as Detail;
  const pay = (id: string, amount: number, key: string, method = 'cash') => call('POST', `/${id}/payments`, { method, amount, paidOn: '2026-06-02', reference: 'R-1', idempotencyKey: key });
  return { ...t, booking, call, create, pay };
}

async function pdfText(res: Response): Promise<string> {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await res.arrayBuffer())), { mergePages: true });
  return text;
}

describe('invoices (issue 25 item 5)', () => {
  it('makes a draft from the booking’s prices, issues it with the shop’s number, takes a partial then the rest, and is paid', async () => {
    const t = await shopWithBooking();
    const res = await t.call('POST', '', { bookingId: t.booking.id });
    expect(res.status).toBe(201);
    const draft = ((await res.json()) as Detail).data;
    expect(draft).toMatchObject({ status: 'draft', number: null, currency: 'USD', subtotal: 375050, tax: 0, total: 375050, balanceDue: 375050, payLink: null, customerName: 'Dana Reyes', vehicle: '2024 Toyota Camry' });
    expect(draft.lines.map((l) => [l.description, l.lineAmount])).toEqual([
      ['Vehicle wrap — 3M Gloss Black', 300000],
      ['Paint protection film (PPF)', 50000],
      ['Window tinting', 25050],
    ]);
    // Asking again answers the same draft.
    const again = await t.call('POST', '', { bookingId: t.booking.id });
    expect(again.status).toBe(200);
    expect(((await again.json()) as Detail).data._id).toBe(draft._id);

    // A draft takes no payment.
    expect((await t.pay(draft._id, 100, 'draft-pay-1')).status).toBe(409);

    const issued = ((await (await t.call('POST', `/${draft._id}/issue`)).json()) as Detail).data;
    expect(issued).toMatchObject({ status: 'sent', number: 'INV-0001', issueDate: '2026-06-01', dueDate: '2026-06-15' });
    expect(issued.payLink).toMatch(/\/pay-invoice\?token=[0-9a-f]{64}$/);

    const partial = await t.pay(draft._id, 100000, 'first-payment-key');
    expect(partial.status).toBe(201);
    expect(((await partial.json()) as Detail).data).toMatchObject({ status: 'partly_paid', amountPaid: 100000, balanceDue: 275050 });
    // The double submit: the same key records nothing more and sends no second receipt.
    const replay = await t.pay(draft._id, 100000, 'first-payment-key');
    expect(replay.status).toBe(200);
    expect(((await replay.json()) as Detail).data.amountPaid).toBe(100000);

    const rest = await t.pay(draft._id, 275050, 'second-payment-key', 'bank_transfer');
    const paid = ((await rest.json()) as Detail).data;
    expect(paid).toMatchObject({ status: 'paid', amountPaid: 375050, balanceDue: 0 });
    expect(paid.payments.map((p) => [p.method, p.amount])).toEqual([['cash', 100000], ['bank_transfer', 275050]]);

    const receipts = await t.deps.db.select().from(emailOutbox).where(eq(emailOutbox.tag, 'payment-receipt'));
    expect(receipts).toHaveLength(2);
    expect(receipts.map((r) => r.to)).toEqual(['dana@example.com', 'dana@example.com']);
    expect(receipts[0]?.text).toContain('$1,000.00');
    expect(receipts[0]?.text).toContain('INV-0001');
    expect(receipts[0]?.text).toContain('Balance due: $2,750.50');
    expect(receipts[1]?.text).toContain('Balance due: $0.00');

    // The PDF: shop, number, dates in the locale, customer and vehicle, lines, tax, total, payments, balance.
    const text = await pdfText(await t.call('GET', `/${draft._id}/pdf`));
    for (const part of ['Invoice Wraps', 'Invoice INV-0001', 'June 1, 2026', 'June 15, 2026', 'Dana Reyes', '2024 Toyota Camry', 'Paint protection film (PPF)', '$250.50', 'Tax', '$3,750.50', 'Bank transfer', 'Balance due', '$0.00']) {
      expect(text).toContain(part);
    }
    // Paid: it cannot be voided without refunding.
    const refused = await t.call('POST', `/${draft._id}/void`);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as ErrorBody).error.message).toMatch(/Refund the payments first/);
  });

  it('refuses bad payments with a clear 4xx and writes nothing: above the balance, negative, fractional, a foreign shop’s invoice', async () => {
    const t = await shopWithBooking();
    const id = (await t.create()).data._id;
    await t.call('POST', `/${id}/issue`);
    const other = await createOwner(t.deps.db, { businessName: 'Other Wraps', addon: true });
    const otherAuth = bearer((await logIn(t.app, other.user.email, other.password)).token);
    const before = await dbSnapshot(t.deps);
    const above = await t.pay(id, 375051, 'too-much-key');
    expect(above.status).toBe(400);
    expect(((await above.json()) as ErrorBody).error.message).toBe('The payment is more than the balance due ($3,750.50).');
    expect((await t.pay(id, -5, 'negative-key')).status).toBe(400);
    expect((await t.pay(id, 0, 'zero-amount-key')).status).toBe(400);
    expect((await t.pay(id, 10.5, 'fraction-key')).status).toBe(400);
    expect((await t.call('POST', `/${id}/payments`, { method: 'deposit', amount: 100, paidOn: '2026-06-02', idempotencyKey: 'deposit-key-1' })).status).toBe(400);
    expect((await t.call('POST', `/${id}/payments`, { method: 'cash', amount: 100, paidOn: '2026-02-30', idempotencyKey: 'bad-day-key' })).status).toBe(400);

    expect((await t.call('GET', `/${id}`, undefined, otherAuth)).status).toBe(404);
    expect((await t.call('POST', `/${id}/payments`, { method: 'cash', amount: 100, paidOn: '2026-06-02', idempotencyKey: 'foreign-key-1' }, otherAuth)).status).toBe(404);
    expect((await t.call('POST', `/${id}/void`, undefined, otherAuth)).status).toBe(404);
    expect((await t.call('POST', '', { bookingId: t.booking.id }, otherAuth)).status).toBe(404);
    expect((await t.call('GET', `/${id}/pdf`, undefined, otherAuth)).status).toBe(404);
    expect(await dbSnapshot(t.deps)).toEqual(before);
  });

  it('two payments of the whole balance at once (two tabs): one is recorded, the other refused (409: already paid)', async () => {
    const t = await shopWithBooking();
    const id = (await t.create()).data._id;
    await t.call('POST', `/${id}/issue`);
    const results = await Promise.all([t.pay(id, 375050, 'tab-one-key'), t.pay(id, 375050, 'tab-two-key'), t.pay(id, 375050, 'tab-one-key')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 201, 409]);
    const rows = await t.deps.db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, id));
    expect(rows).toHaveLength(1);
  });

  it('an online payment through the link is recorded once per provider reference; the public link reads the invoice and its PDF', async () => {
    const t = await shopWithBooking();
    const draft = (await t.create()).data;
    const token = /token=([0-9a-f]{64})/.exec((((await (await t.call('POST', `/${draft._id}/issue`)).json()) as Detail).data.payLink) ?? '')?.[1] ?? '';
    const pub = await t.app.request(`/api/v1/public/invoice/${token}`);
    expect(pub.status).toBe(200);
    expect(((await pub.json()) as { data: PublicInvoiceDto }).data).toMatchObject({ shopName: 'Invoice Wraps', number: 'INV-0001', balanceDue: 375050, currency: 'USD' });
    expect(await pdfText(await t.app.request(`/api/v1/public/invoice/${token}/pdf`))).toContain('INV-0001');
    expect((await t.app.request(`/api/v1/public/invoice/${'0'.repeat(64)}`)).status).toBe(404);
    expect((await t.app.request('/api/v1/public/invoice/not-a-token')).status).toBe(400);

    const now = t.deps.now();
    const [first, redelivered] = await Promise.all([recordOnlinePayment(t.deps.db, draft._id, 375050, 'pi_123', now), recordOnlinePayment(t.deps.db, draft._id, 375050, 'pi_123', now)]);
    expect([first.recorded, redelivered.recorded].sort()).toEqual([false, true]);
    const paid = ((await (await t.call('GET', `/${draft._id}`)).json()) as Detail).data;
    expect(paid).toMatchObject({ status: 'paid', amountPaid: 375050, balanceDue: 0 });
    expect(paid.payments).toMatchObject([{ method: 'card_online', reference: 'pi_123' }]);
    // A second tab that paid too: the money is recorded and its excess reported for a refund.
    const extra = await recordOnlinePayment(t.deps.db, draft._id, 1000, 'pi_456', now);
    expect(extra.overpaid).toBe(1000);
  });

  it('voids an issued invoice with no money on it; it keeps its number and the next issue takes the next one', async () => {
    const t = await shopWithBooking();
    const first = (await t.create()).data._id;
    await t.call('POST', `/${first}/issue`);
    const voided = await t.call('POST', `/${first}/void`);
    expect(((await voided.json()) as Detail).data).toMatchObject({ status: 'void', number: 'INV-0001' });
    expect((await t.call('POST', `/${first}/void`)).status).toBe(409);
    expect((await t.pay(first, 100, 'void-pay-key')).status).toBe(409);
    // A new invoice for the booking (the void one no longer counts) takes INV-0002.
    const second = (await t.create()).data._id;
    expect(second).not.toBe(first);
    expect((((await (await t.call('POST', `/${second}/issue`)).json()) as Detail).data).number).toBe('INV-0002');
    expect(await pdfText(await t.call('GET', `/${first}/pdf`))).toContain('VOID');
  });

  it('applies the deposit the customer paid through the shop’s Stripe account at issue, once, and the PDF shows it (items 4 and 5)', async () => {
    const t = await shopWithBooking();
    const at = t.deps.now();
    const paid = { shopId: t.owner.shop.id, bookingId: t.booking.id, amountMinor: 75000, currency: 'USD', provider: 'local' as const, accountId: 'acct_local_1', createdAt: at, updatedAt: at };
    await t.deps.db.insert(deposits).values({ id: 'dep-1', ...paid, status: 'paid', paymentIntentId: 'pi_local_deposit', paidAt: at });
    const draft = (await t.create()).data;
    expect(draft).toMatchObject({ total: 375050, balanceDue: 375050 });
    const issued = ((await (await t.call('POST', `/${draft._id}/issue`)).json()) as Detail).data;
    expect(issued).toMatchObject({ status: 'partly_paid', amountPaid: 75000, balanceDue: 300050 });
    expect(issued.payments.map((p) => [p.method, p.amount, p.reference])).toEqual([['deposit', 75000, 'pi_local_deposit']]);
    const text = await pdfText(await t.call('GET', `/${draft._id}/pdf`));
    expect(text).toContain('Deposit');
    expect(text).toContain('$750.00');
    expect(text).toContain('$3,000.50');
  });

  it('emails the issued invoice with its PDF link; a draft cannot be sent', async () => {
    const t = await shopWithBooking();
    const id = (await t.create()).data._id;
    expect((await t.call('POST', `/${id}/send`)).status).toBe(400);
    await t.call('POST', `/${id}/issue`);
    const sent = await t.call('POST', `/${id}/send`);
    expect(sent.status).toBe(200);
    expect(((await sent.json()) as Detail).data.emailedAt).not.toBeNull();
    const [mail] = await t.deps.db.select().from(emailOutbox).where(eq(emailOutbox.tag, 'invoice'));
    expect(mail?.subject).toBe('Invoice INV-0001 from Invoice Wraps');
    expect(mail?.text).toMatch(/\/api\/v1\/public\/invoice\/[0-9a-f]{64}\/pdf/);
    // Issue 26 item 3: the job's tracking page is linked too.
    expect(mail?.text).toMatch(/Follow your job here: \S+\/track\?token=[0-9a-f]{64}/);
  });

  it('exports invoices and payments over a range of days as CSV with exact decimals and a currency column', async () => {
    const t = await shopWithBooking();
    const id = (await t.create()).data._id;
    await t.call('POST', `/${id}/issue`);
    await t.pay(id, 100005, 'csv-payment-key');
    const invoicesCsv = await csvRowsOf(await t.call('GET', '/export.csv?from=2026-06-01&to=2026-06-30'));
    expect(invoicesCsv[0]).toBe('Number,Status,Issue date,Due date,Customer,Email,Vehicle,Currency,Net,Tax,Total,Deposit applied,Paid,Balance due');
    expect(invoicesCsv[1]).toBe('INV-0001,Partly paid,2026-06-01,2026-06-15,Dana Reyes,dana@example.com,2024 Toyota Camry,USD,3750.50,0.00,3750.50,0.00,1000.05,2750.45');
    const paymentsCsv = await csvRowsOf(await t.call('GET', '/payments.csv?from=2026-06-02&to=2026-06-02'));
    expect(paymentsCsv).toEqual(['Date,Invoice,Customer,Method,Reference,Currency,Amount', '2026-06-02,INV-0001,Dana Reyes,Cash,R-1,USD,1000.05']);
    expect(await csvRowsOf(await t.call('GET', '/export.csv?from=2026-07-01&to=2026-07-31'))).toHaveLength(1);
    expect((await t.call('GET', '/export.csv?from=2026-06-30&to=2026-06-01')).status).toBe(400);
    expect((await t.call('GET', '/export.csv?from=2025-01-01&to=2026-06-01')).status).toBe(400);
  });

  it('belongs to the Prices area: a Member (no prices) gets 403 and nothing is written', async () => {
    const t = await shopWithBooking();
    const id = (await t.create()).data._id;
    const member = await createMember(t.deps.db, t.owner.user, { role: 'member' });
    const auth = bearer((await logIn(t.app, member.user.email, member.password)).token);
    const before = await dbSnapshot(t.deps);
    for (const [method, path, body] of [
      ['GET', '', undefined],
      ['GET', `/${id}`, undefined],
      ['POST', '', { bookingId: t.booking.id }],
      ['POST', `/${id}/issue`, undefined],
      ['GET', '/export.csv?from=2026-06-01&to=2026-06-30', undefined],
    ] as const) {
      expect((await t.call(method, path, body, auth)).status, `${method} ${path}`).toBe(403);
    }
    expect(await dbSnapshot(t.deps)).toEqual(before);
  });
});
