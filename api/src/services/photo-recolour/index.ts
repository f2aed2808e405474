export { recolourEngine, sharedRecolourEngine, MIN_PAINT_SHARE, noPaintFound, type RecolourEngineOptions } from './engine.ts';
export { prepareOriginal, preparePhoto, tapPixels, ORIGINAL_MAX_EDGE, RECOLOUR_MAX_EDGE, RECOLOUR_MIN_EDGE, RECOLOUR_MAX_INPUT_PIXELS, type OriginalPhoto, type PreparedPhoto } from './photo.ts';
export { closeSharedRecolourPool, recolourPool, sharedRecolourPool, PHOTO_WORKERS, type RecolourPool, type RecolourPoolOptions } from './pool.ts';
export { runPhotoJob, type PhotoJob, type PhotoJobResult, type EmbedJob, type SelectJob, type RecolourJob, type RecolourFullJob } from './recolour-photo.ts';
export { FINISH_LOOKS, recolour, recolourFull, type FilmLook, type FinishLook, type WorkingPhoto } from './recolour.ts';
export { findPaint, type FoundPaint, type PixelStroke, type PaintInput } from './paint.ts';
export { packTapSelection, tapSelectionKey, tapsKey, unpackTapSelection, type TapSelection } from './tap-selection.ts';
export { lightnessPlane, toLab, type LabImage } from './lab.ts';
export { readRecolourForm, recolourBodyLimit } from './form.ts';
export {
  decodePhoto,
  embeddingKey,
  keepTapSelection,
  keptTapSelection,
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
