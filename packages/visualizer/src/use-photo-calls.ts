// The photo tool's two calls: the upload ("Reading your photo…", once per photo) and the selection preview, sent
// after every tap or stroke (debounced; a newer one aborts the one in flight and only the latest answer is shown).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PaintSelection, PaintSelectionRequest, UploadedPhoto, VisualizerClient, VisualizerError } from './client.ts';
import { hasPaintTap } from './photo-selection.ts';

/** What the photo tool needs of the visualizer's client. */
export type PhotoClient = Required<Pick<VisualizerClient, 'uploadPhoto' | 'selectPaint'>>;

/** Quiet time after the last tap or stroke before the selection is asked for: a quick run of taps sends one. */
export const SELECTION_DEBOUNCE_MS = 250;
/** When a 429 gives no Retry-After. */
const DEFAULT_RETRY_SECONDS = 30;

export type PhotoProblem =
  /**
   * Too many previews or uploads: `retryAt` is when the server takes them again (ms since the epoch); `message` the
   * server's words, which name the limit.
   */
  | { kind: 'limited'; retryAt: number; message: string }
  | { kind: 'offline' }
  /** The server no longer has the photo (it keeps them for a while only). */
  | { kind: 'expired' }
  /** Anything else, with the server's words when it gave some. */
  | { kind: 'failed'; message: string };

/**
 * A failed call's problem, read off the VisualizerError the client throws. Read by shape rather than `instanceof`:
 * with the class imported here, esbuild would give it a file of its own in the widget's first download, shared with
 * the photo chunk (decision 047).
 */
export function problemOf(failure: unknown, now = Date.now()): PhotoProblem {
  const error = (typeof failure === 'object' && failure !== null ? failure : {}) as Partial<VisualizerError>;
  switch (error.code) {
    case 'PHOTO_EXPIRED':
      return { kind: 'expired' };
    case 'RATE_LIMITED':
      return { kind: 'limited', retryAt: now + (error.retryAfterSeconds ?? DEFAULT_RETRY_SECONDS) * 1000, message: error.message ?? '' };
    case 'NETWORK':
      return { kind: 'offline' };
    case undefined:
      return { kind: 'offline' };
    default:
      return { kind: 'failed', message: error.message ?? '' };
  }
}

/** Calls `retry` once the browser is back online, while `waiting`. */
function useRetryWhenOnline(waiting: boolean, retry: () => void) {
  useEffect(() => {
    if (!waiting) return undefined;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [waiting, retry]);
}

export type UploadState = { status: 'idle' } | { status: 'reading' } | { status: 'failed'; problem: PhotoProblem };

/**
 * Uploads a photo and hands the server's photo to `onUploaded`; a second upload aborts the first, and only the last
 * one started is reported.
 */
export function usePhotoUpload(client: PhotoClient, onUploaded: (file: File, photo: UploadedPhoto) => void) {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);
  const lastFile = useRef<File | null>(null);
  const report = useRef(onUploaded);
  useEffect(() => {
    report.current = onUploaded;
  });
  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(
    async (file: File) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      lastFile.current = file;
      setState({ status: 'reading' });
      try {
        const photo = await client.uploadPhoto(file, { signal: controller.signal });
        if (running.current !== controller) return;
        running.current = null;
        setState({ status: 'idle' });
        report.current(file, photo);
      } catch (error) {
        if (running.current !== controller) return;
        running.current = null;
        setState({ status: 'failed', problem: problemOf(error) });
      }
    },
    [client],
  );

  /** Uploads the last photo again (after a failure, or once the server let it go). */
  const retry = useCallback(() => {
    if (lastFile.current) void start(lastFile.current);
  }, [start]);

  /** Stops any upload and forgets its failure (a new photo, or none). */
  const reset = useCallback(() => {
    running.current?.abort();
    running.current = null;
    lastFile.current = null;
    setState({ status: 'idle' });
  }, []);

  useRetryWhenOnline(state.status === 'failed' && state.problem.kind === 'offline', retry);
  return { state, start, retry, reset };
}

export interface ShownSelection {
  answer: PaintSelection;
  /** The taps and strokes the answer was made from: strokes drawn since are still drawn by the tool itself. */
  request: PaintSelectionRequest;
}

export interface PaintSelectionState {
  shown: ShownSelection | null;
  /** A newer selection is waiting for its answer. */
  pending: boolean;
  problem: PhotoProblem | null;
  /** Asks again for the current selection (after a failure). */
  retry: () => void;
}

interface Preview {
  shown: ShownSelection | null;
  pending: boolean;
  problem: PhotoProblem | null;
}

const NOTHING: Preview = { shown: null, pending: false, problem: null };

/**
 * The paint selected by `taps` and `strokes` on the uploaded photo `photoId`, kept in step with them. `onExpired`
 * is told (with the photo's id) when the server no longer has the photo. While limited, the next request waits for the Retry-After time
 * and then goes by itself; while offline, it goes when the browser is back online.
 */
export function usePaintSelection(
  client: PhotoClient,
  photoId: string | null,
  request: PaintSelectionRequest,
  onExpired: (photoId: string) => void,
): PaintSelectionState {
  const [preview, setPreview] = useState<Preview>(NOTHING);
  const [attempt, setAttempt] = useState(0);
  const wanted = useRef<PaintSelectionRequest | null>(null);
  const sent = useRef(0);
  const inFlight = useRef<AbortController | null>(null);
  const retryAt = useRef(0);
  const expired = useRef(onExpired);
  useEffect(() => {
    expired.current = onExpired;
  });
  useEffect(() => () => inFlight.current?.abort(), []);

  const { taps, strokes } = request;
  useEffect(() => {
    const selection = { taps, strokes };
    if (!photoId || !hasPaintTap(selection)) {
      // Nothing to show: any answer still on its way is dropped.
      wanted.current = null;
      sent.current += 1;
      inFlight.current?.abort();
      setPreview(NOTHING);
      return undefined;
    }
    wanted.current = selection;
    setPreview((now) => (now.pending ? now : { ...now, pending: true }));

    async function send(id: string) {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      sent.current += 1;
      const mine = sent.current;
      try {
        const answer = await client.selectPaint(id, selection, { signal: controller.signal });
        if (mine !== sent.current) return;
        retryAt.current = 0;
        setPreview({ shown: { answer, request: selection }, pending: wanted.current !== selection, problem: null });
      } catch (error) {
        if (mine !== sent.current) return;
        const problem = problemOf(error);
        if (problem.kind === 'limited') retryAt.current = problem.retryAt;
        if (problem.kind === 'expired') expired.current(id);
        setPreview((now) => ({ ...now, pending: false, problem }));
      } finally {
        if (inFlight.current === controller) inFlight.current = null;
      }
    }

    const timer = setTimeout(() => void send(photoId), Math.max(SELECTION_DEBOUNCE_MS, retryAt.current - Date.now()));
    return () => clearTimeout(timer);
  }, [client, photoId, taps, strokes, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  useRetryWhenOnline(preview.problem?.kind === 'offline', retry);
  // A limited selection goes again by itself once the server takes previews again.
  const limitedUntil = preview.problem?.kind === 'limited' ? preview.problem.retryAt : 0;
  useEffect(() => {
    if (!limitedUntil) return undefined;
    const timer = setTimeout(retry, Math.max(0, limitedUntil - Date.now()));
    return () => clearTimeout(timer);
  }, [limitedUntil, retry]);

  return { ...preview, retry };
}
