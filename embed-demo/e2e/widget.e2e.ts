// The widget in real Chromium on the sample shop's site, served from another origin than the widget, as in
// production, against the real product: the built API serves the widget and answers the public widget API with its
// own data (e2e/wrapsmith.ts); the shop's credits and leads are read back through the shop's own API. product.e2e.ts
// follows the journeys on into the dashboard. Screenshots go to embed-demo/screens/.
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, VIEWPORTS, auditA11y, launchBrowser, openPage, screenshot, type TrackedPage } from '@wrapsmith/e2e-kit';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendQuote, startWrapsmith, type Wrapsmith } from './wrapsmith.ts';

const SCREENS = path.join(REPO_ROOT, 'embed-demo/screens');
let browser: Browser;
let wrapsmith: Wrapsmith;
let site: Wrapsmith['site'];
const pages: TrackedPage[] = [];

beforeAll(async () => {
  wrapsmith = await startWrapsmith();
  site = wrapsmith.site;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await wrapsmith?.stop();
});

async function open(url: string, viewport: { width: number; height: number } = VIEWPORTS.desktop, beforeGoto?: (page: Page) => unknown): Promise<Page> {
  const tracked = await openPage(browser, { viewport });
  pages.push(tracked);
  await beforeGoto?.(tracked.page);
  await tracked.page.goto(url);
  return tracked.page;
}

function expectNoPageErrors() {
  const errors = pages.flatMap((p) => p.errors);
  expect(errors, errors.join('\n')).toEqual([]);
}

async function pickAndRender(page: Page, scope = page.locator('[data-wrapsmith-inline] wrapsmith-visualizer')) {
  await scope.getByRole('combobox', { name: 'Year' }).selectOption('2024');
  await scope.getByRole('combobox', { name: 'Make' }).selectOption('Tesla');
  await scope.getByRole('combobox', { name: 'Model' }).selectOption('Model 3');
  await scope.getByRole('button', { name: /Gloss Hotrod Red/ }).click();
  await scope.getByRole('img', { name: /^2024 Tesla Model 3 wrapped in 3M Gloss Hotrod Red/ }).waitFor();
}

describe('the widget on a shop website', () => {
  it('renders inside a shadow root; a visitor renders a wrap and sends a lead', async () => {
    const page = await open(`${site.url}/`);
    const events = page.evaluate(
      () =>
        new Promise<unknown[]>((resolve) => {
          const seen: unknown[] = [];
          window.addEventListener('wrapsmith:render', (e) => seen.push({ render: (e as CustomEvent).detail }));
          window.addEventListener('wrapsmith:lead', (e) => resolve([...seen, { lead: (e as CustomEvent).detail }]));
        }),
    );
    const widget = page.locator('[data-wrapsmith-inline] wrapsmith-visualizer');
    await widget.getByRole('heading', { name: 'Design your wrap with Northside Wraps' }).waitFor();
    await widget.getByRole('combobox', { name: 'Year' }).waitFor();
    // The entry's stylesheet and the wrap flow chunk's share of it, both inside the shadow root (decision 047).
    const shadow = await widget.evaluate((el) => ({ open: el.shadowRoot?.mode, styles: el.shadowRoot?.querySelectorAll('style').length ?? 0 }));
    expect(shadow).toEqual({ open: 'open', styles: 2 });
    expect(await page.evaluate(() => document.querySelectorAll('head style').length)).toBe(0);
    await screenshot(page, SCREENS, 'home-1280');

    const credits = await wrapsmith.credits();
    await pickAndRender(page);
    expect(await wrapsmith.credits()).toBe(credits - 1);
    await sendQuote(widget, { name: 'Dana Reyes', email: 'dana@example.com' });
    const [render, lead] = (await events) as [{ render: { renderId: string } }, { lead: { leadId: string; renderId: string } }];
    expect([render, lead]).toEqual([
      { render: { renderId: expect.any(String), vehicle: { year: 2024, make: 'Tesla', model: 'Model 3' }, film: { brand: '3M', name: expect.stringMatching(/^Gloss Hotrod Red/), finish: 'gloss', hex: '#c8102e' } } },
      { lead: { leadId: expect.any(String), renderId: render.render.renderId } },
    ]);
    // The shop has the lead, with the render it was sent for and the page it was sent from.
    const stored = (await wrapsmith.leads()).find((l) => l._id === lead.lead.leadId);
    expect(stored).toMatchObject({ name: 'Dana Reyes', email: 'dana@example.com', pageUrl: `${site.url}/`, render: { _id: render.render.renderId } });
    await screenshot(page, SCREENS, 'home-lead-sent-1280');
    expectNoPageErrors();
  });

  it('is usable on a 375px phone and scales its type down', async () => {
    const page = await open(`${site.url}/`, VIEWPORTS.mobile);
    const widget = page.locator('[data-wrapsmith-inline] wrapsmith-visualizer');
    const year = widget.getByRole('combobox', { name: 'Year' });
    await year.waitFor();
    const box = await widget.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(375);
    expect(await widget.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    // 375px minus the page's margins leaves the widget under 380px: the smallest type step, 14px.
    expect(await year.evaluate((el) => getComputedStyle(el).fontSize)).toBe('14px');
    await pickAndRender(page);
    await screenshot(page, SCREENS, 'home-375');
    expectNoPageErrors();
  });

  it('passes an axe-core audit inside its shadow root: picker, render, quote form and popup, at both widths', async () => {
    for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
      const page = await open(`${site.url}/`, viewport);
      const widget = page.locator('[data-wrapsmith-inline] wrapsmith-visualizer');
      await widget.getByRole('combobox', { name: 'Year' }).waitFor();
      const findings = await auditA11y(page);
      await pickAndRender(page);
      findings.push(...(await auditA11y(page)));
      await widget.getByRole('button', { name: 'Get a quote' }).click();
      await widget.getByRole('button', { name: 'Send my request' }).waitFor();
      findings.push(...(await auditA11y(page)));

      const services = await open(`${site.url}/services.html`, viewport);
      await services.getByRole('button', { name: 'Preview a colour' }).click();
      await services.getByRole('dialog', { name: 'Design your wrap with Northside Wraps' }).getByRole('combobox', { name: 'Year' }).waitFor();
      findings.push(...(await auditA11y(services)));
      expect(findings).toEqual([]);
    }
    expectNoPageErrors();
  });

  it('opens the popup from the services page, traps focus, closes on Escape and returns focus', async () => {
    const page = await open(`${site.url}/services.html`);
    const opener = page.getByRole('button', { name: 'Preview a colour' });
    await opener.focus();
    await opener.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Design your wrap with Northside Wraps' });
    await dialog.waitFor();
    await dialog.getByRole('combobox', { name: 'Year' }).waitFor();
    // showModal(): the host page is inert, so Tab only ever lands inside the dialog (or leaves the page for the
    // browser's own controls, where a real browser has them).
    expect(await dialog.evaluate((el) => el instanceof HTMLDialogElement && el.matches(':modal'))).toBe(true);
    const stops = new Set<string>();
    for (let i = 0; i < 40; i += 1) {
      await page.keyboard.press('Tab');
      stops.add(
        await page.evaluate(() => {
          const host = document.querySelector('body > wrapsmith-visualizer');
          if (host && document.activeElement === host) return host.shadowRoot?.activeElement?.closest('dialog') ? 'dialog' : 'widget outside the dialog';
          return document.activeElement === document.body || !document.activeElement ? 'nowhere' : `page: ${document.activeElement.outerHTML.slice(0, 60)}`;
        }),
      );
    }
    expect([...stops].filter((stop) => stop !== 'nowhere')).toEqual(['dialog']);
    await screenshot(page, SCREENS, 'services-popup-1280');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.getByRole('button', { name: 'Design your wrap' }).last().waitFor();
    expectNoPageErrors();
  });

  it('shows the floating button on every page, clear of the corner by the default or the page\'s offset', async () => {
    // services.html sets offset: '24 96' (right, bottom) to keep the button clear of its content.
    for (const [pathname, right, bottom] of [['/', 20, 20], ['/services.html', 24, 96]] as const) {
      for (const viewport of Object.values(VIEWPORTS)) {
        const page = await open(`${site.url}${pathname}`, viewport);
        const fab = page.locator('body > wrapsmith-visualizer[mode="floating"]').getByRole('button', { name: 'Design your wrap' });
        await fab.waitFor();
        const box = await fab.boundingBox();
        if (!box) throw new Error(`No floating button on ${pathname}`);
        expect(Math.round(box.width)).toBe(60);
        expect({ pathname, right: Math.round(viewport.width - box.x - box.width), bottom: Math.round(viewport.height - box.y - box.height) }).toEqual({ pathname, right, bottom });
      }
    }
  });

  it('keeps a usable widget on a page with Bootstrap and a hostile stylesheet', async () => {
    const page = await open(`${site.url}/hostile.html`);
    const widget = page.locator('#wrap-target wrapsmith-visualizer');
    const year = widget.getByRole('combobox', { name: 'Year' });
    await year.waitFor();
    const styles = await widget.evaluate((host) => {
      const root = host.shadowRoot;
      const pick = (selector: string) => {
        const el = root?.querySelector(selector);
        if (!el) return null;
        const s = getComputedStyle(el);
        return { fontSize: s.fontSize, color: s.color, display: s.display, textTransform: s.textTransform, fontFamily: s.fontFamily, backgroundColor: s.backgroundColor };
      };
      return { host: getComputedStyle(host).display, section: pick('section'), title: pick('.wsv-section__title'), select: pick('select'), body: pick('.wsw-body') };
    });
    expect(styles.host).toBe('block');
    expect(styles.section?.display).not.toBe('none');
    expect(styles.title).toMatchObject({ textTransform: 'none', fontSize: '18px' });
    expect(styles.title?.color).not.toBe('rgb(255, 0, 0)');
    expect(styles.body?.fontSize).toBe('16px');
    expect(styles.select?.fontFamily).not.toMatch(/Comic/);
    expect(styles.select?.backgroundColor).not.toBe('rgb(255, 105, 180)');
    await pickAndRender(page, widget);
    await screenshot(page, SCREENS, 'hostile-1280');
    expectNoPageErrors();
  });

  it('loads the bundle once when the snippet is pasted twice', async () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'widget/dist/manifest.json'), 'utf8')) as { bundle: string };
    const requests: string[] = [];
    const page = await open(`${site.url}/pasted-twice.html`, VIEWPORTS.desktop, (p) => p.on('request', (request) => requests.push(new URL(request.url()).pathname)));
    await page.locator('[data-wrapsmith-inline] wrapsmith-visualizer').getByRole('combobox', { name: 'Year' }).waitFor();
    expect(await page.locator('script[data-wrapsmith-bundle]').count()).toBe(1);
    expect(await page.locator('[data-wrapsmith-inline] wrapsmith-visualizer').count()).toBe(1);
    expect(await page.locator('body > wrapsmith-visualizer').count()).toBe(1);
    // The entry once, and each chunk (preloaded by the loader, imported by the entry) once.
    const files = requests.filter((p) => p.startsWith('/widget/'));
    expect(files.filter((p) => p === `/widget/${manifest.bundle}`)).toHaveLength(1);
    expect(new Set(files).size).toBe(files.length);
    expectNoPageErrors();
  });

  it("asks for the Year list before the wrap flow's chunk has arrived, and fetches that chunk beside the entry (issue 23 item 23)", async () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'widget/dist/manifest.json'), 'utf8')) as { bundle: string; chunks: string[] };
    const wrapFlow = manifest.chunks.find((name) => name.startsWith('wrapsmith-wrap-flow.'));
    if (!wrapFlow) throw new Error('the build has no wrap flow chunk');
    const log: string[] = [];
    const name = (url: string) => new URL(url).pathname.split('/').pop() ?? '';
    let yearsAsked: () => void = () => {};
    const asked = new Promise<void>((resolve) => (yearsAsked = resolve));
    const page = await open(`${site.url}/`, VIEWPORTS.desktop, async (p) => {
      p.on('request', (request) => {
        log.push(`ask ${name(request.url())}`);
        if (name(request.url()) === 'get-years') yearsAsked();
      });
      p.on('requestfinished', (request) => log.push(`got ${name(request.url())}`));
      // The wrap flow's chunk is held back until get-years has gone out (5 s at most): a widget that asks for the
      // Year list only once that chunk is in would wait here, then ask after it.
      await p.route(`**/widget/${wrapFlow}`, async (route) => {
        await Promise.race([asked, new Promise((resolve) => setTimeout(resolve, 5_000))]);
        await route.continue();
      });
    });
    const year = page.locator('[data-wrapsmith-inline] wrapsmith-visualizer').getByRole('combobox', { name: 'Year' });
    await year.waitFor();
    await expect.poll(() => year.evaluate((select: HTMLSelectElement) => select.options.length)).toBeGreaterThan(1);
    const at = (entry: string) => {
      const index = log.indexOf(entry);
      if (index < 0) throw new Error(`never saw "${entry}" in ${log.join(', ')}`);
      return index;
    };
    expect(at('ask get-years')).toBeLessThan(at(`got ${wrapFlow}`));
    // Preloaded beside the entry (by the first control's module), not asked for once the entry has run.
    expect(at(`ask ${wrapFlow}`)).toBeLessThan(at(`got ${manifest.bundle}`));
    // The config and the Year list, each asked once: the entry took what widget.js (or it) had already asked.
    expect(log.filter((entry) => entry === 'ask config' || entry === 'ask get-years').sort()).toEqual(['ask config', 'ask get-years']);
    expectNoPageErrors();
  });

  it('issue 24 (issue 23 item 23 leftover): draws a usable Year select before the visualizer is asked for; a year picked there by keyboard carries over', async () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'widget/dist/manifest.json'), 'utf8')) as { bundle: string };
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let entryAsked = false;
    const tracked = await openPage(browser, { viewport: VIEWPORTS.mobile });
    pages.push(tracked);
    const { page } = tracked;
    // The visualizer's entry is held back until the test lets it go: the first control must work without it (and
    // the page's load event waits for it, so the page is only awaited to its DOM).
    await page.route(`**/widget/${manifest.bundle}`, async (route) => {
      entryAsked = true;
      await held;
      await route.continue();
    });
    await page.goto(`${site.url}/`, { waitUntil: 'domcontentloaded' });
    const first = page.locator('[data-wrapsmith-inline] [data-wrapsmith-first]');
    await first.getByRole('heading', { name: 'Design your wrap with Northside Wraps' }).waitFor();
    const year = first.getByRole('combobox', { name: 'Year' });
    await year.waitFor();
    // Within the phone's width, with the widget's type scale.
    expect((await first.boundingBox())?.width).toBeLessThanOrEqual(375);
    expect(await year.evaluate((el) => getComputedStyle(el).fontSize)).toBe('14px');
    // Keyboard: focus the select and pick the year with the arrow keys, as a visitor would.
    await year.focus();
    await page.keyboard.press('ArrowDown');
    const picked = await year.inputValue();
    expect(picked).not.toBe('');
    expect(entryAsked).toBe(true);
    release();
    const widget = page.locator('[data-wrapsmith-inline] wrapsmith-visualizer');
    const real = widget.getByRole('combobox', { name: 'Year' });
    await real.waitFor();
    await expect.poll(() => first.count()).toBe(0);
    expect(await real.inputValue()).toBe(picked);
    // The visualizer went on from there: the Make list is asked for that year, and the focus stayed on the Year.
    await expect.poll(() => widget.getByRole('combobox', { name: 'Make' }).isEnabled()).toBe(true);
    expect(await real.evaluate((el) => el.getRootNode() instanceof ShadowRoot && (el.getRootNode() as ShadowRoot).activeElement === el)).toBe(true);
    expectNoPageErrors();
  });

  it('on a website that is not allowed, shows the friendly message and spends nothing', async () => {
    const credits = await wrapsmith.credits();
    const tracked = await openPage(browser, { ignore: [/403/] });
    const page = tracked.page;
    await page.goto(`${wrapsmith.elsewhere.url}/`);
    const widget = page.locator('[data-wrapsmith-inline] wrapsmith-visualizer');
    await widget.getByRole('alert').getByText("The wrap visualizer isn't enabled for this website yet.").waitFor();
    // One state: the header no longer says it is loading while the body says it is not enabled.
    expect(await widget.getByRole('heading').allInnerTexts()).toEqual(['Wrap visualizer unavailable']);
    expect(await widget.getByText('Loading the visualizer…').count()).toBe(0);
    expect(await page.locator('body > wrapsmith-visualizer').getByRole('button', { name: 'Design your wrap' }).count()).toBe(0);
    expect(await wrapsmith.credits()).toBe(credits);
    await screenshot(page, SCREENS, 'not-allowed-1280');
    expect(tracked.errors).toEqual([]);
  });
});
