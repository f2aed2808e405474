// Team invites and roles in real Chromium (issue 22 item 7, decision 062): the owner invites by email from
// Settings → Team; the invite in the offline outbox carries a one-time link; the member opens it, sets their own
// password, signs in and sees only what the Member role allows (no leads, customers, billing, team or prices, not in
// the menu, not by address, not in a work order), and the used link says so.
import { VIEWPORTS, linkFrom, waitForEmail } from '@wrapsmith/e2e-kit';
import { describe, expect, it } from 'vitest';
import { DEMO_OWNER, logIn, logInToDashboard, trackPages, useProduct } from './support.ts';

const product = useProduct();
const { newPage, expectNoPageErrors } = trackPages(product);

const stamp = Date.now();
const invitee = { first: 'Tess', last: 'Tinter', email: `tess-${stamp}@example.com`, password: 'my-own-wraps-2026' };

describe('team invites and roles in Chromium', () => {
  it('owner invites by email → the member sets a password from the link, signs in and sees only what a Member may', async () => {
    // The owner invites from Settings → Team.
    const owner = await newPage();
    await logInToDashboard(owner, DEMO_OWNER.email, DEMO_OWNER.password);
    await owner.goto('/settings/team');
    await owner.getByRole('heading', { name: 'What each role may do' }).waitFor();
    await owner.getByRole('button', { name: 'Invite Member' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Invite a team member' });
    expect(await dialog.getByLabel('Password').count()).toBe(0);
    await dialog.getByLabel('First name').fill(invitee.first);
    await dialog.getByLabel('Last name').fill(invitee.last);
    await dialog.getByLabel('Email').fill(invitee.email);
    expect(await dialog.getByLabel('Role').inputValue()).toBe('member');
    await dialog.getByRole('button', { name: 'Send Invite' }).click();
    await dialog.waitFor({ state: 'detached' });
    const pending = owner.getByRole('table', { name: 'Pending invites' });
    await pending.getByText(invitee.email).waitFor();

    // The invite in the offline outbox has the link; it never mentions a password someone else chose.
    const mail = await waitForEmail(product.server.url, invitee.email, /invited you/);
    expect(mail.text).not.toMatch(/Ask .* for your password/);
    const link = new URL(linkFrom(mail, '/invite'));

    // The member, on a phone, opens it and chooses a password.
    const member = await newPage(VIEWPORTS.mobile);
    await member.goto(`${link.pathname}${link.search}`);
    await member.getByRole('heading', { name: /^Join / }).waitFor();
    expect(await member.getByText(`You will sign in with ${invitee.email}`).count()).toBe(1);
    expect(await member.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    await member.getByLabel('Password', { exact: true }).fill(invitee.password);
    await member.getByLabel('Confirm password').fill(invitee.password);
    await member.getByRole('button', { name: 'Set password and join' }).click();
    await member.waitForURL((u) => u.pathname === '/login');
    await member.getByText('Your password is set. Sign in to join your team.').waitFor();
    expect(await member.getByLabel('Email').inputValue()).toBe(invitee.email);

    // The owner's list no longer shows it pending.
    await owner.reload();
    await owner.getByRole('cell', { name: invitee.email }).waitFor();
    expect(await owner.getByRole('table', { name: 'Pending invites' }).count()).toBe(0);

    // The member signs in and sees only what the Member role allows.
    const desk = await newPage();
    await logInToDashboard(desk, invitee.email, invitee.password, { firstLogin: true });
    const menu = desk.getByRole('navigation', { name: 'Main' });
    const entries = await menu.getByRole('link').allInnerTexts();
    expect(entries.map((e) => e.trim())).toEqual(['Dashboard', 'Profile', 'Studio', 'Your car’s photo', 'Vehicle library', 'Appointments', 'Film rolls', 'Help']);
    expect(await desk.getByRole('heading', { name: 'Team Members' }).count()).toBe(0);
    for (const path of ['/leads', '/customers', '/subscription', '/settings/team', '/settings/widget', '/settings/emails']) {
      await desk.goto(path);
      await desk.waitForURL((u) => u.pathname === '/dashboard');
    }
    await desk.goto('/settings');
    const settingsNav = desk.getByRole('navigation', { name: 'Settings' });
    await settingsNav.getByRole('link', { name: 'Account' }).waitFor();
    expect((await settingsNav.getByRole('link').allInnerTexts()).map((t) => t.trim())).toEqual(['Account']);

    // The API answers the same: no leads, and jobs without prices.
    const leads = await desk.request.get('/api/v1/user/leads');
    expect(leads.status()).toBe(403);
    expect(((await leads.json()) as { error: { message: string } }).error.message).toMatch(/^Your role does not have access to leads/);
    const jobs = (await (await desk.request.get('/api/v1/user/booking/all')).json()) as { data: { _id: string; price: number | null; pricesHidden: boolean; status: string }[] };
    expect(jobs.data.length).toBeGreaterThan(0);
    for (const job of jobs.data) {
      expect(job).toMatchObject({ price: null, pricesHidden: true });
      expect(['quote_sent', 'completed']).not.toContain(job.status);
    }
    // A work order they can open: no price fields on it.
    await desk.goto(`/work-order?id=${jobs.data[0]?._id ?? ''}`);
    await desk.getByRole('heading', { name: 'Window tint' }).waitFor();
    expect(await desk.getByRole('heading', { name: 'Pricing' }).count()).toBe(0);
    expect(await desk.getByLabel('Price', { exact: true }).count()).toBe(0);

    // The link worked once.
    const again = await newPage();
    await again.goto(`${link.pathname}${link.search}`);
    await again.getByRole('heading', { name: 'This invite link no longer works' }).waitFor();
    await again.getByText('This invite was already used.', { exact: false }).waitFor();
    await logIn(again, invitee.email, invitee.password);
    await again.waitForURL((u) => u.pathname === '/dashboard');
    expectNoPageErrors();
  });
});
