// The commands of the page-global `Wrapsmith(...)` (docs/widget.md): init, open, close, floating, on. Every command
// is safe to repeat (the snippet pasted twice sends `init` twice) and none of them throws into the host page.
import { popupState } from './popup-state.ts';

export const ELEMENT_TAG = 'wrapsmith-visualizer';
const INLINE_SELECTOR = '[data-wrapsmith-inline]';
const OPENER_SELECTOR = '[data-wrapsmith-open]';

export interface InitOptions {
  shopKey?: unknown;
  mode?: unknown;
  target?: unknown;
  apiBase?: unknown;
  /** The floating button's distance from the right and bottom edges in px: `24` or `'24 96'`. */
  offset?: unknown;
  /** A language the widget speaks whatever the visitor's browser prefers, when the shop speaks it: `'de'`. */
  lang?: unknown;
}

export interface Runtime {
  run(...args: unknown[]): void;
  drain(queue: ArrayLike<ArrayLike<unknown>> | undefined): void;
}

function warn(...parts: unknown[]): void {
  try {
    console.warn('Wrapsmith:', ...parts);
  } catch {
    // A host page may have replaced console; nothing else to tell then.
  }
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

export function createRuntime({ defaultApiBase, win = window }: { defaultApiBase: string; win?: Window }): Runtime {
  const doc = win.document;
  let settings: { shopKey: string; apiBase: string; offset: string; lang: string } | null = null;
  let popupHost: HTMLElement | null = null;
  let floating = false;
  let openersBound = false;

  function createElement(mode: string): HTMLElement {
    if (!settings) throw new Error('init first');
    const element = doc.createElement(ELEMENT_TAG);
    // The key goes last: r2wc renders on every attribute change, even before the element is connected, and the
    // widget starts loading as soon as it has a key, so everything else must be in place by then.
    element.setAttribute('api-base', settings.apiBase);
    element.setAttribute('mode', mode);
    if (settings.offset) element.setAttribute('offset', settings.offset);
    if (settings.lang) element.setAttribute('lang', settings.lang);
    element.setAttribute('shop-key', settings.shopKey);
    return element;
  }

  function mountInline(selector: string): void {
    let targets: NodeListOf<Element>;
    try {
      targets = doc.querySelectorAll(selector);
    } catch {
      warn(`"${selector}" is not a valid CSS selector for data-target.`);
      return;
    }
    for (const target of targets) {
      if (!target.querySelector(ELEMENT_TAG)) target.appendChild(createElement('inline'));
    }
  }

  function ensurePopupHost(): HTMLElement {
    if (!popupHost?.isConnected) {
      popupHost = createElement(floating ? 'floating' : 'popup');
      (doc.body ?? doc.documentElement).appendChild(popupHost);
    }
    return popupHost;
  }

  function onOpenerClick(event: Event): void {
    const opener = event.target instanceof Element ? event.target.closest(OPENER_SELECTOR) : null;
    if (!opener || !settings) return;
    event.preventDefault();
    ensurePopupHost();
    popupState.open();
  }

  function bindOpeners(): void {
    for (const opener of doc.querySelectorAll(OPENER_SELECTOR)) {
      if (!opener.hasAttribute('aria-haspopup')) opener.setAttribute('aria-haspopup', 'dialog');
    }
    if (openersBound) return;
    openersBound = true;
    doc.addEventListener('click', onOpenerClick);
  }

  function whenReady(callback: () => void): void {
    if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', () => guard(callback), { once: true });
    else callback();
  }

  function makeFloating(): void {
    floating = true;
    ensurePopupHost().setAttribute('mode', 'floating');
  }

  const commands: Record<string, (...args: unknown[]) => void> = {
    init(options: unknown) {
      const { shopKey, mode, target, apiBase, offset, lang } = (options ?? {}) as InitOptions;
      const key = text(shopKey);
      if (!key) {
        warn("init needs a shopKey, e.g. Wrapsmith('init', { shopKey: 'pk_…' }).");
        return;
      }
      if (settings && settings.shopKey !== key) {
        warn(`already started with ${settings.shopKey}; ignoring init with ${key}.`);
        return;
      }
      settings ??= { shopKey: key, apiBase: text(apiBase) || defaultApiBase, offset: typeof offset === 'number' ? String(offset) : text(offset), lang: text(lang) };
      whenReady(() => {
        mountInline(INLINE_SELECTOR);
        if (text(target)) mountInline(text(target));
        if (mode === 'floating') makeFloating();
        bindOpeners();
      });
    },
    open() {
      if (!settings) return warn("call Wrapsmith('init', …) before open.");
      whenReady(() => {
        ensurePopupHost();
        popupState.open();
      });
    },
    close() {
      popupState.close();
    },
    floating() {
      if (!settings) return warn("call Wrapsmith('init', …) before floating.");
      whenReady(makeFloating);
    },
    on(name: unknown, handler: unknown) {
      const event = text(name);
      if (!event || typeof handler !== 'function') return warn("on needs an event name and a function, e.g. Wrapsmith('on', 'lead', fn).");
      win.addEventListener(event.startsWith('wrapsmith:') ? event : `wrapsmith:${event}`, (e) => {
        guard(() => handler((e as CustomEvent).detail));
      });
    },
  };

  function guard(callback: () => void): void {
    try {
      callback();
    } catch (error) {
      warn(error);
    }
  }

  function run(...[name, ...args]: unknown[]): void {
    guard(() => {
      const command = typeof name === 'string' ? commands[name] : undefined;
      if (command) command(...args);
      else warn(`unknown command ${String(name)}.`);
    });
  }

  return {
    run,
    drain(queue) {
      for (const args of Array.from(queue ?? [])) run(...Array.from(args));
    },
  };
}
