// Issue 22 in real Chromium, as a new shop owner: sign up with the shop's name, see it in the sidebar and the share
// link, rename the shop in Settings → Shop, find the new name everywhere and the old share link leading to the new
// one; a wide logo keeps its shape on the share page, which has one header and a link preview; a Pro shop's first
// login is not welcomed to a trial; the team table lists the owner; a session that ends says so on the login page
// and brings the owner back to their page.
import { VIEWPORTS } from '@wrapsmith/e2e-kit';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, TABLE_MESSAGES, TRIAL_CREDITS } from '@wrapsmith/core';
import { DEMO_OWNER, logIn, signUpShop, trackPages, useProduct } from './support.ts';

const product = useProduct();
const { newPage, expectNoPageErrors } = trackPages(product);

const owner = { first: 'Bea', last: 'Bay', email: `bea-${Date.now()}@example.com`, password: 'bay-area-2026' };

/** A PNG four times as wide as it is tall, drawn by the page itself. */
async function wideLogo(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 100;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = '#1d4ed8';
      context.fillRect(0, 0, 400, 100);
      context.fillStyle = '#fca311';
      context.fillRect(0, 0, 40, 100);
      context.fillRect(360, 0, 40, 100);
    }
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

/** The width-to-height ratio of the picture as drawn inside its box (object-fit counted), and never cropped. */
function drawnRatio(img: HTMLImageElement): number {
  const box = img.getBoundingClientRect();
  const fit = getComputedStyle(img).objectFit;
  if (fit === 'cover' || fit === 'none') return NaN;
  if (fit !== 'contain' && fit !== 'scale-down') return box.width / box.height;
  const scale = Math.min(box.width / img.naturalWidth, box.height / img.naturalHeight);
  return (img.naturalWidth * scale) / (img.naturalHeight * scale);
}

const sidebarShop = (page: Page) => page.locator('.app-sidebar__shop').first();

describe('the shop’s own name in Chromium', () => {
  it('signs up with a shop name, renames it in Settings, and the sidebar and share link follow; the old link redirects', async () => {
    const page = await newPage();
    await signUpShop(page, owner, 'Bay Area Wraps', product.server.url, {
      // Left blank, the shop would be named after its owner, as the hint says.
      onForm: () => page.getByText(`Left blank: ${owner.first} ${owner.last}'s shop.`, { exact: false }).waitFor(),
      // A trial shop is welcomed to its free previews.
      onWelcome: (welcome) => welcome.getByText(`${TRIAL_CREDITS} free wrap previews`).waitFor(),
    });
    expect(await sidebarShop(page).textContent()).toBe('Bay Area Wraps');

    // The team table counts the owner as a seat and lists them, not "No records found".
    const team = page.getByRole('region', { name: 'Team Members', exact: true });
    await team.getByRole('cell', { name: owner.email }).waitFor();
    expect(await team.getByText(TABLE_MESSAGES.empty).count()).toBe(0);

    await page.goto('/settings/shop');
    const link = page.getByTestId('share-link');
    expect(await link.textContent()).toBe(`${product.server.url}/v/bay-area-wraps`);
    const form = page.getByRole('form', { name: 'Shop name' });
    await form.getByLabel('Shop name').fill('Golden Gate Wraps');
    await form.getByRole('button', { name: 'Save shop name' }).click();
    await page.getByText('Shop name saved').waitFor();
    await page.waitForFunction(() => document.querySelector('.app-sidebar__shop')?.textContent === 'Golden Gate Wraps');
    expect(await link.textContent()).toBe(`${product.server.url}/v/golden-gate-wraps`);

    // The new name survives a reload (it is the server's), and the Widget settings show it too.
    await page.reload();
    expect(await sidebarShop(page).textContent()).toBe('Golden Gate Wraps');
    await page.goto('/settings/widget');
    await page.getByText('The widget shows your shop’s name,').waitFor();
    expect(await page.locator('.wsx-shop-name strong').textContent()).toBe('Golden Gate Wraps');

    // A wide logo, uploaded for the widget.
    await page.getByLabel('Logo').setInputFiles({ name: 'wide-logo.png', mimeType: 'image/png', buffer: await wideLogo(page) });
    await page.getByRole('img', { name: 'Current logo' }).waitFor();
    // In Settings the preview and the sample show it at its own shape too.
    for (const img of [page.getByRole('img', { name: 'Current logo' }), page.locator('.wsx-sample__logo')]) {
      await img.evaluate((el: HTMLImageElement) => el.decode());
      expect(await img.evaluate(drawnRatio)).toBeCloseTo(4, 1);
    }

    // The old share link leads to the new one, whose page carries the new name once, in the widget's header.
    const visitor = await newPage(VIEWPORTS.mobile);
    await visitor.goto('/v/bay-area-wraps');
    await visitor.waitForURL((u) => u.pathname === '/v/golden-gate-wraps');
    expect(await visitor.title()).toBe('Golden Gate Wraps — design your wrap');
    const header = visitor.locator('wrapsmith-visualizer').locator('.wsw-header');
    await header.getByText('Design your wrap with Golden Gate Wraps').waitFor();
    expect(await visitor.locator('header').count()).toBe(1);
    expect(await visitor.locator('meta[property="og:image"]').getAttribute('content')).toMatch(/\/v\/golden-gate-wraps\/preview\.png$/);
    const preview = await visitor.request.get('/v/golden-gate-wraps/preview.png');
    expect(preview.headers()['content-type']).toBe('image/png');

    // The logo keeps its 4:1 shape in the header: neither cropped to a square nor squeezed.
    const logo = header.locator('.wsw-logo');
    await logo.waitFor();
    await visitor.waitForFunction(() => {
      const img = document.querySelector('wrapsmith-visualizer')?.shadowRoot?.querySelector<HTMLImageElement>('.wsw-logo');
      return img?.complete && img.naturalWidth > 0;
    });
    const shape = await logo.evaluate((img: HTMLImageElement) => {
      const box = img.getBoundingClientRect();
      const fit = getComputedStyle(img).objectFit;
      // The part of the box the picture covers: all of it, unless object-fit letterboxes it.
      const scale = fit === 'contain' ? Math.min(box.width / img.naturalWidth, box.height / img.naturalHeight) : null;
      return { box: box.width / box.height, drawn: scale === null ? box.width / box.height : (img.naturalWidth * scale) / (img.naturalHeight * scale), fit };
    });
    expect(shape.fit).not.toBe('cover');
    expect(shape.drawn).toBeCloseTo(4, 1);
    expect(shape.box).toBeGreaterThan(2);
    expectNoPageErrors();
  });

  it('welcomes the demo Pro shop to its plan, not to the trial’s free previews', async () => {
    const page = await newPage();
    await logIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
    await page.waitForURL((u) => u.pathname === '/dashboard');
    const welcome = page.getByRole('dialog', { name: 'Welcome to Wrapsmith!' });
    await welcome.getByText(/Wrap previews ready on your Pro plan/).waitFor();
    expect(await welcome.getByText(/free/i).count()).toBe(0);
    await welcome.getByRole('button', { name: 'Close' }).first().click();
    expect(await sidebarShop(page).textContent()).toBe('Northside Wraps');
  });

  it('says "You were signed out" when the session ends and brings the owner back to their page', async () => {
    const page = await newPage();
    await logIn(page, DEMO_OWNER.email, DEMO_OWNER.password);
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await page.goto('/settings/shop');
    await page.getByRole('form', { name: 'Shop name' }).waitFor();
    // The session ends on the server (as when it expires or is revoked elsewhere); the next call is refused.
    await page.context().clearCookies();
    await page.evaluate(() => {
      const raw = localStorage.getItem('ws-root');
      if (raw) localStorage.setItem('ws-root', raw.replace(/"accessToken":"[^"]*"/, '"accessToken":"expired"'));
    });
    await page.goto('/settings/emails');
    await page.waitForURL((u) => u.pathname === '/login');
    await page.getByText(AUTH_MESSAGES.signedOut).waitFor();
    await page.getByLabel('Email').fill(DEMO_OWNER.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_OWNER.password);
    await page.getByRole('button', { name: 'Enter Studio' }).click();
    await page.waitForURL((u) => u.pathname === '/settings/emails');
    expectNoPageErrors();
  });
});
