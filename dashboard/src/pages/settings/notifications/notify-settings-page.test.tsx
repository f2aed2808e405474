// Settings → Notifications in another language (issue 28 item 1, decision 101) and its preview in one of the shop's
// languages (decision 100's update): a template left as the English default previews in the language picked, with
// that language's example values; one the shop edited previews as written.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CUSTOMER_EVENTS, DEFAULT_EVENT_TEMPLATES, PREVIEW_VALUES, defaultNotificationSettings, renderTemplate } from '@wrapsmith/core';
import type { NotificationPreviewDto, NotificationSettingsDto } from '@wrapsmith/core/contract';
import type { Locale } from '@wrapsmith/core/i18n';
import { loadArea } from '../../../i18n/area.ts';
import { COMMON } from '../../../i18n/areas/common/index.ts';
import { SETTINGS_NOTIFICATIONS } from '../../../i18n/areas/settings-notifications/index.ts';
import { SETTINGS_NOTIFICATIONS_EN } from '../../../i18n/areas/settings-notifications/en.ts';
import DE from '../../../i18n/areas/settings-notifications/de.ts';
import ES from '../../../i18n/areas/settings-notifications/es.ts';
import { speak } from '../../../i18n/locale.ts';
import { json, type FakeCall } from '../../../test/fake-fetch.ts';
import { englishShown, sentencesOf } from '../../../test/english-left.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

afterEach(() => speak('en'));

const GERMAN_CAR_READY = '{shopName}: Ihr {vehicle} ist abholbereit! Details: {trackingUrl}';
const SPANISH_CAR_READY = '{shopName}: ¡Tu {vehicle} está listo! Detalles: {trackingUrl}';

/** The API's preview in `locale` (its car_ready text message and day as that catalogue writes them). */
function previewIn(locale: Locale, languages: Locale[]): NotificationPreviewDto {
  const defaults = Object.fromEntries(CUSTOMER_EVENTS.map((e) => [e, { subject: DEFAULT_EVENT_TEMPLATES[e].subject, emailBody: DEFAULT_EVENT_TEMPLATES[e].emailBody, textBody: DEFAULT_EVENT_TEMPLATES[e].textBody }])) as NotificationPreviewDto['defaults'];
  const values = { ...PREVIEW_VALUES, reviewUrl: PREVIEW_VALUES.reviewUrl ?? '' };
  if (locale === 'de') {
    defaults.car_ready = { ...defaults.car_ready, textBody: GERMAN_CAR_READY };
    values.bookingDay = 'Donnerstag, 10. Dezember 2026';
  }
  if (locale === 'es') defaults.car_ready = { ...defaults.car_ready, textBody: SPANISH_CAR_READY };
  return { locale, languages, defaults, values };
}

function settingsAnswer(locale: Locale, languages: Locale[], change: (s: NotificationSettingsDto) => void = () => {}) {
  const settings: NotificationSettingsDto = { ...defaultNotificationSettings(), ownerPhone: null, preview: previewIn(locale, languages) };
  change(settings);
  return settings;
}

/** The page without the settings menu (its words are the settings menu's). */
function page(): HTMLElement {
  const root = document.querySelector('.app-page')!.cloneNode(true) as HTMLElement;
  root.querySelector('nav')?.remove();
  return root;
}

function render(languages: Locale[], change?: (s: NotificationSettingsDto) => void) {
  return renderApp('/settings/notifications', {
    user: makeUser({ accountType: 'paid' }),
    replies: {
      'GET /user/notification-settings': (call: FakeCall) => json({ data: settingsAnswer((new URLSearchParams(call.search).get('locale') as Locale | null) ?? languages[0]!, languages, change) }),
    },
  });
}

describe('Settings → Notifications in German and Spanish (issue 28 item 1)', () => {
  it('shows no English of its catalogue in German, and previews in the shop’s first language, German', async () => {
    await speak('de');
    await Promise.all([loadArea(SETTINGS_NOTIFICATIONS, 'de'), loadArea(COMMON, 'de')]);
    render(['de', 'en']);
    await screen.findByRole('heading', { level: 1, name: DE['settingsNotifications.title'] });
    const carReady = await screen.findByTestId('notify-car_ready');
    expect(within(carReady).getByTestId('notify-car_ready-preview-text').textContent).toBe('Reyes Wraps: Ihr 2024 Toyota Camry ist abholbereit! Details: https://example.com/track/…');
    expect(within(carReady).getByRole('checkbox', { name: DE['settingsNotifications.text'] })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: `${DE['settingsNotifications.alert.new_lead']}: ${DE['settingsNotifications.text']}` })).toBeTruthy();
    expect((screen.getByLabelText(DE['settingsNotifications.previewLanguage']) as HTMLSelectElement).value).toBe('de');
    // The page (the settings menu above it is the settings area's, another screen group's words).
    expect(englishShown(sentencesOf(SETTINGS_NOTIFICATIONS_EN), page())).toEqual([]);
  });

  it('in Spanish too', async () => {
    await speak('es');
    await Promise.all([loadArea(SETTINGS_NOTIFICATIONS, 'es'), loadArea(COMMON, 'es')]);
    render(['en']);
    await screen.findByRole('heading', { level: 1, name: ES['settingsNotifications.title'] });
    // One language: no picker, a line saying which.
    expect(screen.queryByLabelText(ES['settingsNotifications.previewLanguage'])).toBeNull();
    expect((await screen.findByText(/^La vista previa está en inglés, el idioma de tus clientes\./)).textContent).toContain(ES['settingsNotifications.previewLanguageHint']);
    expect(englishShown(sentencesOf(SETTINGS_NOTIFICATIONS_EN), page())).toEqual([]);
  });
});

describe('the preview’s language (decision 100’s update)', () => {
  it('the owner picks another of the shop’s languages: the defaults preview in it; an edited template stays as written', async () => {
    const { calls } = render(['de', 'es', 'en'], (s) => {
      s.events.reminder.textBody = 'See you tomorrow, {customerName}!';
    });
    const picker = (await screen.findByLabelText('Preview in')) as HTMLSelectElement;
    expect([...picker.options].map((o) => [o.value, o.textContent])).toEqual([
      ['de', 'German'],
      ['es', 'Spanish'],
      ['en', 'English'],
    ]);
    expect(picker.value).toBe('de');
    const carReady = screen.getByTestId('notify-car_ready');
    expect(within(carReady).getByTestId('notify-car_ready-preview-text').textContent).toContain('ist abholbereit!');
    expect(screen.getByTestId('notify-reminder-preview-text').textContent).toBe('See you tomorrow, Jordan!');

    await userEvent.selectOptions(picker, 'es');
    await waitFor(() => expect(within(carReady).getByTestId('notify-car_ready-preview-text').textContent).toBe('Reyes Wraps: ¡Tu 2024 Toyota Camry está listo! Detalles: https://example.com/track/…'));
    expect(calls.some((c) => c.path === '/user/notification-settings' && c.search === '?locale=es')).toBe(true);
    expect(screen.getByTestId('notify-reminder-preview-text').textContent).toBe('See you tomorrow, Jordan!');
    // The form still holds the English default: editing it previews the shop's own words, in any preview language.
    await userEvent.click(within(carReady).getByText('Edit messages'));
    const text = within(carReady).getByLabelText('Car ready: Text message') as HTMLTextAreaElement;
    expect(text.value).toBe(DEFAULT_EVENT_TEMPLATES.car_ready.textBody);
    await userEvent.type(text, ' Bye');
    expect(within(carReady).getByTestId('notify-car_ready-preview-text').textContent).toMatch(/is ready.* Bye$/);

    // Back to the default words in English: the English default previews.
    await userEvent.selectOptions(picker, 'en');
    await userEvent.clear(text);
    await userEvent.click(text);
    await userEvent.paste(DEFAULT_EVENT_TEMPLATES.car_ready.textBody);
    await waitFor(() =>
      expect(within(carReady).getByTestId('notify-car_ready-preview-text').textContent).toBe(renderTemplate(DEFAULT_EVENT_TEMPLATES.car_ready.textBody, { ...PREVIEW_VALUES, shopName: 'Reyes Wraps' })),
    );
  });
});
