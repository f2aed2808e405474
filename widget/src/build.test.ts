// Runs the real build into a temporary folder and then the built files in this happy-dom page: the budgets hold,
// the loader names the bundle and the bundle the photo chunk, the minified bundle still mounts into a shadow root
// and calls the API, and the photo chunk mounts the tapper with its own preact.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { PHOTO_TAPS_MESSAGES, VISUALIZER_MESSAGES } from '@wrapsmith/visualizer';
import { BUDGETS, buildWidget } from '../build.mjs';
import type { PhotoToolGlobals } from './photo-tool-api.ts';
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
  it('writes the loader, the hashed bundle and photo chunk and a manifest naming them, within budget', () => {
    expect(result.manifest.loader).toBe('widget.js');
    expect(result.manifest.bundle).toMatch(/^wrapsmith-widget\.[0-9a-f]{12}\.js$/);
    expect(result.manifest.photo).toMatch(/^wrapsmith-photo\.[0-9a-f]{12}\.js$/);
    expect(JSON.parse(read('manifest.json'))).toEqual(result.manifest);
    expect(fs.readdirSync(outdir).sort()).toEqual(['manifest.json', result.manifest.bundle, result.manifest.photo, 'widget.js'].sort());
    expect(result.sizes.loader.gzip).toBeLessThanOrEqual(BUDGETS.loader);
    expect(result.sizes.bundle.gzip).toBeLessThanOrEqual(BUDGETS.bundle);
    expect(result.sizes.photo.gzip).toBeLessThanOrEqual(BUDGETS.photo);
    expect(read('widget.js')).toContain(result.manifest.bundle);
    expect(read(result.manifest.bundle)).toContain(JSON.stringify(result.manifest.photo));
  });

  it('fails, writing nothing, when a file is over its budget', async () => {
    const photoBudget = BUDGETS.photo;
    const elsewhere = path.join(outdir, 'over-budget');
    BUDGETS.photo = 1024;
    try {
      await expect(buildWidget({ outdir: elsewhere, log: () => {} })).rejects.toThrow('Widget size budget exceeded: photo');
    } finally {
      BUDGETS.photo = photoBudget;
    }
    expect(fs.existsSync(elsewhere)).toBe(false);
  });

  it('leaves the photo tapper out of the bundle, in the photo chunk, and keeps the styles it uses', () => {
    const bundle = read(result.manifest.bundle);
    const photo = read(result.manifest.photo);
    for (const words of [PHOTO_TAPS_MESSAGES.undoTap, PHOTO_TAPS_MESSAGES.photoHint]) {
      expect(bundle).not.toContain(words);
      expect(photo).toContain(words);
    }
    expect(photo).toContain('__wrapsmithPhoto');
    // The chunk renders inside the bundle's shadow root: its classes' rules must survive the bundle's pruning.
    expect(bundle).toContain('.wsv-photo__stage{');
    expect(bundle).toContain('.ws-field-hint{');
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
    const bundleTag = document.querySelector('script[data-wrapsmith-bundle]');
    expect(bundleTag?.getAttribute('src')).toBe(`https://app.wrapsmith.test/widget/${result.manifest.bundle}`);
    // As in a browser, the bundle runs as the current script (it finds the photo chunk beside itself).
    Object.defineProperty(document, 'currentScript', { configurable: true, value: bundleTag });
    new Function(read(result.manifest.bundle))();
    Reflect.deleteProperty(document, 'currentScript');
    const element = document.querySelector('[data-wrapsmith-inline] wrapsmith-visualizer');
    expect(element?.shadowRoot?.querySelector('style')?.textContent).toContain(':host{all:initial!important');
    await vi.waitFor(() => expect(fake.calls[0]?.url).toBe('https://api.wrapsmith.test/api/v1/widget/pk_built/config'));
  });

  it('loads the photo chunk from beside the bundle when the photo is picked; the two preact copies work together', async () => {
    const root = document.querySelector('[data-wrapsmith-inline] wrapsmith-visualizer')?.shadowRoot;
    if (!root) throw new Error('the widget did not mount');
    const view = within(root as unknown as HTMLElement);
    const user = userEvent.setup();
    const append = document.head.appendChild.bind(document.head);
    const requested: string[] = [];
    // Plays the browser for the chunk's <script>: it runs the built chunk, which then loads.
    const network = vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
      if (node instanceof HTMLScriptElement && node.hasAttribute('data-wrapsmith-photo')) {
        requested.push(node.src);
        new Function(read(result.manifest.photo))();
      }
      return append(node);
    });
    const objectUrl = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:car');
    try {
      await user.click(await view.findByRole('radio', { name: VISUALIZER_MESSAGES.sourcePhoto }));
      const input = await view.findByLabelText(PHOTO_TAPS_MESSAGES.photoLabel);
      expect(requested).toEqual([`https://app.wrapsmith.test/widget/${result.manifest.photo}`]);
      // The chunk's change goes to the bundle's state and comes back to the chunk as new props.
      await user.upload(input, new File([new Uint8Array([0xff, 0xd8, 0xff])], 'car.jpg', { type: 'image/jpeg' }));
      expect(await view.findByLabelText(PHOTO_TAPS_MESSAGES.photoChange)).toBeTruthy();
      expect(await view.findByRole('button', { name: /^Your photo\./ })).toBeTruthy();
    } finally {
      network.mockRestore();
      objectUrl.mockRestore();
    }
  });

  it('runs the photo chunk: it mounts the tapper into an element of a shadow root, updates it and unmounts it', () => {
    new Function(read(result.manifest.photo))();
    const tool = (window as Window & PhotoToolGlobals).__wrapsmithPhoto;
    if (!tool) throw new Error('the photo chunk set up no tool');
    const root = document.createElement('div').attachShadow({ mode: 'open' });
    const slot = root.appendChild(document.createElement('div'));
    const onChange = vi.fn();
    const mounted = tool.mount(slot, { value: { photo: null, taps: [] }, onChange });
    const input = slot.querySelector<HTMLInputElement>('input[type="file"]');
    expect(slot.querySelector(`label[for="${input?.id}"]`)?.textContent).toBe(PHOTO_TAPS_MESSAGES.photoLabel);
    expect(input?.disabled).toBe(false);
    mounted.update({ value: { photo: null, taps: [] }, onChange, disabled: true });
    expect(slot.querySelector<HTMLInputElement>('input[type="file"]')?.disabled).toBe(true);
    mounted.unmount();
    expect(slot.childElementCount).toBe(0);
  });
});
