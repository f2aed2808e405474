// Runs the real build into a temporary folder and then the built files in this happy-dom page: the budget holds,
// the loader names the bundle, and the minified bundle still mounts into a shadow root and calls the API.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BUDGETS, buildWidget } from '../build.mjs';
import { createFakeApi } from './test/fake-api.ts';

const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'wrapsmith-widget-'));
let result: Awaited<ReturnType<typeof buildWidget>>;
const read = (name: string) => fs.readFileSync(path.join(outdir, name), 'utf8');

beforeAll(async () => {
  result = await buildWidget({ outdir, log: () => {} });
}, 60_000);

// fetch stays stubbed to the end: the mounted widget keeps loading its lists after the last assertion.
afterAll(() => fs.rmSync(outdir, { recursive: true, force: true }));

describe('build.mjs', () => {
  it('writes the loader, one hashed bundle and a manifest naming both, within budget', () => {
    expect(result.manifest.loader).toBe('widget.js');
    expect(result.manifest.bundle).toMatch(/^wrapsmith-widget\.[0-9a-f]{12}\.js$/);
    expect(JSON.parse(read('manifest.json'))).toEqual(result.manifest);
    expect(fs.readdirSync(outdir).sort()).toEqual(['manifest.json', result.manifest.bundle, 'widget.js'].sort());
    expect(result.sizes.loader.gzip).toBeLessThanOrEqual(BUDGETS.loader);
    expect(result.sizes.bundle.gzip).toBeLessThanOrEqual(BUDGETS.bundle);
    expect(read('widget.js')).toContain(result.manifest.bundle);
  });

  it('ships preact, not React or zod, and the stylesheet minified and pruned', () => {
    const bundle = read(result.manifest.bundle);
    expect(bundle).not.toMatch(/react-dom|ZodError/);
    expect(bundle).toContain(':host{all:initial!important;display:block!important}');
    expect(bundle).not.toContain('.ws-table');
  });

  it('runs in a page: the loader queues, the bundle drains the queue and mounts in a shadow root', async () => {
    const fake = createFakeApi();
    vi.stubGlobal('fetch', fake.fetch);
    document.body.innerHTML = '<div data-wrapsmith-inline></div>';
    const loader = document.createElement('script');
    loader.src = 'https://app.wrapsmith.test/widget.js';
    loader.dataset.shopKey = 'pk_built';
    loader.dataset.api = 'https://api.wrapsmith.test';
    document.head.append(loader);
    new Function(read('widget.js'))();
    expect(document.querySelector('script[data-wrapsmith-bundle]')?.getAttribute('src')).toBe(`https://app.wrapsmith.test/widget/${result.manifest.bundle}`);
    new Function(read(result.manifest.bundle))();
    const element = document.querySelector('[data-wrapsmith-inline] wrapsmith-visualizer');
    expect(element?.shadowRoot?.querySelector('style')?.textContent).toContain(':host{all:initial!important');
    await vi.waitFor(() => expect(fake.calls[0]?.url).toBe('https://api.wrapsmith.test/api/v1/widget/pk_built/config'));
  });
});
