export {
  checkImageFile,
  checkPhotoFile,
  IMAGE_RULES,
  readImageUpload,
  sniffPhotoFormat,
  PHOTO_FORMATS,
  type CheckedImage,
  type CheckedPhoto,
  type ImageRules,
  type ImageUpload,
  type PhotoFormat,
} from './check.ts';
export {
  admitPhotoJob,
  finishPhotoJob,
  withPhotoJob,
  PhotoLimited,
  PHOTO_LIMITS,
  sourceOf,
  type PhotoActor,
  type PhotoAdmission,
  type PhotoLimitName,
} from './limits.ts';
export { PHOTO_TOOL_MESSAGES, waitText } from './messages.ts';
export { findOwnPhoto, photoNotFound, photoOriginalKey, photoUploadKey, prunePhotoUploads, readOwnPhoto, storePhoto, PRUNE_BATCH, type OwnPhoto, type PhotoPruneResult } from './store.ts';
export { photoDto, photoImageResponse, photoJob, previewSelection, uploadPhoto, type SelectionDto } from './work.ts';
