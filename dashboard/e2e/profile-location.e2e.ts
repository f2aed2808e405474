// Profile in real Chromium (issue 22 item 8): where the shop is goes country → state or region → city, each
// suggesting from its list as one types, instead of one list of every city of the country; and a postcode. Saved,
// it is there after a reload. At 1280 and 375 px.
import { VIEWPORTS, openPage } from '@wrapsmith/e2e-kit';
import { describe, expect, it } from 'vitest';
import { DEMO_OWNER, logInToDashboard, useProduct } from './support.ts';

const product = useProduct();

describe('profile location in Chromium', () => {
  it('picks a country, then a state, then one of its cities, with a postcode, and keeps them', async () => {
    const { server, browser } = product;
    const { page, errors } = await openPage(browser, { baseURL: server.url, viewport: VIEWPORTS.desktop });
    await logInToDashboard(page, DEMO_OWNER.email, DEMO_OWNER.password, { firstLogin: true });
    await page.goto('/profile');
    const country = page.getByRole('combobox', { name: 'Country' });
    const state = page.getByRole('combobox', { name: 'State or region' });
    const city = page.getByRole('combobox', { name: 'City' });
    const options = (field: typeof city) => field.evaluate((el) => [...((el as HTMLInputElement).list?.options ?? [])].map((o) => o.value));

    await country.fill('United States');
    await expect.poll(() => options(state)).toContain('California');
    await state.fill('California');
    await expect.poll(() => options(city)).toContain('Oakland');
    // The state's cities, not the country's thousands in one list.
    const cityCount = (await options(city)).length;
    expect(cityCount).toBeLessThan(2000);
    expect(await options(city)).not.toContain('Houston');
    await city.fill('Oakland');
    await page.getByRole('textbox', { name: 'ZIP code' }).fill('94607');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Information updated successfully.').waitFor();

    await page.reload();
    await expect.poll(() => country.inputValue()).toBe('United States');
    expect([await state.inputValue(), await city.inputValue(), await page.getByRole('textbox', { name: 'ZIP code' }).inputValue()]).toEqual(['California', 'Oakland', '94607']);

    // A new country starts the state and city again.
    await country.fill('Norway');
    expect([await state.inputValue(), await city.inputValue()]).toEqual(['', '']);

    await page.setViewportSize(VIEWPORTS.mobile);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    expect(errors).toEqual([]);
  });
});
