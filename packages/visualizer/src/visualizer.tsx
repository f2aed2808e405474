// The Studio flow with the spec's popups (§8 Studio): out of credits opens the plans popup, a busy answer or one
// without image data the too-many-requests popup, and any other failure says why inline (never window.alert).
import { useState } from 'react';
import { failureMessage, type VisualizerError } from './client.ts';
import { NoCreditsModal, TooManyRequestsModal } from './credit-modals.tsx';
import { useVisualizerMessages } from './use-messages.ts';
import type { Navigate } from './navigation.ts';
import { VisualizerCore, type VisualizerCoreProps } from './visualizer-core.tsx';

export interface VisualizerProps extends Omit<VisualizerCoreProps, 'onRenderError'> {
  /** Replaces the built-in popups and inline message: see `VisualizerCore`. */
  onRenderError?: VisualizerCoreProps['onRenderError'];
  /** Where the plans popup's Join link leads. */
  subscriptionHref?: string;
  onNavigate?: Navigate;
}

type Popup = 'none' | 'no-credits' | 'busy';

export function Visualizer({ onRenderError, subscriptionHref, onNavigate, ...props }: VisualizerProps) {
  const M = useVisualizerMessages();
  const [popup, setPopup] = useState<Popup>('none');
  if (onRenderError) return <VisualizerCore {...props} onRenderError={onRenderError} />;

  function showFailure(error: VisualizerError): string | undefined {
    if (error.code === 'NO_CREDITS') setPopup('no-credits');
    else if (error.code === 'RATE_LIMITED' || error.code === 'NO_IMAGE') setPopup('busy');
    else return failureMessage(error, M.generationFailed);
    return undefined;
  }

  const closePopup = () => setPopup('none');
  return (
    <>
      <VisualizerCore {...props} onRenderError={showFailure} />
      <NoCreditsModal
        open={popup === 'no-credits'}
        onClose={closePopup}
        subscriptionHref={subscriptionHref}
        onNavigate={onNavigate}
      />
      <TooManyRequestsModal open={popup === 'busy'} onClose={closePopup} />
    </>
  );
}
