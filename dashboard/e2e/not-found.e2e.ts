// Page Not Found in real Chromium (issue 12): an unknown path keeps its URL and shows the spec's "Page Not Found"
// with "Go to Home", which leads home when signed out and to the dashboard when signed in; the redirects of the
// auth routes stay. Screenshots go to docs/screens/.
import path from 'node:path';
import { REPO_ROOT, VIEWPORTS, auditA11y, openPage, screenshot, type TrackedPage } from '@wrapsmith/e2e-kit';
import { describe, expect, it } from 'vitest';
import { DEMO_OWNER, logInToDashboard, useProduct } from './support.ts';

const SCREENS = path.join(REPO_ROOT, 'docs/screens');
const product = useProduct();

async function open(viewport: { width: number; height: number } = VIEWPORTS.desktop): Promise<TrackedPage> {
  return openPage(product.browser, { viewport, baseURL: product.server.url, ignore: [/status of 401/] });
}

describe('Page Not Found in Chromium', () => {
  it('signed out: an unknown path shows Page Not Found, keeps its URL, and Go to Home (by keyboard) leads to /', async () => {
    const tracked = await open();
    const { page } = tracked;
    await page.goto('/no/such/page');
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/no/such/page');
    const home = page.getByRole('link', { name: 'Go to Home' });
    expect(await home.getAttribute('href')).toBe('/');
    expect(await auditA11y(page)).toEqual([]);
    await screenshot(page, SCREENS, 'not-found-1280');

    await page.keyboard.press('Tab');
    expect(await home.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/');
    expect(tracked.errors).toEqual([]);
    await tracked.context.close();
  });

  it('fits 375 px without sideways scrolling', async () => {
    const tracked = await open(VIEWPORTS.mobile);
    await tracked.page.goto('/pricing-old');
    await tracked.page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    expect(await tracked.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    expect(await auditA11y(tracked.page)).toEqual([]);
    await screenshot(tracked.page, SCREENS, 'not-found-375');
    await tracked.context.close();
  });

  it('the auth routes still redirect: a signed-out /dashboard goes to /', async () => {
    const tracked = await open();
    await tracked.page.goto('/dashboard');
    await tracked.page.waitForURL((u) => u.pathname === '/');
    await tracked.context.close();
  });

  it('signed in: Go to Home leads to the dashboard, and /login still redirects there', async () => {
    const tracked = await open();
    const { page } = tracked;
    await logInToDashboard(page, DEMO_OWNER.email, DEMO_OWNER.password, { firstLogin: true });
    await page.goto('/settings/no-such-tab');
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/settings/no-such-tab');
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await page.waitForURL((u) => u.pathname === '/dashboard');

    await page.goto('/login');
    await page.waitForURL((u) => u.pathname === '/dashboard');
    expect(tracked.errors).toEqual([]);
    await tracked.context.close();
  });
});
