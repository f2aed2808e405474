// "Your car's photo": the customer's photo and the taps that tell the built-in engine where the paint is
// (decision 036). A click or tap on the picture marks a point; the keyboard moves a crosshair with the arrow keys
// and marks with Enter or Space. "Paint" taps add the region the server grows from them, "Not paint" taps cut a
// window, tyre or wall back out. The component only keeps the selection; the host sends it with a film.
import { PHOTO_TAP_LIMIT } from '@wrapsmith/core/rules';
import { useEffect, useMemo, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { PhotoTap } from './client.ts';
import { PHOTO_TAPS_MESSAGES as M } from './messages.ts';
import type { PhotoSelection } from './photo-selection.ts';
import { useStableId } from './use-stable-id.ts';

export { NO_PHOTO, type PhotoSelection } from './photo-selection.ts';

export interface PhotoTapsProps {
  value: PhotoSelection;
  onChange: (next: PhotoSelection) => void;
  disabled?: boolean;
}

/** How far one arrow key press moves the crosshair, as a fraction of the picture; Shift moves ten times less. */
const STEP = 0.05;
const clamp = (n: number) => Math.min(1, Math.max(0, n));
const round = (n: number) => Math.round(n * 10000) / 10000;

export function PhotoTaps({ value, onChange, disabled = false }: PhotoTapsProps) {
  const { photo, taps } = value;

  const [mode, setMode] = useState<PhotoTap['mode']>('add');
  const [cursor, setCursor] = useState({ x: 0.5, y: 0.5 });
  const [keyboard, setKeyboard] = useState(false);
  const inputId = useStableId('photo');
  const hintId = useStableId('photo-hint');
  const modeName = useStableId('tap-mode');

  // The picture's address is made in the same render as the new photo, so the tapper shows with it; the effect
  // only gives the address back when the photo changes or the tapper goes.
  const src = useMemo(() => (photo ? URL.createObjectURL(photo) : null), [photo]);
  useEffect(
    () => () => {
      if (src) URL.revokeObjectURL(src);
    },
    [src],
  );

  const full = taps.length >= PHOTO_TAP_LIMIT;
  function mark(x: number, y: number) {
    if (disabled || full) return;
    onChange({ photo, taps: [...taps, { x: round(clamp(x)), y: round(clamp(y)), mode }] });
  }

  function click(event: MouseEvent<HTMLButtonElement>) {
    // A keyboard "click" (Enter/Space on the button) has no pointer position: it marks the crosshair instead.
    if (event.detail === 0) {
      mark(cursor.x, cursor.y);
      return;
    }
    const box = (event.currentTarget.querySelector('img') ?? event.currentTarget).getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    mark((event.clientX - box.left) / box.width, (event.clientY - box.top) / box.height);
  }

  function move(event: KeyboardEvent<HTMLButtonElement>) {
    const step = event.shiftKey ? STEP / 10 : STEP;
    const delta: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const by = delta[event.key];
    if (!by) return;
    event.preventDefault();
    setKeyboard(true);
    setCursor((at) => ({ x: clamp(at.x + by[0]), y: clamp(at.y + by[1]) }));
  }

  const added = taps.filter((tap) => tap.mode === 'add').length;
  return (
    <div className="wsv-photo">
      <div className="ws-field">
        <label htmlFor={inputId} className="ws-label">
          {photo ? M.photoChange : M.photoLabel}
        </label>
        <input
          id={inputId}
          className="ws-input"
          type="file"
          accept="image/*"
          aria-describedby={hintId}
          disabled={disabled}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0] ?? null;
            onChange({ photo: file, taps: [] });
          }}
        />
        <p id={hintId} className="ws-field-hint">
          {M.photoHint}
        </p>
      </div>
      {src && (
        <>
          <fieldset className="wsv-views" disabled={disabled}>
            <legend className="wsv-views__legend">{M.tapMode}</legend>
            {(['add', 'remove'] as const).map((option) => (
              <label key={option} className="wsv-views__option">
                <input type="radio" name={modeName} value={option} checked={mode === option} onChange={() => setMode(option)} />
                <span>{option === 'add' ? M.tapPaint : M.tapNotPaint}</span>
              </label>
            ))}
          </fieldset>
          <button
            type="button"
            className="wsv-photo__stage"
            aria-label={M.tapStage(mode === 'add' ? M.tapPaint : M.tapNotPaint)}
            aria-describedby={`${hintId}-taps`}
            disabled={disabled || full}
            onClick={click}
            onKeyDown={move}
            onBlur={() => setKeyboard(false)}
          >
            <img className="wsv-photo__image" src={src} alt="" draggable={false} />
            {taps.map((tap, index) => (
              <span
                key={`${index}-${tap.x}-${tap.y}`}
                className={`wsv-photo__tap wsv-photo__tap--${tap.mode}`}
                style={{ left: `${tap.x * 100}%`, top: `${tap.y * 100}%` }}
                aria-hidden="true"
              >
                {tap.mode === 'add' ? '+' : '−'}
              </span>
            ))}
            {keyboard && (
              <span className="wsv-photo__cursor" style={{ left: `${cursor.x * 100}%`, top: `${cursor.y * 100}%` }} aria-hidden="true" />
            )}
          </button>
          <p id={`${hintId}-taps`} className="ws-field-hint" aria-live="polite">
            {full ? M.tapsFull(PHOTO_TAP_LIMIT) : added === 0 ? M.tapFirst : M.tapCount(added, taps.length - added)}
          </p>
          <div className="wsv-render__actions">
            <button type="button" className="ws-btn ws-btn--sm" disabled={disabled || taps.length === 0} onClick={() => onChange({ photo, taps: taps.slice(0, -1) })}>
              {M.undoTap}
            </button>
            <button type="button" className="ws-btn ws-btn--sm" disabled={disabled || taps.length === 0} onClick={() => onChange({ photo, taps: [] })}>
              {M.clearTaps}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
