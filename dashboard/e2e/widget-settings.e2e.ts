// Settings → Widget in real Chromium: the demo owner (Pro) reaches it through the menus, rebrands the widget and
// sees the live preview follow, makes a website key for https://shop.example, checks that the public widget API
// honours the key's websites and stops answering once the key is revoked, and white-labels the widget, partly by
// keyboard alone. A new shop on the free plan cannot hide "Powered by Wrapsmith". Screens at 1280 and 375 go to
// docs/screens/.
import path from 'node:path';
import { REPO_ROOT, VIEWPORTS, openPage, otpFrom, screenshot, waitForEmail } from '@wrapsmith/e2e-kit';
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CORNER_LABELS, THEME_LABELS, WIDGET_MESSAGES as M } from '../src/pages/settings/widget/widget-messages.ts';
import { DEMO_OWNER, logIn, logInToDashboard, useProduct } from './support.ts';

const SCREENS = path.join(REPO_ROOT, 'docs/screens');
const product = useProduct();

// The widget shows the shop's one name (decision 058: renamed in Settings → Shop, walked by shop-name.e2e.ts).
const BRANDING = { displayName: 'Northside Wraps', primary: '#0f8b8d', primaryRgb: 'rgb(15, 139, 141)' };
const KEY = { label: 'Shop website', origin: 'https://shop.example' };
const POWERED_BY = 'Powered by Wrapsmith';

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Presses Tab, and nothing else, until `target` has the focus; fails if it never gets it. */
async function tabTo(page: Page, target: Locator, maxPresses = 100) {
  for (let i = 0; i < maxPresses; i++) {
    await page.keyboard.press('Tab');
    if (await isFocused(target)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** A focus indicator a person can see: a drawn outline or a box-shadow. */
function focusRing(target: Locator) {
  return target.evaluate((el) => {
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    return { visible: outline || style.boxShadow !== 'none', outline: `${style.outlineStyle} ${style.outlineWidth}`, boxShadow: style.boxShadow };
  });
}

/** The live preview: the share link in a frame, running widget.js, which draws inside a shadow root. */
function preview(page: Page): FrameLocator {
  return page.getByTitle('Live preview of your widget').contentFrame();
}

/** The widget's header in the preview once its config has loaded; Playwright's locators pierce the shadow root. */
async function previewHeader(page: Page, displayName: string): Promise<Locator> {
  const title = preview(page).getByRole('heading', { name: `Design your wrap with ${displayName}` });
  await title.waitFor();
  return title.locator('xpath=..');
}

/**
 * The visualizer itself, not widget.js's first control (which draws the header and a Year select before it and has
 * no footer): what a check on the footer's credit line must wait for, or a "0 links" would pass too early.
 */
async function previewVisualizer(page: Page): Promise<void> {
  await preview(page).locator('[data-wrapsmith-first]').waitFor({ state: 'detached' });
  await preview(page).locator('wrapsmith-visualizer:not([hidden])').waitFor();
  await preview(page).getByRole('combobox', { name: 'Year' }).waitFor();
}

function askWidgetApi(baseUrl: string, key: string, origin: string) {
  return fetch(`${baseUrl}/api/v1/widget/${encodeURIComponent(key)}/config`, { headers: { Origin: origin, Accept: 'application/json' } });
}

/** Through the account menu (the top bar's Settings icon is there only below 768px), then the settings tabs. */
async function openWidgetSettings(page: Page) {
  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/settings');
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Widget' }).click();
  await page.waitForURL((u) => u.pathname === '/settings/widget');
  await page.getByRole('form', { name: 'Widget settings' }).waitFor();
}

async function saved(page: Page) {
  await page.getByRole('status').filter({ hasText: M.saved }).first().waitFor();
}

describe('Settings → Widget in Chromium', () => {
  it('rebrands the widget, runs a website key from its allowed origin only until revoked, and white-labels it', async () => {
    const { server, browser } = product;
    const { page, errors } = await openPage(browser, { baseURL: server.url, viewport: VIEWPORTS.desktop });
    await logInToDashboard(page, DEMO_OWNER.email, DEMO_OWNER.password, { firstLogin: true });
    await openWidgetSettings(page);
    const form = page.getByRole('form', { name: 'Widget settings' });

    // Branding: primary colour typed, corner clicked, theme chosen with the arrow keys.
    await form.getByLabel('Primary colour hex code').fill(BRANDING.primary);
    await form.getByRole('group', { name: 'Corner style' }).getByRole('radio', { name: CORNER_LABELS.square }).check();
    const themes = form.getByRole('group', { name: 'Theme' });
    const light = themes.getByRole('radio', { name: THEME_LABELS.light });
    expect(await light.isChecked()).toBe(true);
    await tabTo(page, light);
    const lightRing = await focusRing(light);
    expect(lightRing.visible, JSON.stringify(lightRing)).toBe(true);
    await page.keyboard.press('ArrowRight');
    expect(await themes.getByRole('radio', { name: THEME_LABELS.dark }).isChecked()).toBe(true);
    await form.getByRole('button', { name: 'Save widget settings' }).click();
    await saved(page);

    // The preview reloads after a save (a fresh frame, widget.js, its config) and draws the header in the new colour.
    await expect
      .poll(async () => (await previewHeader(page, BRANDING.displayName)).evaluate((el) => getComputedStyle(el).backgroundColor), { timeout: 30_000 })
      .toBe(BRANDING.primaryRgb);

    await page.reload();
    await form.waitFor();
    expect(await form.getByLabel('Primary colour hex code').inputValue()).toBe(BRANDING.primary);
    expect(await form.getByRole('radio', { name: CORNER_LABELS.square }).isChecked()).toBe(true);
    expect(await form.getByRole('radio', { name: THEME_LABELS.dark }).isChecked()).toBe(true);
    const header = await previewHeader(page, BRANDING.displayName);
    expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(BRANDING.primaryRgb);
    const root = await header.evaluate((el) => {
      const wsw = el.closest('.wsw');
      return { corner: wsw?.getAttribute('data-corner'), dark: wsw?.classList.contains('ws-theme-dark') };
    });
    expect(root).toEqual({ corner: 'square', dark: true });

    // A key for the shop's own website: listed with its pk_ value and website, and put into the code to paste.
    await page.getByRole('button', { name: 'Create key' }).click();
    const create = page.getByRole('dialog', { name: 'Create a widget key' });
    await create.getByLabel('Label').fill(KEY.label);
    await create.getByLabel('Websites').fill(KEY.origin);
    await create.getByRole('button', { name: 'Create key' }).click();
    await create.waitFor({ state: 'detached' });
    const row = page.getByRole('table', { name: 'Widget keys' }).getByRole('row').filter({ hasText: KEY.label });
    await row.waitFor();
    const key = (await row.getByRole('cell').first().locator('code').innerText()).trim();
    expect(key).toMatch(/^pk_[A-Za-z0-9_-]+$/);
    expect(await row.getByRole('listitem').allInnerTexts()).toEqual([KEY.origin]);
    expect(await row.getByRole('cell', { name: 'Active' }).count()).toBe(1);
    const install = page.getByRole('region', { name: 'Put it on your website' });
    const chosen = install.getByRole('combobox', { name: 'Key for the code' });
    expect(await chosen.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent)).toBe(`${KEY.label} (${key})`);
    expect(await install.getByLabel('Code for your website').inputValue()).toContain(`Wrapsmith('init', { shopKey: '${key}' });`);
    expect(await install.getByLabel('Or a single tag (a floating button)').inputValue()).toContain(`data-shop-key="${key}"`);

    // The public widget API, asked the way a browser on each website would ask it.
    const allowed = await askWidgetApi(server.url, key, KEY.origin);
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(KEY.origin);
    const config = (await allowed.json()) as { data: { branding: { displayName: string; primary: string } } };
    expect(config.data.branding).toMatchObject({ displayName: BRANDING.displayName, primary: BRANDING.primary });
    expect((await askWidgetApi(server.url, key, 'https://evil.example')).status).toBe(403);

    // Revoke, confirming by keyboard: the dialog opens on Cancel, Tab moves to the revoke button, Enter presses it.
    await row.getByRole('button', { name: `Revoke ${KEY.label}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke this key?' });
    expect(await confirm.innerText()).toContain(key);
    expect(await isFocused(confirm.getByRole('button', { name: 'Cancel' }))).toBe(true);
    const revoke = confirm.getByRole('button', { name: 'Revoke key' });
    await tabTo(page, revoke, 5);
    const revokeRing = await focusRing(revoke);
    expect(revokeRing.visible, JSON.stringify(revokeRing)).toBe(true);
    await page.keyboard.press('Enter');
    await confirm.waitFor({ state: 'detached' });
    await row.getByText(/^Revoked /).waitFor();
    expect(await row.getByRole('button', { name: `Revoke ${KEY.label}` }).count()).toBe(0);
    expect([401, 403]).toContain((await askWidgetApi(server.url, key, KEY.origin)).status);
    expect(await install.getByLabel('Code for your website').inputValue()).not.toContain(key);

    // White-label (the demo shop is on Pro), by keyboard only from the top of a fresh page: Tab, Space, Enter.
    await page.reload();
    await form.waitFor();
    await previewHeader(page, BRANDING.displayName);
    await previewVisualizer(page);
    expect(await preview(page).getByRole('link', { name: POWERED_BY }).count()).toBe(1);
    const poweredBy = form.getByRole('checkbox', { name: /Powered by Wrapsmith/ });
    expect(await poweredBy.isChecked()).toBe(true);
    await tabTo(page, poweredBy);
    const checkboxRing = await focusRing(poweredBy);
    expect(checkboxRing.visible, JSON.stringify(checkboxRing)).toBe(true);
    await page.keyboard.press('Space');
    expect(await poweredBy.isChecked()).toBe(false);
    const save = form.getByRole('button', { name: 'Save widget settings' });
    await tabTo(page, save);
    const saveRing = await focusRing(save);
    expect(saveRing.visible, JSON.stringify(saveRing)).toBe(true);
    await page.keyboard.press('Enter');
    await saved(page);

    await page.reload();
    await form.waitFor();
    expect(await poweredBy.isChecked()).toBe(false);
    await previewHeader(page, BRANDING.displayName);
    await previewVisualizer(page);
    expect(await preview(page).getByRole('link', { name: POWERED_BY }).count()).toBe(0);
    await screenshot(page, SCREENS, 'settings-widget-1280');
    expect(errors, errors.join('\n')).toEqual([]);

    const mobile = await openPage(browser, { baseURL: server.url, viewport: VIEWPORTS.mobile });
    await logInToDashboard(mobile.page, DEMO_OWNER.email, DEMO_OWNER.password);
    await mobile.page.goto('/settings/widget');
    await mobile.page.getByRole('form', { name: 'Widget settings' }).waitFor();
    // The frame loads lazily: bring it into view so the screenshot shows the widget, not an empty box.
    await mobile.page.getByTitle('Live preview of your widget').scrollIntoViewIfNeeded();
    await previewHeader(mobile.page, BRANDING.displayName);
    expect(await mobile.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    // Every card keeps the page's margins: none may stick out past the ones below it.
    const edge = async (name: string) => {
      const box = await mobile.page.getByRole('region', { name, exact: true }).boundingBox();
      return box ? Math.round(box.x + box.width) : Number.NaN;
    };
    const margin = await edge('Put it on your website');
    const edges = { look: await edge('Look and offer'), preview: await edge('Live preview'), keys: await edge('Keys and websites') };
    expect(edges).toEqual({ look: margin, preview: margin, keys: margin });
    await screenshot(mobile.page, SCREENS, 'settings-widget-375');
    expect(mobile.errors, mobile.errors.join('\n')).toEqual([]);
  });

  it('keeps "Powered by Wrapsmith" on for a new shop on the free plan', async () => {
    const { server, browser } = product;
    const { page, errors } = await openPage(browser, { baseURL: server.url, viewport: VIEWPORTS.desktop });
    const owner = { email: `free-${Date.now()}@example.com`, password: 'free-wraps-2026' };
    await page.goto('/signUp');
    await page.getByLabel('First name').fill('Frankie');
    await page.getByLabel('Last name').fill('Free');
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password', { exact: true }).fill(owner.password);
    await page.getByRole('button', { name: 'Create My Account' }).click();
    await page.waitForURL((u) => u.pathname === '/verify-otp');
    const code = otpFrom(await waitForEmail(server.url, owner.email, /code|verify/i));
    await page.getByLabel('Digit 1 of 6').fill(code[0] ?? '');
    await page.keyboard.type(code.slice(1));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    await logIn(page, owner.email, owner.password);
    await page.waitForURL((u) => u.pathname === '/dashboard');
    const welcome = page.getByRole('dialog', { name: 'Welcome to Wrapsmith!' });
    await welcome.getByRole('button', { name: 'Close' }).first().click();
    await welcome.waitFor({ state: 'detached' });

    await openWidgetSettings(page);
    const poweredBy = page.getByRole('checkbox', { name: /Powered by Wrapsmith/ });
    expect(await poweredBy.isChecked()).toBe(true);
    expect(await poweredBy.isDisabled()).toBe(true);
    await page.getByText(M.poweredByLocked).waitFor();
    expect(await page.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/Subscription');
    expect(errors, errors.join('\n')).toEqual([]);
  });
});
