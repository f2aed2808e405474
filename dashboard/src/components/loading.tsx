// Loading indicators: a full-screen overlay for blocking requests and an inline spinner with a label.
export function LoadingOverlay({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="ws-overlay" role="status" aria-live="assertive">
      <span className="ws-spinner ws-spinner--lg" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <span className="app-inline-loading" role="status">
      <span className="ws-spinner" aria-hidden="true" />
      <span>{label}</span>
    </span>
  );
}
