// The one "are you sure?" of the dashboard (decision 050): Cancel (focused first, the safe answer) and the confirm
// button, disabled while the action runs; an action that fails leaves its message inside the dialog. The owner
// closes the dialog when the action is done (or lets it close itself by unmounting it).
import { useState, type ReactNode } from 'react';
import { Dialog } from '@wrapsmith/visualizer/dialog';
import { apiErrorInfo } from '../api/errors.ts';
import { useArea } from '../i18n/area.ts';
import { COMMON } from '../i18n/areas/common/index.ts';
import { COMPONENTS } from '../i18n/areas/components/index.ts';
import { useServerWords } from '../i18n/server-words.ts';
import { useBusy } from '../lib/form.ts';
import { Alert } from './alert.tsx';

export interface ConfirmDialogProps {
  title: string;
  /** What will happen, in the shop's words. */
  children: ReactNode;
  confirmLabel: string;
  /** The confirm button's text while the action runs; the confirm label by default. */
  busyLabel?: string;
  /** "Cancel" in the reader's language by default. */
  cancelLabel?: string;
  /** A red confirm button for actions that destroy or cannot be undone. */
  danger?: boolean;
  onConfirm: () => Promise<unknown> | void;
  onClose: () => void;
  /** The message for a failed action: the server's message (in English; another language says its generic one), by default. */
  errorText?: (error: unknown) => string;
  wide?: boolean;
  className?: string;
}

export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busyLabel,
  cancelLabel,
  danger = false,
  onConfirm,
  onClose,
  errorText,
  wide,
  className,
}: ConfirmDialogProps) {
  const [busy, run] = useBusy();
  const t = useArea(COMPONENTS);
  const common = useArea(COMMON);
  const server = useServerWords();
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setError(null);
    try {
      await run(async () => onConfirm());
    } catch (err) {
      setError(errorText ? errorText(err) : server(apiErrorInfo(err).message, t('components.somethingWrong')));
    }
  }

  return (
    <Dialog
      title={title}
      onClose={onClose}
      closeLabel={common('common.close')}
      wide={wide}
      className={className}
      actions={
        <>
          <button type="button" className="ws-btn" onClick={onClose}>
            {cancelLabel ?? common('common.cancel')}
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
