// Settings in real Chromium: a shop adds its own colour in Settings → Catalogue and renders with it in the
// Studio; Settings → Emails shows what Wrapsmith sent for the shop (here, a team invite) without any provider.
import path from 'node:path';
import { REPO_ROOT, VIEWPORTS, openPage, screenshot } from '@wrapsmith/e2e-kit';
import { describe, expect, it } from 'vitest';
import { DEMO_OWNER, logInToDashboard, useProduct } from './support.ts';

const SCREENS = path.join(REPO_ROOT, 'docs/screens');
const product = useProduct();

describe('settings in Chromium', () => {
  it("adds a custom colour, renders with it, and reads the shop's emails", async () => {
    const { server, browser } = product;
    const { page, errors } = await openPage(browser, { baseURL: server.url, viewport: VIEWPORTS.desktop });
    await logInToDashboard(page, DEMO_OWNER.email, DEMO_OWNER.password, { firstLogin: true });

    await page.goto('/settings/catalogue');
    const form = page.getByRole('form', { name: 'Add colour' });
    await form.getByLabel('Colour name', { exact: true }).fill('Shop Teal');
    await form.getByLabel('Code', { exact: true }).fill('ST-01');
    await form.getByLabel('Finish', { exact: true }).selectOption('satin');
    await form.getByLabel('Hex code').fill('#0f8b8d');
    await form.getByRole('button', { name: 'Add colour' }).click();
    await page.getByRole('button', { name: /Delete Shop Teal/ }).waitFor();
    await screenshot(page, SCREENS, 'settings-catalogue-1280');

    await page.goto('/tool');
    await page.getByRole('combobox', { name: 'Year' }).selectOption('2024');
    await page.getByRole('combobox', { name: 'Make' }).selectOption({ label: 'Tesla' });
    await page.getByRole('combobox', { name: 'Model' }).selectOption({ label: 'Model 3' });
    await page.getByRole('combobox', { name: 'Wrap brand' }).selectOption('custom');
    await page.getByRole('tablist', { name: 'Finishes' }).getByRole('tab', { name: 'Satin' }).click();
    await page.getByRole('tabpanel').getByRole('button', { name: /Shop Teal/ }).click();
    const image = page.getByRole('region', { name: 'Preview' }).getByRole('img').first();
    await image.waitFor();
    expect(await image.getAttribute('alt')).toMatch(/Shop Teal/);

    // A team invite, sent to the outbox because no email provider is configured, is readable in Settings → Emails
    // by the owner, link included, to hand over.
    await page.goto('/dashboard');
    const team = page.getByRole('region', { name: 'Team Members', exact: true });
    await team.getByRole('button', { name: 'Invite Member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a team member' });
    await dialog.getByLabel('First name').fill('Ivy');
    await dialog.getByLabel('Last name').fill('Tran');
    await dialog.getByLabel('Email').fill('ivy@example.com');
    await dialog.getByRole('button', { name: 'Send Invite' }).click();
    await team.getByRole('table', { name: 'Pending invites' }).getByRole('cell', { name: 'ivy@example.com', exact: true }).waitFor();

    await page.goto('/settings/emails');
    const invite = page.getByRole('list', { name: 'Sent emails' }).getByRole('button', { name: /invited you to Northside Wraps/ });
    await invite.click();
    await page.getByText(/\/invite\?token=/).waitFor();
    await screenshot(page, SCREENS, 'settings-emails-1280');
    expect(errors).toEqual([]);

    const mobile = await openPage(browser, { baseURL: server.url, viewport: VIEWPORTS.mobile });
    await logInToDashboard(mobile.page, DEMO_OWNER.email, DEMO_OWNER.password);
    await mobile.page.goto('/settings/catalogue');
    await mobile.page.getByRole('form', { name: 'Add colour' }).waitFor();
    await screenshot(mobile.page, SCREENS, 'settings-catalogue-375');
  });
});
