// What a page shows when its data failed to load: the error, announced, and a way to try again.
import { Alert } from './alert.tsx';

export function LoadError({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry: () => void }) {
  return (
    <div className="ws-stack">
      <Alert tone="error">{message}</Alert>
      <div>
        <button type="button" className="ws-btn" onClick={onRetry}>
          {retryLabel}
        </button>
      </div>
    </div>
  );
}
