// The widget's stand-in for the photo tapper ("Your car's photo"): the tapper lives in its own chunk
// (dist/wrapsmith-photo.<hash>.js, beside the bundle) so visitors who never pick a photo never download it. The
// stand-in injects the chunk once per page, then mounts the tapper into its own <div> and keeps its props current.
import type { PhotoTapsProps } from '@wrapsmith/visualizer';
import { useEffect, useRef, useState } from 'react';
import { WIDGET_MESSAGES as M } from './messages.ts';
import type { MountedPhotoTool, PhotoTool, PhotoToolGlobals } from './photo-tool-api.ts';

/** The chunk's hashed file name, baked in by build.mjs. */
declare const __WRAPSMITH_PHOTO__: string;

/** Marks the injected chunk <script>. */
export const PHOTO_TOOL_MARKER = 'data-wrapsmith-photo';

// Read while the bundle runs: afterwards document.currentScript is whatever the page runs next.
const script = document.currentScript;
const bundleSrc = script instanceof HTMLScriptElement ? script.src : '';

/** The chunk sits beside the bundle; without the bundle's address (not loaded by a script tag), under /widget/. */
export function photoToolUrl(file: string, besideSrc: string): string {
  return new URL(file, besideSrc || new URL('/widget/', location.href)).href;
}

/** One <script> for the chunk; it resolves with the tool the chunk put on the page, and a failed tag is removed. */
function injectChunk(win: Window & PhotoToolGlobals): Promise<PhotoTool> {
  return new Promise<PhotoTool>((resolve, reject) => {
    const tag = document.createElement('script');
    const settle = () => {
      const tool = win.__wrapsmithPhoto;
      if (tool) return resolve(tool);
      tag.remove();
      reject(new Error(`${tag.src} did not load`));
    };
    tag.async = true;
    tag.src = photoToolUrl(__WRAPSMITH_PHOTO__, bundleSrc);
    tag.setAttribute(PHOTO_TOOL_MARKER, '');
    tag.addEventListener('load', settle);
    tag.addEventListener('error', settle);
    (document.head || document.documentElement).appendChild(tag);
  });
}

let pending: Promise<PhotoTool> | null = null;

/** The tool once the chunk has run; until then one load at a time, and after a failed one the next call retries. */
function loadPhotoTool(): Promise<PhotoTool> {
  const win = window as Window & PhotoToolGlobals;
  if (win.__wrapsmithPhoto) return Promise.resolve(win.__wrapsmithPhoto);
  pending ??= injectChunk(win).finally(() => {
    pending = null;
  });
  return pending;
}

type SlotState = 'loading' | 'ready' | 'failed';

export function LazyPhotoTaps(props: PhotoTapsProps) {
  const host = useRef<HTMLDivElement>(null);
  const mounted = useRef<MountedPhotoTool | null>(null);
  const latest = useRef(props);
  latest.current = props;
  const [state, setState] = useState<SlotState>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    loadPhotoTool()
      .then((tool) => {
        if (!live || !host.current) return;
        mounted.current = tool.mount(host.current, latest.current);
        setState('ready');
      })
      .catch(() => {
        if (live) setState('failed');
      });
    return () => {
      live = false;
      mounted.current?.unmount();
      mounted.current = null;
    };
  }, [attempt]);

  useEffect(() => {
    mounted.current?.update(props);
  });

  return (
    <div>
      {state === 'loading' && (
        <p className="wsw-status" role="status">
          <span className="ws-spinner" aria-hidden="true" />
          {M.photoLoading}
        </p>
      )}
      {state === 'failed' && (
        <p className="ws-field-error wsv-load-error" role="alert">
          {M.photoFailed}{' '}
          <button
            type="button"
            className="ws-link-btn"
            onClick={() => {
              setState('loading');
              setAttempt((n) => n + 1);
            }}
          >
            {M.retry}
          </button>
        </p>
      )}
      {/* The chunk's own preact renders in here; this tree never gives the div children of its own. */}
      <div ref={host} />
    </div>
  );
}
