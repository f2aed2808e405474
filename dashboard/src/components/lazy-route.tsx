// Pages load their code when first visited (decision 046). A route's element shows a loading state until its code
// arrives; when that code cannot be fetched (offline, or a deploy replaced its file) the route's error element
// offers a reload instead of a blank page.
import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { useMatches, useRouteError } from 'react-router-dom';
import { SHELL } from '../i18n/areas/shell/index.ts';
import { useAreaSoon } from '../i18n/areas/shell/soon.ts';
import { Spinner } from './loading.tsx';
import './lazy-route.css';

/** The English (tests read it); the screens read the shell area, fetched with the language so it is here offline. */
export const PAGE_LOAD_FAILED = {
  title: 'This page could not load',
  text: 'Check your internet connection, then reload the page.',
  /** With the browser offline: the page comes by itself once the connection is back. */
  offlineTitle: 'No internet connection',
  offlineText: 'This page has not been opened yet on this visit, so it needs the connection. It opens by itself when you are back online.',
  reload: 'Reload',
} as const;

/** A page's code failed to arrive or to run; anything else a route throws is not this. */
export class PageLoadError extends Error {
  constructor(cause: unknown) {
    super('A page failed to load its code', { cause });
    this.name = 'PageLoadError';
  }
}

interface LazyHandle {
  /** Starts fetching the route's code (once) and settles when it is loaded. */
  preload: () => Promise<unknown>;
}

export interface LazyRoute {
  element: ReactNode;
  handle: LazyHandle;
}

/**
 * A thenable that calls back at once. React.lazy given one renders without suspending: a page whose code is
 * already here (visited before, or preloaded) shows at once instead of flashing the loading state.
 */
function settled<T>(value: T): Promise<T> {
  return { then: (onFulfilled: (v: T) => unknown) => onFulfilled(value) } as unknown as Promise<T>;
}

/**
 * Route properties (`element`, `handle`) for the component exported as `name` by the module `load` imports.
 * Rendering any lazy route starts the code of every matched route, so a layout and its page load side by side
 * rather than one after the other.
 */
export function lazyRoute<M, K extends keyof M>(load: () => Promise<M>, name: K): LazyRoute {
  let loaded: ComponentType | undefined;
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () => {
    if (!loading) {
      loading = load().then(
        (module) => {
          loaded = module[name] as ComponentType;
          return { default: loaded };
        },
        (cause: unknown) => {
          throw new PageLoadError(cause);
        },
      );
      // A failure is shown by the route that renders this code; a preload alone has nobody to tell.
      loading.catch(() => undefined);
    }
    return loading;
  };
  const Lazy = lazy(() => (loaded ? settled({ default: loaded }) : preload()));
  function LazyRouteElement() {
    for (const match of useMatches()) void (match.handle as Partial<LazyHandle> | undefined)?.preload?.();
    return (
      <Suspense fallback={<RouteLoading />}>
        <Lazy />
      </Suspense>
    );
  }
  return { element: <LazyRouteElement />, handle: { preload } };
}

/** A page (or layout) while its code loads. */
export function RouteLoading() {
  const t = useAreaSoon(SHELL);
  return (
    <div className="route-loading">
      <Spinner label={t('shell.loadingPage')} />
    </div>
  );
}

/** The route table's error element: a page whose code did not load gets a reload; any other error `otherwise`. */
export function RouteError({ otherwise }: { otherwise: ReactNode }) {
  const error = useRouteError();
  const t = useAreaSoon(SHELL);
  const pageLoad = error instanceof PageLoadError;
  // A page that failed to arrive loads again by itself when the browser comes back online (issue 12's offline rule).
  useEffect(() => {
    if (!pageLoad) return undefined;
    const back = () => window.location.reload();
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, [pageLoad]);
  if (!pageLoad) return otherwise;
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return (
    <main id="main" className="error-page ws-on-ink">
      <h1>{offline ? t('shell.offlineTitle') : t('shell.loadFailedTitle')}</h1>
      <p role={offline ? 'alert' : undefined}>{offline ? t('shell.offlineText') : t('shell.loadFailedText')}</p>
      <button type="button" className="ws-btn ws-btn--primary ws-btn--lg" onClick={() => window.location.reload()}>
        {t('shell.reload')}
      </button>
    </main>
  );
}
