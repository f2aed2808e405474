// Issue 23 item 23 (issue 24 session): the first usable control is drawn by a small module before the visualizer's
// entry is even asked for, and hands its place (with the year picked and the focus) to the visualizer.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_CONTROL_HOST, start, type FirstSpeech } from './first-control.ts';
import { firstControlWords } from './i18n/first-words.ts';
import { widgetApiRoot, type WrapsmithFunction, type WrapsmithGlobals } from './queue.ts';

const win = window as Window & WrapsmithGlobals;
const BASE = 'https://app.wrapsmith.test/widget/wrapsmith-first.0123456789ab.js';
const ENTRY = 'wrapsmith-widget.0123456789ab.js';
const PRELOAD = ['wrapsmith-chunk.AAAA.js', 'wrapsmith-wrap-flow.BBBB.js'];
const SPEECH: FirstSpeech = { words: firstControlWords(), chunks: { es: ['wrapsmith-es.CCCC.js', 'wrapsmith-icu.DDDD.js'], de: ['wrapsmith-de.EEEE.js', 'wrapsmith-icu.DDDD.js'] } };
const ROOT = widgetApiRoot('https://app.wrapsmith.test', 'pk_demo_1');
const CONFIG = {
  data: {
    shop: { name: 'Northside Wraps', slug: 'northside-wraps', phone: null, email: null, website: null },
    branding: { displayName: 'Northside Wraps', logoUrl: 'https://app.wrapsmith.test/logo.png', primary: '#16181d', accent: '#ffd400', corner: 'square', theme: 'light', poweredBy: false },
    zones: [],
  },
};

const answer = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

function queue(init: Record<string, unknown>): void {
  const command: WrapsmithFunction = (...args: unknown[]) => void command.q?.push(args);
  command.q = [['init', init]];
  win.Wrapsmith = command;
}

const entryTags = () => [...document.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map((tag) => tag.src);
const preloads = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href);
const shellSelect = () => document.querySelector(`[${FIRST_CONTROL_HOST}]`)?.shadowRoot?.querySelector('select') ?? null;

/** What the runtime mounts: a <wrapsmith-visualizer> whose Year select is ready (the real one is tested end to end). */
function mountVisualizer(target: Element) {
  const element = document.createElement('wrapsmith-visualizer');
  const shadow = element.attachShadow({ mode: 'open' });
  const select = document.createElement('select');
  for (const value of ['', '2024', '2023']) {
    const option = document.createElement('option');
    option.value = value;
    option.textContent = value || 'Select year';
    select.append(option);
  }
  const changes: string[] = [];
  select.addEventListener('change', () => changes.push(select.value));
  shadow.append(select);
  target.append(element);
  return { element, select, changes };
}

beforeEach(() => {
  delete win.Wrapsmith;
  delete win.__wrapsmithEarly;
  delete win.__wrapsmithLoading;
  document.head.innerHTML = '';
  document.body.innerHTML = '<div data-wrapsmith-inline></div>';
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the first usable control (issue 23 item 23)', () => {
  it('draws a working Year select with the shop’s name from the early answers, then asks for the entry, leaving the answers to it', async () => {
    queue({ shopKey: 'pk_demo_1' });
    const early = { [`${ROOT}config`]: answer(CONFIG), [`${ROOT}get-years`]: answer({ data: { years: [2024, 2023] } }) };
    win.__wrapsmithEarly = { ...early };
    start(win, document, BASE, ENTRY, PRELOAD, '.wsw{color:red}', SPEECH);
    // Nothing of the visualizer is asked for before the control works.
    expect(entryTags()).toEqual([]);
    await vi.waitFor(() => expect(shellSelect()).not.toBeNull());
    const host = document.querySelector(`[data-wrapsmith-inline] > [${FIRST_CONTROL_HOST}]`);
    const shadow = host?.shadowRoot;
    expect(shadow?.querySelector('h2')?.textContent).toBe('Design your wrap with Northside Wraps');
    expect(shadow?.querySelector('style')?.textContent).toBe('.wsw{color:red}');
    expect(shadow?.querySelector('.wsw')?.getAttribute('data-corner')).toBe('square');
    // White-label: the shop's logo beside its name, nothing of Wrapsmith's.
    expect(shadow?.querySelector<HTMLImageElement>('img.wsw-logo')?.src).toBe('https://app.wrapsmith.test/logo.png');
    expect(host?.shadowRoot?.textContent).not.toMatch(/wrapsmith/i);
    const select = shellSelect();
    expect(select?.disabled).toBe(false);
    expect([...(select?.options ?? [])].map((o) => o.textContent)).toEqual(['Select year', '2024', '2023']);
    // Labelled: a screen reader and a keyboard user get the same field as the visualizer's.
    expect(shadow?.querySelector(`label[for="${select?.id}"]`)?.textContent).toBe('Year');
    expect(entryTags()).toEqual([`https://app.wrapsmith.test/widget/${ENTRY}`]);
    expect(preloads()).toEqual(PRELOAD.map((file) => `https://app.wrapsmith.test/widget/${file}`));
    // The entry's api.ts still reads the originals.
    expect(await (await early[`${ROOT}config`])!.json()).toEqual(CONFIG);
  });

  it('hands its place to the visualizer once that one’s select works: the year picked and the focus go across, and it goes', async () => {
    queue({ shopKey: 'pk_demo_1' });
    win.__wrapsmithEarly = { [`${ROOT}config`]: answer(CONFIG), [`${ROOT}get-years`]: answer({ data: { years: [2024, 2023] } }) };
    start(win, document, BASE, ENTRY, PRELOAD, '', SPEECH);
    await vi.waitFor(() => expect(shellSelect()).not.toBeNull());
    const mine = shellSelect()!;
    mine.focus();
    mine.value = '2023';
    mine.dispatchEvent(new Event('change', { bubbles: true }));
    const target = document.querySelector('[data-wrapsmith-inline]')!;
    const visualizer = mountVisualizer(target);
    await vi.waitFor(() => expect(document.querySelector(`[${FIRST_CONTROL_HOST}]`)).toBeNull());
    expect(visualizer.element.hidden).toBe(false);
    expect(visualizer.select.value).toBe('2023');
    expect(visualizer.changes).toEqual(['2023']);
    expect(visualizer.element.shadowRoot?.activeElement).toBe(visualizer.select);
  });

  it('keeps the visualizer hidden while its Year select is not ready yet, so one Year select shows at a time', async () => {
    queue({ shopKey: 'pk_demo_1' });
    win.__wrapsmithEarly = { [`${ROOT}config`]: answer(CONFIG), [`${ROOT}get-years`]: answer({ data: { years: [2024] } }) };
    start(win, document, BASE, ENTRY, PRELOAD, '', SPEECH);
    await vi.waitFor(() => expect(shellSelect()).not.toBeNull());
    const target = document.querySelector('[data-wrapsmith-inline]')!;
    const element = document.createElement('wrapsmith-visualizer');
    element.attachShadow({ mode: 'open' }).innerHTML = '<p role="status">Loading the visualizer…</p>';
    target.append(element);
    await vi.waitFor(() => expect(element.hidden).toBe(true));
    expect(shellSelect()).not.toBeNull();
    // An error is final: the visualizer says it, and this copy goes.
    element.shadowRoot!.innerHTML = '<div role="alert">The wrap visualizer isn’t enabled for this website yet.</div>';
    await vi.waitFor(() => expect(shellSelect()).toBeNull());
    expect(element.hidden).toBe(false);
  });

  it('issue 28: speaks the language the visualizer will speak (forced, else the visitor’s among the shop’s), and preloads that language’s chunks with the entry', async () => {
    const shop = (languages: string[]) => answer({ data: { ...CONFIG.data, languages } });
    const years = () => answer({ data: { years: [2024] } });
    const drawn = () => document.querySelector(`[${FIRST_CONTROL_HOST}]`)!.shadowRoot!;
    // Forced to Spanish by the embed (data-lang / init's lang), which the shop speaks.
    queue({ shopKey: 'pk_demo_1', lang: 'es' });
    win.__wrapsmithEarly = { [`${ROOT}config`]: shop(['en', 'es']), [`${ROOT}get-years`]: years() };
    start(win, document, BASE, ENTRY, PRELOAD, '', SPEECH);
    await vi.waitFor(() => expect(shellSelect()).not.toBeNull());
    expect(drawn().querySelector('h2')?.textContent).toBe('Diseña tu vinilado con Northside Wraps');
    expect(drawn().querySelector('.wsw')?.getAttribute('lang')).toBe('es');
    expect(preloads()).toEqual([...PRELOAD, ...SPEECH.chunks.es!].map((file) => `https://app.wrapsmith.test/widget/${file}`));
    // The entry's loading line before its config: the forced language's.
    expect(win.__wrapsmithLoading).toBe('Cargando el visualizador…');

    // Not forced: the visitor's browser prefers German (de-AT), which the shop speaks.
    document.head.innerHTML = '';
    document.body.innerHTML = '<div data-wrapsmith-inline></div>';
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-AT', 'en']);
    queue({ shopKey: 'pk_demo_1' });
    win.__wrapsmithEarly = { [`${ROOT}config`]: shop(['en', 'de']), [`${ROOT}get-years`]: years() };
    start(win, document, BASE, ENTRY, PRELOAD, '', SPEECH);
    await vi.waitFor(() => expect(shellSelect()).not.toBeNull());
    expect(drawn().querySelector('h2')?.textContent).toBe('Gestalten Sie Ihre Folierung mit Northside Wraps');
    expect(preloads()).toContain(`https://app.wrapsmith.test/widget/${SPEECH.chunks.de![0]}`);
    expect(win.__wrapsmithLoading).toBe('Visualisierer wird geladen…');

    // A language the shop does not speak (forced or preferred): the shop's first language, English here, no chunk.
    document.head.innerHTML = '';
    document.body.innerHTML = '<div data-wrapsmith-inline></div>';
    queue({ shopKey: 'pk_demo_1', lang: 'fr' });
    win.__wrapsmithEarly = { [`${ROOT}config`]: shop(['en', 'es']), [`${ROOT}get-years`]: years() };
    start(win, document, BASE, ENTRY, PRELOAD, '', SPEECH);
    await vi.waitFor(() => expect(shellSelect()).not.toBeNull());
    expect(drawn().querySelector('h2')?.textContent).toBe('Design your wrap with Northside Wraps');
    expect(drawn().querySelector('.wsw')?.getAttribute('lang')).toBe('en');
    expect(preloads()).toEqual(PRELOAD.map((file) => `https://app.wrapsmith.test/widget/${file}`));
  });

  it('asks for the entry at once, drawing nothing, in the popup modes, without the early answers, or when one failed', async () => {
    for (const [init, early] of [
      [{ shopKey: 'pk_demo_1', mode: 'floating' }, undefined],
      [{ shopKey: 'pk_demo_1' }, { [`${ROOT}config`]: answer({ error: { message: 'nope' } }, 403), [`${ROOT}get-years`]: answer({ data: { years: [2024] } }) }],
    ] as const) {
      document.head.innerHTML = '';
      queue(init);
      if (early) win.__wrapsmithEarly = { ...early };
      else delete win.__wrapsmithEarly;
      start(win, document, BASE, ENTRY, PRELOAD, '', SPEECH);
      await vi.waitFor(() => expect(entryTags()).toEqual([`https://app.wrapsmith.test/widget/${ENTRY}`]));
      expect(shellSelect()).toBeNull();
    }
  });
});
