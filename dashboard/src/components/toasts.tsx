// In-app notices (team actions and the like) instead of window.alert: a live region that stacks messages.
import { useEffect } from 'react';
import { create } from 'zustand';
import { SHELL } from '../i18n/areas/shell/index.ts';
import { useAreaSoon } from '../i18n/areas/shell/soon.ts';
import type { Tone } from './alert.tsx';

interface Toast {
  id: number;
  tone: Tone;
  message: string;
}

interface ToastState {
  toasts: Toast[];
  push: (tone: Tone, message: string) => void;
  dismiss: (id: number) => void;
}

let nextId = 1;
const TOAST_MS = 6000;

export const useToasts = create<ToastState>()((set) => ({
  toasts: [],
  push: (tone, message) => set((s) => ({ toasts: [...s.toasts, { id: nextId++, tone, message }] })),
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
}));

export function notify(tone: Tone, message: string): void {
  useToasts.getState().push(tone, message);
}

function ToastItem({ toast }: { toast: Toast }) {
  const dismiss = useToasts((s) => s.dismiss);
  const t = useAreaSoon(SHELL);
  useEffect(() => {
    const timer = setTimeout(() => dismiss(toast.id), TOAST_MS);
    return () => clearTimeout(timer);
  }, [dismiss, toast.id]);
  return (
    <div className={`ws-alert ws-alert--${toast.tone} app-toast`} role={toast.tone === 'error' ? 'alert' : 'status'}>
      <div>{toast.message}</div>
      <button type="button" className="ws-btn ws-btn--ghost ws-btn--sm ws-btn--icon" aria-label={t('shell.dismiss')} onClick={() => dismiss(toast.id)}>
        <span aria-hidden="true">✕</span>
      </button>
    </div>
  );
}

export function Toaster() {
  const toasts = useToasts((s) => s.toasts);
  return (
    <div className="app-toasts" aria-live="polite">
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} />
      ))}
    </div>
  );
}
