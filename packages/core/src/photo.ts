// Words and limits of "Your car's photo" (decision 036), zod-free so the widget can use them.
export const PHOTO_RECOLOUR_MESSAGES = {
  tapsRequired: 'Tap the car’s paint at least once.',
  tapsNotJson: 'taps must be a JSON list like [{"x":0.5,"y":0.6,"mode":"add"}].',
  tooManyTaps: 'Use at most 20 taps. Remove a few and try again.',
  tapOutside: 'Each tap must be on the photo: x and y are fractions of its width and height, from 0 to 1.',
  photoTooSmall: 'The photo is too small. Use a photo at least 64 pixels on each side.',
  tooManyPixels: 'The photo has too many pixels. Use a photo of at most 100 megapixels.',
  noPaintFound: 'We could not find paint where you tapped. Tap the middle of a painted panel, away from reflections and edges. Your credit was refunded.',
} as const;

/** Most taps one recolour takes: enough for every panel and a few removes, not a way to paint pixel by pixel. */
export const PHOTO_TAP_LIMIT = 20;

export type PhotoTapMode = 'add' | 'remove';
