// Issue 28 item 1 (decision 101): Settings → Texts in German and Spanish with no English sentence of its areas left
// (`settings-texts`, and `texts` for the statuses and sending modes), countries named and ordered in the language, the
// API's English answers said in the reader's words; and the page unchanged in English.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { TextMessageDto, TextSettingsDto } from '@wrapsmith/core/contract';
import { loadArea } from '../../../i18n/area.ts';
import { COMMON } from '../../../i18n/areas/common/index.ts';
import { SETTINGS_TEXTS } from '../../../i18n/areas/settings-texts/index.ts';
import { SETTINGS_TEXTS_EN } from '../../../i18n/areas/settings-texts/en.ts';
import DE from '../../../i18n/areas/settings-texts/de.ts';
import ES from '../../../i18n/areas/settings-texts/es.ts';
import { TEXTS_AREA } from '../../../i18n/areas/texts/index.ts';
import { TEXTS_EN } from '../../../i18n/areas/texts/en.ts';
import TEXTS_DE from '../../../i18n/areas/texts/de.ts';
import TEXTS_ES from '../../../i18n/areas/texts/es.ts';
import type { Locale } from '@wrapsmith/core/i18n';
import { speak } from '../../../i18n/locale.ts';
import { useSession } from '../../../stores/session.ts';
import { englishShown, sentencesOf } from '../../../test/english-left.ts';
import { json, type FakeReply } from '../../../test/fake-fetch.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

afterEach(async () => {
  await speak('en');
  useSession.setState({ currentUser: null });
});

// Every sentence of both areas must change (no English sentence of them is also a German or Spanish one).
const ENGLISH = [...sentencesOf(SETTINGS_TEXTS_EN), ...sentencesOf(TEXTS_EN)];
const SERVER_SAVED = 'Country saved';

const text = (over: Partial<TextMessageDto>): TextMessageDto => ({
  _id: 't1',
  direction: 'outbound',
  phone: '+15550102000',
  body: 'Dein Auto ist fertig.',
  tag: 'reply',
  provider: 'outbox',
  status: 'stored',
  error: null,
  customerId: 'c1',
  sentBy: 'Dana Reyes',
  createdAt: '2026-06-01T12:00:00.000Z',
  updatedAt: '2026-06-01T12:00:00.000Z',
  ...over,
});

const COUNTRIES = [
  { country: 'Germany', iso2: 'DE' },
  { country: 'Spain', iso2: 'ES' },
  { country: 'United States', iso2: 'US' },
];

function replies(settings: TextSettingsDto): Record<string, FakeReply> {
  return {
    'GET /user/texts/settings': json({ data: settings }),
    'PUT /user/texts/settings': (call) => json({ data: { ...settings, country: (call.body as { country: string }).country }, message: SERVER_SAVED }),
    'GET /public/countries': json({ error: false, data: COUNTRIES }),
    'GET /user/texts': json({
      data: [text({}), text({ _id: 't2', direction: 'inbound', status: 'received', body: 'Danke!', sentBy: null })],
      total: 2,
      page: 1,
      pageSize: 25,
    }),
  };
}

async function renderIn(locale: Locale, settings: TextSettingsDto) {
  if (locale !== 'en') {
    await speak(locale);
    await Promise.all([loadArea(SETTINGS_TEXTS, locale), loadArea(TEXTS_AREA, locale), loadArea(COMMON, locale)]);
  }
  return renderApp('/settings/texts', { user: makeUser(), replies: replies(settings) });
}

describe('issue 28 item 1: Settings → Texts in German and Spanish', () => {
  it('German: the outbox note, the country form, the log with statuses, and a save said in German', async () => {
    await renderIn('de', { country: 'US', senderNumber: null, mode: 'offline' });
    expect(await screen.findByRole('heading', { level: 1, name: DE['settingsTexts.title'] })).toBeTruthy();
    expect(await screen.findByText(TEXTS_DE['texts.mode.offline'])).toBeTruthy();
    const select = screen.getByRole('combobox', { name: DE['settingsTexts.country'] });
    // Intl's German names, in German order: Deutschland, Spanien, Vereinigte Staaten.
    await waitFor(() => expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Deutschland', 'Spanien', 'Vereinigte Staaten']));
    const log = await screen.findByRole('list', { name: DE['settingsTexts.logTitle'] });
    // The shop is in New York: 12:00 UTC is 08:00 there.
    expect(within(log).getByText('An +15550102000 · 01.06.2026, 08:00 · Im Postausgang (nicht gesendet)')).toBeTruthy();
    expect(within(log).getByText('Von +15550102000 · 01.06.2026, 08:00 · Empfangen')).toBeTruthy();
    expect(englishShown(ENGLISH)).toEqual([]);

    await userEvent.selectOptions(select, 'DE');
    await userEvent.click(screen.getByRole('button', { name: DE['settingsTexts.saveCountry'] }));
    // The API answered "Country saved" in English; the German screen says it in German.
    expect(await screen.findByText(DE['settingsTexts.saved'])).toBeTruthy();
    expect(englishShown([...ENGLISH, SERVER_SAVED])).toEqual([]);
  });

  it('Spanish: Twilio from the shop’s own number, the country form and the log', async () => {
    await renderIn('es', { country: 'ES', senderNumber: '+34600111222', mode: 'twilio' });
    expect(await screen.findByRole('heading', { level: 1, name: ES['settingsTexts.title'] })).toBeTruthy();
    expect(await screen.findByText(ES['settingsTexts.twilioOwn'].replace('{number}', '+34600111222'))).toBeTruthy();
    expect(screen.getByText(ES['settingsTexts.countryHint'])).toBeTruthy();
    const select = screen.getByRole('combobox', { name: ES['settingsTexts.country'] });
    await waitFor(() => expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Alemania', 'España', 'Estados Unidos']));
    const log = await screen.findByRole('list', { name: ES['settingsTexts.logTitle'] });
    expect(within(log).getByText(new RegExp(`^A \\+15550102000 · .* · ${TEXTS_ES['texts.status.stored'].replace(/[()]/g, '\\$&')}$`))).toBeTruthy();
    expect(within(log).getByText(new RegExp(`^De \\+15550102000 · .* · ${TEXTS_ES['texts.status.received']}$`))).toBeTruthy();
    expect(englishShown(ENGLISH)).toEqual([]);
  });

  it('a member who is not the owner reads why the country is locked, in German', async () => {
    await speak('de');
    await Promise.all([loadArea(SETTINGS_TEXTS, 'de'), loadArea(TEXTS_AREA, 'de'), loadArea(COMMON, 'de')]);
    renderApp('/settings/texts', { user: makeUser({ role: { role: 'shop-man', label: 'Shop manager' } }), replies: replies({ country: 'US', senderNumber: null, mode: 'unavailable' }) });
    expect(await screen.findByText(DE['settingsTexts.readOnly'])).toBeTruthy();
    expect(screen.getByText(TEXTS_DE['texts.mode.unavailable'])).toBeTruthy();
    expect(screen.queryByRole('button', { name: DE['settingsTexts.saveCountry'] })).toBeNull();
    expect(englishShown(ENGLISH)).toEqual([]);
  });

  it('English is unchanged: the API’s country names and its own message on save', async () => {
    await renderIn('en', { country: 'US', senderNumber: null, mode: 'twilio' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Texts' })).toBeTruthy();
    expect(await screen.findByText('Texts are sent by Twilio from Wrapsmith’s shared numbers; replies land on the customer’s page.')).toBeTruthy();
    const select = screen.getByRole('combobox', { name: 'Country for phone numbers' });
    await waitFor(() => expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Germany', 'Spain', 'United States']));
    const log = await screen.findByRole('list', { name: 'Texts' });
    expect(within(log).getByText(/^To \+15550102000 · .* · In the outbox \(not sent\)$/)).toBeTruthy();
    expect(within(log).getByText(/^From \+15550102000 · .* · Received$/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save country' }));
    expect(await screen.findByText(SERVER_SAVED)).toBeTruthy();
  });
});
