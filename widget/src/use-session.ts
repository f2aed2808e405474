// Subscribes a component to its session's config state and starts the load.
import { useEffect, useState } from 'react';
import type { ConfigState, WidgetSession } from './session.ts';

export function useConfigState(session: WidgetSession): ConfigState {
  const [state, setState] = useState(session.config);
  useEffect(() => {
    const unsubscribe = session.subscribe(() => setState(session.config()));
    session.load();
    setState(session.config());
    return unsubscribe;
  }, [session]);
  return state;
}
