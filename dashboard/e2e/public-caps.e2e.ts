// Issue 23 items 3 and 7 in real Chromium: a visitor's requests over the lead caps are held, not refused, and the owner
// releases one into the Leads list; then the owner switches the share link off in Settings → Widget and the share
// page says the shop's visualizer is not available, with no widget on it.
import { VIEWPORTS, openPage } from '@wrapsmith/e2e-kit';
import { describe, expect, it } from 'vitest';
import { HELD_MESSAGES } from '../src/pages/leads/held-leads-panel.tsx';
import { WIDGET_MESSAGES as M } from '../src/pages/settings/widget/widget-messages.ts';
import { buyPlan, signUpShop, useProduct } from './support.ts';

const product = useProduct();

const owner = { first: 'Hal', last: 'Held', email: `hal-${Date.now()}@example.com`, password: 'held-leads-2026' };
const SHOP = 'Held Leads Wraps';
const SLUG = 'held-leads-wraps';

describe('public caps in Chromium (issue 23)', () => {
  it('holds leads over the caps for the owner to release, and switches the share link off', async () => {
    // The share page answers 404 once it is off (and the settings preview shows that page): the one console line.
    const ignore = [/status of 404/];
    const { page: shop, errors: shopErrors } = await openPage(product.browser, { baseURL: product.server.url, ignore });
    await signUpShop(shop, owner, SHOP, product.server.url);
    // Leads are a plan's tool (issue 23 item 17): the shop takes Basic on the test checkout.
    await buyPlan(shop, 'Basic');

    // A visitor makes one preview on the share link…
    const { page: visitor, errors: visitorErrors } = await openPage(product.browser, { viewport: VIEWPORTS.mobile, baseURL: product.server.url, ignore });
    await visitor.goto(`/v/${SLUG}`);
    const widget = visitor.locator('wrapsmith-visualizer');
    await widget.getByRole('heading', { name: `Design your wrap with ${SHOP}` }).waitFor();
    await widget.getByRole('combobox', { name: 'Year' }).selectOption('2024');
    await widget.getByRole('combobox', { name: 'Make' }).selectOption('Tesla');
    await widget.getByRole('combobox', { name: 'Model' }).selectOption('Model 3');
    const rendered = visitor.waitForResponse((res) => /\/widget\/[^/]+\/render$/.test(res.url()) && res.request().method() === 'POST', { timeout: 30_000 });
    await widget.locator('.wsv-swatch').first().click();
    const render = await rendered;
    expect(render.status()).toBe(200);
    const { renderId } = ((await render.json()) as { data: { renderId: string } }).data;

    // …and four people ask about it: three are the render's cap, the fourth is held, all are thanked alike.
    const statuses = await visitor.evaluate(async (id) => {
      const key = document.querySelector<HTMLScriptElement>('script[data-shop-key]')?.dataset.shopKey ?? '';
      const answers: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await fetch(`/api/v1/widget/${key}/leads`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ renderId: id, name: `Person ${i}`, email: `person${i}@example.com`, consent: true, pageUrl: location.href, website: '', startedAt: Date.now() }),
        });
        answers.push(res.status);
      }
      return answers;
    }, renderId);
    expect(statuses).toEqual([201, 201, 201, 201]);

    // The owner sees the held one apart, and releases it into the list.
    await shop.goto('/leads');
    const held = shop.getByRole('region', { name: HELD_MESSAGES.title(1) });
    await held.waitFor();
    await held.getByText('person3@example.com').waitFor();
    const leads = shop.getByRole('table', { name: 'Leads', exact: true });
    await leads.getByRole('row', { name: /Person 0/ }).waitFor();
    expect(await leads.getByRole('row', { name: /Person 3/ }).count()).toBe(0);
    await held.getByRole('button', { name: HELD_MESSAGES.releaseLabel('Person 3') }).click();
    await held.waitFor({ state: 'detached' });
    await leads.getByRole('row', { name: /Person 3/ }).waitFor();

    // The owner switches the share link off.
    await shop.goto('/settings/widget');
    const form = shop.getByRole('form', { name: 'Widget settings' });
    const share = form.getByRole('checkbox', { name: M.shareLinkOn });
    expect(await share.isChecked()).toBe(true);
    await share.uncheck();
    await form.getByRole('button', { name: 'Save widget settings' }).click();
    await shop.getByText(M.shareLinkOff).waitFor();

    // The share page says so, with no widget; the visitor's page left open can render nothing either.
    await visitor.goto(`/v/${SLUG}`);
    await visitor.getByRole('heading', { name: `${SHOP}'s visualizer is not available` }).waitFor();
    expect(await visitor.locator('wrapsmith-visualizer').count()).toBe(0);
    expect(shopErrors).toEqual([]);
    expect(visitorErrors).toEqual([]);
  });
});
