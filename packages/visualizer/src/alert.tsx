// Inline error message: announced by screen readers when it appears, dismissible when the host allows it.
import type { ReactNode } from 'react';
import { useVisualizerMessages } from './use-messages.ts';

export interface AlertProps {
  children: ReactNode;
  tone?: 'error' | 'info';
  onDismiss?: () => void;
}

export function Alert({ children, tone = 'error', onDismiss }: AlertProps) {
  const M = useVisualizerMessages();
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`ws-alert ws-alert--${tone} wsv-alert`}>
      <p>{children}</p>
      {onDismiss && (
        <button type="button" className="wsv-icon-btn" aria-label={M.dismiss} onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
