// The honest placeholder for a page whose feature ships in a later release: what it will do, and a way on.
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state.tsx';

export function FeaturePending({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <div className="ws-card">
      <EmptyState title={title} action={action}>
        {children}
      </EmptyState>
    </div>
  );
}
