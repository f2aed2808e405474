// Debian's chromium driven by playwright-core. Never downloads a browser.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { CHROMIUM_PATH, REFRESH_SCREENS } from './env.ts';

export { CHROMIUM_PATH };

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM_PATH)) throw new Error(`No chromium at ${CHROMIUM_PATH}: apt-get install -y chromium`);
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: ARGS, headless: true });
}

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 812 },
} as const;

/**
 * Pages of a test's browser context scroll at once. The dashboard scrolls smoothly (`html { scroll-behavior:
 * smooth }`), so the scroll that brings a button below the fold into view glides for a few hundred milliseconds,
 * and with both cores busy a click could land where the button had been: it then hits nothing, and the test waits
 * for a form that was never sent (decision 081, tenth session). Only the scrolling changes: an inline style on
 * <html> (CSSOM, which the pages' CSP allows), set before any page script runs (or once the page is parsed), on
 * every page of the context.
 * Every context a test makes goes through here (openPage does).
 */
export async function steadyScrolling(context: BrowserContext): Promise<BrowserContext> {
  await context.addInitScript(() => {
    // The script can run before the document has its <html> element: then once the page is parsed.
    const steady = () => document.documentElement?.style.setProperty('scroll-behavior', 'auto');
    steady();
    document.addEventListener('DOMContentLoaded', steady);
  });
  return context;
}

export interface TrackedPage {
  page: Page;
  context: BrowserContext;
  /** Uncaught page errors and console errors seen so far; a test asserts this stays empty. */
  errors: string[];
}

/**
 * A fresh context and page that records page errors and console errors. Resource errors the app expects
 * (a 401 on the session probe, a 4xx a test provokes) are logged by chromium as console errors, so
 * `ignore` lets a test name the ones it causes on purpose.
 */
export async function openPage(
  browser: Browser,
  options: { viewport?: { width: number; height: number }; baseURL?: string; ignore?: RegExp[] } = {},
): Promise<TrackedPage> {
  const context = await steadyScrolling(await browser.newContext({ viewport: options.viewport ?? VIEWPORTS.desktop, baseURL: options.baseURL }));
  const page = await context.newPage();
  const errors: string[] = [];
  const ignored = (text: string) => (options.ignore ?? []).some((re) => re.test(text));
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !ignored(msg.text()) && !/Failed to load resource: the server responded with a status of 4\d\d/.test(msg.text())) {
      errors.push(`console.error: ${msg.text()}`);
    }
  });
  return { page, context, errors };
}

/**
 * Where a screenshot named `name` goes: into `dir` (docs/screens, embed-demo/screens: tracked files) only when the
 * screens are being refreshed on purpose (`pnpm screens`, WRAPSMITH_SCREENS=1); on every other run, into the OS's
 * temp folder, so a test run never rewrites tracked files (issue 24 item 6). Every screenshot a test takes goes
 * through here (eslint.config.js forbids `.screenshot({ path })` in e2e files).
 */
export function screenshotFile(dir: string, name: string): string {
  const into = REFRESH_SCREENS ? dir : path.join(os.tmpdir(), 'wrapsmith-screens', path.basename(dir));
  fs.mkdirSync(into, { recursive: true });
  return path.join(into, `${name}.png`);
}

/**
 * A screenshot named `name` (see screenshotFile for where it goes): the full page, or only the viewport with
 * `{ fullPage: false }`, or one element when `target` is a locator. Returns the file's path.
 */
export async function screenshot(target: Page | Locator, dir: string, name: string, options: { fullPage?: boolean } = {}): Promise<string> {
  const file = screenshotFile(dir, name);
  if ('goto' in target) {
    // Sticky and fixed bars are drawn where the viewport is; from the top they land where a person first sees them.
    if (options.fullPage !== false) await target.evaluate(() => window.scrollTo(0, 0));
    await target.screenshot({ path: file, fullPage: options.fullPage !== false, animations: 'disabled' });
  } else {
    await target.screenshot({ path: file, animations: 'disabled' });
  }
  return file;
}
