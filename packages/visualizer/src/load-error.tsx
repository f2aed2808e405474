// Red text with a retry button, in place of something that failed to load (spec §8: errors replace the control).
import { failureMessage } from './client.ts';
import { useVisualizerMessages } from './use-messages.ts';

export interface LoadErrorProps {
  error: unknown;
  fallback: string;
  onRetry: () => void;
}

export function LoadError({ error, fallback, onRetry }: LoadErrorProps) {
  const M = useVisualizerMessages();
  return (
    <p className="ws-field-error wsv-load-error" role="alert">
      {failureMessage(error, fallback)}{' '}
      <button type="button" className="ws-link-btn" onClick={onRetry}>
        {M.retry}
      </button>
    </p>
  );
}
