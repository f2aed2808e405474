// The tracking page in the customer's language (issue 28 item 1, decision 100): every catalogue complete, and a German
// customer's page in German with no English words of the page left.
import { screen } from '@testing-library/react';
import { catalogueProblems } from '@wrapsmith/core/i18n';
import type { TrackingDto } from '@wrapsmith/core/contract';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';
import { TRACK_CATALOGUES, TRACK_EN } from '../../features/customer-page/i18n/track.ts';

const TOKEN = 'cd'.repeat(32);

function job(overrides: Partial<TrackingDto> = {}): TrackingDto {
  return {
    shop: { name: 'Folien Meier', email: 'info@folien-meier.de', phone: '+49 30 1234567', website: null, logoUrl: null, primaryColor: null, accentColor: null, poweredBy: true },
    status: 'in_progress',
    firstName: 'Jonas',
    vehicle: '2022 Volkswagen Golf',
    brand: '3M',
    wrapColor: 'Satin Black (S12)',
    bookingDate: '2026-12-10',
    checkInTime: '09:30',
    completionDate: '2026-12-14',
    timeZone: 'Europe/Berlin',
    readyAt: null,
    completedAt: null,
    imageUrl: null,
    invoiceCode: 'K7M2Q9',
    ...overrides,
  };
}

describe('issue 28 item 1: the tracking page in the customer’s language', () => {
  it('every catalogue has every key with the same arguments', () => {
    const { en, ...others } = TRACK_CATALOGUES;
    expect(catalogueProblems(en, others)).toEqual([]);
  });

  it('a German customer reads the page in German', async () => {
    const { container } = renderApp(`/track?token=${TOKEN}`, { replies: { [`GET /public/track/${TOKEN}`]: json({ data: job({ locale: 'de' }) }) } });
    expect(await screen.findByText('Hallo Jonas, so steht Ihr Auftrag bei Folien Meier.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Die Folierung Ihres Fahrzeugs' })).toBeTruthy();
    expect(screen.getByTestId('tracking-status').textContent).toBe('Ihr Fahrzeug ist in der Werkstatt und wird gerade foliert.');
    expect(screen.getByRole('list', { name: 'Fortschritt' }).textContent).toContain('Abholbereit');
    expect(screen.getByText('10.12.2026 um 09:30 Uhr')).toBeTruthy();
    expect(screen.getByText('Geplante Fertigstellung')).toBeTruthy();
    expect(screen.getByText('Uhrzeiten in der Ortszeit des Betriebs (Europe/Berlin).')).toBeTruthy();
    expect(container.querySelector('[lang="de"]')).not.toBeNull();
    // None of the page's English words is left.
    // (The product's name, Wrapsmith, is no English word.)
    const text = (container.textContent ?? '').replace(/Wrapsmith/g, '');
    for (const english of Object.values(TRACK_EN).map((m) => m.split(/[{:(]/)[0]!.trim()).filter((w) => w.length > 3)) expect(text).not.toContain(english);
  });
});
