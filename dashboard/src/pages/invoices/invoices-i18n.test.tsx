// Issue 28 item 1 (decision 101): the invoices' staff screens — the list, one invoice with its actions, totals,
// payments and payment form, and the void dialog — in German and Spanish with no English sentence of their
// catalogue left on screen.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InvoiceDetailDto, InvoiceDto } from '@wrapsmith/core/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { loadArea } from '../../i18n/area.ts';
import { COMMON } from '../../i18n/areas/common/index.ts';
import DE from '../../i18n/areas/invoices/de.ts';
import { INVOICES_EN } from '../../i18n/areas/invoices/en.ts';
import ES from '../../i18n/areas/invoices/es.ts';
import { INVOICES } from '../../i18n/areas/invoices/index.ts';
import { speak } from '../../i18n/locale.ts';
import { englishShown, sentencesOf } from '../../test/english-left.ts';
import { json } from '../../test/fake-fetch.ts';
import { makeUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

afterEach(() => speak('en'));

/** Words German and Spanish write as English does, or names. */
const SAME = ['Status', 'Total', 'Description', 'Reference'];
const ENGLISH = sentencesOf(INVOICES_EN, SAME);

const INVOICE: InvoiceDto = {
  _id: 'inv1',
  bookingId: 'b1',
  status: 'partly_paid',
  number: 'INV-0007',
  currency: 'EUR',
  pricesIncludeTax: true,
  lines: [{ description: 'Folierung: 3M Gloss Black', quantityMilli: 1000, unitAmount: 300000, taxRate: 19000, lineAmount: 300000 }],
  taxes: [{ rate: 19000, taxable: 300000, tax: 47899 }],
  subtotal: 300000,
  discount: -10000,
  tax: 47899,
  total: 290000,
  depositApplied: 50000,
  amountPaid: 100000,
  balanceDue: 190000,
  customerName: 'Jonas Weber',
  customerEmail: 'jonas@example.com',
  vehicle: '2023 VW Golf',
  issueDate: '2026-06-01',
  dueDate: '2026-06-15',
  emailedAt: null,
  paidAt: null,
  voidedAt: null,
  createdAt: '2026-06-01T08:00:00.000Z',
  updatedAt: '2026-06-01T08:00:00.000Z',
} as InvoiceDto;

const DETAIL = {
  ...INVOICE,
  amountPaid: 0,
  payments: [{ _id: 'p1', method: 'bank_transfer', amount: 50000, currency: 'EUR', paidOn: '2026-06-02', reference: 'R-1', createdAt: '2026-06-02T08:00:00.000Z' }],
  payLink: 'http://localhost/pay-invoice?token=abc',
  payOnline: true,
  payOnlineNote: null,
  locale: 'de-DE',
} as unknown as InvoiceDetailDto;

async function inLanguage(locale: 'de' | 'es') {
  await speak(locale);
  await loadArea(INVOICES, locale);
  await loadArea(COMMON, locale);
}

describe('issue 28 item 1: the invoices screens in another language', () => {
  it('the list in German: headings, filter, statuses and the empty state', async () => {
    await inLanguage('de');
    renderApp('/invoices', { user: makeUser({ accountType: 'paid' }), replies: { 'GET /user/invoices': json({ data: [INVOICE], page: 1, pageSize: 100, total: 1 }) } });
    expect(await screen.findByRole('heading', { level: 1, name: DE['invoices.title'] })).toBeTruthy();
    expect((await screen.findAllByText(DE['invoices.status.partly_paid'])).length).toBeGreaterThan(0);
    expect(screen.getByLabelText(DE['invoices.filter'])).toBeTruthy();
    expect(englishShown(ENGLISH)).toEqual([]);
  });

  it('one invoice in German: facts, actions, totals, payments, the payment form and the void dialog', async () => {
    await inLanguage('de');
    renderApp('/invoices/inv1', { user: makeUser({ accountType: 'paid' }), replies: { 'GET /user/invoices/inv1': json({ data: DETAIL }) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'INV-0007' })).toBeTruthy();
    for (const key of ['invoices.send', 'invoices.copyPayLink', 'invoices.void', 'invoices.record'] as const) expect(screen.getByRole('button', { name: DE[key] })).toBeTruthy();
    expect(screen.getByRole('link', { name: DE['invoices.pdf'] })).toBeTruthy();
    expect(screen.getByRole('form', { name: DE['invoices.recordTitle'] })).toBeTruthy();
    expect(screen.getByText(DE['invoices.balance'])).toBeTruthy();
    expect(screen.getAllByText(DE['invoices.method.bank_transfer']).length).toBeGreaterThan(0);
    expect(englishShown(ENGLISH)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: DE['invoices.void'] }));
    const dialog = await screen.findByRole('dialog', { name: DE['invoices.voidTitle'] });
    expect(within(dialog).getByText(DE['invoices.voidBody'])).toBeTruthy();
    expect(englishShown(ENGLISH)).toEqual([]);
  });

  it('one invoice and an empty list in Spanish', async () => {
    await inLanguage('es');
    const view = renderApp('/invoices/inv1', { user: makeUser({ accountType: 'paid' }), replies: { 'GET /user/invoices/inv1': json({ data: DETAIL }) } });
    expect(await screen.findByRole('button', { name: ES['invoices.send'] })).toBeTruthy();
    expect(englishShown(ENGLISH)).toEqual([]);
    view.unmount();
    renderApp('/invoices?status=paid', { user: makeUser({ accountType: 'paid' }), replies: { 'GET /user/invoices': json({ data: [], page: 1, pageSize: 100, total: 0 }) } });
    expect(await screen.findByText(ES['invoices.none.paid'])).toBeTruthy();
    expect(englishShown(ENGLISH)).toEqual([]);
  });
});
