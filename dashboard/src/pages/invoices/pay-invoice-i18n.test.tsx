// issue 28 item 1 (decision 100): the customer's invoice page (/pay-invoice) in the customer's language — every
// catalogue complete; a German customer's invoice and a Spanish customer's (paid, and one to pay the shop directly)
// with no English words of the page left, amounts, days and quantities through Intl in that language; English
// unchanged (the shop's invoice locale, the server's reason on a refusal); before the answer, the browser's language.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogueProblems } from '@wrapsmith/core/i18n';
import type { PublicInvoiceDto } from '@wrapsmith/core/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INVOICE_PAGE_EN } from '../../features/customer-page/i18n/invoice.ts';
import { INVOICE_PAGE as DE } from '../../features/customer-page/i18n/invoice-de.ts';
import { INVOICE_PAGE as ES } from '../../features/customer-page/i18n/invoice-es.ts';
import { INVOICE_PAGE as FR } from '../../features/customer-page/i18n/invoice-fr.ts';
import { INVOICE_PAGE as PT } from '../../features/customer-page/i18n/invoice-pt.ts';
import { englishShown, sentencesOf } from '../../test/english-left.ts';
import { apiError, json } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';

const TOKEN = 'cd'.repeat(32);

const invoice = (overrides: Partial<PublicInvoiceDto> = {}): PublicInvoiceDto => ({
  shopName: 'Folien Meier',
  number: 'INV-0007',
  status: 'partly_paid',
  currency: 'EUR',
  locale: 'en-US',
  lines: [
    { description: 'Satin Black (S12)', quantityMilli: 1500, unitAmount: 200000, taxRate: 19000, lineAmount: 300000 },
    { description: 'Chromleisten', quantityMilli: 1000, unitAmount: 50000, taxRate: 19000, lineAmount: 50000 },
  ],
  subtotal: 350000,
  tax: 66500,
  total: 416500,
  depositApplied: 0,
  amountPaid: 41450,
  balanceDue: 375050,
  customerName: 'Jonas Becker',
  vehicle: '2022 Volkswagen Golf',
  issueDate: '2026-06-01',
  dueDate: '2026-06-15',
  pdfUrl: `/api/v1/public/invoice/${TOKEN}/pdf`,
  payOnline: true,
  customerLocale: 'de',
  ...overrides,
});

/** The page's English sentences, less the words a language writes the same ("Status" in German). */
const englishFor = (same: string[] = []) => sentencesOf(INVOICE_PAGE_EN, same);
/** The English frames around the page's arguments ("Pay €…", ": invoice INV-…", "contact …"). */
const englishFrames = (text: string) => ['Pay ', ': invoice ', 'contact ', 'Paid by card', 'cancelled by'].filter((w) => text.includes(w));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('issue 28 item 1: the invoice page in the customer’s language', () => {
  it('every catalogue has every key with the same arguments', () => {
    expect(catalogueProblems(INVOICE_PAGE_EN, { es: ES, fr: FR, de: DE, pt: PT })).toEqual([]);
  });

  it('a German customer reads the invoice in German, money, days and quantities the German way; a refusal reads in German too', async () => {
    const { container } = renderApp(`/pay-invoice?token=${TOKEN}`, {
      replies: {
        [`GET /public/invoice/${TOKEN}`]: json({ data: invoice() }),
        [`POST /public/invoice/${TOKEN}/checkout`]: apiError(409, 'Folien Meier does not take online payments yet.', 'CONFLICT'),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Folien Meier: Rechnung INV-0007' })).toBeTruthy();
    expect(container.querySelector('main[lang="de"]')).not.toBeNull();
    expect(screen.getByText('Teilweise bezahlt')).toBeTruthy();
    expect(screen.getByText('1. Juni 2026')).toBeTruthy();
    expect(screen.getByText('15. Juni 2026')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Positionen' });
    expect(within(table).getByRole('columnheader', { name: 'Menge' })).toBeTruthy();
    expect(within(table).getByText('1,5')).toBeTruthy();
    expect(within(table).getByText(/^3\.000,00\s€$/)).toBeTruthy();
    const totals = screen.getByLabelText('Summen');
    expect(totals.textContent).toMatch(/MwSt\.665,00\s€Gesamtbetrag4\.165,00\s€Bezahlt414,50\s€Offener Betrag3\.750,50\s€/);
    expect(screen.getByText('Kartenzahlung an Folien Meier. Sie können auch vor Ort oder per Überweisung zahlen.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Rechnung herunterladen (PDF)' })).toBeTruthy();
    const pay = screen.getByRole('button', { name: /^3\.750,50\s€ zahlen$/ });
    expect(englishShown(englishFor(['Status']))).toEqual([]);
    expect(englishFrames(container.textContent ?? '')).toEqual([]);

    await userEvent.click(pay);
    expect(await screen.findByText('Die Zahlungsseite konnte gerade nicht geöffnet werden. Versuchen Sie es erneut.')).toBeTruthy();
    expect(screen.queryByText('Folien Meier does not take online payments yet.')).toBeNull();
  });

  it('a Spanish customer reads a paid invoice, and one to pay at the shop, in Spanish', async () => {
    const paid = renderApp(`/pay-invoice?token=${TOKEN}&payment=return`, {
      replies: { [`POST /public/invoice/${TOKEN}/verify`]: json({ data: invoice({ shopName: 'Vinilos Reyes', status: 'paid', amountPaid: 416500, balanceDue: 0, payOnline: false, customerLocale: 'es' }) }) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Vinilos Reyes: factura INV-0007' })).toBeTruthy();
    expect(screen.getByText('Pagada por completo. ¡Gracias!')).toBeTruthy();
    expect(screen.getByText('1 de junio de 2026')).toBeTruthy();
    expect(screen.getByLabelText('Totales').textContent).toMatch(/Importe total4165,00\s€/);
    expect(paid.container.querySelector('main[lang="es"]')).not.toBeNull();
    expect(englishShown(englishFor())).toEqual([]);
    expect(englishFrames(paid.container.textContent ?? '')).toEqual([]);
    paid.unmount();

    const toPay = renderApp(`/pay-invoice?token=${TOKEN}`, {
      replies: { [`GET /public/invoice/${TOKEN}`]: json({ data: invoice({ shopName: 'Vinilos Reyes', status: 'sent', payOnline: false, customerLocale: 'es' }) }) },
    });
    expect(await screen.findByText('Para pagar el importe pendiente, contacta con Vinilos Reyes: aceptan efectivo, tarjeta en el taller y transferencias.')).toBeTruthy();
    expect(screen.getByText('Enviada')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(englishShown(englishFor())).toEqual([]);
    expect(englishFrames(toPay.container.textContent ?? '')).toEqual([]);
  });

  it('English stays as it was: the shop’s invoice locale for amounts, the server’s own reason on a refusal', async () => {
    renderApp(`/pay-invoice?token=${TOKEN}`, {
      replies: {
        [`GET /public/invoice/${TOKEN}`]: json({ data: invoice({ shopName: 'Wrap Lab', currency: 'USD', status: 'sent', amountPaid: 0, balanceDue: 80000, customerLocale: 'en' }) }),
        [`POST /public/invoice/${TOKEN}/checkout`]: apiError(409, 'Wrap Lab does not take online payments yet.', 'CONFLICT'),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Wrap Lab: invoice INV-0007' })).toBeTruthy();
    expect(screen.getByText('Sent')).toBeTruthy();
    expect(screen.getByText('Jun 1, 2026')).toBeTruthy();
    expect(screen.getByLabelText('Totals').textContent).toContain('Balance due$800.00');
    expect(screen.getByText('Paid by card to Wrap Lab. You can also pay them in the shop or by bank transfer.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $800.00' }));
    expect(await screen.findByText('Wrap Lab does not take online payments yet.')).toBeTruthy();
  });

  it('before an answer, the page speaks the browser’s language: a French visitor’s broken link', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'fr']);
    const { container } = renderApp('/pay-invoice?token=not-a-token');
    expect(await screen.findByText('Ce lien de facture n’est pas valide. Demandez-en un nouveau à l’atelier.')).toBeTruthy();
    expect(container.querySelector('main[lang="fr"]')).not.toBeNull();
  });
});
