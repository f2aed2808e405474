// The page-global command function shared by the snippet, the loader and the bundle (docs/widget.md):
// `Wrapsmith('init', { shopKey })`. Before the bundle arrives it only queues its arguments in `q`.
export interface WrapsmithFunction {
  (...args: unknown[]): void;
  q?: ArrayLike<unknown>[];
  /** Set by the bundle once it runs commands itself. */
  loaded?: boolean;
}

export interface WrapsmithGlobals {
  Wrapsmith?: WrapsmithFunction;
  /** Set by the first loader that injected the bundle: later loaders (the snippet pasted twice) skip it. */
  __wrapsmithInjected?: boolean;
  /**
   * The API reads widget.js starts itself, by URL (`…/api/v1/widget/<key>/config`, `…/get-years`), so they travel
   * beside the entry's download instead of after it (issue 23 item 23); api.ts takes each once, instead of asking.
   */
  __wrapsmithEarly?: Record<string, Promise<Response>>;
  /**
   * The entry's loading line before the config names the shop's languages: left by the first control's module in the
   * language the embed forces or the browser prefers (issue 28); English without it.
   */
  __wrapsmithLoading?: string;
}

/** The first part of every URL of the public widget API for this key: the loader and api.ts must agree on it. */
export function widgetApiRoot(apiBase: string, shopKey: string): string {
  return `${apiBase.replace(/\/+$/, '')}/api/v1/widget/${encodeURIComponent(shopKey)}/`;
}

/** Marks the injected bundle <script>, so a second loader sees it even if the global flag was lost. */
export const BUNDLE_MARKER = 'data-wrapsmith-bundle';
