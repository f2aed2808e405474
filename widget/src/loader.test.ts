import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { load } from './loader.ts';
import { BUNDLE_MARKER, type WrapsmithFunction, type WrapsmithGlobals } from './queue.ts';

const BUNDLE = 'wrapsmith-widget.0123456789ab.js';
const win = window as Window & WrapsmithGlobals;

function loaderTag(attributes: Record<string, string> = {}): HTMLScriptElement {
  const script = document.createElement('script');
  script.src = 'https://app.wrapsmith.test/widget.js';
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.head.append(script);
  return script;
}

function queued(): unknown[][] {
  return Array.from(win.Wrapsmith?.q ?? [], (args) => Array.from(args));
}

function injected(): HTMLScriptElement[] {
  return [...document.querySelectorAll<HTMLScriptElement>(`script[${BUNDLE_MARKER}]`)];
}

/** The loader's own API reads (issue 23 item 23); they never answer here. */
let early: ReturnType<typeof vi.fn>;

beforeEach(() => {
  delete win.Wrapsmith;
  delete win.__wrapsmithInjected;
  delete win.__wrapsmithEarly;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  early = vi.fn(() => new Promise<Response>(() => {}));
  vi.stubGlobal('fetch', early);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the loader (widget.js)', () => {
  it('sets up the command queue and turns its data-* attributes into an init command', () => {
    loaderTag({ 'data-shop-key': 'pk_demo_1', 'data-mode': 'floating', 'data-target': '#wrap', 'data-api': 'https://api.example' });
    load(win, document, BUNDLE);
    win.Wrapsmith?.('open');
    expect(queued()).toEqual([
      ['init', { shopKey: 'pk_demo_1', mode: 'floating', target: '#wrap', apiBase: 'https://api.example' }],
      ['open'],
    ]);
  });

  it('injects the hashed entry once, next to widget.js, as a module, with a modulepreload for each chunk it imports', () => {
    loaderTag({ 'data-shop-key': 'pk_demo_1' });
    load(win, document, BUNDLE, ['wrapsmith-chunk.AAAA.js', 'wrapsmith-chunk.BBBB.js']);
    const [tag, ...others] = injected();
    expect(others).toEqual([]);
    expect(tag?.src).toBe(`https://app.wrapsmith.test/widget/${BUNDLE}`);
    expect(tag?.type).toBe('module');
    expect(tag?.getAttribute('crossorigin')).toBe('anonymous');
    const preloads = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(preloads.map((link) => [link.href, link.getAttribute('crossorigin')])).toEqual([
      ['https://app.wrapsmith.test/widget/wrapsmith-chunk.AAAA.js', 'anonymous'],
      ['https://app.wrapsmith.test/widget/wrapsmith-chunk.BBBB.js', 'anonymous'],
    ]);
    load(win, document, BUNDLE, ['wrapsmith-chunk.AAAA.js', 'wrapsmith-chunk.BBBB.js']);
    expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(2);
  });

  it('puts the entry first, then the chunks it imports, then the rest it is given (the wrap flow\'s), in that order (issue 23 item 23)', () => {
    loaderTag({ 'data-shop-key': 'pk_demo_1' });
    load(win, document, BUNDLE, ['wrapsmith-chunk.AAAA.js', 'wrapsmith-wrap-flow.CCCC.js']);
    const order = [...document.head.querySelectorAll(`script[${BUNDLE_MARKER}], link[rel="modulepreload"]`)].map((el) => el.getAttribute('src') ?? el.getAttribute('href'));
    expect(order).toEqual([BUNDLE, 'wrapsmith-chunk.AAAA.js', 'wrapsmith-wrap-flow.CCCC.js'].map((file) => `https://app.wrapsmith.test/widget/${file}`));
  });

  it('asks for the config and the Year list itself, with an inline target on the page, as api.ts would, and keeps them for the entry (issue 23 item 23)', () => {
    document.body.innerHTML = '<div data-wrapsmith-inline></div>';
    loaderTag({ 'data-shop-key': 'pk_demo/1' });
    load(win, document, BUNDLE);
    const api = 'https://app.wrapsmith.test/api/v1/widget/pk_demo%2F1/';
    const init = { headers: { Accept: 'application/json' }, mode: 'cors', credentials: 'omit' };
    expect(early.mock.calls).toEqual([
      [`${api}config`, init],
      [`${api}get-years`, init],
    ]);
    expect(Object.keys(win.__wrapsmithEarly ?? {})).toEqual([`${api}config`, `${api}get-years`]);
  });

  it("takes the shop from the snippet's queued init too: its apiBase, its target, whatever its mode", () => {
    document.body.innerHTML = '<section id="wrap"></section>';
    const snippet: WrapsmithFunction = (...args: unknown[]) => snippet.q?.push(args);
    snippet.q = [['on', 'lead', () => {}], ['init', { shopKey: ' pk_2 ', mode: 'floating', target: '#wrap', apiBase: 'https://api.example/' }]];
    win.Wrapsmith = snippet;
    loaderTag();
    load(win, document, BUNDLE);
    expect(early.mock.calls.map(([url]) => url)).toEqual(['https://api.example/api/v1/widget/pk_2/config', 'https://api.example/api/v1/widget/pk_2/get-years']);
  });

  it('asks only the config when no inline widget will show (popup modes, or no target on a loaded page), and nothing without a key or when already loaded', () => {
    loaderTag({ 'data-shop-key': 'pk_1', 'data-mode': 'floating', 'data-api': 'https://api.example/' });
    load(win, document, BUNDLE);
    expect(early.mock.calls.map(([url]) => url)).toEqual(['https://api.example/api/v1/widget/pk_1/config']);
    // The snippet pasted twice: the second loader starts nothing.
    loaderTag({ 'data-shop-key': 'pk_1' });
    load(win, document, BUNDLE);
    expect(early).toHaveBeenCalledTimes(1);

    delete win.__wrapsmithInjected;
    delete win.Wrapsmith;
    document.head.innerHTML = '';
    loaderTag();
    load(win, document, BUNDLE);
    expect(early).toHaveBeenCalledTimes(1);

    // A target that is no selector: the loader still injects the entry (which says so) and leaves the asking to it.
    delete win.__wrapsmithInjected;
    delete win.Wrapsmith;
    document.head.innerHTML = '';
    loaderTag({ 'data-shop-key': 'pk_3', 'data-target': '##' });
    load(win, document, BUNDLE);
    expect(injected()).toHaveLength(1);
    expect(early).toHaveBeenCalledTimes(1);
  });

  it('keeps a failed early read from the host page: api.ts reports it', async () => {
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    early.mockReturnValue(failed);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      loaderTag({ 'data-shop-key': 'pk_1' });
      load(win, document, BUNDLE);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
      await expect(win.__wrapsmithEarly?.['https://app.wrapsmith.test/api/v1/widget/pk_1/config']).rejects.toThrow('Failed to fetch');
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('loads the bundle once when the single-tag snippet is pasted twice, and keeps both inits', () => {
    loaderTag({ 'data-shop-key': 'pk_demo_1' });
    load(win, document, BUNDLE);
    loaderTag({ 'data-shop-key': 'pk_demo_1' });
    load(win, document, BUNDLE);
    expect(injected()).toHaveLength(1);
    expect(queued().map(([name]) => name)).toEqual(['init', 'init']);
  });

  it('sees a bundle tag already on the page even when the global flag was lost', () => {
    loaderTag();
    load(win, document, BUNDLE);
    delete win.__wrapsmithInjected;
    load(win, document, BUNDLE);
    expect(injected()).toHaveLength(1);
  });

  it("queues into the snippet's queue instead of replacing it", () => {
    const snippetQueue: WrapsmithFunction = function (...args: unknown[]) {
      snippetQueue.q?.push(args);
    };
    snippetQueue.q = [['init', { shopKey: 'pk_from_snippet' }]];
    win.Wrapsmith = snippetQueue;
    loaderTag();
    load(win, document, BUNDLE);
    expect(win.Wrapsmith).toBe(snippetQueue);
    expect(queued()).toEqual([['init', { shopKey: 'pk_from_snippet' }]]);
    expect(injected()).toHaveLength(1);
  });

  it('hands init straight to the bundle once the bundle has taken over', () => {
    const live = vi.fn() as unknown as WrapsmithFunction & ReturnType<typeof vi.fn>;
    live.loaded = true;
    win.Wrapsmith = live;
    win.__wrapsmithInjected = true;
    loaderTag({ 'data-shop-key': 'pk_late' });
    load(win, document, BUNDLE);
    expect(live).toHaveBeenCalledWith('init', { shopKey: 'pk_late', mode: undefined, target: undefined, apiBase: undefined });
    expect(injected()).toEqual([]);
  });

  it('never throws into the host page when the DOM is odd', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = {
      currentScript: null,
      querySelector: () => {
        throw new Error('querySelector is broken on this page');
      },
    } as unknown as Document;
    expect(() => load(win, broken, BUNDLE)).not.toThrow();
    expect(warn).toHaveBeenCalled();

    const noHead = document.implementation.createHTMLDocument('odd');
    noHead.head.remove();
    expect(() => load({ ...win } as Window & WrapsmithGlobals, noHead, BUNDLE)).not.toThrow();
    expect(noHead.documentElement.querySelector(`script[${BUNDLE_MARKER}]`)).not.toBeNull();

    const hostile = {} as Window & WrapsmithGlobals;
    Object.defineProperty(hostile, 'Wrapsmith', {
      get() {
        throw new Error('a host page getter');
      },
    });
    expect(() => load(hostile, document, BUNDLE)).not.toThrow();
  });

  it('replaces a host-page global of the same name that is not a function', () => {
    (win as unknown as { Wrapsmith: unknown }).Wrapsmith = { some: 'thing' };
    loaderTag({ 'data-shop-key': 'pk_demo_1' });
    load(win, document, BUNDLE);
    expect(typeof win.Wrapsmith).toBe('function');
    expect(queued()).toHaveLength(1);
  });
});
