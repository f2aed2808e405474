// One widget API and one config load per shop key and API origin on a page, however many elements show it:
// the inline widget, the popup and the floating button share them, and `wrapsmith:ready` fires once.
import { createWidgetApi, type WidgetApi, type WidgetConfig } from './api.ts';
import { toWidgetFailure, friendlyMessage, type WidgetFailure } from './errors.ts';
import { emit } from './events.ts';
import { speakShopLanguage } from './i18n/load.ts';
import { createVisitorId } from './visitor.ts';

export type ConfigState =
  | { status: 'loading' }
  | { status: 'ready'; config: WidgetConfig }
  | { status: 'failed'; failure: WidgetFailure };

export interface WidgetSession {
  api: WidgetApi;
  config(): ConfigState;
  /** Loads the config once; `retry` after a failure loads it again. */
  load(): void;
  subscribe(listener: () => void): () => void;
}

const visitorId = createVisitorId();
const sessions = new Map<string, WidgetSession>();

function createSession(api: WidgetApi, lang: string | undefined): WidgetSession {
  let state: ConfigState = { status: 'loading' };
  let started = false;
  let readySent = false;
  const listeners = new Set<() => void>();
  const set = (next: ConfigState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  function fetchConfig() {
    api.getConfig().then(
      // The widget shows once it speaks the visitor's language: that language's chunk is in (issue 28 item 4).
      async (config) => {
        await speakShopLanguage(config.languages, lang);
        set({ status: 'ready', config });
        if (!readySent) emit('wrapsmith:ready', { shop: { name: config.branding.displayName } });
        readySent = true;
      },
      (error: unknown) => {
        const failure = toWidgetFailure(error);
        if (failure.code === 'ORIGIN_NOT_ALLOWED') {
          console.warn(`Wrapsmith: ${location.origin} is not on this widget key's allowed websites. Add it in Dashboard → Settings → Widget.`);
        }
        set({ status: 'failed', failure });
        emit('wrapsmith:error', { code: failure.code, message: friendlyMessage(failure, null) });
      },
    );
  }
  return {
    api,
    config: () => state,
    load() {
      if (started && state.status !== 'failed') return;
      started = true;
      set({ status: 'loading' });
      fetchConfig();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function sessionFor(apiBase: string, shopKey: string, lang?: string): WidgetSession {
  const id = `${apiBase}|${shopKey}|${lang ?? ''}`;
  let session = sessions.get(id);
  if (!session) {
    session = createSession(createWidgetApi({ apiBase, shopKey, visitorId }), lang);
    sessions.set(id, session);
  }
  return session;
}
