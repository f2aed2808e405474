// Issue 25 item 3 in real Chromium: the shop sends a quote, builds three options on its work order (Good, Better,
// Best, each with a picture from its renders, lines and totals), the customer opens the emailed link on a phone,
// sees three pictures and totals, picks the middle one, types a name and accepts; the shop sees which option.
import path from 'node:path';
import { REPO_ROOT, VIEWPORTS, auditA11y, linkFrom, openPage, screenshot, waitForEmail } from '@wrapsmith/e2e-kit';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_OWNER, logInToDashboard, useProduct } from './support.ts';

const SCREENS = path.join(REPO_ROOT, 'docs/screens');

const product = useProduct();
const CUSTOMER = { first: 'Casey', last: 'Morgan', email: 'casey.morgan@example.com' };

/** The editor's card of option n. */
const optionCard = (page: Page, n: number): Locator => page.getByRole('region', { name: new RegExp(`^Option ${n}`) });

describe('issue 25 item 3: quotes with options in Chromium', () => {
  it('the shop builds a three-option quote; the customer picks the middle one, signs and accepts; the shop sees it', async () => {
    const { server, browser } = product;
    const { page, errors } = await openPage(browser, { baseURL: server.url, viewport: VIEWPORTS.desktop });
    await logInToDashboard(page, DEMO_OWNER.email, DEMO_OWNER.password, { firstLogin: true });

    // Send Quote from the booking form, with a price: the spec's fields become the quote's first option.
    await page.goto('/bookingAppointment');
    const form = page.getByRole('form');
    await form.getByLabel('First name').fill(CUSTOMER.first);
    await form.getByLabel('Last name').fill(CUSTOMER.last);
    await form.getByLabel('Email', { exact: true }).fill(CUSTOMER.email);
    await form.getByLabel('Price', { exact: true }).fill('2400');
    await page.getByRole('button', { name: 'Send Quote' }).click();
    await page.getByRole('dialog', { name: 'Quote Sent' }).waitFor();

    // The work order's quote editor: three options, each with a picture and its own price.
    await page.goto('/leads');
    await page.getByRole('region', { name: 'Quotes sent' }).getByRole('link', { name: `${CUSTOMER.first} ${CUSTOMER.last}` }).click();
    await page.waitForURL((u) => u.pathname === '/work-order');
    const first = optionCard(page, 1);
    await first.waitFor();
    await first.getByLabel('Name').fill('Good');
    await first.getByRole('radio').nth(1).check();
    await page.getByRole('button', { name: 'Add option' }).click();
    await page.getByRole('button', { name: 'Add option' }).click();
    expect(await page.getByRole('button', { name: 'Add option' }).count()).toBe(0);
    const prices = ['2400', '3000', '3600'];
    for (const n of [2, 3]) {
      const card = optionCard(page, n);
      await card.getByRole('radio').nth(n).check();
      const line = card.getByRole('group', { name: 'Line 1' });
      await line.getByLabel('Unit price (USD)').fill(prices[n - 1] ?? '');
      // A film line at 8.875 % tax on the better options.
      await card.getByRole('button', { name: 'Add line' }).click();
      const film = card.getByRole('group', { name: 'Line 2' });
      await film.getByLabel('Description').fill('Premium film');
      await film.getByLabel('Kind').selectOption('film');
      await film.getByLabel('Unit price (USD)').fill('200');
      await film.getByLabel('Tax %').fill('8.875');
    }
    expect(await optionCard(page, 2).getByLabel('Name').inputValue()).toBe('Better');
    expect(await optionCard(page, 3).getByLabel('Name').inputValue()).toBe('Best');
    // Live totals: Better is $3,000 + $200 + 8.875 % of $200 = $3,217.75.
    await optionCard(page, 2).getByText('$3,217.75').first().waitFor();
    // Labelled, keyboard-usable controls: axe finds nothing serious in the editor.
    expect(await auditA11y(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save quote options' }).click();
    await page.getByText('Quote options saved.').waitFor();
    await screenshot(page, SCREENS, 'quote-editor-1280', { fullPage: true });
    // The editor fits a phone: nothing wider than 375 px.
    await page.setViewportSize(VIEWPORTS.mobile);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    await page.setViewportSize(VIEWPORTS.desktop);

    // The customer opens the emailed link on a phone: three pictures, three totals.
    const mail = await waitForEmail(server.url, CUSTOMER.email, /Your quote from Northside Wraps/);
    const customer = await openPage(browser, { viewport: VIEWPORTS.mobile });
    await customer.page.goto(linkFrom(mail, '/confirm-booking'));
    await customer.page.getByRole('heading', { name: 'Your options' }).waitFor();
    const pictures = customer.page.getByRole('img', { name: /^Preview of option / });
    await expect.poll(() => pictures.count()).toBe(3);
    for (const i of [0, 1, 2]) await expect.poll(() => pictures.nth(i).evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    const text = await customer.page.getByRole('main').innerText();
    for (const total of ['$2,400.00', '$3,217.75', '$3,817.75']) expect(text).toContain(total);
    expect(await customer.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    expect(await auditA11y(customer.page)).toEqual([]);
    await screenshot(customer.page, SCREENS, 'quote-options-375', { fullPage: true });
    // Picked with the keyboard: the radio takes the focus, Space checks it.
    await customer.page.getByRole('radio', { name: 'Choose Better' }).focus();
    await customer.page.keyboard.press('Space');
    expect(await customer.page.getByRole('radio', { name: 'Choose Better' }).isChecked()).toBe(true);
    await customer.page.getByRole('textbox', { name: 'Type your full name to accept' }).fill('Casey Morgan');
    await customer.page.getByRole('button', { name: 'Accept Better' }).click();
    await customer.page.getByRole('heading', { name: 'Thank you, Casey! Your booking is accepted.' }).waitFor();
    await customer.page.getByRole('article', { name: /^Better\s*Accepted/ }).waitFor();
    expect(customer.errors).toEqual([]);

    // The shop sees which option was accepted, signed by whom.
    await page.reload();
    await page.getByText(/The customer accepted “Better”, signed “Casey Morgan”/).waitFor();
    expect(await page.getByRole('button', { name: 'Save quote options' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
