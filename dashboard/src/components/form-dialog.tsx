// A form in a dialog (add a team member, create a widget key, edit its websites): the fields, the failed
// request's message, Cancel and the submit button with its busy label. The form's state comes from useZodForm.
import type { FormEvent, ReactNode } from 'react';
import { Dialog } from '@wrapsmith/visualizer/dialog';
import { useArea } from '../i18n/area.ts';
import { COMMON } from '../i18n/areas/common/index.ts';
import { Alert } from './alert.tsx';

export interface FormDialogProps {
  title: string;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
  failure: string | null;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
}

export function FormDialog({ title, onClose, onSubmit, children, failure, busy, submitLabel, busyLabel }: FormDialogProps) {
  const common = useArea(COMMON);
  return (
    <Dialog title={title} onClose={onClose} closeLabel={common('common.close')}>
      <form className="ws-stack" onSubmit={onSubmit} noValidate>
        {children}
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <div className="ws-modal__actions">
          <button type="button" className="ws-btn" onClick={onClose}>
            {common('common.cancel')}
          </button>
          <button type="submit" className="ws-btn ws-btn--primary" disabled={busy}>
            {busy ? busyLabel : submitLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
