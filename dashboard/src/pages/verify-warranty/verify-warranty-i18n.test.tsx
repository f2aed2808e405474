// issue 28 item 1 (decision 100): the warranty verification page (/verify-warranty, a certificate's QR code) in the
// certificate's language — every catalogue complete; a German and a Spanish reader's page with no English words of the
// page left, days through Intl and terms by ICU plurals in that language, the fixed zones named in it; English
// unchanged (now "1 year" for a one-year term); before the answer, the browser's language.
import { screen } from '@testing-library/react';
import { catalogueProblems } from '@wrapsmith/core/i18n';
import type { PublicWarrantyDto } from '@wrapsmith/core/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WARRANTY_PAGE_EN } from '../../features/customer-page/i18n/warranty.ts';
import { WARRANTY_PAGE as DE } from '../../features/customer-page/i18n/warranty-de.ts';
import { WARRANTY_PAGE as ES } from '../../features/customer-page/i18n/warranty-es.ts';
import { WARRANTY_PAGE as FR } from '../../features/customer-page/i18n/warranty-fr.ts';
import { WARRANTY_PAGE as PT } from '../../features/customer-page/i18n/warranty-pt.ts';
import { englishShown, sentencesOf } from '../../test/english-left.ts';
import { json } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';

const ID = 'ab12'.repeat(8);

const warranty = (overrides: Partial<PublicWarrantyDto> = {}): PublicWarrantyDto => ({
  shopName: 'Folien Meier',
  status: 'active',
  vehicle: '2024 Toyota Camry',
  vinEnding: '004352',
  brandName: '3M',
  filmName: 'Gloss Black (G12)',
  filmCode: '2080-G12',
  batch: 'LOT-7731',
  zones: ['body', 'roof', 'mirrors', 'spoiler'],
  installDate: '2026-06-01',
  manufacturerYears: 5,
  manufacturerHorizontalYears: 3,
  manufacturerEnds: '2031-06-01',
  workmanshipYears: 1,
  workmanshipEnds: '2027-06-01',
  locale: 'de',
  ...overrides,
});

const facts = () => [...document.querySelectorAll('.wsv-facts dt')].map((dt) => `${dt.textContent} | ${dt.nextElementSibling?.textContent}`);
/** The English frames around the page's arguments ("Warranty from …", "… years, until …"). */
const englishFrames = (text: string) => ['Warranty from', ' year', 'until ', 'horizontal'].filter((w) => text.includes(w));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('issue 28 item 1: the warranty verification page in the certificate’s language', () => {
  it('every catalogue has every key with the same arguments', () => {
    expect(catalogueProblems(WARRANTY_PAGE_EN, { es: ES, fr: FR, de: DE, pt: PT })).toEqual([]);
  });

  it('a German reader sees the warranty in German: status, facts, zones, long days and plural terms', async () => {
    const { container } = renderApp(`/verify-warranty?id=${ID}`, { replies: { [`GET /public/warranty/${ID}`]: json({ data: warranty() }) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Garantie von Folien Meier' })).toBeTruthy();
    expect(container.querySelector('main[lang="de"]')).not.toBeNull();
    expect(screen.getByText('Diese Garantie ist gültig.')).toBeTruthy();
    expect(facts()).toEqual([
      'Fahrzeug | 2024 Toyota Camry',
      'FIN endet auf | 004352',
      'Folie | 3M Gloss Black (G12) (2080-G12)',
      'Charge | LOT-7731',
      // "spoiler" is no fixed zone: it shows as stored.
      'Bereiche | Karosserie (Vollfolierung), Dach, Spiegel, spoiler',
      'Verklebt am | 1. Juni 2026',
      'Hersteller | 5 Jahre (3 auf waagerechten Flächen), bis 1. Juni 2031',
      'Verarbeitung | 1 Jahr, bis 1. Juni 2027',
      'Betrieb | Folien Meier',
    ]);
    expect(englishShown(sentencesOf(WARRANTY_PAGE_EN))).toEqual([]);
    expect(englishFrames(container.textContent ?? '')).toEqual([]);
  });

  it('a Spanish reader sees an expired warranty without a manufacturer term in Spanish', async () => {
    const { container } = renderApp(`/verify-warranty?id=${ID}`, {
      replies: {
        [`GET /public/warranty/${ID}`]: json({
          data: warranty({ locale: 'es', status: 'expired', manufacturerYears: null, manufacturerHorizontalYears: null, manufacturerEnds: null, workmanshipYears: 0, zones: ['windowTint', 'ppf'] }),
        }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Garantía de Folien Meier' })).toBeTruthy();
    expect(screen.getByText('Esta garantía está vencida.')).toBeTruthy();
    expect(facts()).toContain('Zonas cubiertas | Tintado de lunas, Lámina de protección de pintura');
    expect(facts()).toContain('Instalado el | 1 de junio de 2026');
    expect(facts()).toContain('Fabricante | No consta garantía del fabricante para esta lámina');
    expect(facts()).toContain('Instalación | Ninguna');
    expect(container.querySelector('main[lang="es"]')).not.toBeNull();
    expect(englishShown(sentencesOf(WARRANTY_PAGE_EN))).toEqual([]);
    expect(englishFrames(container.textContent ?? '')).toEqual([]);
  });

  it('English reads as before, with "1 year" for a one-year term', async () => {
    renderApp(`/verify-warranty?id=${ID}`, { replies: { [`GET /public/warranty/${ID}`]: json({ data: warranty({ locale: 'en', status: 'transferred' }) }) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Warranty from Folien Meier' })).toBeTruthy();
    expect(screen.getByText('This warranty is transferred and in force.')).toBeTruthy();
    expect(facts()).toEqual([
      'Vehicle | 2024 Toyota Camry',
      'VIN ends in | 004352',
      'Film | 3M Gloss Black (G12) (2080-G12)',
      'Batch | LOT-7731',
      'Covered | Body (full wrap), Roof, Mirrors, spoiler',
      'Installed | Jun 1, 2026',
      'Manufacturer | 5 years (3 on horizontal surfaces), until Jun 1, 2031',
      'Workmanship | 1 year, until Jun 1, 2027',
      'Shop | Folien Meier',
    ]);
  });

  it('before an answer, the page speaks the browser’s language: a Portuguese visitor’s broken link', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['pt-BR']);
    const { container } = renderApp('/verify-warranty?id=nope');
    expect(await screen.findByText('Este link de garantia não é válido. Fale com a oficina que a emitiu.')).toBeTruthy();
    expect(container.querySelector('main[lang="pt"]')).not.toBeNull();
  });
});
