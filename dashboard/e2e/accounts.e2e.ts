// Walks the foundation flows in real Chromium against the built product: sign-up → OTP from the outbox →
// verify → login → dashboard → add a team member → their reduced menu; forgot password; the logged-out
// redirect. Screenshots of the main screens are written to docs/screens/ so they stay current.
import path from 'node:path';
import { REPO_ROOT, VIEWPORTS, linkFrom, otpFrom, screenshot, waitForEmail } from '@wrapsmith/e2e-kit';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@wrapsmith/core';
import { logIn as login, signUp, trackPages, useProduct } from './support.ts';

const SCREENS = path.join(REPO_ROOT, 'docs/screens');
const product = useProduct();
const { newPage, expectNoPageErrors } = trackPages(product);

async function closeWelcomeIfShown(page: Page) {
  const welcome = page.getByRole('dialog', { name: 'Welcome to Wrapsmith!' });
  if (await welcome.isVisible().catch(() => false)) await welcome.getByRole('button', { name: 'Close' }).first().click();
}

async function logout(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).locator('..').getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL((u) => u.pathname === '/' || u.pathname === '/login');
}

const owner = { first: 'Rosa', last: 'Diaz', email: `rosa-${Date.now()}@example.com`, password: 'wrap-it-up-2026' };
const member = { first: 'Milo', last: 'Park', email: `milo-${Date.now()}@example.com`, password: 'milo-wraps-2026' };

describe('foundation flows in Chromium', () => {
  it('sends a logged-out visit to /dashboard to the landing page', async () => {
    const page = await newPage();
    await page.goto('/dashboard');
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await screenshot(page, SCREENS, 'landing-1280');
    const mobile = await newPage(VIEWPORTS.mobile);
    await mobile.goto('/');
    await screenshot(mobile, SCREENS, 'landing-375');
    await mobile.goto('/login');
    await screenshot(mobile, SCREENS, 'login-375');
    await mobile.goto('/signUp');
    await screenshot(mobile, SCREENS, 'sign-up-375');
  });

  it('signs up, verifies the emailed code, logs in, adds a team member who sees the reduced menu', async () => {
    const page = await newPage();
    await signUp(page, owner, { onForm: () => screenshot(page, SCREENS, 'sign-up-1280') });
    const otpEmail = await waitForEmail(product.server.url, owner.email, /code|verify/i);
    const code = otpFrom(otpEmail);
    await page.getByLabel('Digit 1 of 6').fill(code[0] ?? '');
    for (let i = 1; i < 6; i++) await page.keyboard.type(code[i] ?? '');
    await screenshot(page, SCREENS, 'verify-otp-1280');
    const verifyMobile = await newPage(VIEWPORTS.mobile);
    await verifyMobile.goto(`/verify-otp?email=${encodeURIComponent(owner.email)}`);
    await screenshot(verifyMobile, SCREENS, 'verify-otp-375');
    await page.getByRole('button', { name: 'Verify OTP' }).click();

    await page.waitForURL((u) => u.pathname === '/login');
    // The login page confirms the verification and has the address filled in.
    await page.getByRole('status').getByText(AUTH_MESSAGES.emailVerifiedLogIn).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(owner.email);
    await screenshot(page, SCREENS, 'login-1280');
    await login(page, owner.email, owner.password);
    await page.waitForURL((u) => u.pathname === '/dashboard');
    // First login: the welcome popup (loginCount below 1).
    const welcome = page.getByRole('dialog', { name: 'Welcome to Wrapsmith!' });
    await welcome.waitFor();
    expect(await welcome.innerText()).toContain('Your shop is set up.');
    await welcome.getByRole('button', { name: 'Close' }).first().click();
    await page.getByRole('heading', { name: `Hi ${owner.first}` }).waitFor();
    const credits = page.getByRole('region', { name: 'Available credits' });
    await credits.getByText('5', { exact: true }).waitFor();

    // The owner invites a Shop Manager by email (decision 062); they choose their own password from the link.
    const team = page.getByRole('region', { name: 'Team Members', exact: true });
    await team.getByRole('button', { name: 'Invite Member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a team member' });
    await dialog.getByLabel('First name').fill(member.first);
    await dialog.getByLabel('Last name').fill(member.last);
    await dialog.getByLabel('Email').fill(member.email);
    await dialog.getByLabel('Role').selectOption('shop-man');
    await dialog.getByRole('button', { name: 'Send Invite' }).click();
    const pending = team.getByRole('table', { name: 'Pending invites' });
    await pending.getByRole('cell', { name: member.email, exact: true }).waitFor();
    await pending.getByRole('cell', { name: 'Shop Manager', exact: true }).waitFor();
    await screenshot(page, SCREENS, 'dashboard-1280');
    await screenshot(team, SCREENS, 'team-panel-1280');
    const invite = await waitForEmail(product.server.url, member.email, /invited you to/);
    const link = new URL(linkFrom(invite, '/invite'));
    const joining = await newPage();
    await joining.goto(`${link.pathname}${link.search}`);
    await joining.getByLabel('Password', { exact: true }).fill(member.password);
    await joining.getByLabel('Confirm password').fill(member.password);
    await joining.getByRole('button', { name: 'Set password and join' }).click();
    await joining.waitForURL((u) => u.pathname === '/login');

    const ownerMenu = await page.getByRole('navigation', { name: 'Main' }).getByRole('link').allInnerTexts();
    expect(ownerMenu.map((t) => t.trim())).toEqual(['Dashboard', 'Profile', 'Studio', 'Your car’s photo', 'Vehicle library', 'Subscription', 'Help']);

    const mobile = await newPage(VIEWPORTS.mobile);
    await login(mobile, owner.email, owner.password);
    await mobile.waitForURL((u) => u.pathname === '/dashboard');
    await closeWelcomeIfShown(mobile);
    await mobile.getByRole('heading', { name: `Hi ${owner.first}` }).waitFor();
    await screenshot(mobile, SCREENS, 'dashboard-375');
    await screenshot(mobile.getByRole('region', { name: 'Team Members', exact: true }), SCREENS, 'team-panel-375');

    await logout(page);
    await login(page, member.email, member.password);
    await page.waitForURL((u) => u.pathname === '/dashboard');
    const memberWelcome = page.getByRole('dialog', { name: 'Welcome to Wrapsmith!' });
    await memberWelcome.waitFor();
    // A team member joined a shop someone else set up: the welcome says so.
    expect(await memberWelcome.innerText()).toMatch(/You have joined .+ on Wrapsmith\./);
    expect(await memberWelcome.innerText()).not.toContain('Your shop is set up');
    await memberWelcome.getByRole('button', { name: 'Close' }).first().click();
    await page.getByRole('heading', { name: `Hi ${member.first}` }).waitFor();
    const memberMenu = await page.getByRole('navigation', { name: 'Main' }).getByRole('link').allInnerTexts();
    // A Shop Manager on a free account: Subscription, Appointments, Customers and Leads are hidden (spec §6).
    expect(memberMenu.map((t) => t.trim())).toEqual(['Dashboard', 'Profile', 'Studio', 'Your car’s photo', 'Vehicle library', 'Help']);
    expect(await page.getByRole('region', { name: 'Team Members', exact: true }).count()).toBe(0);
    await page.goto('/Subscription');
    await page.waitForURL((u) => u.pathname !== '/Subscription');
    expectNoPageErrors();
  });

  it('resets a forgotten password through the emailed link: the new one works, the old one does not', async () => {
    const page = await newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    const modal = page.getByRole('dialog', { name: 'Reset your password' });
    await modal.getByLabel('Email').fill(owner.email);
    await modal.getByRole('button', { name: 'Send Reset Link' }).click();
    await modal.getByText('Reset link sent. Please check your email.').waitFor();

    const resetEmail = await waitForEmail(product.server.url, owner.email, /reset/i);
    const link = new URL(linkFrom(resetEmail, '/reset-password'));
    await page.goto(`${link.pathname}${link.search}`);
    const newPassword = 'brand-new-wrap-2026';
    await page.getByLabel('New password').fill(newPassword);
    await page.getByLabel('Confirm password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Password updated successfully. Redirecting to login...').waitFor();
    await page.waitForURL((u) => u.pathname === '/login', { timeout: 10_000 });

    await login(page, owner.email, owner.password);
    await page.getByText(/invalid email or password/i).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    await login(page, owner.email, newPassword);
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await page.getByRole('heading', { name: `Hi ${owner.first}` }).waitFor();
    expectNoPageErrors();
  });
});
