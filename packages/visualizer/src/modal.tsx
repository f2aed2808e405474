// A small accessible modal dialog: labelled, focus moved in and trapped, Escape and backdrop close it, focus goes
// back where it was. Works inside a shadow root (the widget), where document.activeElement is the host.
import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { VISUALIZER_MESSAGES as M } from './messages.ts';
import { useStableId } from './use-stable-id.ts';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons and links under the body; the first of them gets focus when the dialog opens. */
  actions?: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea, [tabindex]:not([tabindex="-1"])';

function activeElementOf(node: Node): Element | null {
  const root = node.getRootNode() as Document | ShadowRoot;
  return root.activeElement ?? null;
}

function ModalDialog({ title, onClose, children, actions }: Omit<ModalProps, 'open'>) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const titleId = useStableId('modal-title');
  const bodyId = useStableId('modal-body');

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const previous = activeElementOf(dialog);
    const first = actionsRef.current?.querySelector<HTMLElement>(FOCUSABLE) ?? dialog;
    first.focus();
    return () => {
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    const active = activeElementOf(dialogRef.current);
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  function onBackdropMouseDown(event: MouseEvent<HTMLDivElement>) {
    if (event.target === event.currentTarget) onClose();
  }

  return (
    <div className="ws-modal-backdrop" onMouseDown={onBackdropMouseDown}>
      <div
        ref={dialogRef}
        className="ws-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="ws-modal__header">
          <h2 id={titleId} className="ws-modal__title">
            {title}
          </h2>
          <button type="button" className="ws-btn ws-btn--ghost ws-btn--icon" aria-label={M.close} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div id={bodyId} className="wsv-modal-body">
          {children}
        </div>
        {actions && (
          <div ref={actionsRef} className="ws-modal__actions">
            {actions}
          </div>
        )}
      </div>
    </div>
  );
}

export function Modal({ open, ...rest }: ModalProps) {
  return open ? <ModalDialog {...rest} /> : null;
}
