// The popup: the native <dialog> opened with showModal(), which makes the host page inert, keeps Tab inside and
// draws ::backdrop, also from inside this shadow root. It is the shared Dialog's frame (`.ws-dialog`, decision 050)
// without its title bar and action row: the popup's title is the shop's branded header that the widget app draws
// (with the close button), the same header as inline. Escape and a press on the frame ask the owner to close; focus
// goes back to whatever opened it, usually a button on the host page outside this shadow root.
import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';

/** This chunk's share of the shadow root's stylesheet (empty outside the build, where styles.ts has it all). */
export const PART_CSS = __WRAPSMITH_PART_CSS__.popupDialog ?? '';

/** The focused element, looking through shadow roots (for a button inside a widget, document.activeElement is the host). */
function deepActiveElement(): HTMLElement | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

export interface PopupDialogProps {
  titleId: string;
  onClose: () => void;
  children: ReactNode;
}

export function PopupDialog({ titleId, onClose, children }: PopupDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = deepActiveElement();
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    if (!dialog.open) dialog.showModal();
    // The dialog itself, not its first control: a screen reader starts at the shop's title.
    dialog.focus();
    return () => {
      if (dialog.open) dialog.close();
      root.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  function requestClose(event: SyntheticEvent) {
    event.preventDefault();
    event.stopPropagation();
    onClose();
  }

  return (
    <dialog
      ref={dialogRef}
      className="ws-dialog wsw-popup"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      // Escape is handled here too: some engines (and test DOMs) fire no cancel event for it.
      onKeyDown={(event: KeyboardEvent<HTMLDialogElement>) => {
        if (event.key === 'Escape') requestClose(event);
      }}
      onCancel={requestClose}
      onMouseDown={(event: MouseEvent<HTMLDialogElement>) => {
        // The dialog element is the full-screen frame around the panel, so a press on it is a press outside.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="wsw-dialog">
        {children}
      </div>
    </dialog>
  );
}
