// The first usable control, before the visualizer (issue 23 item 23, decision 075's update): the small module
// widget.js injects. For an inline widget it draws the shop's header and a working Year select from the config and
// Year list widget.js already asked for, in a shadow root of its own with its share of the stylesheet, with no
// preact; only then does it inject the entry module and the chunks it needs, which download while the visitor
// reads or picks. When the entry's <wrapsmith-visualizer> has its own Year select ready (or shows an error) it takes
// over: the year picked here is carried across, focus too, and this copy goes. In the popup modes, or when there is
// nothing to draw (no key, no inline target, a config or list that failed), it injects the entry at once, and the
// entry reports any failure as before. It must never throw into the host page.
import { baseLocale, negotiateLocale } from '@wrapsmith/core/i18n';
import { brandingProperties } from './branding.ts';
import type { WidgetConfig } from './api.ts';
import type { FirstWords } from './i18n/first-words.ts';
import { widgetApiRoot, type WrapsmithGlobals } from './queue.ts';
import type { InitOptions } from './runtime.ts';

declare const __WRAPSMITH_ENTRY__: string;
declare const __WRAPSMITH_PRELOAD__: string[];
declare const __WRAPSMITH_FIRST_CSS__: string;
declare const __WRAPSMITH_FIRST_WORDS__: Record<string, FirstWords>;
declare const __WRAPSMITH_LANGUAGE_CHUNKS__: Record<string, string[]>;

/**
 * What the first control says in each language (i18n/first-words.ts, baked in by the build) and each language's
 * catalogue chunks (its catalogue and the ICU formatter), preloaded beside the entry for a visitor who reads it.
 */
export interface FirstSpeech {
  words: Record<string, FirstWords>;
  chunks: Record<string, string[]>;
}

/** Marks this module's own host elements, beside the inline targets' <wrapsmith-visualizer>. */
export const FIRST_CONTROL_HOST = 'data-wrapsmith-first';
const FOCUSED = 'data-focused';
/** How long this copy waits for the visualizer before it gives the place up anyway. */
const HANDOFF_LIMIT_MS = 30_000;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The visualizer's Year select once it can be used, or its error: what this copy waits for before it goes. */
function visualizerReady(element: Element): HTMLSelectElement | 'failed' | null {
  const root = element.shadowRoot;
  if (!root) return null;
  const select = root.querySelector('select');
  if (select && !select.disabled && select.options.length > 1) return select;
  return root.querySelector('[role="alert"]') ? 'failed' : null;
}

/** One inline target's Year select, drawn with the shop's branding; returns its host. */
function draw(d: Document, target: Element, config: WidgetConfig, years: number[], css: string, locale: string, words: FirstWords): HTMLElement {
  const [title, year, chooseYear] = words;
  const host = d.createElement('div');
  host.setAttribute(FIRST_CONTROL_HOST, '');
  host.setAttribute('mode', 'inline');
  const shadow = host.attachShadow({ mode: 'open' });
  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, parent: Node): HTMLElementTagNameMap[K] => {
    const node = d.createElement(tag);
    if (className) node.className = className;
    parent.appendChild(node);
    return node;
  };
  el('style', '', shadow).textContent = css;
  const { branding } = config;
  const root = el('div', `wsw wsw--inline${branding.theme === 'dark' ? ' ws-theme-dark' : ''}`, shadow);
  // The language the visualizer will speak too (the same negotiation as its session's), as its Shell marks it.
  root.lang = locale;
  root.dataset.corner = branding.corner;
  for (const [name, value] of Object.entries(brandingProperties(branding))) root.style.setProperty(name, value);
  const header = el('header', 'wsw-header', root);
  // The shop's logo and name, as the visualizer's header shows them: nothing of Wrapsmith's (white-label).
  if (branding.logoUrl) {
    const logo = el('img', 'wsw-logo', header);
    logo.src = branding.logoUrl;
    logo.alt = '';
  }
  el('h2', 'wsw-title', header).textContent = title.replace('{shop}', branding.displayName);
  const field = el('div', 'ws-field', el('div', 'wsw-body', root));
  const label = el('label', 'ws-label', field);
  label.textContent = year;
  label.htmlFor = 'wsf-year';
  const select = el('select', 'ws-select', field);
  select.id = 'wsf-year';
  // Whether the visitor is on it, for the hand-over (a shadow root's activeElement is not asked: engines differ).
  select.addEventListener('focus', () => host.setAttribute(FOCUSED, ''));
  select.addEventListener('blur', () => host.removeAttribute(FOCUSED));
  for (const [value, words] of [['', chooseYear], ...years.map((year) => [String(year), String(year)])]) {
    const option = el('option', '', select);
    option.value = value ?? '';
    option.textContent = words ?? '';
  }
  target.insertBefore(host, target.firstChild);
  return host;
}

/**
 * Hands the place over to the visualizer that the runtime mounts in the same target: kept hidden until its Year
 * select works, then shown with the year picked here and the focus, and this copy removed.
 */
function handOver(w: Window, target: Element, host: HTMLElement): void {
  const started = Date.now();
  let element: HTMLElement | null = null;
  const watch = () => {
    try {
      element ??= target.querySelector('wrapsmith-visualizer');
      if (element && !element.hasAttribute('data-wrapsmith-shown')) {
        element.setAttribute('data-wrapsmith-shown', '');
        element.hidden = true;
      }
      const ready = element ? visualizerReady(element) : null;
      if (!ready && Date.now() - started < HANDOFF_LIMIT_MS) {
        w.requestAnimationFrame(watch);
        return;
      }
      const mine = host.shadowRoot?.querySelector('select');
      const focused = host.hasAttribute(FOCUSED);
      host.remove();
      if (element) element.hidden = false;
      if (ready && ready !== 'failed' && mine) {
        if (mine.value && ready.value !== mine.value) {
          ready.value = mine.value;
          ready.dispatchEvent(new Event('change', { bubbles: true }));
        }
        if (focused) ready.focus();
      }
    } catch {
      host.remove();
      if (element) element.hidden = false;
    }
  };
  watch();
}

export function start(w: Window & WrapsmithGlobals, d: Document, base: string, entry: string, preload: string[], css: string, speech: FirstSpeech): void {
  let booted = false;
  /** The entry module and the chunks it needs, side by side (decision 075), with the visitor's language's, once. */
  const boot = (language: string[] = []) => {
    if (booted) return;
    booted = true;
    const parent = d.head || d.documentElement;
    const tag = d.createElement('script');
    tag.type = 'module';
    tag.crossOrigin = 'anonymous';
    tag.src = new URL(entry, base).href;
    parent.appendChild(tag);
    for (const file of [...preload, ...language]) {
      const link = d.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = 'anonymous';
      link.href = new URL(file, base).href;
      parent.appendChild(link);
    }
  };
  try {
    const init = Array.from(w.Wrapsmith?.q ?? []).find((args) => args[0] === 'init')?.[1] as InitOptions | undefined;
    // The entry's loading line, before the config says which languages the shop speaks: the forced language's or the
    // browser's first one we speak (issue 28). The config then settles the language for everything.
    const before = [init?.lang, ...navigator.languages].map(baseLocale).find((locale) => locale);
    if (before) w.__wrapsmithLoading = speech.words[before]?.[3];
    const key = text(init?.shopKey);
    const apiRoot = key ? widgetApiRoot(text(init?.apiBase) || new URL(base).origin, key) : '';
    const early = w.__wrapsmithEarly;
    const config = early?.[`${apiRoot}config`];
    const list = early?.[`${apiRoot}get-years`];
    if (!config || !list) return void boot();
    // A copy of each answer: the originals stay for the entry's api.ts, which takes them once.
    const json = <T>(answer: Promise<Response>) => answer.then((res) => (res.ok ? (res.clone().json() as Promise<{ data: T }>) : Promise.reject(new Error(String(res.status)))));
    Promise.all([json<WidgetConfig>(config), json<{ years: number[] }>(list)]).then(([{ data: shop }, { data: found }]) => {
      const show = () => {
        let locale = 'en';
        try {
          // The visualizer's session negotiates the same way (i18n/load.ts) with the same forced language (init's lang).
          locale = negotiateLocale({ shopLocales: Array.isArray(shop.languages) ? shop.languages : [], visitorLocales: navigator.languages, forced: text(init?.lang) });
          const selector = text(init?.target);
          const targets = new Set(d.querySelectorAll('[data-wrapsmith-inline]'));
          if (selector) for (const target of d.querySelectorAll(selector)) targets.add(target);
          for (const target of targets) {
            if (target.querySelector(`wrapsmith-visualizer,[${FIRST_CONTROL_HOST}]`) || !Array.isArray(found.years)) continue;
            handOver(w, target, draw(d, target, shop, found.years, css, locale, speech.words[locale] ?? speech.words.en!));
          }
        } catch {
          // An odd selector or an odd answer: the visualizer draws the same a moment later.
        }
        boot(speech.chunks[locale]);
      };
      if (d.readyState === 'loading') d.addEventListener('DOMContentLoaded', show, { once: true });
      else show();
    }, () => boot());
  } catch {
    boot();
  }
}

if (typeof __WRAPSMITH_ENTRY__ === 'string') {
  start(window, document, import.meta.url, __WRAPSMITH_ENTRY__, __WRAPSMITH_PRELOAD__, __WRAPSMITH_FIRST_CSS__, {
    words: __WRAPSMITH_FIRST_WORDS__,
    chunks: __WRAPSMITH_LANGUAGE_CHUNKS__,
  });
}
