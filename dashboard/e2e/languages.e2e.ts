// Issue 28 item 1: a newcomer whose browser speaks Spanish or German signs up, verifies, logs in and opens the
// Studio at 375 px in that language: no English left on screen (against the English catalogues, brand and film
// names, numbers and the words both languages share allowed), nothing cut off, no sideways scroll, <html lang> set.
import os from 'node:os';
import path from 'node:path';
import { VIEWPORTS, otpFrom, screenshot, waitForEmail, steadyScrolling } from '@wrapsmith/e2e-kit';
import { formatMessage } from '@wrapsmith/core/i18n';
import VIS_DE from '@wrapsmith/visualizer/i18n/de';
import { VISUALIZER_EN } from '@wrapsmith/visualizer/i18n/en';
import VIS_ES from '@wrapsmith/visualizer/i18n/es';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DE } from '../src/i18n/de.ts';
import { EN } from '../src/i18n/en.ts';
import { ES } from '../src/i18n/es.ts';
import { DEMO_OWNER, logInToDashboard, useProduct } from './support.ts';

const SCREENS = path.join(os.tmpdir(), 'wrapsmith-screens', 'languages');
const product = useProduct();

type Catalogue = Record<string, string>;
const LANGUAGES = [
  { lang: 'es', browser: 'es-ES', messages: ES as Catalogue, visualizer: VIS_ES as Catalogue },
  { lang: 'de', browser: 'de-DE', messages: DE as Catalogue, visualizer: VIS_DE as Catalogue },
] as const;

/** English messages (without arguments) that this language says differently: none of them may show. */
function englishOnly(messages: Catalogue, visualizer: Catalogue): string[] {
  const theirs = new Set([...Object.values(messages), ...Object.values(visualizer)]);
  const pairs: [string, string | undefined][] = [
    ...Object.entries(EN).map(([k, v]): [string, string | undefined] => [v, messages[k]]),
    ...Object.entries(VISUALIZER_EN).map(([k, v]): [string, string | undefined] => [v, visualizer[k]]),
  ];
  return [...new Set(pairs.filter(([en, other]) => !en.includes('{') && en !== other && !theirs.has(en)).map(([en]) => en))];
}

/** Visible text nodes, selected options and labels-by-attribute that are English; and what is cut off or scrolls sideways. */
async function inspect(page: Page, english: string[]) {
  return page.evaluate((english) => {
    const visible = (el: Element) => (el as HTMLElement).checkVisibility?.({ visibilityProperty: true, opacityProperty: true }) ?? true;
    const englishSet = new Set(english);
    const seen: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const parent = node.parentElement;
      if (!parent || parent.closest('option, script, style') || !visible(parent)) continue;
      const text = node.textContent?.trim();
      if (text) seen.push(text);
    }
    for (const select of document.querySelectorAll('select')) if (visible(select) && select.selectedOptions[0]) seen.push(select.selectedOptions[0].text.trim());
    const body = document.body.innerText;
    const left = [...seen.filter((t) => englishSet.has(t)), ...english.filter((e) => e.length >= 24 && body.includes(e))];
    const cut = [...document.querySelectorAll('button, label, h1, h2, h3, legend, a, [role="tab"], .ws-label')]
      .filter((el) => visible(el) && el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible')
      .map((el) => `${el.tagName.toLowerCase()}: ${(el as HTMLElement).innerText.trim().slice(0, 60)}`);
    return { left: [...new Set(left)], cut, sideways: document.documentElement.scrollWidth > window.innerWidth, lang: document.documentElement.lang };
  }, english);
}

async function expectSpoken(page: Page, english: string[], lang: string, where: string) {
  const found = await inspect(page, english);
  expect({ where, ...found }).toEqual({ where, left: [], cut: [], sideways: false, lang });
}

describe('issue 28 item 1: sign-up and the Studio in Spanish and German at 375 px', () => {
  for (const { lang, browser, messages, visualizer } of LANGUAGES) {
    it(`walks sign-up, verify, log-in and the Studio in ${lang} with no English left and nothing cut off`, async () => {
      const english = englishOnly(messages, visualizer);
      const t = (key: keyof typeof EN, values?: Record<string, string | number>) => formatMessage(lang, messages[key]!, values);
      const context = await steadyScrolling(await product.browser.newContext({ viewport: VIEWPORTS.mobile, baseURL: product.server.url, locale: browser }));
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(err.message));
      const email = `lang-${lang}-${Date.now()}@example.com`;

      await page.goto('/signUp');
      await page.getByRole('heading', { name: t('signUp.title') }).waitFor();
      await expectSpoken(page, english, lang, 'sign-up');
      await screenshot(page, SCREENS, `sign-up-${lang}-375`);
      await page.getByLabel(t('field.firstName'), { exact: true }).fill('Ana');
      await page.getByLabel(t('field.lastName'), { exact: true }).fill('Ruiz');
      await page.getByLabel(t('field.email'), { exact: true }).fill(email);
      await page.getByLabel(t('field.password'), { exact: true }).fill('long-enough-1');
      await expectSpoken(page, english, lang, 'sign-up filled');
      await page.getByRole('button', { name: t('signUp.submit') }).click();

      await page.waitForURL((u) => u.pathname === '/verify-otp');
      await page.getByRole('heading', { name: t('verify.title') }).waitFor();
      await expectSpoken(page, english, lang, 'verify');
      await screenshot(page, SCREENS, `verify-${lang}-375`);
      const code = otpFrom(await waitForEmail(product.server.url, email, /code|verif/i));
      await page.getByLabel(t('verify.digit', { n: 1, count: 6 })).fill(code[0] ?? '');
      for (let i = 1; i < 6; i++) await page.keyboard.type(code[i] ?? '');
      await page.getByRole('button', { name: t('verify.submit') }).click();

      await page.waitForURL((u) => u.pathname === '/login');
      await page.getByText(t('login.verified')).waitFor();
      await expectSpoken(page, english, lang, 'log-in');
      await screenshot(page, SCREENS, `login-${lang}-375`);
      await page.getByLabel(t('field.password'), { exact: true }).fill('long-enough-1');
      await page.getByRole('button', { name: t('login.submit') }).click();
      await page.waitForURL((u) => u.pathname === '/dashboard');
      await page.waitForLoadState('networkidle');

      await page.goto('/tool');
      const year = page.getByRole('combobox', { name: visualizer.year, exact: true });
      await year.waitFor();
      await page.getByRole('heading', { name: t('studio.title'), level: 1 }).waitFor();
      await expectSpoken(page, english, lang, 'Studio');
      await screenshot(page, SCREENS, `studio-${lang}-375`);

      await year.selectOption({ index: 1 });
      const make = page.getByRole('combobox', { name: visualizer.make, exact: true });
      await expect.poll(() => make.locator('option').count()).toBeGreaterThan(1);
      await make.selectOption({ index: 1 });
      const model = page.getByRole('combobox', { name: visualizer.model, exact: true });
      await expect.poll(() => model.locator('option').count()).toBeGreaterThan(1);
      await model.selectOption({ index: 1 });
      const brand = page.getByRole('combobox', { name: visualizer.brand, exact: true });
      await expect.poll(() => brand.locator('option').count()).toBeGreaterThan(1);
      await brand.selectOption({ index: 1 });
      await page.getByRole('tablist', { name: visualizer.finishes }).getByRole('tab').first().waitFor();
      await expectSpoken(page, english, lang, 'Studio with a vehicle and a brand');
      await screenshot(page, SCREENS, `studio-picked-${lang}-375`);

      await page.getByRole('button', { name: t('frame.openMenu') }).click();
      await page.getByRole('navigation', { name: t('frame.mainNav') }).getByRole('link', { name: t('menu.studio') }).waitFor();
      await expectSpoken(page, english, lang, 'menu');
      await screenshot(page, SCREENS, `menu-${lang}-375`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('issue 28 item 3: the layout mirrors for a right-to-left language (decision 102)', () => {
  it('with dir="rtl" the sidebar, the top bar, tables and the phone menu sit on the other side; left to right is unchanged', async () => {
    const context = await steadyScrolling(await product.browser.newContext({ viewport: VIEWPORTS.desktop, baseURL: product.server.url }));
    const page = await context.newPage();
    await logInToDashboard(page, DEMO_OWNER.email, DEMO_OWNER.password, { firstLogin: true });
    await page.goto('/leads');
    await page.locator('.ws-table th').first().waitFor();
    const geometry = () =>
      page.evaluate(() => {
        const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
        const th = document.querySelector('.ws-table th')!;
        const text = document.createRange();
        text.selectNodeContents(th);
        const words = text.getBoundingClientRect();
        const cell = th.getBoundingClientRect();
        return {
          width: window.innerWidth,
          sidebar: { left: box('.app-sidebar').left, right: box('.app-sidebar').right },
          body: { left: box('.app-body').left, right: box('.app-body').right },
          actions: { left: box('.app-topbar__actions').left, right: box('.app-topbar__actions').right },
          header: { gapLeft: words.left - cell.left, gapRight: cell.right - words.right },
        };
      });
    const ltr = await geometry();
    expect(ltr.sidebar.left).toBe(0);
    expect(ltr.body.left).toBeGreaterThanOrEqual(ltr.sidebar.right - 1);
    expect(ltr.actions.right).toBeGreaterThan(ltr.width - 200);
    expect(ltr.header.gapLeft).toBeLessThan(ltr.header.gapRight);

    await page.evaluate(() => (document.documentElement.dir = 'rtl'));
    const rtl = await geometry();
    expect(Math.round(rtl.sidebar.right)).toBe(rtl.width);
    expect(rtl.body.right).toBeLessThanOrEqual(rtl.sidebar.left + 1);
    expect(rtl.actions.left).toBeLessThan(200);
    expect(rtl.header.gapRight).toBeLessThan(rtl.header.gapLeft);
    await screenshot(page, SCREENS, 'leads-rtl-desktop');

    await page.setViewportSize(VIEWPORTS.mobile);
    await page.getByRole('button', { name: EN['frame.openMenu'] }).click();
    const nav = page.getByRole('navigation', { name: EN['frame.mainNav'] });
    await nav.waitFor();
    await expect.poll(async () => page.evaluate(() => Math.round(document.querySelector('.app-sidebar')!.getBoundingClientRect().right))).toBe(VIEWPORTS.mobile.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, SCREENS, 'menu-rtl-375');
    await context.close();
  });
});
