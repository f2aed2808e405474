// The vehicle library's words and sides (issue 21 item 5, decision 056), zod-free so the visualizer's caption and
// the dashboard's list read them without the contracts in library.ts.
import type { RenderView } from './views.ts';

/** Which side of the car a library photo shows, as the shop tags it. */
export const LIBRARY_SIDES = ['left', 'right', 'front-three-quarter', 'rear-three-quarter', 'front', 'rear'] as const;
export type LibrarySide = (typeof LIBRARY_SIDES)[number];

export const LIBRARY_SIDE_LABELS: Record<LibrarySide, string> = {
  left: 'Left side',
  right: 'Right side',
  'front-three-quarter': 'Front three-quarter',
  'rear-three-quarter': 'Rear three-quarter',
  front: 'Front',
  rear: 'Rear',
};

/**
 * The sides that answer a render's view first: a side view takes a photo square-on, a three-quarter view one from a
 * corner (or from the front or back, nearer to it than a side is). A car with photos of other sides only still
 * gets one of them: a real car beats a drawing (decision 056).
 */
export const LIBRARY_SIDES_FOR_VIEW: Record<RenderView, readonly LibrarySide[]> = {
  side: ['left', 'right'],
  'three-quarter': ['front-three-quarter', 'rear-three-quarter', 'front', 'rear'],
};

/** How far from the asked year a library photo still stands in when the catalogue knows no generation. */
export const LIBRARY_YEAR_SPAN = 3;

export const LIBRARY_MESSAGES = {
  title: 'Vehicle library',
  intro: 'Photos of cars your shop has wrapped. When a customer picks the same year, make and model in the Studio, the widget or your share page, they see your photo in the colour they choose instead of a drawing.',
  empty: 'Add photos of cars you have wrapped: a customer who picks that car sees your real photo in the colour they choose.',
  add: 'Add a vehicle',
  save: 'Save to library',
  saving: 'Saving…',
  saved: 'Saved to the library.',
  updated: 'Library vehicle updated.',
  deleted: 'Removed from the library.',
  deleteTitle: 'Remove this vehicle?',
  deleteBody: (car: string) => `${car} leaves the library; customers who pick it see the drawing again. Renders made from it stay in My Wraps.`,
  notFound: 'This vehicle is not in your library.',
  noPaint: 'We could not find paint where you marked. Tap the middle of a painted panel, away from reflections and edges.',
  markPaint: 'Mark the paint: tap it with Paint, leave glass and trim out with Not paint, fix edges with the brush.',
  readOnly: 'Your role can use the vehicle library but not change it. Ask the shop owner if you need to.',
  vehicleTogether: 'Send year, make and model together.',
  photoNeedsMarks: 'A new photo needs its paint marked: send taps with photoId.',
  strokesNeedTaps: 'Send the taps with the strokes: the paint is marked again from both.',
  nothingToChange: 'Send at least one field to change.',
  side: 'Side shown',
} as const;
