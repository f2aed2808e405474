// The visitor's photo and taps as the visualizer keeps them. Apart from the tapper (photo-taps.tsx) so that a host
// can load the tapper on demand while the visualizer itself only needs the empty selection.
import type { PhotoTap } from './client.ts';

export interface PhotoSelection {
  photo: File | null;
  taps: PhotoTap[];
}

export const NO_PHOTO: PhotoSelection = { photo: null, taps: [] };
