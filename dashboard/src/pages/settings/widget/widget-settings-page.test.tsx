import { permissionsFor } from '@wrapsmith/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BrandDto } from '@wrapsmith/core/contract';
import type { WidgetKeyDto, WidgetSettingsDto } from '@wrapsmith/core/contract';
import { apiError, json, type FakeReply } from '../../../test/fake-fetch.ts';
import { makeUser, pageOf } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { embedSnippet, singleTagSnippet } from './snippet.ts';
import { WIDGET_MESSAGES as M } from './widget-messages.ts';

const SHARE_URL = 'http://localhost/v/reyes-wraps';

function settings(overrides: Partial<WidgetSettingsDto> = {}): WidgetSettingsDto {
  return {
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
    ...overrides,
  };
}

function key(overrides: Partial<WidgetKeyDto> = {}): WidgetKeyDto {
  return {
    _id: 'wk_1',
    key: 'pk_abcdefghijklmnopqrstuvwx',
    label: 'Main website',
    kind: 'embed',
    origins: ['https://reyeswraps.com'],
    createdAt: '2025-05-01T10:00:00.000Z',
    revokedAt: null,
    lastUsedAt: null,
    ...overrides,
  };
}

const SHARE_KEY = key({ _id: 'wk_share', key: 'pk_sharesharesharesharesha', label: 'Share link', kind: 'share', origins: ['http://localhost'] });

const BRANDS: BrandDto[] = [
  { id: '3m', name: '3M', productLine: '2080', filmCount: 50 },
  { id: 'avery', name: 'Avery Dennison', productLine: 'SW900', filmCount: 24 },
  { id: 'kpmf', name: 'KPMF', productLine: 'K75400', filmCount: 0 },
];

function open(replies: Record<string, FakeReply> = {}, user = makeUser({ accountType: 'paid' })) {
  return renderApp('/settings/widget', {
    user,
    replies: {
      'GET /user/widget/settings': json({ data: settings() }),
      'GET /user/widget/keys': json(pageOf([key(), SHARE_KEY])),
      'GET /user/tool/brands': json({ data: BRANDS }),
      ...replies,
    },
  });
}

// The preview refreshes the widget config with the page's own fetch (not the API client) after every save.
let configFetch: ReturnType<typeof vi.fn>;
beforeEach(() => {
  configFetch = vi.fn().mockResolvedValue(new Response('{}'));
  vi.stubGlobal('fetch', configFetch);
  return () => vi.unstubAllGlobals();
});

describe('Settings → Widget', () => {
  it('saves branding, offer, limit and contact details in one PUT', async () => {
    const { calls } = open({
      'PUT /user/widget/settings': ({ body }) => json({ data: settings({ ...(body as Partial<WidgetSettingsDto>) }), message: 'Widget settings saved' }),
    });
    const form = await screen.findByRole('form', { name: 'Widget settings' });
    // The widget shows the shop's one name, renamed under Settings → Shop (decision 058).
    expect(within(form).getByRole('link', { name: 'Rename your shop' }).getAttribute('href')).toBe('/settings/shop');
    await userEvent.type(within(form).getByLabelText('Accent colour hex code'), '#0af');
    await userEvent.click(within(form).getByRole('radio', { name: 'Pill' }));
    await userEvent.click(within(form).getByRole('radio', { name: 'Dark' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: /KPMF/ }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Mirror caps' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Window tint' }));
    const limit = within(form).getByLabelText('Renders per visitor per day');
    await userEvent.clear(limit);
    await userEvent.type(limit, '12');
    await userEvent.type(within(form).getByLabelText('Contact email'), 'Hello@ReyesWraps.com');
    await userEvent.type(within(form).getByLabelText('Website'), 'https://reyeswraps.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Save widget settings' }));

    expect(await screen.findByText('Widget settings saved')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      primary: null,
      accent: '#00aaff',
      corner: 'pill',
      theme: 'dark',
      offeredBrandIds: ['3m', 'avery'],
      offeredZones: ['roof', 'windowTint'],
      languages: ['en'],
      visitorDailyLimit: 12,
      publicDailyCredits: null,
      shareLinkEnabled: true,
      contactPhone: null,
      contactEmail: 'Hello@ReyesWraps.com',
      contactWebsite: 'https://reyeswraps.com',
    });
    // After a save the preview reloads, first replacing the browser's cached copy of the widget config.
    await waitFor(() => expect(configFetch).toHaveBeenCalledWith(`http://localhost/api/v1/widget/${SHARE_KEY.key}/config`, expect.objectContaining({ cache: 'reload', credentials: 'omit' })));
  });

  it('issue 28 item 3: picks the widget’s languages and its default with labelled controls, and needs one', async () => {
    const { calls } = open({
      'PUT /user/widget/settings': ({ body }) => json({ data: settings({ ...(body as Partial<WidgetSettingsDto>) }), message: 'Widget settings saved' }),
    });
    const form = await screen.findByRole('form', { name: 'Widget settings' });
    const languages = within(form).getByRole('group', { name: 'Languages' });
    expect((within(languages).getByRole('checkbox', { name: 'English' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(within(languages).getByRole('checkbox', { name: 'English' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save widget settings' }));
    expect(await within(form).findByText(M.noLanguages)).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.click(within(languages).getByRole('checkbox', { name: 'English' }));
    await userEvent.click(within(languages).getByRole('checkbox', { name: 'Deutsch' }));
    await userEvent.click(within(languages).getByRole('checkbox', { name: 'Español' }));
    await userEvent.selectOptions(within(languages).getByLabelText('Default language'), 'de');
    await userEvent.click(within(form).getByRole('button', { name: 'Save widget settings' }));
    expect(await screen.findByText('Widget settings saved')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ languages: ['de', 'en', 'es'] });
  });

  it('sets the daily spending cap for public renders and switches the share link off (issue 23 item 3)', async () => {
    const { calls } = open({
      'PUT /user/widget/settings': ({ body }) => json({ data: settings({ ...(body as Partial<WidgetSettingsDto>) }), message: 'Widget settings saved' }),
    });
    const form = await screen.findByRole('form', { name: 'Widget settings' });
    const cap = within(form).getByLabelText('Credits for public renders per day') as HTMLInputElement;
    expect(cap.value).toBe('');
    expect(cap.placeholder).toBe('100');
    expect(within(form).getByText(M.dailyCapHint(100))).toBeTruthy();
    await userEvent.type(cap, '0');
    await userEvent.click(within(form).getByRole('button', { name: 'Save widget settings' }));
    expect(await within(form).findByText(M.dailyCapInvalid)).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.clear(cap);
    await userEvent.type(cap, '40');
    const share = within(form).getByRole('checkbox', { name: M.shareLinkOn });
    expect((share as HTMLInputElement).checked).toBe(true);
    await userEvent.click(share);
    await userEvent.click(within(form).getByRole('button', { name: 'Save widget settings' }));
    expect(await screen.findByText('Widget settings saved')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ publicDailyCredits: 40, shareLinkEnabled: false });
    // The share link's panel and the preview say it is off.
    expect(await screen.findByText(M.shareLinkOff)).toBeTruthy();
    expect(screen.getByText(M.previewShareOff)).toBeTruthy();
  });

  it('checks fields before sending and shows the server’s field errors after', async () => {
    const { calls } = open({
      'PUT /user/widget/settings': {
        status: 400,
        body: { error: { code: 'VALIDATION_FAILED', message: 'Enter a valid email address', details: [{ path: 'contactEmail', message: 'Enter a valid email address' }] } },
      },
    });
    const form = await screen.findByRole('form', { name: 'Widget settings' });
    await userEvent.type(within(form).getByLabelText('Primary colour hex code'), 'navy');
    const limit = within(form).getByLabelText('Renders per visitor per day');
    await userEvent.clear(limit);
    await userEvent.type(limit, '500');
    await userEvent.click(within(form).getByRole('button', { name: 'Save widget settings' }));
    expect(within(form).getByText(M.hexInvalid)).toBeTruthy();
    expect(within(form).getByText(M.limitInvalid)).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await userEvent.clear(within(form).getByLabelText('Primary colour hex code'));
    await userEvent.clear(limit);
    await userEvent.type(limit, '5');
    await userEvent.click(within(form).getByRole('button', { name: 'Save widget settings' }));
    expect(await within(form).findByRole('alert')).toHaveProperty('textContent', 'Enter a valid email address');
    expect(within(form).getByLabelText('Contact email').getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps “Powered by Wrapsmith” on and locked without Pro, and leaves it out of the save', async () => {
    const { calls } = open({ 'PUT /user/widget/settings': json({ data: settings(), message: 'Widget settings saved' }) });
    const toggle = await screen.findByRole('checkbox', { name: 'Show “Powered by Wrapsmith”' });
    expect((toggle as HTMLInputElement).disabled).toBe(true);
    expect((toggle as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(M.poweredByLocked, { exact: false })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save widget settings' }));
    await screen.findByText('Widget settings saved');
    expect(calls.find((c) => c.method === 'PUT')?.body).not.toHaveProperty('poweredBy');
  });

  it('lets a Pro shop hide “Powered by Wrapsmith”', async () => {
    const { calls } = open({
      'GET /user/widget/settings': json({ data: settings({ canHidePoweredBy: true }) }),
      'PUT /user/widget/settings': json({ data: settings({ canHidePoweredBy: true, poweredBy: false }), message: 'Widget settings saved' }),
    });
    const toggle = await screen.findByRole('checkbox', { name: 'Show “Powered by Wrapsmith”' });
    expect((toggle as HTMLInputElement).disabled).toBe(false);
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: 'Save widget settings' }));
    await screen.findByText('Widget settings saved');
    expect(calls.find((c) => c.method === 'PUT')?.body).toHaveProperty('poweredBy', false);
  });

  it('creates a key only for valid websites and shows it, ready in the code', async () => {
    const created = key({ _id: 'wk_2', key: 'pk_newnewnewnewnewnewnewnew', label: 'Blog', origins: ['https://blog.reyeswraps.com', 'http://localhost:3001'] });
    const { calls } = open({ 'POST /user/widget/keys': json({ data: created, message: 'Widget key created' }, 201) });
    await userEvent.click(await screen.findByRole('button', { name: 'Create key' }));
    const dialog = screen.getByRole('dialog', { name: 'Create a widget key' });
    await userEvent.type(within(dialog).getByLabelText('Label'), 'Blog');
    await userEvent.type(within(dialog).getByLabelText('Websites'), 'blog.reyeswraps.com{enter}ftp://files.reyeswraps.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(within(dialog).getByText(M.originInvalid('ftp://files.reyeswraps.com'))).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/user/widget/keys')).toBe(false);

    const websites = within(dialog).getByLabelText('Websites');
    await userEvent.clear(websites);
    await userEvent.type(websites, 'blog.reyeswraps.com/gallery{enter}http://localhost:3001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText(created.key, { selector: '.ws-alert code' })).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST' && c.path === '/user/widget/keys')?.body).toEqual({
      label: 'Blog',
      origins: ['https://blog.reyeswraps.com', 'http://localhost:3001'],
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByLabelText('Code for your website') as HTMLTextAreaElement).value).toContain(created.key);
  });

  it('revokes a key only after the confirmation', async () => {
    const { calls } = open({ 'POST /user/widget/keys/wk_1/revoke': json({ data: key({ revokedAt: '2025-06-01T09:00:00.000Z' }) }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke Main website' }));
    let dialog = screen.getByRole('dialog', { name: 'Revoke this key?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.path.endsWith('/revoke'))).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Revoke Main website' }));
    dialog = screen.getByRole('dialog', { name: 'Revoke this key?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
    expect(await screen.findByText(M.keyRevoked('Main website'))).toBeTruthy();
    expect(calls.filter((c) => c.path === '/user/widget/keys/wk_1/revoke')).toHaveLength(1);
    const table = screen.getByRole('table', { name: 'Widget keys' });
    expect(within(table).getByText(/^Revoked/)).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'Revoke Main website' })).toBeNull();
    expect(screen.getByText(M.noEmbedKey)).toBeTruthy();
  });

  it('pages through older, revoked keys while the code keeps the live ones of the first page', async () => {
    const revoked = Array.from({ length: 30 }, (_, i) =>
      key({ _id: `wk_old${i}`, key: `pk_oldoldoldoldoldoldold${String(i).padStart(2, '0')}`, label: `Old site ${i + 1}`, revokedAt: '2025-05-20T10:00:00.000Z' }),
    );
    const all = [key(), SHARE_KEY, ...revoked];
    const { calls } = open({ 'GET /user/widget/keys': ({ search }) => json(pageOf(all, search)) });
    const pages = await screen.findByRole('navigation', { name: 'Widget keys pages' });
    expect(within(pages).getByText('Page 1 of 2 · 32 keys')).toBeTruthy();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(await within(pages).findByText('Page 2 of 2 · 32 keys')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Widget keys' });
    expect(within(table).getAllByRole('row')).toHaveLength(8);
    expect(within(table).getByText('Old site 30')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/user/widget/keys').map((c) => c.search)).toEqual(['', '?page=2']);
    expect((screen.getByLabelText('Code for your website') as HTMLTextAreaElement).value).toContain(key().key);
  });

  it('edits the websites of a key', async () => {
    const { calls } = open({ 'PUT /user/widget/keys/wk_1/origins': ({ body }) => json({ data: key({ origins: (body as { origins: string[] }).origins }) }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit websites for Main website' }));
    const dialog = screen.getByRole('dialog', { name: 'Websites for Main website' });
    await userEvent.type(within(dialog).getByLabelText('Websites'), '{enter}www.reyeswraps.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save websites' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'PUT' && c.path === '/user/widget/keys/wk_1/origins')?.body).toEqual({ origins: ['https://reyeswraps.com', 'https://www.reyeswraps.com'] });
    expect(within(screen.getByRole('table', { name: 'Widget keys' })).getByText('https://www.reyeswraps.com')).toBeTruthy();
  });

  it('shows the documented snippet with this host and the key, and copies it', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    open();
    const code = (await screen.findByLabelText('Code for your website')) as HTMLTextAreaElement;
    const host = window.location.origin;
    expect(code.value).toBe(embedSnippet(host, 'pk_abcdefghijklmnopqrstuvwx'));
    expect(code.value).toContain(`'${host}/widget.js'`);
    expect(code.value).toContain("Wrapsmith('init', { shopKey: 'pk_abcdefghijklmnopqrstuvwx' });");
    expect((screen.getByLabelText('Or a single tag (a floating button)') as HTMLTextAreaElement).value).toBe(singleTagSnippet(host, 'pk_abcdefghijklmnopqrstuvwx'));
    await userEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledWith(code.value);
    expect(await screen.findByText(M.copied)).toBeTruthy();

    expect((screen.getByLabelText('Share link') as HTMLInputElement).value).toBe(SHARE_URL);
    expect(screen.getByRole('link', { name: /Open share link/ }).getAttribute('href')).toBe(SHARE_URL);
    expect(screen.getByTitle('Live preview of your widget').getAttribute('src')).toBe(SHARE_URL);
  });

  it('selects the code for a manual copy when the clipboard is refused', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn().mockRejectedValue(new Error('denied')) }, configurable: true });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(M.copyManually)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Share link'));
  });

  it('is read-only for a role that may see the settings but not change them', async () => {
    const permissions = { ...permissionsFor('member'), settings: 'view' as const };
    open({}, makeUser({ _id: 'usr_m1', parentId: 'usr_owner1', role: { role: 'member', label: 'Member' }, accountType: 'paid', permissions }));
    expect(await screen.findByText(M.readOnly)).toBeTruthy();
    expect((await screen.findByLabelText('Primary colour hex code')).closest<HTMLFieldSetElement>('fieldset.wsx-form__body')?.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save widget settings' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create key' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Revoke Main website' })).toBeNull();
    expect(screen.getByLabelText('Code for your website')).toBeTruthy();
  });

  it('offers a retry when the settings cannot be loaded', async () => {
    let fail = true;
    open({ 'GET /user/widget/settings': () => (fail ? apiError(500, 'Internal error') : json({ data: settings() })) });
    expect(await screen.findByText(M.loadFailed)).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: M.retry }));
    expect(await screen.findByRole('form', { name: 'Widget settings' })).toBeTruthy();
  });

  it('names only the logo formats the API takes (issue 23 item 15: no SVG) and refuses an SVG before uploading it', async () => {
    const { calls } = open();
    const input = await screen.findByLabelText('Logo');
    expect(screen.getByText(/PNG, JPEG, WebP, AVIF or GIF up to 2 MB/)).toBeTruthy();
    expect(screen.queryByText(/SVG/)).toBeNull();
    expect(input.getAttribute('accept')).toBe('image/png,image/jpeg,image/webp,image/avif,image/gif');
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' });
    await userEvent.upload(input, svg, { applyAccept: false });
    expect(await screen.findByText(M.logoNotImage)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('keeps the account form one tab away', async () => {
    open();
    const nav = await screen.findByRole('navigation', { name: 'Settings' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Account' }));
    expect(await screen.findByRole('heading', { name: 'Account Settings' })).toBeTruthy();
  });
});
