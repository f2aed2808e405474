// The "are you sure?" dialog with every word given by its caller (English by default): for the customer's pages,
// which speak the customer's language rather than the dashboard's and stay within their budget without the staff
// areas (decision 101). Staff screens use ./confirm-dialog.tsx, which fills the words in the reader's language.
import { useState, type ReactNode } from 'react';
import { AUTH_MESSAGES } from '@wrapsmith/core';
import { Dialog } from '@wrapsmith/visualizer/dialog';
import { apiErrorInfo } from '../api/errors.ts';
import { useBusy } from '../lib/form.ts';
import { Alert } from './alert.tsx';

export interface ConfirmDialogFrameProps {
  title: string;
  /** What will happen, in the shop's words. */
  children: ReactNode;
  confirmLabel: string;
  /** The confirm button's text while the action runs; the confirm label by default. */
  busyLabel?: string;
  cancelLabel?: string;
  /** A red confirm button for actions that destroy or cannot be undone. */
  danger?: boolean;
  onConfirm: () => Promise<unknown> | void;
  onClose: () => void;
  /** The message for a failed action: the server's message, else the generic one, by default. */
  errorText?: (error: unknown) => string;
  wide?: boolean;
  className?: string;
  /** The dialog's close button ("Close" by default). */
  closeLabel?: string;
}

const defaultErrorText = (error: unknown) => apiErrorInfo(error).message ?? AUTH_MESSAGES.somethingWrong;

export function ConfirmDialogFrame({
  title,
  children,
  confirmLabel,
  busyLabel,
  cancelLabel = 'Cancel',
  danger = false,
  onConfirm,
  onClose,
  errorText = defaultErrorText,
  wide,
  className,
  closeLabel,
}: ConfirmDialogFrameProps) {
  const [busy, run] = useBusy();
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setError(null);
    try {
      await run(async () => onConfirm());
    } catch (err) {
      setError(errorText(err));
    }
  }

  return (
    <Dialog
      title={title}
      onClose={onClose}
      closeLabel={closeLabel}
      wide={wide}
      className={className}
      actions={
        <>
          <button type="button" className="ws-btn" onClick={onClose}>
            {cancelLabel}
          </button>
          <button type="button" className={danger ? 'ws-btn ws-btn--danger' : 'ws-btn ws-btn--primary'} disabled={busy} onClick={() => void confirm()}>
            {busy && busyLabel ? busyLabel : confirmLabel}
          </button>
        </>
      }
    >
      <div className="ws-stack">
        {children}
        {error ? <Alert tone="error">{error}</Alert> : null}
      </div>
    </Dialog>
  );
}
