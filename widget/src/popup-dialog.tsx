// The popup: the native <dialog> opened with showModal(), which makes the host page inert, keeps Tab inside and
// draws ::backdrop, also from inside this shadow root. It is the shared Dialog's frame (`.ws-dialog`, decision 050)
// without its title bar and action row: the popup's title is the shop's branded header that the widget app draws
// (with the close button), the same header as inline. Escape, a press on the frame, focus back to the opener
// (usually a button on the host page outside this shadow root): the shared useModalDialog.
import { useEffect, type ReactNode } from 'react';
import { useModalDialog } from '@wrapsmith/visualizer/dialog';

/** This chunk's share of the shadow root's stylesheet (empty outside the build, where styles.ts has it all). */
export const PART_CSS = __WRAPSMITH_PART_CSS__.popupDialog ?? '';

export interface PopupDialogProps {
  titleId: string;
  onClose: () => void;
  children: ReactNode;
}

export function PopupDialog({ titleId, onClose, children }: PopupDialogProps) {
  // The dialog itself takes focus, not its first control: a screen reader starts at the shop's title.
  const { dialogRef, dialogProps } = useModalDialog(onClose, (dialog) => dialog.focus());

  // The host page does not scroll behind the popup.
  useEffect(() => {
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
    };
  }, []);

  return (
    <dialog ref={dialogRef} className="ws-dialog wsw-popup" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} {...dialogProps}>
      <div className="wsw-dialog">{children}</div>
    </dialog>
  );
}
