// Inline status messages. Errors are announced assertively, everything else politely.
import type { ReactNode } from 'react';

export type Tone = 'error' | 'success' | 'info' | 'warning';

export function Alert({ tone = 'info', children }: { tone?: Tone; children: ReactNode }) {
  return (
    <div className={`ws-alert ws-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <div>{children}</div>
    </div>
  );
}
