// Issue 28 item 5: the widget in German on the sample shop's German page (`data-lang="de"` on the one-tag embed) at
// 375 px, once the shop speaks German: German labels, the German chunk loaded (and no other language's), and no
// button or label whose text overflows its box (German is long).
import { VIEWPORTS, launchBrowser, openPage } from '@wrapsmith/e2e-kit';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWrapsmith, type Wrapsmith } from './wrapsmith.ts';

let browser: Browser;
let wrapsmith: Wrapsmith;

beforeAll(async () => {
  wrapsmith = await startWrapsmith();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await wrapsmith?.stop();
});

describe('issue 28 item 5: the widget in German at 375 px', () => {
  it('speaks German when the page forces it and the shop speaks it, with no text cut off', async () => {
    const saved = await wrapsmith.owner('/api/v1/user/widget/settings', { method: 'PUT', body: JSON.stringify({ languages: ['en', 'de'] }) });
    expect(saved.status).toBe(200);
    const { page, errors } = await openPage(browser, { viewport: VIEWPORTS.mobile });
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
    await page.goto(`${wrapsmith.site.url}/de.html`);
    const widget = page.locator('[data-wrapsmith-inline] wrapsmith-visualizer');
    await widget.getByRole('heading', { name: 'Gestalten Sie Ihre Folierung mit Northside Wraps' }).waitFor();
    await widget.getByText('Bereitgestellt von Wrapsmith').waitFor();
    await widget.getByRole('combobox', { name: 'Year' }).waitFor();
    expect(await widget.evaluate((el) => el.shadowRoot?.querySelector('.wsw')?.getAttribute('lang'))).toBe('de');
    // Only the German catalogue (and the formatter) came down, never all of them.
    const chunks = scripts.filter((p) => /wrapsmith-(en|es|fr|de|pt|icu)\./.test(p)).map((p) => p.replace(/^.*wrapsmith-([a-z]+)\..*$/, '$1'));
    expect(chunks.sort()).toEqual(['de', 'icu']);
    // Nothing cut off: every button's and label's text fits its box.
    const overflowing = await widget.evaluate((el) =>
      [...(el.shadowRoot?.querySelectorAll('button, label, a, h2') ?? [])]
        .filter((node) => node.scrollWidth > node.clientWidth + 1 && getComputedStyle(node).display !== 'inline')
        .map((node) => `${node.tagName} "${node.textContent?.trim()}" ${node.scrollWidth} > ${node.clientWidth}`),
    );
    expect(overflowing).toEqual([]);
    expect(errors).toEqual([]);
  });
});
