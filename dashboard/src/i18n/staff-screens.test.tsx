// Issue 28 item 1 (decision 101): the dashboard page, notifications, profile and Settings → Team, with the shared
// components they use, in German (and the dashboard page in Spanish): no English sentence of their areas shows, as
// text or as an accessible name. And the route's load-failure screen says its words in German once the language
// is chosen, even offline, and in English when its words could not arrive.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { TeamInviteDto } from '@wrapsmith/core/contract';
import { RouteError, PageLoadError } from '../components/lazy-route.tsx';
import { json } from '../test/fake-fetch.ts';
import { makeRender, makeUser, pageOf } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { englishShown, sentencesOf } from '../test/english-left.ts';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { defineArea, loadArea } from './area.ts';
import { COMMON } from './areas/common/index.ts';
import { COMMON_EN } from './areas/common/en.ts';
import { COMPONENTS } from './areas/components/index.ts';
import { COMPONENTS_EN } from './areas/components/en.ts';
import { DASHBOARD } from './areas/dashboard/index.ts';
import { DASHBOARD_EN } from './areas/dashboard/en.ts';
import DASHBOARD_DE from './areas/dashboard/de.ts';
import DASHBOARD_ES from './areas/dashboard/es.ts';
import { NOTIFICATIONS } from './areas/notifications/index.ts';
import { NOTIFICATIONS_EN } from './areas/notifications/en.ts';
import NOTIFICATIONS_DE from './areas/notifications/de.ts';
import { PROFILE } from './areas/profile/index.ts';
import { PROFILE_EN } from './areas/profile/en.ts';
import PROFILE_DE from './areas/profile/de.ts';
import { SHELL } from './areas/shell/index.ts';
import { SHELL_EN } from './areas/shell/en.ts';
import SHELL_DE from './areas/shell/de.ts';
import { useAreaSoon } from './areas/shell/soon.ts';
import { TEAM } from './areas/team/index.ts';
import { TEAM_EN } from './areas/team/en.ts';
import TEAM_DE from './areas/team/de.ts';
import { ROLES } from './areas/roles/index.ts';
import { ROLES_EN } from './areas/roles/en.ts';
import ROLES_DE from './areas/roles/de.ts';
import { WRAPS } from './areas/wraps/index.ts';
import { WRAPS_EN } from './areas/wraps/en.ts';
import WRAPS_DE from './areas/wraps/de.ts';
import { speak } from './locale.ts';
import type { Locale } from '@wrapsmith/core/i18n';
import { DEFAULT_ROLE_MATRIX } from '@wrapsmith/core';

afterEach(() => speak('en'));

/** Words German or Spanish write as English does (names, "OK", "Team", "Status" …): not a sign of English left. */
const SAME = ['Team', 'Name', 'Status', 'OK', 'No', 'Email', 'optional', 'Profil', 'Studio'];
const ENGLISH = [COMMON_EN, COMPONENTS_EN, DASHBOARD_EN, WRAPS_EN, TEAM_EN, NOTIFICATIONS_EN, PROFILE_EN, SHELL_EN, ROLES_EN].flatMap((area) => sentencesOf(area, SAME));

async function speakWithAreas(locale: Locale) {
  await speak(locale);
  await Promise.all([COMMON, COMPONENTS, DASHBOARD, WRAPS, TEAM, NOTIFICATIONS, PROFILE, SHELL, ROLES].map((area) => loadArea(area as never, locale)));
}

const render1 = makeRender('r1');

const member = makeUser({ _id: 'usr_m1', firstName: 'Sam', lastName: 'Ortiz', email: 'sam@example.com', parentId: 'usr_owner1', role: { role: 'member', label: 'Member' } });
const invite: TeamInviteDto = {
  _id: 'inv_1',
  email: 'tess@example.com',
  firstName: 'Tess',
  lastName: 'Tinter',
  role: { role: 'member', label: 'Member' },
  status: 'pending',
  expiresAt: '2030-01-08T12:00:00.000Z',
  sentAt: '2030-01-01T12:00:00.000Z',
  createdAt: '2030-01-01T12:00:00.000Z',
};

const usage = {
  days: Array.from({ length: 14 }, (_, i) => ({ date: `2026-11-${String(i + 10).padStart(2, '0')}`, renders: i % 3, leads: i % 2, credits: i % 3 })),
  totals: { renders: 13, leads: 7, credits: 13 },
};

const TEAM_REPLIES = {
  'GET /auth/users-list': json({ ...pageOf([member]), seats: { used: 3, invited: 1, limit: 3, planName: 'Pro' } }),
  'GET /auth/invites': json({ data: [invite] }),
};

const DASHBOARD_REPLIES = {
  ...TEAM_REPLIES,
  // The bookings panels are the bookings area's (another change): loaded empty here, so only this page's words show.
  'GET /user/booking/all': json({ ...pageOf([]) }),
  'GET /user/renders': json({ data: { renders: [render1], page: 1, pageSize: 24, total: 1 } }),
  'GET /user/widget/usage': json({ data: usage }),
};

describe('issue 28 item 1: staff screens in German and Spanish (decision 101)', () => {
  it('the dashboard page in German: greeting, credits, plan, My Wraps, usage insights and the team', async () => {
    await speakWithAreas('de');
    renderApp('/dashboard', { user: makeUser({ firstName: 'Dana' }), replies: DASHBOARD_REPLIES });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hallo Dana' })).toBeTruthy();
    expect(screen.getByText(DASHBOARD_DE['dashboard.creditsHint'])).toBeTruthy();
    expect(screen.getByText('5 Gratis-Vorschauen zum Start.')).toBeTruthy();
    expect(await screen.findByRole('tab', { name: WRAPS_DE['wraps.tabSaved'] })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '2024 Tesla Model 3' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '2024 Tesla Model 3, foliert in 3M Gloss Black (G12)' })).toBeTruthy();
    await screen.findByText(DASHBOARD_DE['dashboard.widgetRenders']);
    await screen.findByRole('cell', { name: 'Sam Ortiz' });
    expect(screen.getByText('3 von 3 Plätzen belegt im Tarif Pro (Inhaber und 1 offene Einladung mitgezählt).', { exact: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Einladung an tess@example.com widerrufen' })).toBeTruthy();
    expect(englishShown(ENGLISH)).toEqual([]);

    // A dialog opened later finds its words at once: the page never falls back to its loading state.
    await userEvent.click(screen.getByRole('button', { name: 'Einladung an tess@example.com widerrufen' }));
    const dialog = await screen.findByRole('dialog', { name: TEAM_DE['team.revokeTitle'] });
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeTruthy();
    expect(englishShown(ENGLISH)).toEqual([]);
  });

  it('the dashboard page in Spanish', async () => {
    await speakWithAreas('es');
    renderApp('/dashboard', { user: makeUser({ firstName: 'Dana', accountType: 'paid', plan: { key: 'pro', name: 'Pro' } as never }), replies: DASHBOARD_REPLIES });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hola, Dana' })).toBeTruthy();
    expect(screen.getByText(DASHBOARD_ES['dashboard.planName'].replace('{plan}', 'Pro'))).toBeTruthy();
    expect(screen.getByText(DASHBOARD_ES['dashboard.planDetail'])).toBeTruthy();
    await screen.findByRole('heading', { name: '2024 Tesla Model 3' });
    await screen.findByText(DASHBOARD_ES['dashboard.usageTitle']);
    await screen.findByRole('cell', { name: 'Sam Ortiz' });
    // The In Progress table is the bookings area's, with its own empty row (not this area's table): left out here.
    expect(englishShown(ENGLISH.filter((s) => s !== COMPONENTS_EN['components.tableEmpty']))).toEqual([]);
  });

  it('the notifications page in German, with the list, its pager and the one opened', async () => {
    await speakWithAreas('de');
    const rows = Array.from({ length: 3 }, (_, i) => ({ _id: `n${i}`, title: `Lead ${i}`, body: 'Body', link: null, readAt: null, createdAt: '2026-11-20T10:00:00.000Z' }));
    renderApp('/notifications', {
      user: makeUser(),
      replies: {
        'GET /user/notifications': json({ data: rows, page: 1, pageSize: 2, total: 3, unreadCount: 3 }),
        'POST /user/notifications/n0/read': json({ data: { ...rows[0], readAt: '2026-11-21T10:00:00.000Z' } }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: NOTIFICATIONS_DE['notifications.title'] })).toBeTruthy();
    expect(await screen.findByRole('list', { name: NOTIFICATIONS_DE['notifications.all'] })).toBeTruthy();
    expect(screen.getByText(NOTIFICATIONS_DE['notifications.selectTitle'])).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Seiten: Benachrichtigungen' }).textContent).toContain('Seite 1 von 2 · 3 Benachrichtigungen');
    expect(screen.getByRole('button', { name: 'Nächste Seite' })).toBeTruthy();
    expect(screen.getAllByText(/20\.11\.2026/).length).toBeGreaterThan(0);
    expect(englishShown(ENGLISH)).toEqual([]);
  });

  it('the profile page in German', async () => {
    await speakWithAreas('de');
    renderApp('/profile', { user: makeUser(), replies: { ...TEAM_REPLIES, 'GET /public/countries': json({ error: false, data: [{ country: 'Germany', iso2: 'DE' }] }) } });
    expect(await screen.findByRole('heading', { level: 1, name: PROFILE_DE['profile.title'] })).toBeTruthy();
    expect(screen.getByLabelText(PROFILE_DE['profile.firstName'], { exact: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: PROFILE_DE['profile.save'] })).toBeTruthy();
    expect(screen.getByText(PROFILE_DE['profile.businessNameHint'])).toBeTruthy();
    await screen.findByRole('cell', { name: 'Sam Ortiz' });
    expect(englishShown(ENGLISH)).toEqual([]);
  });

  it('Settings → Team in German, with the role matrix and the invite dialog', async () => {
    await speakWithAreas('de');
    renderApp('/settings/team', {
      user: makeUser({ accountType: 'paid' }),
      replies: { ...TEAM_REPLIES, 'GET /auth/roles': json({ data: { matrix: DEFAULT_ROLE_MATRIX, defaults: DEFAULT_ROLE_MATRIX, editable: true } }), 'GET /auth/users-list': json({ ...pageOf([member]), seats: { used: 2, invited: 0, limit: 5, planName: null } }) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: TEAM_DE['team.pageTitle'] })).toBeTruthy();
    const roles = await screen.findByRole('region', { name: ROLES_DE['roles.title'] });
    expect(within(roles).getByRole('combobox', { name: 'Mitglied: Anfragen' })).toBeTruthy();
    expect(within(roles).getByText('Sehen: Team und offene Einladungen sehen. Ändern: Einladen, Einladungen erneut senden und widerrufen, Mitglieder entfernen und ihnen Passwort-Links schicken.')).toBeTruthy();
    expect(englishShown(ENGLISH, roles)).toEqual([]);
    await screen.findByRole('cell', { name: 'Sam Ortiz' });
    const panel = screen.getByRole('region', { name: TEAM_DE['team.title'] });
    expect(within(panel).getByText('2 von 5 Plätzen belegt, ohne Tarif (Inhaber mitgezählt).')).toBeTruthy();
    expect(screen.getAllByRole('cell', { name: TEAM_DE['team.roleMember'] }).length).toBeGreaterThan(0);
    expect(screen.getByRole('cell', { name: /^Offen, der Link gilt bis/ })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: TEAM_DE['team.invite'] }));
    const dialog = await screen.findByRole('dialog', { name: TEAM_DE['team.inviteTitle'] });
    expect(within(dialog).getByText(TEAM_DE['team.inviteHint'].replace('{days}', '7'))).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: TEAM_DE['team.sendInvite'] })).toBeTruthy();
    // The page's header, the team panel and the dialog (the settings menu is another area's).
    expect(englishShown(ENGLISH, document.querySelector<HTMLElement>('.app-page-header') ?? undefined)).toEqual([]);
    expect(englishShown(ENGLISH, panel)).toEqual([]);
    expect(englishShown(ENGLISH, within(dialog).getByRole('button', { name: TEAM_DE['team.sendInvite'] }).closest('form') ?? undefined)).toEqual([]);
  });
});

describe('the route’s own words (shell area): fetched with the language, English when they cannot arrive', () => {
  function failedPage() {
    const router = createMemoryRouter([{ path: '/', element: <p>never</p>, loader: () => Promise.reject(new PageLoadError(new Error('chunk'))), errorElement: <RouteError otherwise={<p>other</p>} /> }]);
    return render(<RouterProvider router={router} />);
  }

  it('a page that failed to load says so in German, its words already here', async () => {
    await speakWithAreas('de');
    failedPage();
    expect(await screen.findByRole('heading', { level: 1, name: SHELL_DE['shell.loadFailedTitle'] })).toBeTruthy();
    expect(screen.getByRole('button', { name: SHELL_DE['shell.reload'] })).toBeTruthy();
  });

  it('an area whose chunk cannot be fetched shows English, without suspending', async () => {
    const OFFLINE = defineArea('offline-demo', { 'x.hello': 'Hello' } as const, {
      es: () => Promise.reject(new Error('offline')),
      fr: () => Promise.reject(new Error('offline')),
      de: () => Promise.reject(new Error('offline')),
      pt: () => Promise.reject(new Error('offline')),
    });
    function Hello() {
      const t = useAreaSoon(OFFLINE);
      return <p>{t('x.hello')}</p>;
    }
    await speak('de');
    render(<Hello />);
    expect(screen.getByText('Hello')).toBeTruthy();
    await loadArea(OFFLINE as never, 'de');
    expect(await screen.findByText('Hello')).toBeTruthy();
  });
});
