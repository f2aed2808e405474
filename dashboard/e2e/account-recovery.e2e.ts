// Getting back in, in real Chromium (issue 12): a reset link is checked as the page opens, and a used or replaced
// link offers "Send a new link" whose email works; right after sign-up a reset link is answered as for any address
// (issue 23 item 12) and setting a password through it verifies the address. Screenshots of the reset-link states go
// to docs/screens/ (pnpm screens).
import path from 'node:path';
import { REPO_ROOT, VIEWPORTS, auditA11y, linkFrom, otpFrom, readOutbox, screenshot, waitForEmail } from '@wrapsmith/e2e-kit';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, signUp, trackPages, useProduct } from './support.ts';

const SCREENS = path.join(REPO_ROOT, 'docs/screens');
const product = useProduct();
const { newPage, expectNoPageErrors } = trackPages(product);

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
}

/** Waits for a reset link to `email` that is not among `seen`, and returns its path and query. */
async function newResetLink(email: string, seen: Set<string>): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    for (const mail of await readOutbox(product.server.url, email)) {
      if (!/reset/i.test(mail.subject)) continue;
      const link = new URL(linkFrom(mail, '/reset-password'));
      const relative = `${link.pathname}${link.search}`;
      if (!seen.has(relative)) {
        seen.add(relative);
        return relative;
      }
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`No new reset link to ${email}`);
}

async function askForResetLink(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  const modal = page.getByRole('dialog', { name: 'Reset your password' });
  await modal.getByLabel('Email').fill(email);
  await modal.getByRole('button', { name: 'Send Reset Link' }).click();
  return modal;
}

const stamp = Date.now();
const fresh = { first: 'Noor', last: 'Haddad', email: `noor-${stamp}@example.com`, password: 'fresh-wraps-2026' };
const owner = { first: 'Ines', last: 'Alves', email: `ines-${stamp}@example.com`, password: 'old-wraps-2026' };

describe('account recovery in Chromium', () => {
  it('right after sign-up, a reset link is answered as for any address and the emailed link verifies it (issue 23 item 12)', async () => {
    const page = await newPage();
    await signUp(page, fresh);
    await waitForEmail(product.server.url, fresh.email, /code|verify/i);

    // The same answer whether or not the address is a verified account: the link goes out, nothing says "not verified".
    await askForResetLink(page, fresh.email);
    const link = await newResetLink(fresh.email, new Set());
    expect(await page.getByText('Your email is not verified.').count()).toBe(0);

    // Only the owner of the mailbox has the link: setting a password through it verifies the address.
    await page.goto(link);
    await page.getByLabel('New password').fill('renewed-wraps-2026');
    await page.getByLabel('Confirm password').fill('renewed-wraps-2026');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Password updated successfully. Redirecting to login...').waitFor();
    await page.waitForURL((u) => u.pathname === '/login', { timeout: 10_000 });
    await logIn(page, fresh.email, 'renewed-wraps-2026');
    await page.waitForURL((u) => u.pathname === '/dashboard');
    expectNoPageErrors();
  });

  it('checks the reset link on opening; a replaced or used link offers "Send a new link", whose email works', async () => {
    const seen = new Set<string>();
    const signUpPage = await newPage();
    await signUp(signUpPage, owner);
    const code = otpFrom(await waitForEmail(product.server.url, owner.email, /code|verify/i));
    await signUpPage.getByLabel('Digit 1 of 6').fill(code[0] ?? '');
    await signUpPage.keyboard.type(code.slice(1));
    await signUpPage.getByRole('button', { name: 'Verify OTP' }).click();
    await signUpPage.waitForURL((u) => u.pathname === '/login');

    await askForResetLink(signUpPage, owner.email);
    const first = await newResetLink(owner.email, seen);

    // A live link: the password form, before anyone types.
    for (const [name, viewport] of [['1280', VIEWPORTS.desktop], ['375', VIEWPORTS.mobile]] as const) {
      const page = await newPage(viewport);
      await page.goto(first);
      await page.getByLabel('New password').waitFor();
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Choose a new password');
      expect(await auditA11y(page)).toEqual([]);
      if (name === '375') await noSidewaysScroll(page);
      await screenshot(page, SCREENS, `reset-link-valid-${name}`);
    }

    // A newer link retires the first: opening the first says so at once and offers a new one.
    await askForResetLink(signUpPage, owner.email);
    const second = await newResetLink(owner.email, seen);
    for (const [name, viewport] of [['1280', VIEWPORTS.desktop], ['375', VIEWPORTS.mobile]] as const) {
      const page = await newPage(viewport);
      await page.goto(first);
      await page.getByRole('heading', { level: 1, name: 'This reset link no longer works' }).waitFor();
      expect(await page.getByLabel('New password').count()).toBe(0);
      await page.getByRole('button', { name: 'Send a new link' }).waitFor();
      expect(await auditA11y(page)).toEqual([]);
      if (name === '375') await noSidewaysScroll(page);
      await screenshot(page, SCREENS, `reset-link-expired-${name}`);
    }

    // The second link sets the password; opened again, it is used and offers a new one.
    const page = await newPage();
    await page.goto(second);
    await page.getByLabel('New password').fill('second-wraps-2026');
    await page.getByLabel('Confirm password').fill('second-wraps-2026');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Password updated successfully. Redirecting to login...').waitFor();
    await page.waitForURL((u) => u.pathname === '/login', { timeout: 10_000 });

    const used = await newPage(VIEWPORTS.mobile);
    await used.goto(second);
    await used.getByRole('heading', { level: 1, name: 'This reset link no longer works' }).waitFor();
    // Keyboard only: Tab to the email, type it, Tab to Send a new link, Enter.
    await used.getByLabel('Email').focus();
    await used.keyboard.type(owner.email);
    await used.keyboard.press('Tab');
    expect(await used.getByRole('button', { name: 'Send a new link' }).evaluate((el) => el === document.activeElement)).toBe(true);
    await used.keyboard.press('Enter');
    await used.getByText('Reset link sent. Please check your email.').waitFor();
    await screenshot(used, SCREENS, 'reset-link-sent-375');

    const third = await newResetLink(owner.email, seen);
    await used.goto(third);
    await used.getByLabel('New password').fill('third-wraps-2026');
    await used.getByLabel('Confirm password').fill('third-wraps-2026');
    await used.getByRole('button', { name: 'Reset Password' }).click();
    await used.waitForURL((u) => u.pathname === '/login', { timeout: 10_000 });
    await logIn(used, owner.email, 'third-wraps-2026');
    await used.waitForURL((u) => u.pathname === '/dashboard');
    expectNoPageErrors();
  });
});
