// What one <wrapsmith-visualizer> element shows, by mode: inline renders the visualizer in place; popup renders
// the page's dialog when it is open; floating adds the round button that opens it.
import { useEffect, useId, useMemo, useState } from 'react';
import { WIDGET_MESSAGES as M } from './messages.ts';
import { popupDialog, wrapFlow } from './parts.tsx';
import { popupState } from './popup-state.ts';
import { sessionFor } from './session.ts';
import { Shell } from './shell.tsx';
import { WIDGET_CSS } from './styles.ts';
import { useConfigState } from './use-session.ts';
import { WidgetApp } from './widget-app.tsx';

export type WidgetMode = 'inline' | 'popup' | 'floating';

export interface WidgetRootProps {
  shopKey?: string;
  apiBase?: string;
  mode?: string;
  /** The floating button's distance in px from the right and bottom edges: "24" (both) or "24 96" (right bottom). */
  offset?: string;
  /** The embed's forced language (`data-lang`, the element's `lang`), when the shop speaks it (issue 28 item 3). */
  lang?: string;
}

/** CSS custom properties that place the floating button (0–400 px each); no number keeps the default 20 px. */
export function fabOffsetStyle(value: string | undefined): Record<string, string> | undefined {
  const [x, y = x] = value?.match(/\d+/g)?.map((n) => `${Math.min(400, Number(n))}px`) ?? [];
  return x ? { '--wsw-fab-x': x, '--wsw-fab-y': y ?? x } : undefined;
}

export function modeOf(value: string | undefined): WidgetMode {
  return value === 'popup' || value === 'floating' ? value : 'inline';
}

function usePopupOpen(): boolean {
  const [open, setOpen] = useState(popupState.isOpen);
  useEffect(() => popupState.subscribe(setOpen), []);
  return open;
}

function RollerIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <rect x="3" y="3" width="15" height="6" rx="1.5" />
      <path d="M18 6h2.5v5.5H11V15" />
      <rect x="9.5" y="15" width="3" height="6" rx="1" />
    </svg>
  );
}

function Widget({ shopKey, apiBase, mode, offset, lang }: { shopKey: string; apiBase: string; mode: WidgetMode; offset?: string; lang?: string }) {
  const session = useMemo(() => sessionFor(apiBase, shopKey, lang), [apiBase, shopKey, lang]);
  const state = useConfigState(session);
  const open = usePopupOpen();
  const titleId = useId();
  const ready = state.status === 'ready';
  // The visualizer's chunk loads beside the config inline; in the popup modes once the page is settled (the config
  // is in), so that opening finds the dialog and the visualizer ready. (widget.js has already preloaded the chunk's
  // files beside the entry, so here it is usually in.) Inline, the Year list needs only the key: it is asked now,
  // beside the config, not once the wrap flow has loaded and mounted (issue 23 item 23).
  useEffect(() => {
    if (mode !== 'inline' && !ready) return;
    if (mode === 'inline') session.api.prefetch('get-years');
    wrapFlow.preload().catch(() => {});
    if (mode !== 'inline') popupDialog.preload().catch(() => {});
  }, [mode, ready, session]);
  if (mode === 'inline') return <WidgetApp session={session} state={state} home={apiBase} className="wsw--inline" />;
  const config = state.status === 'ready' ? state.config : null;
  const close = (
    <button type="button" className="ws-btn ws-btn--ghost ws-btn--icon" aria-label={M.close} onClick={popupState.close}>
      <span aria-hidden="true">×</span>
    </button>
  );
  return (
    <Shell config={config} className="wsw--layer">
      {mode === 'floating' && config && (
        <button type="button" className="wsw-fab" style={fabOffsetStyle(offset)} aria-label={M.openFloating} aria-haspopup="dialog" onClick={popupState.open}>
          <RollerIcon />
        </button>
      )}
      {open && (
        <popupDialog.Part titleId={titleId} onClose={popupState.close}>
          <WidgetApp session={session} state={state} home={apiBase} className="" titleId={titleId} headerAction={close} />
        </popupDialog.Part>
      )}
    </Shell>
  );
}

/** The element's component. Renders nothing without a key: a half-configured element must not break the page. */
export function WidgetRoot({ shopKey, apiBase, mode, offset, lang }: WidgetRootProps) {
  if (!shopKey || !apiBase) return null;
  return (
    <>
      <style>{WIDGET_CSS}</style>
      <Widget shopKey={shopKey} apiBase={apiBase.replace(/\/+$/, '')} mode={modeOf(mode)} offset={offset} lang={lang} />
    </>
  );
}
