// widget.js: what a shop's page loads. Sets up the command queue, turns its own data-* attributes into an
// `init` command and injects the content-hashed bundle once. It must never throw into the host page and must
// stay under 1 KB gzipped (build.mjs enforces both the budget and the bundle name below).
import { BUNDLE_MARKER, type WrapsmithFunction, type WrapsmithGlobals } from './queue.ts';

declare const __WRAPSMITH_BUNDLE__: string;

export function load(w: Window & WrapsmithGlobals, d: Document, bundle: string): void {
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
    if (data?.shopKey) command('init', { shopKey: data.shopKey, mode: data.mode, target: data.target, apiBase: data.api, offset: data.offset });
    if (w.__wrapsmithInjected || d.querySelector(`script[${BUNDLE_MARKER}]`)) return;
    w.__wrapsmithInjected = true;
    const tag = d.createElement('script');
    tag.async = true;
    tag.src = new URL(`widget/${bundle}`, script?.src || d.baseURI).href;
    tag.setAttribute(BUNDLE_MARKER, '');
    (d.head || d.documentElement).appendChild(tag);
  } catch (error) {
    try {
      console.warn('Wrapsmith widget could not load:', error);
    } catch {
      // console itself can be broken by the host page; stay silent then.
    }
  }
}

if (typeof __WRAPSMITH_BUNDLE__ === 'string') load(window, document, __WRAPSMITH_BUNDLE__);
