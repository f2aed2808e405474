// The public /visualizer in real Chromium (issue 12): signed out, a colour never renders; it speaks to whoever is
// there, a car owner (email the look to a shop, find a shop) and a shop (start a free trial), and the call to action
// fits a 375 px phone without clipping or sideways scrolling. Screenshots go to docs/screens/.
import path from 'node:path';
import { REPO_ROOT, VIEWPORTS, auditA11y, openPage, screenshot } from '@wrapsmith/e2e-kit';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useProduct } from './support.ts';

const SCREENS = path.join(REPO_ROOT, 'docs/screens');
const product = useProduct();

async function pickALook(page: Page) {
  await page.goto('/visualizer');
  await page.getByRole('combobox', { name: 'Year' }).selectOption('2024');
  await page.getByRole('combobox', { name: 'Make' }).selectOption({ label: 'Tesla' });
  await page.getByRole('combobox', { name: 'Model' }).selectOption({ label: 'Model 3' });
  await page.getByRole('tablist', { name: 'Finishes' }).getByRole('tab', { name: 'Gloss' }).click();
  // Keyboard: focus the first colour and press Enter, as someone without a mouse would.
  await page.getByRole('tabpanel').getByRole('button').first().focus();
  await page.keyboard.press('Enter');
}

describe('the public visualizer in Chromium', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`speaks to a car owner and to a shop after a colour, without rendering (${viewport.width}px, ${name})`, async () => {
      const { page, errors, context } = await openPage(product.browser, { baseURL: product.server.url, viewport, ignore: [/status of 401/] });
      const renders: string[] = [];
      page.on('request', (request) => {
        if (/generate-car-image|\/render/.test(request.url())) renders.push(request.url());
      });
      await pickALook(page);

      const owner = page.getByRole('region', { name: 'Own this car?' });
      const mail = owner.getByRole('link', { name: 'Email this look to a shop' });
      await mail.waitFor();
      const href = new URL((await mail.getAttribute('href')) ?? '');
      expect(href.protocol).toBe('mailto:');
      expect(href.searchParams.get('subject')).toMatch(/^Wrap quote: 2024 Tesla Model 3 in /);
      expect(href.searchParams.get('body')).toContain(`${product.server.url}/visualizer`);
      expect(await owner.getByRole('link', { name: 'Find a wrap shop near you (opens in a new tab)' }).getAttribute('target')).toBe('_blank');
      const shop = page.getByRole('region', { name: 'Run a wrap shop?' });
      expect(await shop.getByRole('link', { name: 'Start Free Trial' }).getAttribute('href')).toBe('/signUp');
      expect(await page.getByText('Create a free shop account').count()).toBe(0);

      // Nothing of the call to action is cut off by the preview frame, and the page does not scroll sideways.
      const clipped = await page.locator('.wsv-render__frame').evaluate((frame) => frame.scrollHeight > frame.clientHeight + 1);
      expect(clipped).toBe(false);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(await auditA11y(page)).toEqual([]);
      await shop.scrollIntoViewIfNeeded();
      await screenshot(page, SCREENS, `visualizer-call-to-action-${viewport.width}`);

      await shop.getByRole('link', { name: 'Start Free Trial' }).click();
      await page.waitForURL((u) => u.pathname.toLowerCase() === '/signup');
      expect(renders).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
