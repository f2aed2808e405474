// Settings → Prices in German and Spanish (issue 28 item 1, decision 101): no English sentence of its catalogue on
// screen — the vehicle sizes, services and finishes core names in English included — amounts as the language writes
// them, and the form's own field errors in the language.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultPriceBook } from '@wrapsmith/core/prices';
import { loadArea } from '../../../i18n/area.ts';
import { COMMON } from '../../../i18n/areas/common/index.ts';
import DE from '../../../i18n/areas/settings-prices/de.ts';
import { SETTINGS_PRICES_EN } from '../../../i18n/areas/settings-prices/en.ts';
import ES from '../../../i18n/areas/settings-prices/es.ts';
import { SETTINGS_PRICES } from '../../../i18n/areas/settings-prices/index.ts';
import { speak } from '../../../i18n/locale.ts';
import { englishShown, sentencesOf } from '../../../test/english-left.ts';
import { json } from '../../../test/fake-fetch.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

afterEach(() => speak('en'));

/** Words the languages share with English (units, "Extras" in German and Spanish). */
const SAME = ['sq ft', 'm²', 'Extras', 'Satin'];

/** The page without the settings menu (its words are the settings menu's). */
function page(): HTMLElement {
  const root = document.querySelector('.app-page')!.cloneNode(true) as HTMLElement;
  root.querySelector('nav')?.remove();
  return root;
}

function render() {
  const book = defaultPriceBook('EUR');
  book.taxRates = [{ id: 'vat', name: 'MwSt.', rate: 19_000 }];
  book.defaultTaxRateId = 'vat';
  book.pricesIncludeTax = true;
  book.extras = [{ id: 'jambs', name: 'Türfalze', price: 25_000 }];
  book.film.byBrand = [{ brandId: '3m', finish: null, price: 1_500 }];
  book.film.byFilm = [{ filmId: '3m-g12', price: 1_800 }];
  book.widgetRange = { enabled: true, spreadRate: 10_000 };
  return renderApp('/settings/prices', { user: makeUser({ accountType: 'paid' }), replies: { 'GET /user/price-book': json({ data: { book, saved: false, updatedAt: null } }) } });
}

describe('Settings → Prices in another language (issue 28 item 1)', () => {
  it('German: every word of the page, sizes, services and finishes in German, amounts the German way, its field errors in German', async () => {
    await speak('de');
    await Promise.all([loadArea(SETTINGS_PRICES, 'de'), loadArea(COMMON, 'de')]);
    render();
    await screen.findByRole('heading', { level: 1, name: DE['settingsPrices.title'] });
    const wrap = await screen.findByRole('table', { name: `${DE['settingsPrices.group.wrap']}, nach Fahrzeuggröße` });
    expect(within(wrap).getByRole('columnheader', { name: DE['settingsPrices.size.mid'] })).toBeTruthy();
    expect(within(wrap).getByRole('rowheader', { name: DE['settingsPrices.labour.fullWrap'] })).toBeTruthy();
    expect(screen.getByLabelText(`${DE['settingsPrices.labour.fullWrap']}, ${DE['settingsPrices.size.mid']} (EUR)`)).toBeTruthy();
    expect(screen.getByRole('button', { name: `${DE['settingsPrices.remove']} Steuersatz 1` })).toBeTruthy();
    expect(screen.getByTestId('price-example').textContent).toMatch(/^Eine Mittelklasse-Limousine .*: [\d.]+,\d\d\s€ \(inkl\. [\d.]+,\d\d\s€ Steuer\)$/);
    expect(englishShown(sentencesOf(SETTINGS_PRICES_EN, SAME), page())).toEqual([]);
    // A field that does not read as an amount: the form's own message, in German.
    const cell = screen.getByLabelText(`${DE['settingsPrices.labour.roof']}, ${DE['settingsPrices.size.small']} (EUR)`);
    await userEvent.clear(cell);
    await userEvent.type(cell, 'viel');
    expect(screen.getByText(DE['settingsPrices.fixToSee'])).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: DE['settingsPrices.save'] }));
    expect(screen.getByText(DE['settingsPrices.fixFields'])).toBeTruthy();
    expect(cell.getAttribute('title')).toBe('Gib einen Betrag in EUR ein, z. B. 1250.00.');
    expect(englishShown(sentencesOf(SETTINGS_PRICES_EN, SAME), page())).toEqual([]);
  });

  it('Spanish: no English of its catalogue', async () => {
    await speak('es');
    await Promise.all([loadArea(SETTINGS_PRICES, 'es'), loadArea(COMMON, 'es')]);
    render();
    await screen.findByRole('heading', { level: 1, name: ES['settingsPrices.title'] });
    await screen.findByRole('table', { name: `${ES['settingsPrices.group.tint']}, según el tamaño del vehículo` });
    expect(screen.getByRole('button', { name: ES['settingsPrices.save'] })).toBeTruthy();
    expect(englishShown(sentencesOf(SETTINGS_PRICES_EN, SAME), page())).toEqual([]);
  });
});
