// An accessible modal dialog: labelled, traps Tab inside, closes on Escape, returns focus to the opener.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

export interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Footer buttons. */
  actions?: ReactNode;
  wide?: boolean;
  /** Extra class on the dialog, e.g. a theme. */
  className?: string;
  /** Hides the header close button when the dialog must be answered through its actions. */
  hideClose?: boolean;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function Modal({ title, onClose, children, actions, wide, className, hideClose }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    const first = dialog?.querySelector<HTMLElement>('[data-autofocus]') ?? dialog?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog)?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <div
      className="ws-modal-backdrop"
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onCloseRef.current();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={['ws-modal', wide ? 'ws-modal--wide' : '', className ?? ''].join(' ').trim()}
        onKeyDown={onKeyDown}
      >
        <div className="ws-modal__header">
          <h2 id={titleId} className="ws-modal__title">
            {title}
          </h2>
          {hideClose ? null : (
            <button type="button" className="ws-btn ws-btn--ghost ws-btn--icon ws-btn--sm" aria-label="Close" onClick={() => onCloseRef.current()}>
              <span aria-hidden="true">✕</span>
            </button>
          )}
        </div>
        {children}
        {actions ? <div className="ws-modal__actions">{actions}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
