// Shared set-up of the dashboard's browser suites: one built product and one Chromium per file, and the
// sign-up and sign-in steps every suite repeats.
import { VIEWPORTS, launchBrowser, openPage, otpFrom, startServer, waitForEmail, type RunningServer, type TrackedPage } from '@wrapsmith/e2e-kit';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';

export const DEMO_OWNER = { email: 'demo@wrapsmith.local', password: 'wrapsmith-demo' };

export interface Product {
  server: RunningServer;
  browser: Browser;
}

/** Starts the product and Chromium before the file's tests and stops both after; read fields inside tests. */
export function useProduct(): Product {
  const product = {} as Product;
  beforeAll(async () => {
    // Side by side: Chromium starts while the product seeds its catalogue and demo shop. Whichever started is kept
    // for afterAll to stop, even when the other failed.
    const [server, browser] = await Promise.allSettled([startServer(), launchBrowser()]);
    if (server.status === 'fulfilled') product.server = server.value;
    if (browser.status === 'fulfilled') product.browser = browser.value;
    for (const started of [server, browser]) if (started.status === 'rejected') throw started.reason;
  });
  afterAll(async () => {
    await product.browser?.close();
    await product.server?.stop();
  });
  return product;
}

/** Pages on the product that remember their page and console errors, for one check at the end of a test. */
export function trackPages(product: Product) {
  const pages: TrackedPage[] = [];
  return {
    async newPage(viewport: { width: number; height: number } = VIEWPORTS.desktop): Promise<Page> {
      const tracked = await openPage(product.browser, { viewport, baseURL: product.server.url });
      pages.push(tracked);
      return tracked.page;
    },
    expectNoPageErrors() {
      const errors = pages.flatMap((p) => p.errors);
      expect(errors, errors.join('\n')).toEqual([]);
    },
  };
}

export interface NewAccount {
  first: string;
  last: string;
  email: string;
  password: string;
}

/** Fills in and sends the sign-up form, and waits for the code page; `onForm` runs on the empty form (a screenshot). */
export async function signUp(page: Page, who: NewAccount, { onForm }: { onForm?: () => Promise<unknown> } = {}) {
  await page.goto('/signUp');
  await onForm?.();
  await page.getByLabel('First name').fill(who.first);
  await page.getByLabel('Last name').fill(who.last);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Create My Account' }).click();
  await page.waitForURL((u) => u.pathname === '/verify-otp' && u.searchParams.get('email') === who.email);
}

export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Enter Studio' }).click();
}

/** Signs in and lands on the dashboard; on a first login (loginCount below 1) closes the welcome popup. */
export async function logInToDashboard(page: Page, email: string, password: string, { firstLogin = false } = {}) {
  await logIn(page, email, password);
  await page.waitForURL((u) => u.pathname === '/dashboard');
  // The address changes before the dashboard's code has arrived; a test that navigates at once would abort it.
  await page.waitForLoadState('networkidle');
  if (firstLogin) {
    const welcome = page.getByRole('dialog', { name: 'Welcome to Wrapsmith!' });
    await welcome.waitFor();
    await welcome.getByRole('button', { name: 'Close' }).first().click();
    await welcome.waitFor({ state: 'detached' });
  }
}

/** YYYY-MM-DD of the browser's local day, plus `days`. */
export async function localDay(page: Page, days: number): Promise<string> {
  return page.evaluate((d) => {
    const t = new Date();
    t.setDate(t.getDate() + d);
    return `${t.getFullYear()}-${String(t.getMonth() + 1).padStart(2, '0')}-${String(t.getDate()).padStart(2, '0')}`;
  }, days);
}

/**
 * A new shop, as its owner makes it: the sign-up form (with the shop's name), the emailed code, the first login
 * (its welcome closed). Leaves the page on the dashboard.
 */
export async function signUpShop(
  page: Page,
  who: NewAccount,
  shopName: string,
  baseUrl: string,
  { onForm, onWelcome }: { onForm?: () => Promise<unknown>; onWelcome?: (welcome: Locator) => Promise<unknown> } = {},
): Promise<void> {
  await page.goto('/signUp');
  await page.getByLabel('First name').fill(who.first);
  await page.getByLabel('Last name').fill(who.last);
  await onForm?.();
  await page.getByLabel('Shop name (optional)').fill(shopName);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Create My Account' }).click();
  await page.waitForURL((u) => u.pathname === '/verify-otp');
  const code = otpFrom(await waitForEmail(baseUrl, who.email, /code|verify/i));
  await page.getByLabel('Digit 1 of 6').fill(code[0] ?? '');
  for (let i = 1; i < 6; i++) await page.keyboard.type(code[i] ?? '');
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await page.waitForURL((u) => u.pathname === '/login');
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Enter Studio' }).click();
  await page.waitForURL((u) => u.pathname === '/dashboard');
  const welcome = page.getByRole('dialog', { name: 'Welcome to Wrapsmith!' });
  await welcome.waitFor();
  await onWelcome?.(welcome);
  await welcome.getByRole('button', { name: 'Close' }).first().click();
  await welcome.waitFor({ state: 'detached' });
}

/**
 * The signed-in owner buys `plan` on the offline test checkout (the shop-management tools — leads, bookings,
 * customers — come with a plan: issue 23 item 17). Leaves the page on the dashboard, the payment's welcome closed.
 */
export async function buyPlan(page: Page, plan: 'Basic' | 'Ultimate' | 'Pro'): Promise<void> {
  await page.goto('/subscription');
  await page.getByRole('article', { name: plan }).getByRole('button', { name: 'Choose plan' }).click();
  await page.waitForURL((u) => u.pathname.startsWith('/billing/checkout/'));
  await page.getByText('Test checkout — no card is charged').waitFor();
  await page.getByRole('button', { name: 'Pay' }).click();
  const welcome = page.getByRole('dialog', { name: 'Payment received' });
  await welcome.waitFor();
  await welcome.getByRole('button', { name: 'Continue' }).click();
  await welcome.waitFor({ state: 'detached' });
}
