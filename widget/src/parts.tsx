// The widget's parts that arrive in chunks of their own (decision 047), each with its loading and failure words.
// The wrap flow (the visualizer itself) is wanted as soon as there is a config, so widget.js preloads its files beside
// the entry's (decision 075) and the element imports it when it starts loading the config; the others wait for the
// visitor: the lead form for a render, the popup dialog for the popup's first opening (or for the config, in the
// popup modes), the photo tool for "Your car's photo".
import type { PhotoToolProps } from '@wrapsmith/visualizer';
import { lazyPart } from './lazy-part.tsx';
import type { BookWithDepositProps } from './book-deposit.tsx';
import type { LeadFormProps } from './lead-form.tsx';
import { WIDGET_MESSAGES as M } from './messages.ts';
import type { PopupDialogProps } from './popup-dialog.tsx';
import type { WrapFlowProps } from './wrap-flow.tsx';

// Getters: the words are read when a part shows, in the language the widget speaks by then (issue 28).
const partWords = {
  get loading() {
    return M.loading;
  },
  get failed() {
    return M.partFailed;
  },
};

export const wrapFlow = lazyPart<WrapFlowProps>(() => import('./wrap-flow.tsx').then((chunk) => ({ component: chunk.WrapFlow, css: chunk.PART_CSS })), partWords);

export const leadForm = lazyPart<LeadFormProps>(() => import('./lead-form.tsx').then((chunk) => ({ component: chunk.LeadForm, css: chunk.PART_CSS })), partWords);

/** "Book with a deposit" (decision 088): in the lead form's chunk, which a render already preloads. */
export const bookForm = lazyPart<BookWithDepositProps>(() => import('./lead-form.tsx').then((chunk) => ({ component: chunk.BookWithDeposit, css: chunk.PART_CSS })), partWords);

export const popupDialog = lazyPart<PopupDialogProps>(() => import('./popup-dialog.tsx').then((chunk) => ({ component: chunk.PopupDialog, css: chunk.PART_CSS })), {
  get loading() {
    return M.loading;
  },
  get failed() {
    return M.partFailed;
  },
  frame: (status) => <div className="wsw-backdrop">{status}</div>,
});

export const photoTool = lazyPart<PhotoToolProps>(() => import('./photo-tool.ts').then((chunk) => ({ component: chunk.PhotoTool, css: chunk.PART_CSS })), {
  get loading() {
    return M.photoLoading;
  },
  get failed() {
    return M.photoFailed;
  },
});
