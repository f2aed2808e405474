// The popup: a modal dialog over the host page. Focus moves into it and stays there (Tab wraps), Escape and the
// backdrop close it, and focus goes back to whatever opened it, which is usually a button on the host page,
// outside this shadow root (so document.activeElement is followed through shadow roots, not just this one).
import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';

/** This chunk's share of the shadow root's stylesheet (empty outside the build, where styles.ts has it all). */
export const PART_CSS = __WRAPSMITH_PART_CSS__.popupDialog ?? '';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([tabindex="-1"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

function deepActiveElement(): HTMLElement | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/** Reachable by Tab: not hidden from assistive tech, not inside a closed <details> (the extras). */
function reachable(element: HTMLElement): boolean {
  return !element.closest('[aria-hidden="true"], details:not([open]) > :not(summary)');
}

export interface PopupDialogProps {
  titleId: string;
  onClose: () => void;
  children: ReactNode;
}

export function PopupDialog({ titleId, onClose, children }: PopupDialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = deepActiveElement();
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    dialogRef.current?.focus();
    return () => {
      root.style.overflow = overflow;
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    const dialog = dialogRef.current;
    if (event.key !== 'Tab' || !dialog) return;
    const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(reachable);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    const active = (dialog.getRootNode() as ShadowRoot | Document).activeElement;
    if (event.shiftKey && (active === first || active === dialog)) {
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
    <div className="wsw-backdrop" onMouseDown={onBackdropMouseDown}>
      <div ref={dialogRef} className="wsw-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown}>
        {children}
      </div>
    </div>
  );
}
