// The events the widget sends to the host page (docs/widget.md): CustomEvents on window, payload in detail.
import type { WidgetErrorCode } from './errors.ts';

export interface WrapsmithEvents {
  'wrapsmith:ready': { shop: { name: string } };
  'wrapsmith:render': {
    renderId: string | null;
    /** null for a render of the visitor's own photo. */
    vehicle: { year: number; make: string; model: string } | null;
    film: { brand: string; name: string; finish: string; hex: string };
  };
  /** renderId is null for a lead sent without a picture (the shop had no credits left). */
  'wrapsmith:lead': { leadId: string; renderId: string | null };
  'wrapsmith:error': { code: WidgetErrorCode; message: string };
}

export type WrapsmithEventName = keyof WrapsmithEvents;

export function emit<K extends WrapsmithEventName>(name: K, detail: WrapsmithEvents[K], target: EventTarget = window): void {
  try {
    target.dispatchEvent(new CustomEvent(name, { detail }));
  } catch {
    // A host page that replaced CustomEvent or window.dispatchEvent must not break the visualizer.
  }
}
