// One visualizer view for a shop: header, then loading, the friendly error or the wrap flow, then the footer.
import type { ReactNode } from 'react';
import { friendlyMessage } from './errors.ts';
import { WIDGET_MESSAGES as M } from './messages.ts';
import type { ConfigState, WidgetSession } from './session.ts';
import { wrapFlow } from './parts.tsx';
import { Shell, ShopFooter, ShopHeader, loadingLine } from './shell.tsx';

export interface WidgetAppProps {
  session: WidgetSession;
  state: ConfigState;
  home: string;
  className: string;
  titleId?: string;
  headerAction?: ReactNode;
}

export function WidgetApp({ session, state, home, className, titleId, headerAction }: WidgetAppProps) {
  const config = state.status === 'ready' ? state.config : null;
  return (
    <Shell config={config} className={className}>
      <ShopHeader config={config} failed={state.status === 'failed'} titleId={titleId} action={headerAction} />
      <div className="wsw-body">
        {state.status === 'loading' && (
          <p className="wsw-status" role="status">
            <span className="ws-spinner" aria-hidden="true" />
            {loadingLine()}
          </p>
        )}
        {state.status === 'failed' && (
          <div className="wsw-panel" role="alert">
            <p>{friendlyMessage(state.failure, null)}</p>
            {state.failure.code === 'NETWORK' && (
              <div className="wsw-actions">
                <button type="button" className="ws-btn" onClick={() => session.load()}>
                  {M.retry}
                </button>
              </div>
            )}
          </div>
        )}
        {config && <wrapFlow.Part api={session.api} config={config} />}
      </div>
      <ShopFooter config={config} home={home} />
    </Shell>
  );
}
