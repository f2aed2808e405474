// A quiet placeholder for sections with nothing to show yet.
import type { ReactNode } from 'react';

export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="app-empty">
      <p className="app-empty__title">{title}</p>
      {children ? <div className="ws-muted">{children}</div> : null}
      {action ? <div className="app-empty__action">{action}</div> : null}
    </div>
  );
}
