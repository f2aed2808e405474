// widget.js: what a shop's page loads. Sets up the command queue, turns its own data-* attributes into an
// `init` command and injects the content-hashed entry module once, with a modulepreload for each chunk the entry
// imports, so they all download side by side instead of one after the other. It must never throw into the host
// page and must stay under 1 KB gzipped (build.mjs enforces the budget and bakes in the names below).
import { BUNDLE_MARKER, type WrapsmithFunction, type WrapsmithGlobals } from './queue.ts';

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
    if (data?.shopKey) command('init', { shopKey: data.shopKey, mode: data.mode, target: data.target, apiBase: data.api, offset: data.offset });
    if (w.__wrapsmithInjected || d.querySelector(`script[${BUNDLE_MARKER}]`)) return;
    w.__wrapsmithInjected = true;
    const parent = d.head || d.documentElement;
    const url = (file: string) => new URL(`widget/${file}`, script?.src || d.baseURI).href;
    for (const file of preload) {
      const link = d.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = 'anonymous';
      link.href = url(file);
      parent.appendChild(link);
    }
    // A module script: its chunks resolve beside it, and it runs once however many times it is imported.
    const tag = d.createElement('script');
    tag.type = 'module';
    tag.crossOrigin = 'anonymous';
    tag.src = url(bundle);
    tag.setAttribute(BUNDLE_MARKER, '');
    parent.appendChild(tag);
  } catch (error) {
    try {
      console.warn('Wrapsmith widget could not load:', error);
    } catch {
      // console itself can be broken by the host page; stay silent then.
    }
  }
}

if (typeof __WRAPSMITH_BUNDLE__ === 'string') load(window, document, __WRAPSMITH_BUNDLE__, __WRAPSMITH_PRELOAD__);
