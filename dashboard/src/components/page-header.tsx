// The heading block at the top of every signed-in page.
import type { ReactNode } from 'react';

export function PageHeader({ title, children, actions }: { title: string; children?: ReactNode; actions?: ReactNode }) {
  return (
    <header className="app-page-header">
      <div>
        <h1 className="app-page-title">{title}</h1>
        {children ? <p className="ws-muted">{children}</p> : null}
      </div>
      {actions ? <div className="ws-row">{actions}</div> : null}
    </header>
  );
}
