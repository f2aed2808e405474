// The customer's photo and what they marked on it, as the visualizer keeps it. Apart from the tool (photo-tool.tsx)
// so that a host can load the tool on demand while the visualizer itself only needs the empty selection.
import type { PhotoStroke, PhotoTap, UploadedPhoto } from './client.ts';

/** What the customer marked on the photo: taps that find panels, brush strokes that add or erase by hand. */
export interface PhotoMarks {
  taps: PhotoTap[];
  strokes: PhotoStroke[];
}

export interface PhotoSelection extends PhotoMarks {
  /** The file picked, kept so that a photo the server no longer has can be uploaded again. */
  photo: File | null;
  /** The photo on the server once read; null while it is read, and after the server let it go. */
  uploaded: UploadedPhoto | null;
  /** The marks before each change, the latest last: what Undo goes back to. */
  history: PhotoMarks[];
}

export const NO_PHOTO: PhotoSelection = { photo: null, uploaded: null, taps: [], strokes: [], history: [] };

/** The engine grows the paint from Paint taps: without one there is nothing to select or recolour yet. */
export const hasPaintTap = (selection: Pick<PhotoSelection, 'taps'>): boolean => selection.taps.some((tap) => tap.mode === 'add');
