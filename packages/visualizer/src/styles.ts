// Stylesheet of the visualizer's own parts. It builds on @wrapsmith/design (tokens and the ws- components): a page
// that already loads `designCss` adds `visualizerCss`; a shadow root (the widget) takes `visualizerShadowCss`.
// Layout follows the space the visualizer gets (container queries), not the viewport: a widget can be narrow
// on a wide screen.
import { designCss } from '@wrapsmith/design';

export const visualizerCss = String.raw`
.wsv { container: wsv / inline-size; color: var(--ws-color-text); }
.wsv-layout { display: grid; gap: var(--ws-space-6); align-items: start; }
.wsv-controls { display: flex; flex-direction: column; gap: var(--ws-space-5); min-width: 0; }
/* A host page with a sticky bar sets --wsv-sticky-offset to the bar's height, so the stage sticks and the preview
   scrolls into view below the bar instead of under it. */
.wsv-stage { display: flex; flex-direction: column; gap: var(--ws-space-3); min-width: 0; scroll-margin-top: calc(var(--wsv-sticky-offset, 0px) + var(--ws-space-4)); }
@container wsv (min-width: 880px) {
  .wsv-layout { grid-template-columns: minmax(0, 1fr) minmax(0, 1.15fr); }
  .wsv-stage { position: sticky; top: calc(var(--wsv-sticky-offset, 0px) + var(--ws-space-4)); }
}

.wsv-section {
  background: var(--ws-color-surface); border: 1px solid var(--ws-color-border); border-radius: var(--ws-radius-lg);
  padding: var(--ws-space-5); box-shadow: var(--ws-shadow-sm);
}
.wsv-section__title {
  font-size: var(--ws-font-size-lg); font-weight: var(--ws-font-weight-bold); margin: 0 0 var(--ws-space-4);
}
.wsv-extras > summary { cursor: pointer; margin: 0; list-style-position: inside; }
.wsv-extras[open] > summary { margin-bottom: var(--ws-space-4); }

.wsv-vehicle { display: grid; gap: var(--ws-space-3); grid-template-columns: repeat(auto-fit, minmax(min(100%, 150px), 1fr)); }
.wsv-load-error { display: flex; flex-wrap: wrap; align-items: center; gap: var(--ws-space-1) var(--ws-space-2); min-height: 44px; margin: 0; }

.wsv-film-picker { display: flex; flex-direction: column; gap: var(--ws-space-4); }
/* Seven finishes at most: wrapping keeps every tab in sight, where a scrolling strip would hide the last ones. */
.wsv-finish-tabs { flex-wrap: wrap; overflow-x: visible; }
.wsv-finish-panel { padding-top: var(--ws-space-4); }
.wsv-swatches {
  display: grid; gap: var(--ws-space-3); margin: 0; padding: 0; list-style: none;
  grid-template-columns: repeat(auto-fill, minmax(104px, 1fr));
}
.wsv-swatch {
  display: flex; flex-direction: column; align-items: stretch; gap: var(--ws-space-1); width: 100%; height: 100%;
  padding: var(--ws-space-2); text-align: start; cursor: pointer;
  background: var(--ws-color-surface); color: var(--ws-color-text);
  border: 2px solid var(--ws-color-border); border-radius: var(--ws-radius-md);
  transition: border-color var(--ws-motion-fast), box-shadow var(--ws-motion-fast);
}
.wsv-swatch:hover { border-color: var(--ws-color-border-strong); }
.wsv-swatch[aria-pressed='true'] { border-color: var(--ws-color-accent); box-shadow: 0 0 0 2px var(--ws-color-accent-tint); }
.wsv-swatch[aria-disabled='true'] { cursor: progress; opacity: 0.7; }
.wsv-swatch__chip {
  display: block; aspect-ratio: 4 / 3; border-radius: var(--ws-radius-sm);
  box-shadow: inset 0 0 0 1px rgba(11, 18, 32, 0.18), inset 0 -14px 18px -12px rgba(255, 255, 255, 0.35);
}
.wsv-swatch__name { font-size: var(--ws-font-size-sm); font-weight: var(--ws-font-weight-semibold); line-height: var(--ws-line-height-snug); }
.wsv-swatch__code { font-size: var(--ws-font-size-xs); color: var(--ws-color-text-muted); font-family: var(--ws-font-mono); }

.wsv-zones { display: grid; gap: var(--ws-space-4); grid-template-columns: repeat(auto-fit, minmax(min(100%, 180px), 1fr)); }
.wsv-zone { display: flex; align-items: center; justify-content: space-between; gap: var(--ws-space-3); min-height: 44px; margin: 0; }
.wsv-zone--wide { grid-column: 1 / -1; flex-wrap: wrap; justify-content: flex-start; }
.wsv-check { display: inline-flex; align-items: center; gap: var(--ws-space-2); min-height: 44px; cursor: pointer; font-weight: var(--ws-font-weight-medium); }
.wsv-check input { width: 1.125rem; height: 1.125rem; accent-color: var(--ws-color-accent); }
.wsv-colour-input {
  width: 44px; height: 36px; padding: 2px; cursor: pointer;
  border: 1.5px solid var(--ws-color-border-strong); border-radius: var(--ws-radius-sm); background: var(--ws-color-surface);
}
.wsv-colour-input:disabled { opacity: 0.4; cursor: not-allowed; }
.wsv-tint { display: flex; align-items: center; gap: var(--ws-space-3); flex: 1 1 220px; }
.wsv-tint input { flex: 1; accent-color: var(--ws-color-accent); }
.wsv-tint output { min-width: 4.5rem; font-variant-numeric: tabular-nums; font-weight: var(--ws-font-weight-semibold); }
.wsv-zone--wide .ws-field-hint { flex-basis: 100%; margin: 0; }
.wsv-zone-film { display: grid; gap: var(--ws-space-3); flex-basis: 100%; grid-template-columns: repeat(auto-fit, minmax(min(100%, 160px), 1fr)); }
.wsv-zone-film .ws-field { margin: 0; }
.wsv-ppf { border: 0; padding: 0; gap: var(--ws-space-4); }
.wsv-ppf legend { float: inline-start; margin-inline-end: var(--ws-space-2); padding: 0; }

.wsv-alert { align-items: center; }
.wsv-alert p { margin: 0; }
.wsv-icon-btn {
  flex: none; display: inline-grid; place-items: center; width: 32px; height: 32px; padding: 0;
  background: none; border: 0; border-radius: var(--ws-radius-sm); color: inherit; font-size: var(--ws-font-size-xl); cursor: pointer;
}
.wsv-icon-btn:hover { background: rgba(11, 18, 32, 0.06); }

.wsv-render { display: flex; flex-direction: column; gap: var(--ws-space-3); scroll-margin-top: calc(var(--wsv-sticky-offset, 0px) + var(--ws-space-4)); }
.wsv-render__frame {
  position: relative; display: grid; place-items: center; aspect-ratio: 16 / 10; overflow: hidden;
  border-radius: var(--ws-radius-lg); border: 1px solid var(--ws-color-border);
  background: radial-gradient(ellipse at 50% 80%, var(--ws-color-surface) 0%, var(--ws-color-surface-muted) 70%);
}
.wsv-render__image { width: 100%; height: 100%; object-fit: contain; }
.wsv-render__empty { padding: var(--ws-space-6); text-align: center; color: var(--ws-color-text-muted); }
.wsv-render__empty p { margin: 0 auto; }
.wsv-render__overlay {
  position: absolute; inset: 0; display: grid; place-items: center;
  background: var(--ws-color-backdrop); color: var(--ws-color-text-on-ink);
}
.wsv-render__status { margin: 0; color: var(--ws-color-text-muted); font-weight: var(--ws-font-weight-semibold); }
.wsv-render__meta { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--ws-space-3); }
.wsv-render__caption { margin: 0; font-weight: var(--ws-font-weight-semibold); }
.wsv-render__note { margin: 0; font-size: var(--ws-font-size-sm); color: var(--ws-color-text-muted); }
.wsv-render__actions { display: flex; flex-wrap: wrap; align-items: center; gap: var(--ws-space-2); }
.wsv-views { display: flex; flex-wrap: wrap; align-items: center; gap: var(--ws-space-2); margin: 0; padding: 0; border: 0; }
.wsv-views__legend { float: inline-start; margin-inline-end: var(--ws-space-2); font-weight: var(--ws-font-weight-semibold); }
.wsv-views__option {
  display: inline-flex; align-items: center; gap: var(--ws-space-2); min-height: 44px; padding: 0 var(--ws-space-3);
  border: 1px solid var(--ws-color-border); border-radius: var(--ws-radius-md); background: var(--ws-color-surface); cursor: pointer;
}
.wsv-views__option:has(input:checked) { border-color: var(--ws-color-ink); box-shadow: inset 0 0 0 1px var(--ws-color-ink); }
.wsv-views__option:has(input:focus-visible) { outline: 2px solid var(--ws-color-focus); outline-offset: 2px; }
.wsv-views[disabled] .wsv-views__option { cursor: progress; opacity: 0.7; }
.wsv-folded { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--ws-space-3); }
.wsv-folded__choice { display: flex; align-items: center; gap: var(--ws-space-2); margin: 0; }
.wsv-folded__swatch { width: 1.5rem; height: 1.5rem; border-radius: var(--ws-radius-sm); border: 1px solid var(--ws-color-border); }

.wsv-source { margin-bottom: calc(-1 * var(--ws-space-2)); }
.wsv-photo { container: wsv-photo / inline-size; display: flex; flex-direction: column; gap: var(--ws-space-3); }
/* The tools as one segmented control: two a row, four where they fit on one line; the whole option is the
   target, its radio only carries the state (the glyph matches the marks on the photo). */
.wsv-photo__tools { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); }
.wsv-photo__tools .wsv-views__legend { float: none; padding: 0; margin-bottom: var(--ws-space-2); }
.wsv-photo__tools .wsv-views__option { position: relative; justify-content: center; font-weight: var(--ws-font-weight-semibold); }
.wsv-photo__tools input { position: absolute; inset: -1px; margin: 0; opacity: 0; cursor: inherit; }
.wsv-photo__tools .wsv-views__option:has(input:checked) { background: var(--ws-color-accent-tint); color: var(--ws-color-accent-text); }
@container wsv-photo (min-width: 36rem) { .wsv-photo__tools { grid-template-columns: repeat(4, minmax(0, 1fr)); } }
.wsv-photo__glyph {
  display: inline-grid; place-items: center; width: 1.375rem; height: 1.375rem; border-radius: 50%; flex: none;
  font: 700 15px/1 var(--ws-font-sans); border: 2px solid var(--ws-color-ink);
}
.wsv-photo__glyph--paint { background: var(--ws-color-accent); color: var(--ws-color-on-accent); border-color: var(--ws-color-accent); }
.wsv-photo__glyph--not-paint { background: var(--ws-color-ink); color: var(--ws-color-text-on-ink); }
.wsv-photo__glyph--brush { color: var(--ws-color-accent); font-size: 13px; }
.wsv-photo__glyph--eraser { border-style: dashed; font-size: 0; }
.wsv-photo__brush { display: flex; flex-wrap: wrap; align-items: center; gap: var(--ws-space-2) var(--ws-space-3); min-height: 44px; }
.wsv-photo__brush input { flex: 1 1 8rem; min-height: 44px; accent-color: var(--ws-color-accent); }
.wsv-photo__brush-dot {
  flex: none; max-width: 44px; max-height: 44px; border-radius: 50%;
  background: var(--ws-color-accent-tint); border: 2px solid var(--ws-color-accent);
}
.wsv-photo__stage {
  position: relative; display: block; width: fit-content; max-width: 100%; margin: 0 auto; padding: 0; border: 0;
  border-radius: var(--ws-radius-md); overflow: hidden; background: var(--ws-color-surface-muted); cursor: crosshair;
  touch-action: manipulation; user-select: none; -webkit-user-select: none; -webkit-touch-callout: none;
}
/* Only while a brush is in hand does a drag on the photo paint instead of scrolling the page. */
.wsv-photo__stage--brush { touch-action: none; }
.wsv-photo__stage:focus-visible { outline: 3px solid var(--ws-color-focus); outline-offset: 2px; }
.wsv-photo__stage:disabled { cursor: default; }
.wsv-photo__image { display: block; max-width: 100%; max-height: min(60vh, 520px); width: auto; height: auto; user-select: none; }
.wsv-photo__overlay, .wsv-photo__strokes { position: absolute; inset: 0; width: 100%; height: 100%; pointer-events: none; }
/* The canvas takes its tint from here (paint-overlay.ts reads the colour). */
.wsv-photo__overlay { color: var(--ws-color-accent); }
.wsv-photo__stroke { fill: none; stroke-linecap: round; stroke-linejoin: round; }
.wsv-photo__stroke--add { stroke: var(--ws-color-accent); stroke-opacity: 0.55; }
.wsv-photo__stroke--erase { stroke: var(--ws-color-text-on-ink); stroke-opacity: 0.7; }
.wsv-photo__reading {
  position: absolute; inset: 0; display: flex; align-items: center; justify-content: center; gap: var(--ws-space-2);
  background: var(--ws-color-backdrop); color: var(--ws-color-text-on-ink); font-weight: var(--ws-font-weight-semibold);
}
.wsv-photo__tap, .wsv-photo__cursor {
  position: absolute; width: 26px; height: 26px; margin: -13px 0 0 -13px; border-radius: 50%; pointer-events: none;
  display: grid; place-items: center; font: 700 16px/1 var(--ws-font-sans); color: var(--ws-color-text-on-ink);
  border: 2px solid var(--ws-color-text-on-ink); box-shadow: 0 0 0 1px rgba(11, 18, 32, 0.6), 0 2px 6px rgba(11, 18, 32, 0.45);
}
.wsv-photo__tap--add { background: var(--ws-color-accent); color: var(--ws-color-on-accent); }
.wsv-photo__tap--remove { background: var(--ws-color-ink); }
.wsv-photo__cursor { background: transparent; border-style: dashed; width: 34px; height: 34px; margin: -17px 0 0 -17px; }
.wsv-photo__status { margin: 0; min-height: 1.55em; font-weight: var(--ws-font-weight-semibold); }
.wsv-photo__status:empty { display: none; }
.wsv-photo .ws-field-hint { margin: 0; }
.wsv-photo__actions { display: flex; flex-wrap: wrap; gap: var(--ws-space-2); }
.wsv-recolour, .wsv-stale { padding: var(--ws-space-3) var(--ws-space-4); }
.wsv-recolour > .ws-btn { flex: 1 1 12rem; }

.wsv-modal-body { display: flex; flex-direction: column; gap: var(--ws-space-3); }
.wsv-plan-list { margin: 0; padding-inline-start: var(--ws-space-5); }
.wsv-plan-list li + li { margin-top: var(--ws-space-1); }
`;

/** Everything a shadow root needs: design tokens, base components and the visualizer's own rules. */
export const visualizerShadowCss = `${designCss}${visualizerCss}`;
