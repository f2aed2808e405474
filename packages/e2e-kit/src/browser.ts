// Debian's chromium driven by playwright-core. Never downloads a browser.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
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
  const context = await browser.newContext({ viewport: options.viewport ?? VIEWPORTS.desktop, baseURL: options.baseURL });
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

/** Saves a full-page screenshot under `dir` (created) and returns its path. */
/**
 * A full-page screenshot named `name`. Into `dir` (docs/screens, embed-demo/screens: tracked files) only when the
 * screens are being refreshed on purpose (`pnpm screens`, WRAPSMITH_SCREENS=1); on every other run, into the OS's
 * temp folder, so a test run never rewrites tracked files.
 */
export async function screenshot(page: Page, dir: string, name: string): Promise<string> {
  const into = REFRESH_SCREENS ? dir : path.join(os.tmpdir(), 'wrapsmith-screens', path.basename(dir));
  fs.mkdirSync(into, { recursive: true });
  const file = path.join(into, `${name}.png`);
  // Sticky and fixed bars are drawn where the viewport is; from the top they land where a person first sees them.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  return file;
}
