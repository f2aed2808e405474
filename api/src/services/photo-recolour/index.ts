export { recolourEngine, sharedRecolourEngine, MIN_PAINT_SHARE, noPaintFound, type RecolourEngineOptions } from './engine.ts';
export { preparePhoto, tapPixels, RECOLOUR_MAX_EDGE, RECOLOUR_MIN_EDGE, RECOLOUR_MAX_INPUT_PIXELS, type PreparedPhoto } from './photo.ts';
export { closeSharedRecolourPool, recolourPool, sharedRecolourPool, PHOTO_WORKERS, type RecolourPool, type RecolourPoolOptions } from './pool.ts';
export { runPhotoJob, type PhotoJob, type PhotoJobResult, type EmbedJob, type SelectJob, type RecolourJob } from './recolour-photo.ts';
export { FINISH_LOOKS, recolour, type FilmLook, type FinishLook } from './recolour.ts';
export { findPaint, type PixelStroke, type PaintInput } from './paint.ts';
export { toLab, type LabImage } from './lab.ts';
export { readRecolourForm, recolourBodyLimit } from './form.ts';
export {
  decodePhoto,
  embeddingKey,
  photoEmbedding,
  photoSha256,
  recolourSelection,
  selectPaint,
  selectionPng,
  strokePixels,
  SELECTION_PREVIEW_EDGE,
  type Selection,
  type SelectInput,
} from './tool.ts';
