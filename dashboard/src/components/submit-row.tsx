// The end of a settings form: the failed request's message, then the submit button with its busy label (shown only
// to those who may save).
import { Alert } from './alert.tsx';

export function SubmitRow({ failure, busy, label, busyLabel = 'Saving…', show = true }: { failure: string | null; busy: boolean; label: string; busyLabel?: string; show?: boolean }) {
  return (
    <>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {show ? (
        <div className="ws-row">
          <button type="submit" className="ws-btn ws-btn--primary" disabled={busy}>
            {busy ? busyLabel : label}
          </button>
        </div>
      ) : null}
    </>
  );
}
