// Issue 28 item 1 ("Done when": the landing page's "worldwide" is true): a visitor whose browser speaks German opens
// the landing page at 375 px and reads it in German — no English sentence of the landing and public areas visible
// (counts and prices filled), nothing cut off, no sideways scroll, <html lang="de">. They pick Español in the footer:
// the page switches at once, and after a reload it is still Spanish (the choice is remembered in this browser).
import os from 'node:os';
import path from 'node:path';
import { VIEWPORTS, screenshot, steadyScrolling } from '@wrapsmith/e2e-kit';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { landingEnglish } from '../src/content/landing.ts';
import { LANDING_EN, type LandingKey } from '../src/i18n/areas/landing/en.ts';
import LANDING_DE from '../src/i18n/areas/landing/de.ts';
import LANDING_ES from '../src/i18n/areas/landing/es.ts';
import { PUBLIC_EN } from '../src/i18n/areas/public/en.ts';
import PUBLIC_DE from '../src/i18n/areas/public/de.ts';
import PUBLIC_ES from '../src/i18n/areas/public/es.ts';
import { useProduct } from './support.ts';

const SCREENS = path.join(os.tmpdir(), 'wrapsmith-screens', 'landing-languages');
const product = useProduct();

type Catalogue = Record<string, string>;

/** The English sentences (arguments filled as English shows them) that `landing` and `public` say differently. */
function englishOnly(landing: Catalogue, publicWords: Catalogue): string[] {
  const theirs = new Set([...Object.values(landing), ...Object.values(publicWords)]);
  const pairs: [string, string | undefined][] = [
    ...(Object.keys(LANDING_EN) as LandingKey[]).map((k): [string, string | undefined] => [landingEnglish(k), landing[k]]),
    ...Object.entries(PUBLIC_EN).map(([k, v]): [string, string | undefined] => [v, publicWords[k]]),
  ];
  return [...new Set(pairs.filter(([en, other]) => !en.includes('{') && en !== other && !theirs.has(en)).map(([en]) => en))];
}

/** Visible English text (and English accessible names), what is cut off, and whether the page scrolls sideways. */
async function inspect(page: Page, english: string[]) {
  return page.evaluate((english) => {
    const visible = (el: Element) => (el as HTMLElement).checkVisibility?.({ visibilityProperty: true, opacityProperty: true }) ?? true;
    const englishSet = new Set(english);
    const seen: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const parent = walker.currentNode.parentElement;
      if (!parent || parent.closest('option, script, style') || !visible(parent)) continue;
      const text = walker.currentNode.textContent?.trim();
      if (text) seen.push(text);
    }
    for (const el of document.querySelectorAll('[aria-label], [title]')) {
      for (const name of [el.getAttribute('aria-label'), el.getAttribute('title')]) if (name) seen.push(name.trim());
    }
    for (const title of document.querySelectorAll('svg title')) if (title.textContent) seen.push(title.textContent.trim());
    const body = document.body.innerText;
    const left = [...seen.filter((t) => englishSet.has(t)), ...english.filter((e) => e.length >= 24 && body.includes(e))];
    const cut = [...document.querySelectorAll('button, label, h1, h2, h3, a, [role="tab"], select, dt, dd')]
      .filter((el) => visible(el) && el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible')
      .map((el) => `${el.tagName.toLowerCase()}: ${(el as HTMLElement).innerText.trim().slice(0, 60)}`);
    // What sticks out sideways, named, so a failure says which words are too long.
    const sideways = document.documentElement.scrollWidth > window.innerWidth;
    const wide = sideways
      ? [...document.body.querySelectorAll('*')]
          .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 && el.children.length === 0 && !el.closest('[role="tablist"]'))
          .map((el) => `${el.tagName.toLowerCase()}.${el.className}: ${(el as HTMLElement).innerText?.trim().slice(0, 60) ?? ''}`)
          .slice(0, 10)
      : [];
    return { left: [...new Set(left)], cut, sideways: wide.length ? wide : sideways, lang: document.documentElement.lang };
  }, english);
}

async function expectSpoken(page: Page, english: string[], lang: string, where: string) {
  const found = await inspect(page, english);
  expect({ where, ...found }).toEqual({ where, left: [], cut: [], sideways: false, lang });
}

describe('issue 28: the landing page in German at 375 px, then Español from the footer', () => {
  it('reads German with no English left, switches to Spanish at once and stays Spanish after a reload', async () => {
    const context = await steadyScrolling(await product.browser.newContext({ viewport: VIEWPORTS.mobile, baseURL: product.server.url, locale: 'de-DE' }));
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(`${err.message} ${err.stack ?? ''}`.slice(0, 600)));

    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: LANDING_DE['landing.hero.title'] }).waitFor();
    await page.getByText(LANDING_DE['landing.world.languages']).waitFor();
    await expectSpoken(page, englishOnly(LANDING_DE, PUBLIC_DE), 'de', 'landing in German');
    // Every FAQ answer opened too: the long German sentences must fit as well.
    for (const key of Object.keys(LANDING_DE).filter((k) => k.startsWith('landing.faq.') && k.endsWith('.q'))) {
      await page.getByRole('button', { name: LANDING_DE[key as LandingKey] }).click();
    }
    await expectSpoken(page, englishOnly(LANDING_DE, PUBLIC_DE), 'de', 'landing in German, FAQ open');
    await screenshot(page, SCREENS, 'landing-de-375');

    const picker = page.getByRole('combobox', { name: PUBLIC_DE['public.language'] });
    await picker.focus();
    await picker.selectOption({ label: 'Español' });
    await page.getByRole('heading', { level: 1, name: LANDING_ES['landing.hero.title'] }).waitFor();
    await expectSpoken(page, englishOnly(LANDING_ES, PUBLIC_ES), 'es', 'landing after picking Español');
    expect(await page.getByRole('combobox', { name: PUBLIC_ES['public.language'] }).inputValue()).toBe('es');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: LANDING_ES['landing.hero.title'] }).waitFor();
    await expectSpoken(page, englishOnly(LANDING_ES, PUBLIC_ES), 'es', 'landing after a reload');
    await screenshot(page, SCREENS, 'landing-es-375');
    expect(errors).toEqual([]);
    await context.close();
  });
});
