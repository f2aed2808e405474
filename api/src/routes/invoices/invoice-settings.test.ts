// Issue 25 finishing item 5 (decision 088): Settings → Invoices over HTTP. What invoice_settings holds (number
// prefix, the next number shown, payment terms in days, locale, footer) is read and changed by the owner, validated
// (a clear 400 and nothing written), kept per shop, refused to a Member, and used by the next invoice and its PDF.
import { INVOICE_MESSAGES } from '@wrapsmith/core';
import type { InvoiceDetailDto, InvoiceSettingsDto } from '@wrapsmith/core/contract';
import { describe, expect, it } from 'vitest';
import { bearer, createMember, createOwner, dbSnapshot, json, logIn } from '../../test/app.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { body } from '../../test/widget.ts';
import { bookingShop, storedBooking } from '../bookings/booking-fixtures.ts';

const SETTINGS = { prefix: 'WL-', dueDays: 30, locale: 'en-GB', footer: 'Bank transfer: Wrap Lab Ltd, sort code 12-34-56, account 12345678\nThank you for your business.' };

describe('issue 25 finishing item 5: invoice settings', () => {
  it('the owner reads the defaults, saves prefix, terms, locale and footer, and the next invoice and its PDF use them', async () => {
    const t = await bookingShop('Invoice Wraps');
    const call = (method: string, path: string, payload?: unknown, auth = t.auth) => t.app.request(`/api/v1/user/invoices${path}`, method === 'GET' ? { headers: auth } : json(method, payload, auth));
    const defaults = await call('GET', '/settings');
    expect(defaults.status).toBe(200);
    expect((await body<{ data: InvoiceSettingsDto }>(defaults)).data).toEqual({ prefix: 'INV-', dueDays: 14, locale: 'en-US', footer: '', nextNumber: 'INV-0001' });

    const saved = await call('PUT', '/settings', { ...SETTINGS, prefix: '  WL-  ' });
    expect(saved.status).toBe(200);
    const savedBody = await body<{ data: InvoiceSettingsDto; message: string }>(saved);
    expect(savedBody.message).toBe(INVOICE_MESSAGES.settingsSaved);
    expect(savedBody.data).toEqual({ ...SETTINGS, nextNumber: 'WL-0001' });

    const booking = await storedBooking(t.deps, t.owner.shop.id, 'accepted', { firstName: 'Dana', email: 'dana@example.com', price: 1000 });
    const draft = (await body<{ data: InvoiceDetailDto }>(await call('POST', '', { bookingId: booking.id }))).data;
    const issued = (await body<{ data: InvoiceDetailDto }>(await call('POST', `/${draft._id}/issue`))).data;
    expect(issued.number).toBe('WL-0001');
    expect(issued.locale).toBe('en-GB');
    // 30 days of payment terms from the issue day.
    const days = (Date.parse(`${issued.dueDate ?? ''}T00:00:00Z`) - Date.parse(`${issued.issueDate ?? ''}T00:00:00Z`)) / 86_400_000;
    expect(days).toBe(30);
    const pdf = await call('GET', `/${draft._id}/pdf`);
    expect(pdf.status).toBe(200);
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain('WL-0001');
    expect(text).toContain('sort code 12-34-56');
    expect(text).toContain('Thank you for your business.');
    // The next number follows the issued one; a new prefix applies from the next invoice, the issued one keeps its own.
    expect((await body<{ data: InvoiceSettingsDto }>(await call('PUT', '/settings', { ...SETTINGS, prefix: 'LAB' }))).data.nextNumber).toBe('LAB0002');
    expect((await body<{ data: InvoiceDetailDto }>(await call('GET', `/${draft._id}`))).data.number).toBe('WL-0001');
  });

  it('refuses bad settings with a 400 naming the problem, and writes nothing', async () => {
    const t = await bookingShop();
    const call = (payload: unknown) => t.app.request('/api/v1/user/invoices/settings', json('PUT', payload, t.auth));
    const snapshot = await dbSnapshot(t.deps);
    for (const [bad, message] of [
      [{ ...SETTINGS, prefix: 'INV 2026' }, INVOICE_MESSAGES.prefixInvalid],
      [{ ...SETTINGS, prefix: 'A-VERY-LONG-PREFIX' }, INVOICE_MESSAGES.prefixInvalid],
      [{ ...SETTINGS, dueDays: -1 }, INVOICE_MESSAGES.dueDaysInvalid],
      [{ ...SETTINGS, dueDays: 366 }, INVOICE_MESSAGES.dueDaysInvalid],
      [{ ...SETTINGS, dueDays: 1.5 }, INVOICE_MESSAGES.dueDaysInvalid],
      [{ ...SETTINGS, locale: 'not a locale' }, INVOICE_MESSAGES.localeInvalid],
      [{ ...SETTINGS, footer: 'x'.repeat(1001) }, INVOICE_MESSAGES.footerTooLong],
      [{ ...SETTINGS, footer: 'line\n'.repeat(13).trim() + '\nmore' }, INVOICE_MESSAGES.footerTooLong],
      [{ ...SETTINGS, lastNumber: 0 }, null],
    ] as const) {
      const res = await call(bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      if (message) expect(JSON.stringify(await res.json())).toContain(message);
    }
    expect(await dbSnapshot(t.deps)).toEqual(snapshot);
  });

  it('is per shop and the Prices area’s: another shop keeps its own, a Member (no prices) gets 403 and nothing is written', async () => {
    const t = await bookingShop();
    expect((await t.app.request('/api/v1/user/invoices/settings', json('PUT', SETTINGS, t.auth))).status).toBe(200);
    const other = await createOwner(t.deps.db, { businessName: 'Other Wraps', addon: true });
    const otherAuth = bearer((await logIn(t.app, other.user.email, other.password)).token);
    expect((await body<{ data: InvoiceSettingsDto }>(await t.app.request('/api/v1/user/invoices/settings', { headers: otherAuth }))).data.prefix).toBe('INV-');
    const member = await createMember(t.deps.db, t.owner.user, { role: 'member' });
    const memberAuth = bearer((await logIn(t.app, member.user.email, member.password)).token);
    const snapshot = await dbSnapshot(t.deps);
    expect((await t.app.request('/api/v1/user/invoices/settings', json('PUT', { ...SETTINGS, prefix: 'X' }, memberAuth))).status).toBe(403);
    expect(await dbSnapshot(t.deps)).toEqual(snapshot);
  });
});
