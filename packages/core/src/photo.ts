// Words and limits of "Your car's photo" (decision 036), zod-free so the widget can use them.
export const PHOTO_RECOLOUR_MESSAGES = {
  tapsRequired: 'Tap the car’s paint at least once.',
  tapsNotJson: 'taps must be a JSON list like [{"x":0.5,"y":0.6,"mode":"add"}].',
  tooManyTaps: 'Use at most 20 taps. Remove a few and try again.',
  tapOutside: 'Each tap must be on the photo: x and y are fractions of its width and height, from 0 to 1.',
  photoTooSmall: 'The photo is too small. Use a photo at least 64 pixels on each side.',
  tooManyPixels: 'The photo has too many pixels. Use a photo of at most 100 megapixels.',
  strokesNotJson: 'strokes must be a JSON list like [{"mode":"add","radius":0.02,"points":[{"x":0.5,"y":0.6}]}].',
  tooManyStrokes: 'Use at most 40 brush strokes. Clear a few and try again.',
  strokeTooLong: 'A brush stroke has at most 400 points.',
  strokeRadius: 'A brush is between 0.2 % and 10 % of the photo’s long edge (radius 0.002 to 0.1).',
  photoNotFound: 'This photo is no longer here. Upload it again.',
  noPaintFound: 'We could not find paint where you tapped. Tap the middle of a painted panel, away from reflections and edges. Your credit was refunded.',
} as const;

/** Most brush strokes one selection takes, and points per stroke (the client thins its pointer path). */
export const PHOTO_STROKE_LIMIT = 40;
export const PHOTO_STROKE_POINTS = 400;

/**
 * A brush stroke on the photo (decision 055): `add` paints the selection, `erase` takes it away. Points are fractions
 * of the upright picture's width and height; the radius is a fraction of its long edge.
 */
export interface PhotoStroke {
  mode: 'add' | 'erase';
  radius: number;
  points: { x: number; y: number }[];
}

/** Most taps one recolour takes: enough for every panel and a few removes, not a way to paint pixel by pixel. */
export const PHOTO_TAP_LIMIT = 20;

export type PhotoTapMode = 'add' | 'remove';
