export { recolourEngine, sharedRecolourEngine, MIN_PAINT_SHARE, noPaintFound, type RecolourEngineOptions } from './engine.ts';
export { preparePhoto, tapPixels, RECOLOUR_MAX_EDGE, RECOLOUR_MIN_EDGE, RECOLOUR_MAX_INPUT_PIXELS, type PreparedPhoto } from './photo.ts';
export { closeSharedRecolourPool, recolourPool, sharedRecolourPool, type RecolourPool, type RecolourPoolOptions } from './pool.ts';
export { recolourPhoto, type RecolourJob, type RecolourResult } from './recolour-photo.ts';
export { FINISH_LOOKS, recolour, type FilmLook, type FinishLook } from './recolour.ts';
export { segmentPaint, SEGMENT_DEFAULTS, type PaintMask, type PixelTap, type SegmentOptions } from './segment.ts';
export { toLab, type LabImage } from './lab.ts';
export { readRecolourForm, recolourBodyLimit } from './form.ts';
