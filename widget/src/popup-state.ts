// Whether the page's visualizer dialog is open. One per page: `Wrapsmith('open')`, every [data-wrapsmith-open]
// element and the floating button all drive the same dialog.
type Listener = (open: boolean) => void;

export interface PopupState {
  isOpen(): boolean;
  open(): void;
  close(): void;
  subscribe(listener: Listener): () => void;
}

export function createPopupState(): PopupState {
  let open = false;
  const listeners = new Set<Listener>();
  const set = (next: boolean) => {
    if (next === open) return;
    open = next;
    for (const listener of listeners) listener(open);
  };
  return {
    isOpen: () => open,
    open: () => set(true),
    close: () => set(false),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const popupState = createPopupState();
