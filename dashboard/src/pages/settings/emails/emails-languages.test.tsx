// Issue 28 item 1 (decision 101): Settings → Emails in German with no English sentence of its area left — the
// list, a status, an opened email's attachment and the pager — while the email's own subject stays as it was sent.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ShopEmailDto } from '@wrapsmith/core/contract';
import { loadArea } from '../../../i18n/area.ts';
import { COMMON } from '../../../i18n/areas/common/index.ts';
import { SETTINGS_EMAILS } from '../../../i18n/areas/settings-emails/index.ts';
import { SETTINGS_EMAILS_EN } from '../../../i18n/areas/settings-emails/en.ts';
import DE from '../../../i18n/areas/settings-emails/de.ts';
import { speak } from '../../../i18n/locale.ts';
import { useSession } from '../../../stores/session.ts';
import { englishShown, sentencesOf } from '../../../test/english-left.ts';
import { apiError, json, type FakeReply } from '../../../test/fake-fetch.ts';
import { EMPTY_PAGE, makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

afterEach(async () => {
  await speak('en');
  useSession.setState({ currentUser: null });
});

const ENGLISH = sentencesOf(SETTINGS_EMAILS_EN);

const email = (i: number, over: Partial<ShopEmailDto> = {}): ShopEmailDto => ({
  _id: `e${i}`,
  to: 'nia@example.com',
  subject: `Subject ${i}`,
  tag: 'team-invite',
  provider: 'outbox',
  status: 'stored',
  text: 'Hallo Nia',
  attachments: [],
  createdAt: '2026-06-01T12:00:00.000Z',
  ...over,
});

async function inGerman(reply: Record<string, FakeReply>) {
  await speak('de');
  await loadArea(SETTINGS_EMAILS, 'de');
  await loadArea(COMMON, 'de');
  return renderApp('/settings/emails', { user: makeUser(), replies: reply });
}

describe('issue 28 item 1: Settings → Emails in German', () => {
  it('the list, a status, the shop’s time, an attachment and the pager: no English left', async () => {
    const first = email(1, { status: 'sent', attachments: [{ filename: 'termin.ics', contentType: 'text/calendar', url: '/api/v1/user/emails/e1/attachments/0' }] });
    await inGerman({ 'GET /user/emails': json({ data: [first, ...Array.from({ length: 24 }, (_, i) => email(i + 2))], total: 30, page: 1, pageSize: 25 }) });
    expect(await screen.findByRole('heading', { level: 1, name: DE['settingsEmails.title'] })).toBeTruthy();
    expect(screen.getByText(DE['settingsEmails.intro'])).toBeTruthy();
    const list = await screen.findByRole('list', { name: DE['settingsEmails.listTitle'] });
    const head = within(list).getByRole('button', { name: /Subject 1\b/ });
    // The shop is in New York: 12:00 UTC is 08:00 there, written in German.
    expect(within(head).getByText('An nia@example.com · 01.06.2026, 08:00 · Gesendet')).toBeTruthy();
    await userEvent.click(head);
    const files = screen.getByRole('list', { name: DE['settingsEmails.attachments'] });
    expect(within(files).getByRole('link', { name: 'termin.ics herunterladen' })).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: 'Seiten: Gesendete E-Mails' });
    expect(within(pager).getByText('Seite 1 von 2 · 30 E-Mails')).toBeTruthy();
    expect(englishShown(ENGLISH)).toEqual([]);
  });

  it('the empty state in German', async () => {
    await inGerman({ 'GET /user/emails': json(EMPTY_PAGE) });
    expect(await screen.findByText(DE['settingsEmails.empty'])).toBeTruthy();
    expect(englishShown(ENGLISH)).toEqual([]);
  });

  it('a list that cannot be loaded says so in German, with a German retry', async () => {
    await inGerman({ 'GET /user/emails': apiError(500, 'Something went wrong') });
    expect(await screen.findByText(DE['settingsEmails.loadFailed'])).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
    expect(englishShown([...ENGLISH, 'Try again'])).toEqual([]);
  });
});
