// The entry (dist/wrapsmith-widget.<hash>.js, an ES module): defines <wrapsmith-visualizer shop-key api-base mode> with an open
// shadow root, takes over the page-global Wrapsmith() from the loader and runs the commands queued so far.
import r2wc from '@r2wc/react-to-web-component';
import type { WrapsmithFunction, WrapsmithGlobals } from './queue.ts';
import { ELEMENT_TAG, createRuntime } from './runtime.ts';
import { WidgetRoot, type WidgetRootProps } from './widget-root.tsx';

interface BundleGlobals extends WrapsmithGlobals {
  /** Set once the bundle ran: a second copy (two deployments' loaders on one page) then does nothing. */
  __wrapsmithBundle?: boolean;
}

/** The API defaults to wherever this module came from, which is the Wrapsmith host that served widget.js. */
function bundleOrigin(): string {
  const url = new URL(import.meta.url);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : location.origin;
}

function boot(win: Window & BundleGlobals): void {
  if (win.__wrapsmithBundle) return;
  win.__wrapsmithBundle = true;
  const defaultApiBase = bundleOrigin();
  const Root = (props: WidgetRootProps) => <WidgetRoot {...props} apiBase={props.apiBase || defaultApiBase} />;
  if (!customElements.get(ELEMENT_TAG)) {
    customElements.define(
      ELEMENT_TAG,
      r2wc(Root, { shadow: 'open', props: { shopKey: 'string', apiBase: 'string', mode: 'string', offset: 'string', lang: 'string' } }),
    );
  }
  const runtime = createRuntime({ defaultApiBase, win });
  const queued = win.Wrapsmith?.q;
  const command: WrapsmithFunction = (...args: unknown[]) => runtime.run(...args);
  command.q = [];
  command.loaded = true;
  win.Wrapsmith = command;
  runtime.drain(queued);
}

try {
  boot(window);
} catch (error) {
  console.warn('Wrapsmith widget could not start:', error);
}
