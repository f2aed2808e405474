// The base stylesheet: reset, typography and the shared components (buttons, fields, cards, tables, modal,
// tabs, alerts, skeleton, spinner). Written against :root and :host alike so the widget can inject the same
// text into its shadow root. Class names carry the ws- prefix so a host page cannot collide with them.

export const baseCss = String.raw`
*, *::before, *::after { box-sizing: border-box; }
:where(:root, :host) {
  font-family: var(--ws-font-sans);
  font-size: 100%;
  line-height: var(--ws-line-height-normal);
  color: var(--ws-color-text);
  background: var(--ws-color-paper);
  -webkit-text-size-adjust: 100%;
  text-rendering: optimizeLegibility;
  -webkit-font-smoothing: antialiased;
}
:where(body, h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd, ul, ol) { margin: 0; }
:where(ul, ol)[role='list'], :where(ul, ol).ws-list-plain { list-style: none; padding: 0; }
:where(img, svg, video, canvas) { display: block; max-width: 100%; }
:where(input, button, textarea, select) { font: inherit; color: inherit; }
:where(h1, h2, h3, h4) { font-family: var(--ws-font-display); line-height: var(--ws-line-height-tight); letter-spacing: -0.015em; font-weight: var(--ws-font-weight-black); }
:where(h1) { font-size: var(--ws-font-size-4xl); }
:where(h2) { font-size: var(--ws-font-size-3xl); }
:where(h3) { font-size: var(--ws-font-size-xl); font-weight: var(--ws-font-weight-bold); }
:where(h4) { font-size: var(--ws-font-size-lg); font-weight: var(--ws-font-weight-bold); }
:where(p) { max-width: 72ch; }
:where(a) { color: var(--ws-color-accent-text); text-underline-offset: 0.18em; }
:where(a:hover) { text-decoration-thickness: 2px; }
:where(table) { border-collapse: collapse; }
[hidden] { display: none !important; }

:where(a, button, input, select, textarea, summary, [tabindex]):focus-visible {
  outline: 3px solid var(--ws-color-focus);
  outline-offset: 2px;
}
.ws-on-ink :where(a, button, input, select, textarea, [tabindex]):focus-visible,
.ws-theme-dark :where(a, button, input, select, textarea, [tabindex]):focus-visible {
  outline-color: var(--ws-color-focus-on-ink);
}

.ws-visually-hidden {
  position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
.ws-skip-link { position: absolute; inset-inline-start: var(--ws-space-2); top: -100px; z-index: var(--ws-z-toast); }
.ws-skip-link:focus { top: var(--ws-space-2); }

.ws-muted { color: var(--ws-color-text-muted); }
.ws-eyebrow {
  font-size: var(--ws-font-size-xs); font-weight: var(--ws-font-weight-bold); letter-spacing: 0.14em;
  text-transform: uppercase; color: var(--ws-color-accent-text);
}
.ws-on-ink .ws-eyebrow { color: var(--ws-color-accent); }
.ws-stack { display: flex; flex-direction: column; gap: var(--ws-space-4); }
.ws-row { display: flex; flex-wrap: wrap; align-items: center; gap: var(--ws-space-3); }

/* Buttons */
.ws-btn {
  display: inline-flex; align-items: center; justify-content: center; gap: var(--ws-space-2);
  min-height: 44px; padding: 0 var(--ws-space-5);
  border: 2px solid transparent; border-radius: var(--ws-radius-md);
  font-weight: var(--ws-font-weight-bold); font-size: var(--ws-font-size-md); line-height: 1.1;
  text-decoration: none; cursor: pointer; white-space: nowrap;
  transition: background-color var(--ws-motion-fast), border-color var(--ws-motion-fast), color var(--ws-motion-fast), transform var(--ws-motion-fast);
  background: var(--ws-color-surface); color: var(--ws-color-text); border-color: var(--ws-color-border-strong);
}
.ws-btn:hover { border-color: var(--ws-color-ink); }
.ws-btn:active:not(:disabled) { transform: translateY(1px); }
.ws-btn:disabled, .ws-btn[aria-disabled='true'] { opacity: 0.55; cursor: not-allowed; }
.ws-btn--primary { background: var(--ws-color-accent); color: var(--ws-color-on-accent); border-color: var(--ws-color-accent); }
.ws-btn--primary:hover:not(:disabled) { background: var(--ws-color-accent-hover); border-color: var(--ws-color-accent-hover); }
.ws-btn--dark { background: var(--ws-color-ink); color: var(--ws-color-text-on-ink); border-color: var(--ws-color-ink); }
.ws-btn--dark:hover:not(:disabled) { background: var(--ws-color-ink3); border-color: var(--ws-color-ink3); }
.ws-btn--ghost { background: transparent; border-color: transparent; color: inherit; }
.ws-btn--ghost:hover:not(:disabled) { background: var(--ws-color-surface-muted); border-color: transparent; }
.ws-on-ink .ws-btn--ghost:hover:not(:disabled), .ws-theme-dark .ws-btn--ghost:hover:not(:disabled) { background: var(--ws-color-ink3); }
.ws-btn--outline-light { background: transparent; color: var(--ws-color-text-on-ink); border-color: var(--ws-color-text-muted-on-ink); }
.ws-btn--outline-light:hover:not(:disabled) { border-color: var(--ws-color-text-on-ink); }
.ws-btn--danger { background: var(--ws-color-danger); color: #ffffff; border-color: var(--ws-color-danger); }
.ws-btn--sm { min-height: 36px; padding: 0 var(--ws-space-3); font-size: var(--ws-font-size-sm); }
.ws-btn--lg { min-height: 52px; padding: 0 var(--ws-space-8); font-size: var(--ws-font-size-lg); }
.ws-btn--block { display: flex; width: 100%; }
.ws-btn--icon { min-width: 44px; padding: 0; }
.ws-link-btn {
  background: none; border: 0; padding: 0; color: var(--ws-color-accent-text); font-weight: var(--ws-font-weight-semibold);
  text-decoration: underline; text-underline-offset: 0.18em; cursor: pointer;
}

/* Form fields */
.ws-field { display: flex; flex-direction: column; gap: var(--ws-space-1); min-width: 0; }
.ws-label { font-size: var(--ws-font-size-sm); font-weight: var(--ws-font-weight-semibold); color: var(--ws-color-text); }
.ws-input, .ws-select, .ws-textarea {
  width: 100%; min-height: 44px; padding: var(--ws-space-2) var(--ws-space-3);
  background: var(--ws-color-surface); color: var(--ws-color-text);
  border: 1.5px solid var(--ws-color-border-strong); border-radius: var(--ws-radius-sm);
  font-size: var(--ws-font-size-md);
}
.ws-textarea { min-height: 128px; resize: vertical; }
.ws-input::placeholder, .ws-textarea::placeholder { color: var(--ws-color-text-muted); opacity: 1; }
.ws-input:hover, .ws-select:hover, .ws-textarea:hover { border-color: var(--ws-color-ink); }
.ws-input:disabled, .ws-select:disabled, .ws-textarea:disabled { background: var(--ws-color-surface-muted); cursor: not-allowed; }
.ws-input[aria-invalid='true'], .ws-select[aria-invalid='true'], .ws-textarea[aria-invalid='true'] { border-color: var(--ws-color-danger); }
.ws-field-hint { font-size: var(--ws-font-size-sm); color: var(--ws-color-text-muted); }
.ws-field-error { font-size: var(--ws-font-size-sm); color: var(--ws-color-danger); font-weight: var(--ws-font-weight-medium); }
.ws-form-grid { display: grid; gap: var(--ws-space-4); grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr)); }

/* Cards */
.ws-card {
  background: var(--ws-color-surface); border: 1px solid var(--ws-color-border);
  border-radius: var(--ws-radius-lg); padding: var(--ws-space-6); box-shadow: var(--ws-shadow-sm);
}
.ws-card--ink { background: var(--ws-color-ink); color: var(--ws-color-text-on-ink); border-color: var(--ws-color-ink); }
.ws-card__title { font-size: var(--ws-font-size-lg); font-weight: var(--ws-font-weight-bold); margin-bottom: var(--ws-space-3); }

/* Tables */
/* Scroll shadows: when a wide table scrolls sideways, a soft shade at the edge shows there is more. The two
   covers scroll with the content (local) and hide the shades (scroll) when an edge is reached. */
.ws-table-wrap {
  overflow-x: auto; border: 1px solid var(--ws-color-border); border-radius: var(--ws-radius-md); container-type: inline-size;
  background:
    linear-gradient(to right, var(--ws-color-surface) 30%, transparent) left center / 40px 100% no-repeat local,
    linear-gradient(to left, var(--ws-color-surface) 30%, transparent) right center / 40px 100% no-repeat local,
    radial-gradient(farthest-side at 0 50%, rgb(15 23 42 / 0.2), transparent) left center / 14px 100% no-repeat scroll,
    radial-gradient(farthest-side at 100% 50%, rgb(15 23 42 / 0.2), transparent) right center / 14px 100% no-repeat scroll,
    var(--ws-color-surface);
}
.ws-table { width: 100%; font-size: var(--ws-font-size-sm); }
.ws-table th, .ws-table td { padding: var(--ws-space-3) var(--ws-space-4); text-align: start; border-bottom: 1px solid var(--ws-color-border); vertical-align: middle; }
.ws-table th { background: var(--ws-color-surface-muted); color: var(--ws-color-text-muted); font-weight: var(--ws-font-weight-bold); font-size: var(--ws-font-size-xs); letter-spacing: 0.06em; text-transform: uppercase; white-space: nowrap; }
.ws-table tr:last-child td { border-bottom: 0; }
/* On a phone a wide table scrolls sideways (with the edge shades above) rather than squeezing every cell into
   a tall column of one-word lines. */
@media (max-width: 640px) { .ws-table td { white-space: nowrap; } }
.ws-table__empty { padding: 0 !important; color: var(--ws-color-text-muted); }
/* The empty message stays in view when a wide table scrolls sideways on a phone: it is as wide as the
   visible part of the table (container units) and pinned to its left edge. */
.ws-table__empty-message { position: sticky; inset-inline-start: 0; width: 100cqi; padding: var(--ws-space-8) var(--ws-space-4); text-align: center; }

/* Badges */
.ws-badge {
  display: inline-flex; align-items: center; min-height: 22px; padding: 0 var(--ws-space-2);
  border-radius: var(--ws-radius-pill); font-size: var(--ws-font-size-xs); font-weight: var(--ws-font-weight-bold);
  background: var(--ws-color-accent-tint); color: var(--ws-color-accent-text);
}
.ws-badge--count { background: var(--ws-color-accent); color: var(--ws-color-on-accent); min-width: 20px; justify-content: center; }

/* Modal */
.ws-modal-backdrop {
  position: fixed; inset: 0; z-index: var(--ws-z-modal); display: grid; place-items: center;
  padding: var(--ws-space-4); background: var(--ws-color-backdrop); overflow-y: auto;
}
.ws-modal {
  position: relative; width: min(100%, 480px); max-height: calc(100dvh - 2rem); overflow-y: auto;
  background: var(--ws-color-surface); color: var(--ws-color-text); border-radius: var(--ws-radius-lg);
  box-shadow: var(--ws-shadow-lg); padding: var(--ws-space-6);
}
.ws-modal--wide { width: min(100%, 640px); }
.ws-modal__header { display: flex; align-items: flex-start; justify-content: space-between; gap: var(--ws-space-4); margin-bottom: var(--ws-space-4); }
.ws-modal__title { font-size: var(--ws-font-size-xl); }
.ws-modal__actions { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: var(--ws-space-3); margin-top: var(--ws-space-6); }
/* The native <dialog> (showModal) is a transparent full-screen frame that centres the .ws-modal panel. */
.ws-dialog {
  position: fixed; inset: 0; width: 100%; height: 100%; max-width: none; max-height: none; margin: 0; border: 0;
  padding: var(--ws-space-4); background: none; color: inherit; display: grid; place-items: center; overflow-y: auto;
}
.ws-dialog:not([open]) { display: none; }
.ws-dialog::backdrop { background: var(--ws-color-backdrop); }

/* Tabs */
.ws-tabs { display: flex; gap: var(--ws-space-1); overflow-x: auto; border-bottom: 1px solid var(--ws-color-border); scrollbar-width: thin; }
.ws-tab {
  flex: none; min-height: 44px; padding: 0 var(--ws-space-4); background: none; border: 0;
  border-bottom: 3px solid transparent; margin-bottom: -1px; color: var(--ws-color-text-muted);
  font-weight: var(--ws-font-weight-semibold); cursor: pointer;
}
.ws-tab:hover { color: var(--ws-color-text); }
.ws-tab[aria-selected='true'] { color: var(--ws-color-text); border-bottom-color: var(--ws-color-accent); }
.ws-on-ink .ws-tabs { border-bottom-color: var(--ws-color-ink3); }
.ws-on-ink .ws-tab { color: var(--ws-color-text-muted-on-ink); }
.ws-on-ink .ws-tab:hover, .ws-on-ink .ws-tab[aria-selected='true'] { color: var(--ws-color-text-on-ink); }

/* Alerts */
.ws-alert {
  display: flex; align-items: flex-start; gap: var(--ws-space-3); padding: var(--ws-space-3) var(--ws-space-4);
  border-radius: var(--ws-radius-md); border: 1px solid currentColor; font-size: var(--ws-font-size-sm);
  font-weight: var(--ws-font-weight-medium); background: var(--ws-color-info-tint); color: var(--ws-color-info);
}
.ws-alert--error { background: var(--ws-color-danger-tint); color: var(--ws-color-danger); }
.ws-alert--success { background: var(--ws-color-success-tint); color: var(--ws-color-success); }
.ws-alert--warning { background: var(--ws-color-warning-tint); color: var(--ws-color-warning); }
.ws-alert > :first-child { flex: 1; }

/* Loading */
@keyframes ws-spin { to { transform: rotate(360deg); } }
@keyframes ws-pulse { 50% { opacity: 0.45; } }
.ws-spinner {
  display: inline-block; width: 1.25em; height: 1.25em; border-radius: 50%;
  border: 3px solid currentColor; border-right-color: transparent; animation: ws-spin 0.7s linear infinite;
}
.ws-spinner--lg { width: 3rem; height: 3rem; border-width: 4px; }
.ws-skeleton { display: block; border-radius: var(--ws-radius-sm); background: var(--ws-color-surface-muted); min-height: 1em; animation: ws-pulse 1.4s ease-in-out infinite; }
.ws-overlay {
  position: fixed; inset: 0; z-index: var(--ws-z-overlay); display: grid; place-items: center; gap: var(--ws-space-3);
  align-content: center; background: var(--ws-color-backdrop); color: var(--ws-color-text-on-ink);
  font-weight: var(--ws-font-weight-semibold);
}

/* Dark theme: the same components on ink. */
.ws-theme-dark {
  --ws-color-surface: var(--ws-color-ink2);
  --ws-color-surface-muted: var(--ws-color-ink3);
  --ws-color-border: var(--ws-color-border-on-ink);
  --ws-color-border-strong: var(--ws-color-border-strong-on-ink);
  --ws-color-text: var(--ws-color-text-on-ink);
  --ws-color-text-muted: var(--ws-color-text-muted-on-ink);
  --ws-color-accent-text: var(--ws-color-accent);
  --ws-color-focus: var(--ws-color-focus-on-ink);
  background: var(--ws-color-ink);
  color: var(--ws-color-text-on-ink);
}

@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after { animation-duration: 0.01ms !important; animation-iteration-count: 1 !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
}
`;
