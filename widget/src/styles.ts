// Everything the shadow root needs, as one stylesheet: design tokens and base components, the visualizer's rules
// and the widget's own. The host page can't reach in: `:host` resets every property with !important (inside a
// shadow tree, !important beats the page's !important), and sizes are tied to --wsw-rem instead of rem, because
// rem follows the host page's <html> font size, which shop themes often change (62.5% and friends).
import { baseCss, tokenDeclarations } from '@wrapsmith/design';
import { visualizerCss } from '@wrapsmith/visualizer';

/** `1.5rem` → `calc(1.5 * var(--wsw-rem))`. */
export function hostRelativeRem(css: string): string {
  return css.replace(/(\d*\.?\d+)rem\b/g, 'calc($1 * var(--wsw-rem))');
}

const tokens = tokenDeclarations()
  .map(([name, value]) => `${name}: ${value};`)
  .join(' ');

const hostCss = String.raw`
:host { all: initial !important; display: block !important; }
:host([hidden]) { display: none !important; }
:host([mode='inline']) { container: wsw / inline-size !important; min-width: 0 !important; }
.wsw {
  all: initial; display: block; box-sizing: border-box;
  --wsw-rem: 16px; ${tokens}
  --wsw-primary: var(--ws-color-ink); --wsw-primary-hover: var(--ws-color-ink3); --wsw-on-primary: var(--ws-color-text-on-ink);
  font-family: var(--ws-font-sans); font-size: var(--ws-font-size-md); line-height: var(--ws-line-height-normal);
  color: var(--ws-color-text); background: var(--ws-color-paper); text-align: start;
  -webkit-text-size-adjust: 100%; -webkit-font-smoothing: antialiased;
}
.wsw--layer { display: contents; background: none; }
@container wsw (max-width: 520px) { .wsw { --wsw-rem: 15px; } }
@container wsw (max-width: 380px) { .wsw { --wsw-rem: 14px; } }
`;

const widgetCss = String.raw`
.wsw--inline { border: 1px solid var(--ws-color-border); border-radius: var(--ws-radius-lg); overflow: hidden; }
.wsw .ws-btn--dark { background: var(--wsw-primary); color: var(--wsw-on-primary); border-color: var(--wsw-primary); }
.wsw .ws-btn--dark:hover:not(:disabled) { background: var(--wsw-primary-hover); border-color: var(--wsw-primary-hover); }
.wsw[data-corner='pill'] .ws-btn { border-radius: 999px; }

.wsw-header {
  display: flex; align-items: center; gap: var(--ws-space-3); min-height: 56px; padding: var(--ws-space-2) var(--ws-space-5);
  background: var(--wsw-primary); color: var(--wsw-on-primary);
}
.wsw-logo { display: block; height: 36px; width: auto; max-width: 160px; object-fit: contain; }
.wsw-title { flex: 1; min-width: 0; margin: 0; font-size: var(--ws-font-size-lg); font-weight: var(--ws-font-weight-bold); line-height: var(--ws-line-height-tight); overflow-wrap: anywhere; }
.wsw-header .ws-btn--icon { color: inherit; }
.wsw-body { display: flex; flex-direction: column; gap: var(--ws-space-5); padding: var(--ws-space-5); }
.wsw-status { display: flex; align-items: center; gap: var(--ws-space-3); min-height: 120px; justify-content: center; color: var(--ws-color-text-muted); }

.wsw-panel {
  display: flex; flex-direction: column; gap: var(--ws-space-4); padding: var(--ws-space-5);
  background: var(--ws-color-surface); border: 1px solid var(--ws-color-border); border-radius: var(--ws-radius-lg); box-shadow: var(--ws-shadow-sm);
}
.wsw-panel h3 { margin: 0; font-size: var(--ws-font-size-xl); }
.wsw-panel p { margin: 0; }
.wsw-quote { flex-direction: row; flex-wrap: wrap; align-items: center; justify-content: space-between; }
.wsw-quote p { font-weight: var(--ws-font-weight-semibold); }
.wsw-price { display: flex; flex-direction: column; gap: var(--ws-space-1); }
.wsw-price p { margin: 0; }
.wsw-price__range { font-size: var(--ws-font-size-lg); font-weight: var(--ws-font-weight-bold); }
.wsw-price__note { font-size: var(--ws-font-size-sm); }
.wsw-thumb { width: 96px; aspect-ratio: 16 / 10; object-fit: cover; border-radius: var(--ws-radius-sm); border: 1px solid var(--ws-color-border); }
.wsw-form-head { display: flex; gap: var(--ws-space-4); align-items: center; }
.wsw-span-all { grid-column: 1 / -1; }
.wsw-car { display: flex; flex-direction: column; gap: var(--ws-space-2); min-width: 0; margin: 0; padding: 0; border: 0; }
.wsw-car legend { padding: 0; margin-bottom: var(--ws-space-1); }
/* Year, make and model on one line where they fit; on a phone the model wraps under year and make. */
.wsw-car__fields { display: flex; flex-wrap: wrap; gap: var(--ws-space-3); }
.wsw-car__fields > * { flex: 2 1 8rem; }
.wsw-car__fields > :first-child { flex: 1 1 5rem; }
.wsw-consent { display: flex; align-items: flex-start; gap: var(--ws-space-3); cursor: pointer; font-size: var(--ws-font-size-sm); }
.wsw-consent input { flex: none; width: 1.25rem; height: 1.25rem; margin: 0.125rem 0 0; accent-color: var(--ws-color-accent); }
.wsw-actions { display: flex; flex-wrap: wrap; gap: var(--ws-space-3); align-items: center; }
.wsw-hp { position: absolute !important; left: -10000px; top: auto; width: 1px; height: 1px; overflow: hidden; }
.wsw-contact { display: flex; flex-wrap: wrap; gap: var(--ws-space-2) var(--ws-space-4); margin: 0; padding: 0; list-style: none; }
.wsw-contact a { font-weight: var(--ws-font-weight-semibold); }

.wsw-footer {
  display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--ws-space-2) var(--ws-space-4);
  padding: var(--ws-space-3) var(--ws-space-5); border-top: 1px solid var(--ws-color-border); font-size: var(--ws-font-size-sm); color: var(--ws-color-text-muted);
}
.wsw-footer a { color: inherit; }

.wsw-backdrop {
  position: fixed; inset: 0; z-index: 2147483000; display: grid; place-items: center;
  padding: var(--ws-space-4); background: var(--ws-color-backdrop); overflow: hidden;
}
.wsw-dialog {
  container: wsw / inline-size; position: relative; width: min(100%, 1120px); max-height: calc(100dvh - 2rem); overflow-y: auto;
  border-radius: var(--ws-radius-lg); box-shadow: var(--ws-shadow-lg); outline: none; overscroll-behavior: contain;
}
@media (max-width: 640px) {
  .wsw-backdrop { padding: 0; }
  .wsw-dialog { width: 100%; height: 100dvh; max-height: 100dvh; border-radius: 0; }
  .wsw-popup { padding: 0; }
}
.wsw-fab {
  position: fixed; right: calc(var(--wsw-fab-x, 20px) + env(safe-area-inset-right, 0px)); bottom: calc(var(--wsw-fab-y, 20px) + env(safe-area-inset-bottom, 0px));
  z-index: 2147482999; display: grid; place-items: center;
  width: 60px; height: 60px; padding: 0; border: 0; border-radius: 50%; cursor: pointer;
  background: var(--ws-color-accent); color: var(--ws-color-on-accent); box-shadow: var(--ws-shadow-lg);
  transition: transform var(--ws-motion-fast), background-color var(--ws-motion-fast);
}
.wsw-fab:hover { background: var(--ws-color-accent-hover); transform: scale(1.05); }
.wsw-fab svg { width: 28px; height: 28px; }
@container wsw (max-width: 520px) {
  .wsw-header, .wsw-body, .wsw-footer { padding-inline: var(--ws-space-3); }
  .wsw-body { padding-top: var(--ws-space-3); padding-bottom: var(--ws-space-3); gap: var(--ws-space-3); }
  .wsw .wsv-section, .wsw-panel { padding: var(--ws-space-4); }
  .wsw .wsv-swatches { grid-template-columns: repeat(auto-fill, minmax(88px, 1fr)); }
  .wsw-logo { height: 28px; }
}
`;

/** The whole shadow-root stylesheet. The build evaluates this once and ships it minified. */
export const WIDGET_CSS = hostRelativeRem(`${hostCss}${baseCss}${visualizerCss}${widgetCss}`);
