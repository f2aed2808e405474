// A part of the widget that arrives in its own chunk (the lead form, the popup dialog, the photo tapper): the built
// entry stays within its budget because visitors download these only when they need them (decision 047). The
// chunks share the entry's preact (esbuild ESM code splitting), so a part is an ordinary component once loaded.
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { WIDGET_MESSAGES as M } from './messages.ts';

export interface LazyPart<P> {
  /** Renders the part; until its chunk is in, a status line (`loading`), and after a failed load the retry. */
  Part: ComponentType<P>;
  /** Starts the download early (e.g. the lead form once there is a render), so the click finds it ready. */
  preload(): Promise<LoadedPart<P>>;
}

export interface LazyPartOptions {
  loading: string;
  failed: string;
  /** Where the status line goes while the part is not there (the popup's goes in its backdrop). */
  frame?: (status: ReactNode) => ReactNode;
}

/** What a chunk gives its part: the component, and the rules of the stylesheet only it uses. */
export interface LoadedPart<P> {
  component: ComponentType<P>;
  css: string;
}

export function lazyPart<P extends object>(load: () => Promise<LoadedPart<P>>, words: LazyPartOptions): LazyPart<P> {
  const frame = words.frame ?? ((status: ReactNode) => status);
  let loaded: LoadedPart<P> | undefined;
  let pending: Promise<LoadedPart<P>> | undefined;

  /** One download at a time; after a failed one the next call tries again. */
  function preload(): Promise<LoadedPart<P>> {
    pending ??= load().then(
      (part) => (loaded = part),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  }

  function Part(props: P) {
    const [failed, setFailed] = useState(false);
    const [, setReady] = useState(false);
    // Always through preload: the chunk may have arrived between this render and this effect.
    useEffect(() => {
      if (failed) return undefined;
      let live = true;
      preload().then(
        () => live && setReady(true),
        () => live && setFailed(true),
      );
      return () => {
        live = false;
      };
    }, [failed]);
    if (loaded) {
      const { component: Loaded, css } = loaded;
      // A <style> anywhere in a shadow root styles all of it; each element's shadow root gets its own copy.
      return (
        <>
          {css && <style>{css}</style>}
          <Loaded {...props} />
        </>
      );
    }
    if (failed) {
      return frame(
        <p className="ws-field-error wsv-load-error" role="alert">
          {words.failed}{' '}
          <button type="button" className="ws-link-btn" onClick={() => setFailed(false)}>
            {M.retry}
          </button>
        </p>,
      );
    }
    return frame(
      <p className="wsw-status" role="status">
        <span className="ws-spinner" aria-hidden="true" />
        {words.loading}
      </p>,
    );
  }

  return { Part, preload };
}
