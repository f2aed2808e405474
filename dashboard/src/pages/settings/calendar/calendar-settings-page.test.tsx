// Settings → Calendar in German (issue 28 item 1, decision 101): no English sentence of its catalogue on screen — the
// zone, the feed, its confirm dialog and the toasts (the server's English success messages replaced).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { loadArea } from '../../../i18n/area.ts';
import { COMMON } from '../../../i18n/areas/common/index.ts';
import { SETTINGS } from '../../../i18n/areas/settings/index.ts';
import DE from '../../../i18n/areas/settings-calendar/de.ts';
import { SETTINGS_CALENDAR_EN } from '../../../i18n/areas/settings-calendar/en.ts';
import { SETTINGS_CALENDAR } from '../../../i18n/areas/settings-calendar/index.ts';
import { speak } from '../../../i18n/locale.ts';
import { englishShown, sentencesOf } from '../../../test/english-left.ts';
import { json } from '../../../test/fake-fetch.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

afterEach(() => speak('en'));

const english = () => sentencesOf(SETTINGS_CALENDAR_EN);
const FEED = 'https://api.example.com/calendar/abc.ics';

async function inGerman() {
  await speak('de');
  await Promise.all([SETTINGS_CALENDAR, COMMON, SETTINGS].map((area) => loadArea(area as Parameters<typeof loadArea>[0], 'de')));
}

describe('Settings → Calendar in another language (issue 28 item 1)', () => {
  it('German: the zone and the feed, made and made again, with German toasts and no English left', async () => {
    await inGerman();
    renderApp('/settings/calendar', {
      user: makeUser({ accountType: 'paid' }),
      replies: {
        'GET /user/calendar': json({ data: { timeZone: 'Europe/Berlin', feedUrl: null, showNames: false } }),
        'POST /user/calendar/feed': json({ data: { timeZone: 'Europe/Berlin', feedUrl: FEED, showNames: false }, message: 'New calendar link made. The old link no longer works: subscribe again with this one.' }),
        'PUT /user/calendar': json({ data: { timeZone: 'Europe/Berlin', feedUrl: FEED, showNames: true }, message: 'Calendar settings saved.' }),
      },
    });
    await screen.findByRole('heading', { level: 1, name: DE['settingsCalendar.title'] });
    expect(await screen.findByLabelText(DE['settingsCalendar.zoneLabel'])).toBeTruthy();
    expect(screen.getByRole('button', { name: DE['settingsCalendar.saveZone'] })).toBeTruthy();
    expect(screen.getByText(DE['settingsCalendar.noFeed'])).toBeTruthy();
    expect(englishShown(english())).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: DE['settingsCalendar.makeFeed'] }));
    expect(await screen.findByText(DE['settingsCalendar.rotated'])).toBeTruthy();
    expect((screen.getByLabelText(DE['settingsCalendar.feedLabel']) as HTMLInputElement).value).toBe(FEED);
    expect(screen.queryByText(/New calendar link made/)).toBeNull();

    await userEvent.click(screen.getByRole('checkbox', { name: DE['settingsCalendar.names'] }));
    expect(await screen.findByText(DE['settingsCalendar.saved'])).toBeTruthy();
    expect(screen.queryByText('Calendar settings saved.')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: DE['settingsCalendar.rotate'] }));
    const dialog = await screen.findByRole('dialog', { name: DE['settingsCalendar.rotateTitle'] });
    expect(within(dialog).getByRole('button', { name: DE['settingsCalendar.keep'] })).toBeTruthy();
    expect(within(dialog).getByText(DE['settingsCalendar.rotateBody'])).toBeTruthy();
    expect(englishShown(english())).toEqual([]);
  });

  it('German: a teammate reads that only the owner may change it', async () => {
    await inGerman();
    renderApp('/settings/calendar', { user: makeUser({ accountType: 'paid', role: { role: 'shop-man', label: 'Shop Manager' } }) });
    expect(await screen.findByText(DE['settingsCalendar.ownerOnly'])).toBeTruthy();
    expect(englishShown(english())).toEqual([]);
  });
});
