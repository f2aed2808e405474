// My Wraps' own layout rules, on the design tokens; React 19 hoists the sheet into <head> once.
const css = `
.my-wraps__grid { display: grid; gap: var(--ws-space-4); grid-template-columns: repeat(auto-fill, minmax(min(100%, 270px), 1fr)); margin: 0; padding: 0; list-style: none; }
.my-wraps__card { display: flex; flex-direction: column; height: 100%; overflow: hidden; border: 1px solid var(--ws-color-border); border-radius: var(--ws-radius-lg); background: var(--ws-color-surface); }
.my-wraps__image { display: block; width: 100%; height: auto; aspect-ratio: 16 / 10; object-fit: contain; background: var(--ws-color-surface-muted); }
.my-wraps__body { display: flex; flex-direction: column; gap: var(--ws-space-1); padding: var(--ws-space-3) var(--ws-space-4) 0; }
.my-wraps__title { margin: 0; font-size: var(--ws-font-size-md); font-weight: var(--ws-font-weight-bold); }
.my-wraps__film { display: flex; align-items: center; gap: var(--ws-space-2); margin: 0; font-weight: var(--ws-font-weight-medium); }
.my-wraps__chip { flex: none; width: 14px; height: 14px; border-radius: 50%; box-shadow: inset 0 0 0 1px rgba(11, 18, 32, 0.2); }
.my-wraps__meta { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--ws-space-2); margin: 0; font-size: var(--ws-font-size-sm); }
.my-wraps__actions { display: flex; flex-wrap: wrap; gap: var(--ws-space-2); margin-top: auto; padding: var(--ws-space-3) var(--ws-space-4) var(--ws-space-4); }
.my-wraps__more { display: flex; flex-direction: column; align-items: center; gap: var(--ws-space-2); margin-top: var(--ws-space-4); }
`;

export function MyWrapsStyles() {
  return (
    <style href="wrapsmith-my-wraps" precedence="medium">
      {css}
    </style>
  );
}
