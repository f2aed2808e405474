// The one modal dialog of the dashboard and the visualizer (decision 050), on the native <dialog>: showModal()
// gives the focus trap, the inert page and ::backdrop, also inside the widget's shadow root. What is left to us:
// where focus starts, Escape and a backdrop click ask the owner to close, and focus goes back to the opener.
import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import { useStableId } from './use-stable-id.ts';

export interface DialogProps {
  /** Closed dialogs render nothing; owners may also mount the dialog only while it is open. */
  open?: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons and links under the body; the first of them gets focus unless an element has `data-autofocus`. */
  actions?: ReactNode;
  wide?: boolean;
  /** Extra class on the panel, e.g. a theme. */
  className?: string;
  /** Hides the header close button when the dialog must be answered through its actions. */
  hideClose?: boolean;
  closeLabel?: string;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The focused element, looking through shadow roots (in the widget, document.activeElement is the host). */
function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/**
 * The mechanics of a modal <dialog> mounted while open, shared by Dialog and the widget's popup: showModal() on
 * mount, `focusOnOpen` places focus, Escape (also without a cancel event: some engines and test DOMs fire none) and
 * a press on the frame ask `onClose`, and on unmount the dialog closes and focus returns to the opener.
 */
export function useModalDialog(onClose: () => void, focusOnOpen: (dialog: HTMLDialogElement) => void) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  const focusRef = useRef(focusOnOpen);
  useEffect(() => {
    onCloseRef.current = onClose;
    focusRef.current = focusOnOpen;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = deepActiveElement();
    if (!dialog.open) dialog.showModal();
    focusRef.current(dialog);
    return () => {
      if (dialog.open) dialog.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  function requestClose(event: SyntheticEvent) {
    event.preventDefault();
    event.stopPropagation();
    onCloseRef.current();
  }

  return {
    dialogRef,
    close: () => onCloseRef.current(),
    dialogProps: {
      onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => {
        if (event.key === 'Escape') requestClose(event);
      },
      onCancel: requestClose,
      onMouseDown: (event: MouseEvent<HTMLDialogElement>) => {
        // The dialog element is the full-screen frame around the panel, so a press on it is a press outside.
        if (event.target === event.currentTarget) onCloseRef.current();
      },
    },
  };
}

function OpenDialog({ title, onClose, children, actions, wide, className, hideClose, closeLabel = 'Close' }: Omit<DialogProps, 'open'>) {
  const actionsRef = useRef<HTMLDivElement>(null);
  const titleId = useStableId('dialog-title');
  const { dialogRef, close, dialogProps } = useModalDialog(onClose, (dialog) => {
    const first =
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      actionsRef.current?.querySelector<HTMLElement>(FOCUSABLE) ??
      dialog.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
  });

  return (
    <dialog ref={dialogRef} className="ws-dialog" aria-modal="true" aria-labelledby={titleId} {...dialogProps}>
      <div className={['ws-modal', wide ? 'ws-modal--wide' : '', className ?? ''].join(' ').trim()}>
        <div className="ws-modal__header">
          <h2 id={titleId} className="ws-modal__title">
            {title}
          </h2>
          {hideClose ? null : (
            <button type="button" className="ws-btn ws-btn--ghost ws-btn--icon ws-btn--sm" aria-label={closeLabel} onClick={close}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        {children}
        {actions ? (
          <div ref={actionsRef} className="ws-modal__actions">
            {actions}
          </div>
        ) : null}
      </div>
    </dialog>
  );
}

export function Dialog({ open = true, ...rest }: DialogProps) {
  return open ? <OpenDialog {...rest} /> : null;
}
