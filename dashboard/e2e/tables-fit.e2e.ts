// Issue 12 item 7: the Leads, Quotes sent and Widget keys tables fit a 1280 px desktop and a 375 px phone
// without sideways scrolling (neither the table nor the page). Screens go to test-results/tables/.
import path from 'node:path';
import { REPO_ROOT, VIEWPORTS, openPage, screenshot } from '@wrapsmith/e2e-kit';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_OWNER, localDay, logInToDashboard, useProduct } from './support.ts';

const SCREENS = path.join(REPO_ROOT, 'test-results/tables');
const product = useProduct();

/** Each table's name and how far its content is wider than its box (0 when it fits). */
async function tableOverflows(page: Page): Promise<{ table: string; overflow: number }[]> {
  return page.locator('.ws-table-wrap').evaluateAll((wraps) =>
    wraps.map((wrap) => ({
      table: wrap.querySelector('caption')?.textContent ?? '?',
      overflow: Math.max(0, wrap.scrollWidth - wrap.clientWidth - 1),
    })),
  );
}

describe('tables fit without sideways scrolling', () => {
  it('Leads, Quotes sent and Widget keys fit at 1280 and at 375', async () => {
    const { server, browser } = product;
    const desktop = await openPage(browser, { baseURL: server.url, viewport: VIEWPORTS.desktop });
    await logInToDashboard(desktop.page, DEMO_OWNER.email, DEMO_OWNER.password, { firstLogin: true });
    const quote = await desktop.page.request.post('/api/v1/user/booking', {
      headers: { origin: server.url },
      data: {
        firstName: 'Quinn',
        lastName: 'Longname-Fitzgerald',
        email: 'quinn.longname-fitzgerald@example.com',
        bookingDate: await localDay(desktop.page, 3),
        make: 'Toyota',
        model: 'Camry',
        isQuoted: true,
        customerQuote: 2450,
      },
    });
    expect(quote.status()).toBe(201);

    const mobile = await openPage(browser, { baseURL: server.url, viewport: VIEWPORTS.mobile });
    await logInToDashboard(mobile.page, DEMO_OWNER.email, DEMO_OWNER.password);
    for (const { page, errors } of [desktop, mobile]) {
      const width = page.viewportSize()?.width ?? 0;
      await page.goto('/leads');
      await page.getByRole('table', { name: /Leads/ }).getByRole('row').nth(1).waitFor();
      await page.getByRole('table', { name: /Quotes sent/ }).getByRole('row').nth(1).waitFor();
      expect({ width, tables: await tableOverflows(page) }).toEqual({ width, tables: [expect.objectContaining({ overflow: 0 }), expect.objectContaining({ overflow: 0 })] });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await screenshot(page, SCREENS, `leads-${width}`);

      await page.goto('/settings/widget');
      await page.getByRole('table', { name: /Widget keys/i }).getByRole('row').nth(1).waitFor();
      const keys = await tableOverflows(page);
      expect({ width, keys }).toEqual({ width, keys: keys.map((k) => ({ ...k, overflow: 0 })) });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await screenshot(page, SCREENS, `widget-keys-${width}`);
      expect(errors).toEqual([]);
    }
  });
});
