export { libraryEngine, libraryPhotoDto, LIBRARY_ENGINE } from './engine.ts';
export { maskAlpha, maskPng } from './mask.ts';
export { bestLibraryVehicle, findLibraryPhoto, yearsFor, type LibraryQuery } from './match.ts';
export {
  addLibraryVehicle,
  changeLibraryVehicle,
  findLibraryVehicle,
  libraryOriginalKey,
  listLibraryVehicles,
  removeLibraryVehicle,
  type LibraryChange,
  type MarkedPhoto,
  type NewLibraryVehicle,
} from './store.ts';
