// Issue 28 item 1: the film rolls list (with the receive form and the stock per film) and a roll's page in German,
// and the list in Spanish: no English sentence of the rolls area is left on screen (decision 101); lengths stay in
// the shop's units (decision 098).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { RollDetailDto, RollDto, StockDto } from '@wrapsmith/core/contract';
import { loadArea } from '../../i18n/area.ts';
import { COMMON } from '../../i18n/areas/common/index.ts';
import { ROLLS } from '../../i18n/areas/rolls/index.ts';
import DE from '../../i18n/areas/rolls/de.ts';
import ES from '../../i18n/areas/rolls/es.ts';
import { speak } from '../../i18n/locale.ts';
import { englishShown, sentencesOf } from '../../test/english-left.ts';
import { json } from '../../test/fake-fetch.ts';
import { makeUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

afterEach(() => speak('en'));

const owner = makeUser({ accountType: 'paid' });
const T = '2026-11-20T09:30:00.000Z';
/** "Film" reads the same in German; "Status" too. */
const ENGLISH = [...sentencesOf(ROLLS.english, ['Film']), ...sentencesOf(COMMON.english)];

const roll: RollDto = {
  id: 'roll_1',
  filmId: 'f1',
  filmKey: 'f1',
  filmName: 'Gloss Black (G12)',
  filmCode: 'G12',
  brand: '3M',
  batch: 'LOT-7',
  widthMm: 1524,
  lengthMm: 22_860,
  usedMm: 3048,
  reservedMm: 4572,
  lostMm: 305,
  onHandMm: 19_507,
  freeMm: 14_935,
  costMinor: 89_900,
  currency: 'USD',
  pricesHidden: false,
  supplier: 'Fellers',
  receivedOn: '2026-11-02',
  countedMm: 19_507,
  countedAt: T,
  url: 'http://localhost/rolls/roll_1',
  createdAt: T,
};
const stock: StockDto = {
  unit: 'ft',
  films: [{ filmKey: 'f1', filmName: 'Gloss Black (G12)', rolls: 1, receivedMm: 22_860, usedMm: 3048, onHandMm: 19_507, reservedMm: 4572, freeMm: 14_935, shrinkageMm: 305, thresholdMm: 30_480, low: true }],
};
const detail: RollDetailDto = {
  roll,
  unit: 'ft',
  canUse: true,
  canEdit: true,
  jobs: [
    { bookingId: 'bkg_1', title: '2024 Tesla Model 3 · Jordan L.', status: 'inprogress', bookingDate: '2026-11-24', reservedMm: 4572, usedMm: null },
    { bookingId: 'bkg_2', title: '2023 Ford F-150 · Ana P.', status: 'completed', bookingDate: '2026-11-10', reservedMm: 0, usedMm: 3048 },
  ],
};
const replies = {
  'GET /user/rolls': json({ data: { rolls: [roll], unit: 'ft', currency: 'USD' } }),
  'GET /user/rolls/stock': json({ data: stock }),
  'GET /user/tool/brands': json({ data: [{ id: 'b1', name: '3M', productLine: '2080', filmCount: 2 }] }),
  'GET /user/rolls/roll_1': json({ data: detail }),
};

async function speakRolls(locale: 'de' | 'es') {
  await speak(locale);
  await Promise.all([loadArea(ROLLS, locale), loadArea(COMMON, locale)]);
}

describe('issue 28 item 1: film rolls in German and Spanish', () => {
  it('German: the list, the receive form, the stock per film', async () => {
    await speakRolls('de');
    renderApp('/rolls', { user: owner, replies });
    await screen.findByRole('heading', { level: 1, name: DE['rolls.title'] });
    const form = await screen.findByRole('form', { name: DE['rolls.receiveTitle'] });
    expect(within(form).getByRole('option', { name: DE['rolls.otherFilm'] })).toBeTruthy();
    expect(within(form).getByLabelText('Länge (ft)')).toBeTruthy();
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: DE['rolls.brand'] }), DE['rolls.otherFilm']);
    expect(within(form).getByLabelText(DE['rolls.filmName'])).toBeTruthy();
    const rolls = await screen.findByRole('table', { name: DE['rolls.inStock'] });
    expect(within(rolls).getByRole('columnheader', { name: DE['rolls.col.left'] })).toBeTruthy();
    // Lengths in the shop's units (a US shop: feet), the day in German.
    expect(within(rolls).getByText('64.0 ft')).toBeTruthy();
    expect(within(rolls).getByText('02.11.2026')).toBeTruthy();
    const films = await screen.findByRole('table', { name: DE['rolls.stockTitle'] });
    expect(within(films).getByText('49.0 ft (knapp)')).toBeTruthy();
    expect(within(films).getByRole('form', { name: 'Bestandswarnung für Gloss Black (G12)' })).toBeTruthy();
    expect(englishShown(ENGLISH)).toEqual([]);
  });

  it('German: a roll’s page with its use form, jobs and count', async () => {
    await speakRolls('de');
    renderApp('/rolls/roll_1', { user: owner, replies });
    await screen.findByRole('heading', { level: 1, name: 'Gloss Black (G12)' });
    expect(screen.getByText('3M · Code G12 · Charge LOT-7')).toBeTruthy();
    expect(screen.getByRole('link', { name: DE['roll.allRolls'] })).toBeTruthy();
    expect(screen.getByText('75.0 ft, 60″ breit, am 02.11.2026 von Fellers')).toBeTruthy();
    expect(screen.getByText(/^64\.0 ft am 20\.11\.2026.*\(1\.0 ft fehlen\)$/)).toBeTruthy();
    const use = screen.getByRole('form', { name: DE['roll.useTitle'] });
    expect(within(use).getByRole('option', { name: '2024 Tesla Model 3 · Jordan L. (auf dieser Rolle reserviert)' })).toBeTruthy();
    expect(within(use).getByRole('button', { name: 'Nutzen für: 2024 Tesla Model 3 · Jordan L.' })).toBeTruthy();
    expect(within(use).getByText('Reserviert: 15.0 ft')).toBeTruthy();
    const usedOn = screen.getByRole('region', { name: DE['roll.usedOn'] });
    expect(usedOn.textContent).toContain(`(${DE['roll.status.completed']})`);
    expect(screen.getByRole('form', { name: DE['roll.countForm'] })).toBeTruthy();
    expect(englishShown(ENGLISH)).toEqual([]);
  });

  it('Spanish: the list and its empty stock', async () => {
    await speakRolls('es');
    renderApp('/rolls', { user: owner, replies: { ...replies, 'GET /user/rolls/stock': json({ data: { unit: 'ft', films: [] } }) } });
    await screen.findByRole('heading', { level: 1, name: ES['rolls.title'] });
    await screen.findByRole('table', { name: ES['rolls.inStock'] });
    expect(await screen.findByText(ES['rolls.stockNoneTitle'])).toBeTruthy();
    expect(englishShown(ENGLISH)).toEqual([]);
  });
});
