// widget.js: what a shop's page loads. Sets up the command queue, turns its own data-* attributes into an
// `init` command and injects the content-hashed module the build names (the first control's module, first-control.ts,
// which draws a working Year select and then injects the entry with its chunks preloaded; `preload` is empty then);
// once it knows the shop's key (its data-* attributes or the snippet's queued init) it also asks the API for the
// config and, for an inline widget, the Year list, which the first control and the entry then take instead of
// asking (issue 23 item 23). It must never throw into the host page and must
// stay under 1 KB gzipped (build.mjs enforces the budget and bakes in the names below).
import type { InitOptions } from './runtime.ts';
import { BUNDLE_MARKER, widgetApiRoot, type WrapsmithFunction, type WrapsmithGlobals } from './queue.ts';

declare const __WRAPSMITH_BUNDLE__: string;
declare const __WRAPSMITH_PRELOAD__: string[];

export function load(w: Window & WrapsmithGlobals, d: Document, bundle: string, preload: string[] = []): void {
  try {
    const script = (d.currentScript ?? d.querySelector('script[src*="/widget.js"]')) as HTMLScriptElement | null;
    let command = w.Wrapsmith;
    if (typeof command !== 'function') {
      const queue: WrapsmithFunction = (...args: unknown[]) => {
        queue.q?.push(args);
      };
      queue.q = [];
      w.Wrapsmith = command = queue;
    }
    const data = script?.dataset;
    if (data?.shopKey) command('init', { shopKey: data.shopKey, mode: data.mode, target: data.target, apiBase: data.api, offset: data.offset, lang: data.lang });
    if (w.__wrapsmithInjected || d.querySelector(`script[${BUNDLE_MARKER}]`)) return;
    w.__wrapsmithInjected = true;
    const parent = d.head || d.documentElement;
    const url = (file: string) => new URL(`widget/${file}`, script?.src || d.baseURI).href;
    // A module script: its chunks resolve beside it, and it runs once however many times it is imported. It goes
    // first, the chunks it imports next and the wrap flow's last: the order the page needs them in.
    const tag = d.createElement('script');
    tag.type = 'module';
    tag.crossOrigin = 'anonymous';
    tag.src = url(bundle);
    tag.setAttribute(BUNDLE_MARKER, '');
    parent.appendChild(tag);
    for (const file of preload) {
      const link = d.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = 'anonymous';
      link.href = url(file);
      parent.appendChild(link);
    }
    // The first init queued (from the data-* above, or the snippet's) names the shop: its config, and the Year list
    // when an inline widget is (or, the page still loading, may be) on the page, are asked here, as api.ts asks.
    try {
      const init = Array.from(command.q ?? []).find((args) => args[0] === 'init')?.[1] as InitOptions | undefined;
      const key = typeof init?.shopKey === 'string' && init.shopKey.trim();
      if (key) {
        const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
        // The entry's default API is where it came from, which is where this script came from.
        const root = widgetApiRoot(text(init.apiBase) || new URL(url(bundle)).origin, key);
        const target = text(init.target);
        const inline =
          d.querySelector(`[data-wrapsmith-inline]${target ? `,${target}` : ''}`) || (d.readyState === 'loading' && init.mode !== 'popup' && init.mode !== 'floating');
        const early: Record<string, Promise<Response>> = (w.__wrapsmithEarly = {});
        for (const path of inline ? ['config', 'get-years'] : ['config']) {
          // A CORS "simple" GET without cookies; a failure is api.ts's to report, not the page's.
          (early[root + path] = fetch(root + path, { headers: { Accept: 'application/json' }, mode: 'cors', credentials: 'omit' })).catch(() => {});
        }
      }
    } catch {
      // An odd target selector or a broken fetch: the entry asks for itself.
    }
  } catch (error) {
    try {
      console.warn('Wrapsmith widget could not load:', error);
    } catch {
      // console itself can be broken by the host page; stay silent then.
    }
  }
}

if (typeof __WRAPSMITH_BUNDLE__ === 'string') load(window, document, __WRAPSMITH_BUNDLE__, __WRAPSMITH_PRELOAD__);
