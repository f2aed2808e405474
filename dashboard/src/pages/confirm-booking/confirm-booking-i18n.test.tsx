// issue 28 item 1 (decision 100): the quote page in the customer's language — every catalogue complete, and a German
// customer's quote page (with a deposit and taxed lines) in German, money and days through Intl, no English words left.
import { screen, within } from '@testing-library/react';
import { catalogueProblems } from '@wrapsmith/core/i18n';
import type { PublicBookingDto } from '@wrapsmith/core/contract';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';
import { QUOTE_EN } from '../../features/customer-page/i18n/quote.ts';
import { QUOTE as DE } from '../../features/customer-page/i18n/quote-de.ts';
import { QUOTE as ES } from '../../features/customer-page/i18n/quote-es.ts';
import { QUOTE as FR } from '../../features/customer-page/i18n/quote-fr.ts';
import { QUOTE as PT } from '../../features/customer-page/i18n/quote-pt.ts';

const TOKEN = 'ef'.repeat(32);

function quote(overrides: Partial<PublicBookingDto> = {}): PublicBookingDto {
  return {
    shop: { name: 'Folien Meier', email: 'info@folien-meier.de', phone: '+49 30 1234567', website: null, logoUrl: null, primaryColor: null, accentColor: null, poweredBy: true },
    status: 'quote_sent',
    firstName: 'Jonas',
    lastName: 'Becker',
    bookingDate: '2026-12-10',
    checkInTime: '09:30',
    completionDate: null,
    vehicle: '2022 Volkswagen Golf',
    brand: '3M',
    wrapColor: 'Satin Black (S12)',
    total: 3250.5,
    imageUrl: 'https://wrapsmith.test/public/renders/rnd_1.png',
    invoiceCode: 'K7M2Q9',
    expiresAt: '2026-12-23T12:00:00.000Z',
    expired: false,
    locale: 'de',
    deposit: { status: null, amountMinor: 50000, currency: 'EUR', payUrl: null, refundPolicy: 'The deposit is refunded in full if the booking is cancelled at least 7 days before its day.', refund: { policy: 'full_until', days: 7 } },
    quote: {
      currency: 'EUR',
      pricesIncludeTax: false,
      acceptedOptionId: null,
      pdfUrl: `/api/v1/public/quote-pdf/${TOKEN}`,
      options: [
        {
          id: 'opt-1',
          label: 'Komplett',
          film: '3M Satin Black (S12)',
          zones: [],
          imageUrl: null,
          discount: null,
          notes: '',
          lines: [{ kind: 'labour', description: 'Folierung komplett', quantityMilli: 1500, unitAmount: 182147, taxRate: 19000, lineAmount: 273220 }],
          totals: { subtotal: 273220, discount: 0, net: 273220, taxes: [{ rate: 19000, taxable: 273220, tax: 51912 }], tax: 51912, total: 325132 },
        },
      ],
    },
    ...overrides,
  };
}

describe('issue 28 item 1: the quote page in the customer’s language', () => {
  it('every catalogue has every key with the same arguments', () => {
    expect(catalogueProblems(QUOTE_EN, { es: ES, fr: FR, de: DE, pt: PT })).toEqual([]);
  });

  it('a German customer reads the quote page in German', async () => {
    const { container } = renderApp(`/confirm-booking?token=${TOKEN}`, { replies: { [`GET /public/get-booking/${TOKEN}`]: json({ data: quote() }) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ihre Buchung' })).toBeTruthy();
    expect(screen.getByText('Folien Meier hat Ihnen dieses Angebot geschickt. Prüfen Sie die Angaben und nehmen Sie es an oder lehnen Sie es ab.')).toBeTruthy();
    // The deposit, its refund rule (from the rule, not the API's English sentence) and the money in German.
    expect(screen.getByText(/Anzahlung von 500,00\s€ fällig/).textContent).toContain('mindestens 7 Tage vor ihrem Tag');
    const details = screen.getByRole('table', { name: 'Buchungsdetails' });
    expect(within(details).getByRole('row', { name: /Datum/ }).textContent).toContain('10.12.2026');
    expect(within(details).getByRole('row', { name: /Gesamt/ }).textContent).toMatch(/3\.250,50\s€/);
    expect(within(details).getByRole('row', { name: /Anzahlung/ }).textContent).toMatch(/500,00\s€/);
    // The option: its lines' quantity, tax rate and totals in German.
    expect(screen.getByRole('heading', { level: 2, name: 'Ihr Angebot' })).toBeTruthy();
    const lines = screen.getByRole('table', { name: 'Positionen von Komplett' });
    expect(lines.textContent).toContain('1,5');
    expect(lines.textContent).toContain('19 %');
    expect(screen.getByText(/^Steuer 19 % auf 2\.732,20\s€$/)).toBeTruthy();
    expect(screen.getByText('Gültig bis 23. Dezember 2026')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Geben Sie zum Annehmen Ihren vollständigen Namen ein' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Annehmen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ablehnen' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Vorschau Ihres 2022 Volkswagen Golf in 3M Satin Black (S12)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Dieses Angebot herunterladen (PDF)' })).toBeTruthy();
    expect(container.querySelector('[lang="de"]')).not.toBeNull();
    // None of the page's English words is left (the product's name, Wrapsmith, and the shop's content aside).
    const text = (container.textContent ?? '').replace(/Wrapsmith/g, '');
    const english = Object.values(QUOTE_EN)
      .map((m) => m.split(/[{:(]/)[0]!.trim())
      .filter((w) => w.length > 3);
    expect(english.filter((w) => text.includes(w))).toEqual([]);
  });

  it('says an answered quote in the customer’s language: Spanish', async () => {
    renderApp(`/confirm-booking?token=${TOKEN}`, { replies: { [`GET /public/get-booking/${TOKEN}`]: json({ data: quote({ locale: 'es', status: 'accepted', deposit: undefined }) }) } });
    expect(await screen.findByText('Reserva ya aceptada')).toBeTruthy();
    expect(screen.getByRole('row', { name: /Total/ }).textContent).toMatch(/3250,50\s€/);
    expect(screen.getByRole('row', { name: /Fecha/ }).textContent).toContain('10 dic 2026');
  });
});
