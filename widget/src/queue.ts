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
}

/** Marks the injected bundle <script>, so a second loader sees it even if the global flag was lost. */
export const BUNDLE_MARKER = 'data-wrapsmith-bundle';
