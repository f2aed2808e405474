// Issue 28 item 1: Settings → Shop (with its units), → Widget and → Catalogue, and the settings navigation, speak
// German and Spanish: no English sentence of their catalogues shows, the forms' own checks and the server's English
// answers included (decision 101).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BrandDto, FilmDto, FilmGroupDto, WidgetKeyDto, WidgetSettingsDto } from '@wrapsmith/core/contract';
import { loadArea } from '../../i18n/area.ts';
import { COMMON } from '../../i18n/areas/common/index.ts';
import { SETTINGS } from '../../i18n/areas/settings/index.ts';
import { SETTINGS_EN } from '../../i18n/areas/settings/en.ts';
import DE_SETTINGS from '../../i18n/areas/settings/de.ts';
import ES_SETTINGS from '../../i18n/areas/settings/es.ts';
import { SETTINGS_CATALOGUE } from '../../i18n/areas/settings-catalogue/index.ts';
import { SETTINGS_CATALOGUE_EN } from '../../i18n/areas/settings-catalogue/en.ts';
import DE_CATALOGUE from '../../i18n/areas/settings-catalogue/de.ts';
import { SETTINGS_WIDGET } from '../../i18n/areas/settings-widget/index.ts';
import { SETTINGS_WIDGET_EN } from '../../i18n/areas/settings-widget/en.ts';
import DE_WIDGET from '../../i18n/areas/settings-widget/de.ts';
import { speak } from '../../i18n/locale.ts';
import { json } from '../../test/fake-fetch.ts';
import { englishShown, sentencesOf } from '../../test/english-left.ts';
import { makeUser, pageOf } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

/** Words German writes as English does (product names, loanwords): not a sign of English left. */
const SAME_IN_GERMAN = ['Team', 'Widget', 'Logo', 'Extras', 'Website', 'Websites', 'Status', 'Code', 'Hex', 'Satin', 'Name', 'Branding'];
const english = (catalogue: Readonly<Record<string, string>>) => sentencesOf(catalogue, SAME_IN_GERMAN);

async function inLanguage(lang: 'de' | 'es') {
  await speak(lang);
  for (const area of [COMMON, SETTINGS, SETTINGS_WIDGET, SETTINGS_CATALOGUE]) await loadArea(area as Parameters<typeof loadArea>[0], lang);
}

afterEach(() => speak('en'));

describe('issue 28 item 1: Settings → Shop in German and Spanish', () => {
  it('German: the shop’s name, its units with a sample, the nav; the server’s English “Units saved” replaced', async () => {
    await inLanguage('de');
    const user = makeUser();
    renderApp('/settings/shop', {
      user,
      replies: { 'PUT /user/shop/units': json({ data: { user: { ...user, shop: { ...user.shop, unitsChoice: 'metric', units: 'metric' } } }, message: 'Units saved: metric (metres, m²).' }) },
    });
    await screen.findByRole('heading', { level: 1, name: DE_SETTINGS['settings.shop.title'] });
    const nav = screen.getByRole('navigation', { name: DE_SETTINGS['settings.nav'] });
    expect(within(nav).getByRole('link', { name: DE_SETTINGS['settings.nav.catalogue'] })).toBeTruthy();
    expect(screen.getByRole('button', { name: DE_SETTINGS['settings.shop.save'] })).toBeTruthy();
    expect(screen.getByTestId('units-sample').textContent).toMatch(/^Angezeigt als .+ um .+\.$/);
    expect(englishShown(english(SETTINGS_EN))).toEqual([]);

    await userEvent.selectOptions(screen.getByLabelText(DE_SETTINGS['settings.units.label']), 'metric');
    await userEvent.click(screen.getByRole('button', { name: DE_SETTINGS['settings.units.save'] }));
    expect(await screen.findByText(DE_SETTINGS['settings.units.saved'])).toBeTruthy();
    expect(screen.queryByText(/Units saved/)).toBeNull();
    expect(englishShown(english(SETTINGS_EN))).toEqual([]);
  });

  it('Spanish: the shop’s name and its units', async () => {
    await inLanguage('es');
    renderApp('/settings/shop', { user: makeUser() });
    await screen.findByRole('heading', { level: 1, name: ES_SETTINGS['settings.shop.title'] });
    expect(screen.getByText(ES_SETTINGS['settings.shop.intro'])).toBeTruthy();
    expect(screen.getByRole('form', { name: ES_SETTINGS['settings.units.title'] })).toBeTruthy();
    expect(screen.getByTestId('units-sample').textContent).toMatch(/^Se verá así: /);
    expect(englishShown(sentencesOf(SETTINGS_EN, ['Widget', 'SMS']))).toEqual([]);
  });

  it('German: the account form', async () => {
    await inLanguage('de');
    renderApp('/settings', { user: makeUser() });
    await screen.findByRole('heading', { level: 1, name: DE_SETTINGS['settings.account.title'] });
    expect(screen.getByLabelText(DE_SETTINGS['settings.account.currentPassword'])).toBeTruthy();
    expect(englishShown(english(SETTINGS_EN))).toEqual([]);
  });
});

const SHARE_URL = 'http://localhost/v/reyes-wraps';
const WIDGET_SETTINGS: WidgetSettingsDto = {
  displayName: 'Reyes Wraps',
  logoUrl: null,
  primary: null,
  accent: null,
  corner: 'rounded',
  theme: 'light',
  poweredBy: true,
  canHidePoweredBy: false,
  offeredBrandIds: null,
  offeredFilmIds: null,
  offeredZones: ['roof', 'mirrors'],
  languages: ['en'],
  visitorDailyLimit: 5,
  publicDailyCredits: null,
  publicDailyCreditsDefault: 100,
  shareLinkEnabled: true,
  contactPhone: null,
  contactEmail: null,
  contactWebsite: null,
  shareUrl: SHARE_URL,
};
const KEY: WidgetKeyDto = {
  _id: 'wk_1',
  key: 'pk_abcdefghijklmnopqrstuvwx',
  label: 'Hauptseite',
  kind: 'embed',
  origins: ['https://reyeswraps.com'],
  createdAt: '2025-05-01T10:00:00.000Z',
  revokedAt: null,
  lastUsedAt: null,
};
const BRANDS: BrandDto[] = [
  { id: '3m', name: '3M', productLine: '2080', filmCount: 2 },
  { id: 'kpmf', name: 'KPMF', productLine: 'K75400', filmCount: 0 },
];

describe('issue 28 item 1: Settings → Widget in German', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('{}')));
    return () => vi.unstubAllGlobals();
  });

  it('the form, the preview, the code and the keys; the form’s own checks and the key dialog', async () => {
    await inLanguage('de');
    renderApp('/settings/widget', {
      user: makeUser({ accountType: 'paid' }),
      replies: {
        'GET /user/widget/settings': json({ data: WIDGET_SETTINGS }),
        'GET /user/widget/keys': json(pageOf([KEY])),
        'GET /user/tool/brands': json({ data: BRANDS }),
      },
    });
    const form = await screen.findByRole('form', { name: DE_WIDGET['settings-widget.form'] });
    expect(screen.getByRole('heading', { level: 1, name: DE_WIDGET['settings-widget.title'] })).toBeTruthy();
    expect(within(form).getByRole('checkbox', { name: /3M · 2 Farben/ })).toBeTruthy();
    expect(within(form).getByRole('checkbox', { name: DE_WIDGET['settings-widget.zone.mirrors'] })).toBeTruthy();
    expect(within(form).getByLabelText(`${DE_WIDGET['settings-widget.accent']}: Hex-Code`)).toBeTruthy();
    expect(screen.getByText(/^Mit dem Schlüssel/).textContent).toBe('Mit dem Schlüssel Hauptseite (pk_abcdefghijklmnopqrstuvwx), erlaubt auf https://reyeswraps.com.');
    expect(screen.getByTitle(DE_WIDGET['settings-widget.previewFrame'])).toBeTruthy();
    expect(screen.getByText('Noch nie genutzt')).toBeTruthy();
    expect(englishShown(english(SETTINGS_WIDGET_EN))).toEqual([]);

    // The form's own check (widget-form.ts writes it in English) reads in German.
    await userEvent.click(within(form).getByRole('checkbox', { name: 'English' }));
    await userEvent.type(within(form).getByLabelText(DE_WIDGET['settings-widget.website']), 'reyeswraps');
    await userEvent.click(within(form).getByRole('button', { name: DE_WIDGET['settings-widget.save'] }));
    expect(await within(form).findByText(DE_WIDGET['settings-widget.noLanguages'])).toBeTruthy();
    expect(within(form).getByText(DE_WIDGET['settings-widget.websiteInvalid'])).toBeTruthy();
    expect(englishShown(english(SETTINGS_WIDGET_EN))).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: DE_WIDGET['settings-widget.createKey'] }));
    const dialog = await screen.findByRole('dialog', { name: DE_WIDGET['settings-widget.createTitle'] });
    await userEvent.type(within(dialog).getByLabelText(DE_WIDGET['settings-widget.websites']), 'not a site');
    await userEvent.click(within(dialog).getByRole('button', { name: DE_WIDGET['settings-widget.createKey'] }));
    expect(await within(dialog).findByText(DE_WIDGET['settings-widget.labelRequired'])).toBeTruthy();
    expect(within(dialog).getByText('„not a site“ ist keine Website-Adresse wie https://deinbetrieb.de')).toBeTruthy();
    expect(englishShown(english(SETTINGS_WIDGET_EN))).toEqual([]);
  });
});

const film = (overrides: Partial<FilmDto>): FilmDto => ({
  id: '3m-g13',
  brandId: '3m',
  name: 'Gloss Hot Rod Red',
  code: 'G13',
  colorCode: '#b01e23',
  finish: 'gloss',
  secondaryHex: null,
  custom: false,
  ...overrides,
});
const groups = (...films: FilmDto[]): FilmGroupDto[] =>
  [...new Set(films.map((f) => f.finish))].map((finish) => ({ finish, label: finish[0]!.toUpperCase() + finish.slice(1), films: films.filter((f) => f.finish === finish) }));

describe('issue 28 item 1: Settings → Catalogue in German', () => {
  it('the brands offered with their films by finish, the custom colours and the add-colour form', async () => {
    await inLanguage('de');
    renderApp('/settings/catalogue', {
      user: makeUser(),
      replies: {
        'GET /user/tool/brands': json({ data: BRANDS }),
        'GET /user/catalog/settings': json({ data: { hiddenBrands: [], hiddenFilms: [] } }),
        'GET /user/tool/films': ({ search }) => {
          const brand = new URLSearchParams(search).get('brand') ?? '';
          const list = brand === '3m' ? groups(film({}), film({ id: '3m-m12', name: 'Matte Black', code: 'M12', finish: 'matte' })) : brand === 'custom' ? groups(film({ id: 'cf_teal', brandId: 'custom', name: 'Shop Teal', code: 'ST1', custom: true, finish: 'satin' })) : [];
          return json({ data: { brand: { id: brand, name: brand }, groups: list } });
        },
      },
    });
    await screen.findByRole('heading', { level: 1, name: DE_CATALOGUE['settings-catalogue.title'] });
    expect(await screen.findByText('2 Folien')).toBeTruthy();
    expect(screen.getByRole('table', { name: DE_CATALOGUE['settings-catalogue.customCaption'] })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Shop Teal (ST1) löschen' })).toBeTruthy();
    expect(screen.getByRole('form', { name: DE_CATALOGUE['settings-catalogue.addForm'] })).toBeTruthy();
    expect(englishShown(english(SETTINGS_CATALOGUE_EN))).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Folien von 3M zeigen' }));
    await waitFor(() => expect(screen.getByRole('group', { name: '3M Glanz' })).toBeTruthy());
    expect(screen.getByRole('group', { name: '3M Matt' })).toBeTruthy();
    expect(englishShown(english(SETTINGS_CATALOGUE_EN))).toEqual([]);
  });
});
