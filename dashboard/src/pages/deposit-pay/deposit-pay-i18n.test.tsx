// issue 28 item 1 (decision 100): the offline payment page (/deposit/pay, /invoice/pay) in the customer's language —
// every catalogue complete; a German customer's deposit and a Spanish customer's paid invoice with no English words
// of the page left, money through Intl in that language; English unchanged, with the server's reason on a refusal.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogueProblems } from '@wrapsmith/core/i18n';
import type { LocalDepositDto, LocalInvoicePaymentDto } from '@wrapsmith/core/contract';
import { describe, expect, it } from 'vitest';
import { PAY_EN } from '../../features/customer-page/i18n/pay.ts';
import { PAY as DE } from '../../features/customer-page/i18n/pay-de.ts';
import { PAY as ES } from '../../features/customer-page/i18n/pay-es.ts';
import { PAY as FR } from '../../features/customer-page/i18n/pay-fr.ts';
import { PAY as PT } from '../../features/customer-page/i18n/pay-pt.ts';
import { englishShown, sentencesOf } from '../../test/english-left.ts';
import { apiError, json } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';

const TOKEN = 'ab'.repeat(32);
const SESSION = 'dcs_local_abcdefabcdefabcdef';

const deposit = (overrides: Partial<LocalDepositDto> = {}): LocalDepositDto => ({
  sessionId: SESSION,
  shopName: 'Folien Meier',
  amountMinor: 50000,
  currency: 'EUR',
  status: 'pending',
  returnUrl: `http://localhost:3000/confirm-booking?token=${TOKEN}&deposit=return`,
  locale: 'de',
  ...overrides,
});

const invoicePayment = (overrides: Partial<LocalInvoicePaymentDto> = {}): LocalInvoicePaymentDto => ({
  sessionId: SESSION,
  shopName: 'Vinilos Reyes',
  number: 'INV-0007',
  amountMinor: 375050,
  currency: 'USD',
  status: 'paid',
  returnUrl: `http://localhost:3000/pay-invoice?token=${TOKEN}&payment=return`,
  locale: 'es',
  ...overrides,
});

/** The page's English a translation changes: its sentences and the arguments' frames ("Pay ", "Deposit — "). */
const ENGLISH = [...sentencesOf(PAY_EN)];
const englishFrames = (text: string) => ['Pay ', 'Deposit ', 'Invoice ', 'Back to'].filter((w) => text.includes(w));

describe('issue 28 item 1: the offline payment page in the customer’s language', () => {
  it('every catalogue has every key with the same arguments', () => {
    expect(catalogueProblems(PAY_EN, { es: ES, fr: FR, de: DE, pt: PT })).toEqual([]);
  });

  it('a German customer pays the deposit in German; a refusal reads in German too', async () => {
    const { container } = renderApp(`/deposit/pay?token=${TOKEN}&session=${SESSION}`, {
      replies: {
        'GET /public/deposit/local': json({ data: deposit() }),
        'POST /public/deposit/local/pay': apiError(409, 'This deposit is not due.', 'CONFLICT'),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Anzahlung zahlen' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Anzahlung zahlen' })).toBeTruthy();
    expect(screen.getByText('Testzahlung – es wird keine Karte belastet')).toBeTruthy();
    expect(screen.getByText('Anzahlung – Folien Meier')).toBeTruthy();
    expect(screen.getByText(/^500,00\s€$/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zurück zum Angebot' }).getAttribute('href')).toBe(`http://localhost:3000/confirm-booking?token=${TOKEN}`);
    const pay = screen.getByRole('button', { name: /^500,00\s€ zahlen$/ });
    expect(container.querySelector('[lang="de"]')).not.toBeNull();
    expect(englishShown(ENGLISH)).toEqual([]);
    expect(englishFrames(container.textContent ?? '')).toEqual([]);

    await userEvent.click(pay);
    expect(await screen.findByText('Die Zahlung konnte gerade nicht erfasst werden. Gehen Sie zurück und zahlen Sie erneut.')).toBeTruthy();
    expect(screen.queryByText('This deposit is not due.')).toBeNull();
  });

  it('a Spanish customer reads a paid invoice’s page in Spanish', async () => {
    const { container } = renderApp(`/invoice/pay?token=${TOKEN}&session=${SESSION}`, {
      replies: { [`GET /public/invoice/${TOKEN}/local`]: json({ data: invoicePayment() }) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Paga tu factura' })).toBeTruthy();
    expect(screen.getByText('Factura INV-0007 — Vinilos Reyes')).toBeTruthy();
    // Spanish writes the shop's dollars its own way (no thousands point under 10 000).
    expect(screen.getByText(/^3750,50\sUS\$$/)).toBeTruthy();
    expect(screen.getByText('Pagada: aquí no hay nada que pagar.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver a tu factura' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelector('[lang="es"]')).not.toBeNull();
    expect(englishShown(ENGLISH)).toEqual([]);
    expect(englishFrames(container.textContent ?? '')).toEqual([]);
  });

  it('English stays as it was, with the server’s own reason when paying is refused', async () => {
    renderApp(`/deposit/pay?token=${TOKEN}&session=${SESSION}`, {
      replies: {
        'GET /public/deposit/local': json({ data: deposit({ locale: 'en', currency: 'USD', amountMinor: 97500, shopName: 'Wrap Lab' }) }),
        'POST /public/deposit/local/pay': apiError(409, 'This deposit is not due.', 'CONFLICT'),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay your deposit' })).toBeTruthy();
    // The heading shows while the deposit loads (English needs no words to wait for): wait for the deposit itself.
    expect(await screen.findByText('Deposit — Wrap Lab')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $975.00' }));
    expect(await screen.findByText('This deposit is not due.')).toBeTruthy();
  });

  it('an expired deposit says so in the customer’s language (French)', async () => {
    renderApp(`/deposit/pay?token=${TOKEN}&session=${SESSION}`, { replies: { 'GET /public/deposit/local': json({ data: deposit({ locale: 'fr', status: 'expired' }) }) } });
    expect(await screen.findByText('Acompte expiré : il n’y a rien à payer ici.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
