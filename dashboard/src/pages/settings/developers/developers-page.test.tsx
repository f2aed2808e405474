// Settings → Developers in German and Spanish (issue 28 item 1, decision 101): no English sentence of its catalogue
// on screen — core's scope labels, webhook event descriptions and access messages included — in the keys, the
// webhooks, the delivery log, the forms' own checks and the toasts (the server's English success message replaced).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { API_ACCESS_MESSAGES, API_SCOPES, WEBHOOK_EVENTS, type ApiKeyDto, type WebhookDeliveryDto, type WebhookEndpointDto } from '@wrapsmith/core/rules';
import { loadArea } from '../../../i18n/area.ts';
import { COMMON } from '../../../i18n/areas/common/index.ts';
import { SETTINGS } from '../../../i18n/areas/settings/index.ts';
import DE from '../../../i18n/areas/settings-developers/de.ts';
import { SETTINGS_DEVELOPERS_EN } from '../../../i18n/areas/settings-developers/en.ts';
import ES from '../../../i18n/areas/settings-developers/es.ts';
import { SETTINGS_DEVELOPERS } from '../../../i18n/areas/settings-developers/index.ts';
import { speak } from '../../../i18n/locale.ts';
import { englishShown, sentencesOf } from '../../../test/english-left.ts';
import { json } from '../../../test/fake-fetch.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

afterEach(() => speak('en'));

/** Words the languages write as English does. */
const SAME = ['Webhooks', 'Actions', 'Status'];
const english = () => sentencesOf(SETTINGS_DEVELOPERS_EN, SAME);

const KEYS: ApiKeyDto[] = [
  { _id: 'key_1', name: 'Zapier', prefix: 'ws_live_ab12', scopes: ['leads:read', 'bookings:write'], createdAt: '2026-03-01T10:00:00.000Z', lastUsedAt: null, revokedAt: null },
  { _id: 'key_2', name: 'Alt', prefix: 'ws_live_cd34', scopes: ['customers:read'], createdAt: '2026-01-01T10:00:00.000Z', lastUsedAt: '2026-02-01T10:00:00.000Z', revokedAt: '2026-02-02T10:00:00.000Z' },
];
const ENDPOINT: WebhookEndpointDto = { _id: 'wh_1', url: 'https://hooks.example.com/ws', events: ['lead.created'], enabled: false, createdAt: '2026-03-01T10:00:00.000Z', updatedAt: '2026-03-01T10:00:00.000Z' };
const delivery = (over: Partial<WebhookDeliveryDto>): WebhookDeliveryDto => ({
  _id: 'dl_1',
  messageId: 'msg_1',
  eventType: 'lead.created',
  status: 'pending',
  attempts: 0,
  maxAttempts: 8,
  nextAttemptAt: '2026-03-02T10:00:00.000Z',
  lastAttemptAt: null,
  responseStatus: null,
  lastError: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  deliveredAt: null,
  payload: {},
  ...over,
});

async function inLanguage(lang: 'de' | 'es') {
  await speak(lang);
  await Promise.all([SETTINGS_DEVELOPERS, COMMON, SETTINGS].map((area) => loadArea(area as Parameters<typeof loadArea>[0], lang)));
}

const pro = () => makeUser({ plan: { key: 'pro', name: 'Pro' }, accountType: 'paid' });

function render() {
  return renderApp('/settings/developers', {
    user: pro(),
    replies: {
      'GET /user/api-keys': json({ data: KEYS }),
      'GET /user/webhooks': json({ data: [ENDPOINT] }),
      'GET /user/webhooks/wh_1/deliveries': json({ data: [delivery({}), delivery({ _id: 'dl_2', status: 'failed', attempts: 8, nextAttemptAt: null, responseStatus: 500 })] }),
      'POST /user/webhooks/wh_1/rotate-secret': json({ data: { secret: 'whsec_new' }, message: 'New signing secret made: the old one no longer signs deliveries' }),
    },
  });
}

describe('Settings → Developers in another language (issue 28 item 1)', () => {
  it('German: keys, scopes, webhooks, deliveries, the key form’s checks and the new-secret toast, with no English left', async () => {
    await inLanguage('de');
    render();
    await screen.findByRole('heading', { level: 1, name: DE['settingsDevelopers.title'] });
    const keys = await screen.findByRole('table', { name: DE['settingsDevelopers.keys.title'] });
    expect(within(keys).getByText(DE['settingsDevelopers.keys.neverUsed'])).toBeTruthy();
    expect(within(keys).getByRole('button', { name: 'Zapier widerrufen' })).toBeTruthy();
    expect(within(keys).getByText(/^Widerrufen \d/)).toBeTruthy();
    expect(screen.getByText(/Sende einen Schlüssel als/).querySelector('code')?.textContent).toBe('Authorization: Bearer ws_live_…');
    const endpoints = await screen.findByRole('list', { name: DE['settingsDevelopers.hooks.list'] });
    expect(within(endpoints).getByText(DE['settingsDevelopers.hooks.off'])).toBeTruthy();

    await userEvent.click(within(endpoints).getByRole('button', { name: DE['settingsDevelopers.hooks.deliveries'] }));
    const log = await screen.findByRole('table', { name: `Zustellungen an ${ENDPOINT.url}` });
    expect(within(log).getByText(DE['settingsDevelopers.log.status.pending'])).toBeTruthy();
    expect(within(log).getByText(DE['settingsDevelopers.log.notSent'])).toBeTruthy();
    expect(within(log).getByText('Antwort 500')).toBeTruthy();
    expect(within(log).getByText('8 von 8')).toBeTruthy();
    expect(within(log).getAllByRole('button', { name: /^lead\.created vom .+ erneut senden$/ })).toHaveLength(2);
    expect(englishShown(english())).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: DE['settingsDevelopers.keys.create'] }));
    const dialog = await screen.findByRole('dialog', { name: DE['settingsDevelopers.keys.createTitle'] });
    for (const scope of Object.values(API_SCOPES)) expect(within(dialog).queryByText(scope.label, { exact: false })).toBeNull();
    expect(within(dialog).getByText(DE['settingsDevelopers.scope.bookings:write'], { exact: false })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /leads:read/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: DE['settingsDevelopers.keys.create'] }));
    expect(await within(dialog).findByText(DE['settingsDevelopers.keys.nameRequired'])).toBeTruthy();
    expect(within(dialog).getByText(DE['settingsDevelopers.keys.scopeRequired'])).toBeTruthy();
    expect(englishShown(english())).toEqual([]);
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('button', { name: DE['settingsDevelopers.hooks.newSecret'] }));
    const confirm = await screen.findByRole('dialog', { name: DE['settingsDevelopers.hooks.rotateTitle'] });
    await userEvent.click(within(confirm).getByRole('button', { name: DE['settingsDevelopers.hooks.rotateConfirm'] }));
    expect(await screen.findByText(DE['settingsDevelopers.hooks.rotated'])).toBeTruthy();
    expect(screen.queryByText(/New signing secret made/)).toBeNull();
    expect(await screen.findByLabelText(DE['settingsDevelopers.hooks.secret'])).toBeTruthy();
    expect(englishShown(english())).toEqual([]);
  });

  it('German: the webhook form names core’s events in German and checks in German', async () => {
    await inLanguage('de');
    render();
    await userEvent.click(await screen.findByRole('button', { name: DE['settingsDevelopers.hooks.add'] }));
    const dialog = await screen.findByRole('dialog', { name: DE['settingsDevelopers.hooks.addTitle'] });
    for (const text of Object.values(WEBHOOK_EVENTS)) expect(within(dialog).queryByText(text)).toBeNull();
    expect(within(dialog).getByText(DE['settingsDevelopers.event.deposit.paid'])).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText(DE['settingsDevelopers.hooks.url']), 'kein link');
    await userEvent.click(within(dialog).getByRole('button', { name: DE['settingsDevelopers.hooks.add'] }));
    expect(await within(dialog).findByText(DE['settingsDevelopers.hooks.urlInvalid'])).toBeTruthy();
    expect(englishShown(english())).toEqual([]);
  });

  it('Spanish: the owner without the Pro plan reads why, and a teammate reads who may', async () => {
    await inLanguage('es');
    const { unmount } = renderApp('/settings/developers', { user: makeUser() });
    await screen.findByRole('heading', { level: 1, name: ES['settingsDevelopers.title'] });
    expect(screen.getByText(ES['settingsDevelopers.planRequired'])).toBeTruthy();
    expect(screen.getByRole('link', { name: ES['settingsDevelopers.seePlans'] })).toBeTruthy();
    expect(screen.queryByText(API_ACCESS_MESSAGES.planRequired, { exact: false })).toBeNull();
    expect(englishShown(english())).toEqual([]);
    unmount();

    renderApp('/settings/developers', { user: makeUser({ accountType: 'paid', role: { role: 'shop-man', label: 'Shop Manager' } }) });
    expect(await screen.findByText(ES['settingsDevelopers.ownerOnly'])).toBeTruthy();
    expect(englishShown(english())).toEqual([]);
  });

  it('Spanish: keys and webhooks with their states', async () => {
    await inLanguage('es');
    render();
    const keys = await screen.findByRole('table', { name: ES['settingsDevelopers.keys.title'] });
    expect(within(keys).getByText(ES['settingsDevelopers.keys.neverUsed'])).toBeTruthy();
    expect(within(keys).getByText(/^Último uso: /)).toBeTruthy();
    expect(await screen.findByText(ES['settingsDevelopers.hooks.off'])).toBeTruthy();
    expect(screen.getByRole('button', { name: ES['settingsDevelopers.hooks.switchOn'] })).toBeTruthy();
    expect(englishShown(english())).toEqual([]);
  });

  it('English is unchanged: core’s words, the intro with its code, and the server’s own message', async () => {
    render();
    const keys = await screen.findByRole('table', { name: 'API keys' });
    expect(within(keys).getByText('Last used never')).toBeTruthy();
    expect(within(keys).getByRole('button', { name: 'Revoke Zapier' })).toBeTruthy();
    expect(screen.getByText(/^Send a key as/).textContent).toBe(
      'Send a key as Authorization: Bearer ws_live_… to read your leads, customers and bookings or to book and send quotes from your own tools. Keep keys secret: anyone with one acts as your shop within its scopes.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a webhook endpoint' });
    expect(within(dialog).getByText(WEBHOOK_EVENTS['deposit.paid'])).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'New secret' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Make a new signing secret?' })).getByRole('button', { name: 'Make new secret' }));
    expect(await screen.findByText('New signing secret made: the old one no longer signs deliveries')).toBeTruthy();
  });
});
