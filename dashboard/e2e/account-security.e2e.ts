// Issue 23 item 5 in real Chromium: Account Settings asks for the current password before it changes the email or
// the password (a labelled field with its error beside it), tells the old address with a one-time undo link, and
// that link's page puts the old address back.
import { linkFrom, openPage, VIEWPORTS, waitForEmail } from '@wrapsmith/e2e-kit';
import { describe, expect, it } from 'vitest';
import { logInToDashboard, signUpShop, useProduct } from './support.ts';

const product = useProduct();

describe('account security in Chromium (issue 23 item 5)', () => {
  it('asks for the current password to change the email, and the old address can undo it', async () => {
    const { server, browser } = product;
    const { page, errors } = await openPage(browser, { baseURL: server.url, viewport: VIEWPORTS.mobile });
    const who = { first: 'Cora', last: 'Vance', email: 'cora.vance@example.com', password: 'vinyl-and-heat-2026' };
    await signUpShop(page, who, 'Vance Wraps', server.url);

    await page.goto('/settings');
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Update Profile' }) });
    const current = form.getByLabel('Current Password');
    await current.waitFor();
    await form.getByLabel('Email').fill('cora.new@example.com');

    // Left empty: the field itself says why, and nothing is sent.
    await form.getByRole('button', { name: 'Update Profile' }).click();
    await form.getByText('Enter your current password to change your email or password.').waitFor();
    expect(await current.getAttribute('aria-invalid')).toBe('true');

    // Wrong: the server's answer shows on the same field, and the user stays signed in.
    await current.fill('not-my-password');
    await form.getByRole('button', { name: 'Update Profile' }).click();
    await form.getByText('Your current password is not correct.').waitFor();
    expect(await current.getAttribute('aria-invalid')).toBe('true');
    expect(new URL(page.url()).pathname).toBe('/settings');

    // Right: saved, signed out, and the old address hears of it with a way back.
    await current.fill(who.password);
    await form.getByRole('button', { name: 'Update Profile' }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    const warning = await waitForEmail(server.url, who.email, /email was changed/i);
    const undo = linkFrom(warning, '/undo-email-change');
    await page.goto(new URL(undo).pathname + new URL(undo).search);
    await page.getByRole('button', { name: 'Put my old email back' }).click();
    await page.getByText(`Your email is ${who.email} again`).waitFor();
    await logInToDashboard(page, who.email, who.password);
    expect(errors).toEqual([]);
  });
});
