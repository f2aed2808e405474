// Words of the photo tool ("Your car's photo", decisions 036 and 055), in a file of their own so that a bundle which
// loads the tool on demand (the widget) carries them in the tool's chunk only: esbuild splits by whole files.
import { current, type Words } from './words.tsx';

/** "in 40 seconds", "in about 3 minutes", "after 14:05": when a limited call may come again. */
function whenAgain(retryAt: number, now: number): string {
  const seconds = Math.max(1, Math.ceil((retryAt - now) / 1000));
  if (seconds <= 90) return `in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  if (seconds < 3600) return `in about ${Math.round(seconds / 60)} minutes`;
  return `after ${new Date(retryAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}`;
}

export const PHOTO_TOOL_MESSAGES = {
  photoLabel: 'Photo of the car',
  photoChange: 'Choose another photo',
  photoHint: 'The whole car in frame, in daylight, from any side. On a phone you can take it now.',
  reading: 'Reading your photo…',
  readFailed: 'Your photo could not be read.',
  uploadAgain: 'Upload again',
  notUploaded: 'Your photo is no longer on our server (photos are kept for a while only). Upload it again: your taps are kept.',
  tools: 'Tool',
  paint: 'Paint',
  notPaint: 'Not paint',
  brush: 'Brush',
  eraser: 'Eraser',
  brushSize: 'Brush size',
  brushSizes: ['Extra small', 'Small', 'Medium', 'Large', 'Extra large'],
  stage: {
    paint: 'Your photo. Click or tap the paint to select it; with the keyboard, arrow keys move the marker and Enter marks it.',
    'not-paint': 'Your photo. Click or tap what is not paint to leave it out; with the keyboard, arrow keys move the marker and Enter marks it.',
    brush: 'Your photo. Drag over paint the selection missed; with the keyboard, arrow keys move the marker and Enter paints a dot.',
    eraser: 'Your photo. Drag over what should not be selected; with the keyboard, arrow keys move the marker and Enter erases a dot.',
  },
  empty: 'Tap the paint of your car',
  emptyHint: 'Tap a painted panel away from reflections; each tap adds the panel it finds.',
  brushNeedsTap: 'Tap the paint once first; the brush and the eraser then correct what it found.',
  finding: 'Finding the paint…',
  coverage: (share: number) => `Selected paint: ${share < 0.005 && share > 0 ? 'less than 1' : Math.round(share * 100)} % of the photo`,
  updating: 'Updating…',
  correctHint: 'Not quite? Tap Not paint on a window or the wall, or fix an edge with the brush or the eraser.',
  limited: (retryAt: number, now = Date.now()) => `Too many previews in a short time. The selection updates again ${whenAgain(retryAt, now)}.`,
  uploadLimited: (retryAt: number, now = Date.now()) => `Too many photos in a short time. Try again ${whenAgain(retryAt, now)}.`,
  offline: 'No internet connection. Your taps are kept; the selection updates when you are back online.',
  uploadOffline: 'No internet connection. Your photo is read as soon as you are back online.',
  selectFailed: 'The selection could not be shown.',
  undo: 'Undo',
  clear: 'Clear',
  tapsFull: (limit: number) => `That is the most taps one photo takes (${limit}). Undo a few to change them.`,
  strokesFull: (limit: number) => `That is the most brush strokes one photo takes (${limit}). Undo a few to change them.`,
} as const;

export type PhotoToolMessages = Words<typeof PHOTO_TOOL_MESSAGES>;

/** PHOTO_TOOL_MESSAGES in the host's language (./words.tsx). */
export const usePhotoToolMessages = (): PhotoToolMessages => (current.photo as PhotoToolMessages | undefined) ?? PHOTO_TOOL_MESSAGES;
