// "Your car's photo": the customer picks a photo, the server reads it once, and every tap or brush stroke shows the
// paint it selects as a tint over the photo, free, before anything is paid (decisions 036 and 055). Paint taps
// add the panel the engine finds, Not paint taps leave a window or a wall out, the brush and the eraser fix edges
// by hand. The keyboard moves a crosshair with the arrow keys and marks with Enter or Space. The tool keeps the
// selection in its host's value; the host recolours it with a film.
import { PHOTO_STROKE_LIMIT, PHOTO_TAP_LIMIT } from '@wrapsmith/core/rules';
import { useCallback, useEffect, useMemo, useRef, useState, type Dispatch, type KeyboardEvent, type MouseEvent, type PointerEvent, type SetStateAction } from 'react';
import type { PhotoStroke, PhotoTap, UploadedPhoto } from './client.ts';
import { useVisualizerMessages } from './use-messages.ts';
import { usePhotoToolMessages, type PhotoToolMessages } from './photo-tool-messages.ts';
import { drawSelection } from './paint-overlay.ts';
import { NO_PHOTO, hasPaintTap, type PhotoMarks, type PhotoSelection } from './photo-selection.ts';
import { BRUSH_RADII, DEFAULT_BRUSH, extendPath, pointIn, thinPath, type Point } from './photo-strokes.ts';
import { usePaintSelection, usePhotoUpload, type PhotoClient, type PhotoProblem } from './use-photo-calls.ts';
import { useStableId } from './use-stable-id.ts';

export { NO_PHOTO, type PhotoMarks, type PhotoSelection } from './photo-selection.ts';
export type { PhotoClient } from './use-photo-calls.ts';

export interface PhotoToolProps {
  client: PhotoClient;
  value: PhotoSelection;
  /**
   * A state setter (value or updater): the tool changes the selection from answers that come later (the upload,
   * an expired photo) and from events that may come faster than renders, so it always builds on the current value.
   */
  onChange: Dispatch<SetStateAction<PhotoSelection>>;
  disabled?: boolean;
}

type Tool = 'paint' | 'not-paint' | 'brush' | 'eraser';
const TOOLS: readonly { tool: Tool; label: 'paint' | 'notPaint' | 'brush' | 'eraser'; glyph: string }[] = [
  { tool: 'paint', label: 'paint', glyph: '+' },
  { tool: 'not-paint', label: 'notPaint', glyph: '−' },
  { tool: 'brush', label: 'brush', glyph: '●' },
  { tool: 'eraser', label: 'eraser', glyph: '○' },
];
const isBrush = (tool: Tool) => tool === 'brush' || tool === 'eraser';

/** How far one arrow key press moves the crosshair, as a fraction of the picture; Shift moves ten times less. */
const STEP = 0.05;
const clamp = (n: number) => Math.min(1, Math.max(0, n));
const round = (n: number) => Math.round(n * 10000) / 10000;

interface Drawing {
  pointerId: number;
  box: DOMRect;
  points: Point[];
}

/** The selected paint, tinted over the photo; redrawn when an answer brings a new mask. */
function SelectionOverlay({ mask }: { mask: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current;
    if (!element) return undefined;
    let wanted = true;
    drawSelection(element, mask, element.getBoundingClientRect().width, () => wanted).catch(() => {
      // A mask the browser cannot decode leaves the last one drawn; the coverage words still say what was found.
    });
    return () => {
      wanted = false;
    };
  }, [mask]);
  return <canvas ref={canvas} className="wsv-photo__overlay" data-mask={mask} aria-hidden="true" />;
}

/** A stroke as an SVG polyline in the photo's pixels (a single point is drawn as a dot). */
function StrokeLine({ stroke, size }: { stroke: Pick<PhotoStroke, 'mode' | 'radius' | 'points'>; size: { width: number; height: number } }) {
  const points = stroke.points.length === 1 ? [stroke.points[0], stroke.points[0]] : stroke.points;
  return (
    <polyline
      className={`wsv-photo__stroke wsv-photo__stroke--${stroke.mode}`}
      points={points.map((p) => `${((p?.x ?? 0) * size.width).toFixed(1)},${((p?.y ?? 0) * size.height).toFixed(1)}`).join(' ')}
      strokeWidth={2 * stroke.radius * Math.max(size.width, size.height)}
    />
  );
}

function ProblemAlert({ children, action }: { children: string; action?: { label: string; run: () => void } }) {
  return (
    <div role="alert" className="ws-alert ws-alert--error wsv-alert">
      <p>
        {children}
        {action && (
          <>
            {' '}
            <button type="button" className="ws-link-btn" onClick={action.run}>
              {action.label}
            </button>
          </>
        )}
      </p>
    </div>
  );
}

function selectionWords(M: PhotoToolMessages, problem: PhotoProblem): string {
  switch (problem.kind) {
    case 'limited':
      return problem.message || M.limited(problem.retryAt);
    case 'offline':
      return M.offline;
    case 'expired':
      return M.notUploaded;
    case 'failed':
      return problem.message ? `${M.selectFailed} ${problem.message}` : M.selectFailed;
  }
}

function uploadWords(M: PhotoToolMessages, problem: PhotoProblem): string {
  switch (problem.kind) {
    case 'limited':
      return problem.message || M.uploadLimited(problem.retryAt);
    case 'offline':
      return M.uploadOffline;
    case 'expired':
    case 'failed':
      return problem.kind === 'failed' && problem.message ? `${M.readFailed} ${problem.message}` : M.readFailed;
  }
}

export function PhotoTool({ client, value, onChange, disabled = false }: PhotoToolProps) {
  const M = usePhotoToolMessages();
  const V = useVisualizerMessages();
  const { photo, uploaded, taps, strokes } = value;
  const [tool, setTool] = useState<Tool>('paint');
  const [brush, setBrush] = useState(DEFAULT_BRUSH);
  const [cursor, setCursor] = useState({ x: 0.5, y: 0.5 });
  const [keyboard, setKeyboard] = useState(false);
  const [draft, setDraft] = useState<Drawing | null>(null);
  const [shownLongEdge, setShownLongEdge] = useState(0);
  const drawing = useRef<Drawing | null>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const inputId = useStableId('photo');
  const hintId = useStableId('photo-hint');
  const statusId = useStableId('photo-status');
  const toolName = useStableId('photo-tool');
  const sizeId = useStableId('brush-size');

  const upload = usePhotoUpload(client, (file: File, kept: UploadedPhoto) => {
    onChange((current) => (current.photo === file ? { ...current, uploaded: kept } : current));
  });
  const forget = useCallback(
    (photoId: string) => onChange((current) => (current.uploaded?.id === photoId ? { ...current, uploaded: null } : current)),
    [onChange],
  );
  const marks = useMemo(() => ({ taps, strokes }), [taps, strokes]);
  const selection = usePaintSelection(client, uploaded?.id ?? null, marks, forget);

  // The picture's address is made in the same render as the new photo, so the tool shows with it; the effect
  // only gives the address back when the photo changes or the tool goes.
  const src = useMemo(() => (photo ? URL.createObjectURL(photo) : null), [photo]);
  useEffect(
    () => () => {
      if (src) URL.revokeObjectURL(src);
    },
    [src],
  );

  // The brush's size on screen, for the size preview: the photo's long edge as shown.
  useEffect(() => {
    const image = imageRef.current;
    if (!image || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setShownLongEdge(Math.max(image.clientWidth, image.clientHeight)));
    observer.observe(image);
    return () => observer.disconnect();
  }, [src]);

  const reading = upload.state.status === 'reading';
  const ready = uploaded !== null && !reading;
  const tapsFull = taps.length >= PHOTO_TAP_LIMIT;
  const strokesFull = strokes.length >= PHOTO_STROKE_LIMIT;
  const brushing = isBrush(tool);
  const full = brushing ? strokesFull : tapsFull;
  const locked = disabled || !ready;

  function choose(file: File | null) {
    upload.reset();
    drawing.current = null;
    setDraft(null);
    onChange({ ...NO_PHOTO, photo: file });
    if (file) void upload.start(file);
  }

  /** One change of the marks, undoable; `change` answers null to change nothing (a limit reached). */
  function edit(change: (current: PhotoMarks) => PhotoMarks | null) {
    onChange((current) => {
      const next = change(current);
      return next ? { ...current, ...next, history: [...current.history, { taps: current.taps, strokes: current.strokes }] } : current;
    });
  }

  function undo() {
    onChange((current) => {
      const previous = current.history.at(-1);
      return previous ? { ...current, ...previous, history: current.history.slice(0, -1) } : current;
    });
  }

  function addStroke(stroke: PhotoStroke) {
    edit((current) => (current.strokes.length >= PHOTO_STROKE_LIMIT ? null : { taps: current.taps, strokes: [...current.strokes, stroke] }));
  }

  function mark(at: Point) {
    if (locked || full) return;
    if (brushing) {
      addStroke({ mode: tool === 'brush' ? 'add' : 'erase', radius: BRUSH_RADII[brush] ?? 0.035, points: [at] });
      return;
    }
    const tap: PhotoTap = { x: round(clamp(at.x)), y: round(clamp(at.y)), mode: tool === 'paint' ? 'add' : 'remove' };
    edit((current) => (current.taps.length >= PHOTO_TAP_LIMIT ? null : { taps: [...current.taps, tap], strokes: current.strokes }));
  }

  function click(event: MouseEvent<HTMLButtonElement>) {
    // A keyboard "click" (Enter/Space on the button) has no pointer position: it marks the crosshair instead.
    if (event.detail === 0) {
      mark(cursor);
      return;
    }
    // A brush stroke was drawn by the pointer events; the click that ends it adds nothing.
    if (brushing) return;
    const box = imageRef.current?.getBoundingClientRect();
    if (!box || box.width === 0 || box.height === 0) return;
    mark(pointIn(box, event.clientX, event.clientY));
  }

  function move(event: KeyboardEvent<HTMLButtonElement>) {
    const step = event.shiftKey ? STEP / 10 : STEP;
    const delta: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const by = delta[event.key];
    if (!by) return;
    event.preventDefault();
    setKeyboard(true);
    setCursor((at) => ({ x: round(clamp(at.x + by[0])), y: round(clamp(at.y + by[1])) }));
  }

  function pointerDown(event: PointerEvent<HTMLButtonElement>) {
    if (!brushing || locked || strokesFull || (event.pointerType === 'mouse' && event.button !== 0)) return;
    const box = imageRef.current?.getBoundingClientRect();
    if (!box || box.width === 0 || box.height === 0 || drawing.current) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drawing.current = { pointerId: event.pointerId, box, points: [pointIn(box, event.clientX, event.clientY)] };
    setDraft({ ...drawing.current, points: [...drawing.current.points] });
  }

  function pointerMove(event: PointerEvent<HTMLButtonElement>) {
    const stroke = drawing.current;
    if (!stroke || stroke.pointerId !== event.pointerId) return;
    // Coalesced events keep a fast finger's curve where the screen's frame rate would cut corners.
    const native = event.nativeEvent as globalThis.PointerEvent;
    const moves = typeof native.getCoalescedEvents === 'function' ? native.getCoalescedEvents() : [];
    let grew = false;
    for (const at of moves.length > 0 ? moves : [event]) grew = extendPath(stroke.points, pointIn(stroke.box, at.clientX, at.clientY), stroke.box) || grew;
    if (grew) setDraft({ ...stroke, points: [...stroke.points] });
  }

  function pointerUp(event: PointerEvent<HTMLButtonElement>) {
    const stroke = drawing.current;
    if (!stroke || stroke.pointerId !== event.pointerId) return;
    drawing.current = null;
    setDraft(null);
    if (event.type === 'pointercancel') return;
    extendPath(stroke.points, pointIn(stroke.box, event.clientX, event.clientY), stroke.box);
    addStroke({ mode: tool === 'brush' ? 'add' : 'erase', radius: BRUSH_RADII[brush] ?? 0.035, points: thinPath(stroke.points) });
  }

  const size = uploaded ? { width: uploaded.width, height: uploaded.height } : null;
  const answered = selection.shown?.request.strokes ?? [];
  // Strokes the shown selection does not include yet are drawn as they were made, until their answer comes.
  const waiting = strokes.filter((stroke) => !answered.includes(stroke));
  const radius = BRUSH_RADII[brush] ?? 0.035;
  const dot = Math.max(6, Math.round(2 * radius * shownLongEdge));

  let status: string;
  if (reading) status = M.reading;
  else if (!uploaded) status = '';
  else if (!hasPaintTap(value)) status = strokes.length > 0 ? M.brushNeedsTap : `${M.empty}. ${M.emptyHint}`;
  else if (selection.shown) status = `${M.coverage(selection.shown.answer.coverage)}${selection.pending ? ` · ${M.updating}` : ''}`;
  else status = selection.pending ? M.finding : '';
  const limitWords = full && photo ? (brushing ? M.strokesFull(PHOTO_STROKE_LIMIT) : M.tapsFull(PHOTO_TAP_LIMIT)) : null;

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
          onChange={(event) => choose(event.currentTarget.files?.[0] ?? null)}
        />
        <p id={hintId} className="ws-field-hint">
          {M.photoHint}
        </p>
      </div>
      {src && (
        <>
          <fieldset className="wsv-views wsv-photo__tools" disabled={disabled}>
            <legend className="wsv-views__legend">{M.tools}</legend>
            {TOOLS.map((option) => (
              <label key={option.tool} className="wsv-views__option">
                <input type="radio" name={toolName} value={option.tool} checked={tool === option.tool} onChange={() => setTool(option.tool)} />
                <span className={`wsv-photo__glyph wsv-photo__glyph--${option.tool}`} aria-hidden="true">
                  {option.glyph}
                </span>
                <span>{M[option.label]}</span>
              </label>
            ))}
          </fieldset>
          <button
            type="button"
            className={`wsv-photo__stage${brushing ? ' wsv-photo__stage--brush' : ''}`}
            aria-label={M.stage[tool]}
            aria-describedby={statusId}
            disabled={locked || full}
            onClick={click}
            onKeyDown={move}
            onBlur={() => setKeyboard(false)}
            onPointerDown={pointerDown}
            onPointerMove={pointerMove}
            onPointerUp={pointerUp}
            onPointerCancel={pointerUp}
          >
            <img ref={imageRef} className="wsv-photo__image" src={src} alt="" draggable={false} onLoad={(event) => setShownLongEdge(Math.max(event.currentTarget.clientWidth, event.currentTarget.clientHeight))} />
            {selection.shown && <SelectionOverlay mask={selection.shown.answer.mask} />}
            {size && (waiting.length > 0 || draft) && (
              <svg className="wsv-photo__strokes" viewBox={`0 0 ${size.width} ${size.height}`} preserveAspectRatio="none" aria-hidden="true">
                {waiting.map((stroke, index) => (
                  <StrokeLine key={index} stroke={stroke} size={size} />
                ))}
                {draft && <StrokeLine stroke={{ mode: tool === 'brush' ? 'add' : 'erase', radius, points: draft.points }} size={size} />}
              </svg>
            )}
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
            {keyboard && <span className="wsv-photo__cursor" style={{ left: `${cursor.x * 100}%`, top: `${cursor.y * 100}%` }} aria-hidden="true" />}
            {reading && (
              <span className="wsv-photo__reading" aria-hidden="true">
                <span className="ws-spinner" />
                {M.reading}
              </span>
            )}
          </button>
          {brushing && (
            <div className="wsv-photo__brush">
              <label htmlFor={sizeId} className="ws-label">
                {M.brushSize}
              </label>
              <input
                id={sizeId}
                type="range"
                min={0}
                max={BRUSH_RADII.length - 1}
                step={1}
                value={brush}
                aria-valuetext={M.brushSizes[brush]}
                disabled={disabled}
                onChange={(event) => setBrush(Number(event.currentTarget.value))}
              />
              <span className="wsv-photo__brush-dot" style={{ width: dot, height: dot }} aria-hidden="true" />
            </div>
          )}
          {/* While the photo is read, the stage itself says so; the line stays for screen readers. */}
          <p id={statusId} className={reading ? 'ws-visually-hidden' : 'wsv-photo__status'} role="status">
            {limitWords ?? status}
          </p>
          {upload.state.status === 'failed' && (
            <ProblemAlert action={{ label: V.retry, run: () => photo && void upload.start(photo) }}>{uploadWords(M, upload.state.problem)}</ProblemAlert>
          )}
          {!uploaded && !reading && upload.state.status !== 'failed' && (
            <ProblemAlert action={{ label: M.uploadAgain, run: () => photo && void upload.start(photo) }}>{M.notUploaded}</ProblemAlert>
          )}
          {uploaded && selection.problem && (
            <ProblemAlert action={selection.problem.kind === 'failed' ? { label: V.retry, run: selection.retry } : undefined}>
              {selectionWords(M, selection.problem)}
            </ProblemAlert>
          )}
          {selection.shown && <p className="ws-field-hint">{M.correctHint}</p>}
          <div className="wsv-photo__actions">
            <button type="button" className="ws-btn" disabled={disabled || value.history.length === 0} onClick={undo}>
              {M.undo}
            </button>
            <button type="button" className="ws-btn" disabled={disabled || (taps.length === 0 && strokes.length === 0)} onClick={() => edit(() => ({ taps: [], strokes: [] }))}>
              {M.clear}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
