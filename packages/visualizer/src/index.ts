export type {
  Film,
  FilmGroup,
  LeadRequest,
  CallOptions,
  PaintSelection,
  PaintSelectionRequest,
  PhotoRecolourRequest,
  PhotoRenderRequest,
  PhotoStroke,
  PhotoTap,
  UploadedPhoto,
  RenderRequest,
  RenderResult,
  VehicleMake,
  VehicleModel,
  VisualizerClient,
  VisualizerErrorCode,
  WrapBrand,
} from './client.ts';
export { VisualizerError, failureMessage } from './client.ts';
export { useAsync } from './use-async.ts';
export type { AsyncState } from './use-async.ts';
export { HttpFailure } from './failures.ts';
export {
  photoForm,
  readBrands,
  readFilmGroups,
  readMakes,
  readModels,
  readPaintSelection,
  readRenderResult,
  readUploadedPhoto,
  readYears,
  retryAfterSeconds,
  toVisualizerError,
  visualizerCall,
} from './http-client.ts';
export type { FetchJson, HttpMethod, VisualizerCall } from './http-client.ts';
export { VISUALIZER_MESSAGES } from './messages.ts';
export { useVisualizerMessages } from './use-messages.ts';
export type { VisualizerMessages } from './messages.ts';
export { PHOTO_TOOL_MESSAGES } from './photo-tool-messages.ts';
export type { PhotoToolMessages } from './photo-tool-messages.ts';
export { VisualizerWordsProvider } from './words.tsx';
export type { VisualizerWordOverrides } from './words.tsx';
export { visualizerCss, visualizerShadowCss } from './styles.ts';
export { Alert } from './alert.tsx';
export type { AlertProps } from './alert.tsx';
export { Dialog } from './dialog.tsx';
export type { DialogProps } from './dialog.tsx';
export { NoCreditsModal, TooManyRequestsModal } from './credit-modals.tsx';
export type { NoCreditsModalProps, TooManyRequestsModalProps } from './credit-modals.tsx';
export { VehiclePicker, NO_VEHICLE, bodyStyleLabel, isCompleteVehicle } from './vehicle-picker.tsx';
export type { VehiclePickerProps, VehicleSelection, CompleteVehicle } from './vehicle-picker.tsx';
export { BrandPicker } from './brand-picker.tsx';
export type { BrandPickerProps } from './brand-picker.tsx';
export { FinishTabs } from './finish-tabs.tsx';
export type { FinishTabsProps } from './finish-tabs.tsx';
export { ColorSwatches, brandedFilmLabel, filmLabel } from './color-swatches.tsx';
export type { ColorSwatchesProps } from './color-swatches.tsx';
export { FilmPicker } from './film-picker.tsx';
export type { FilmPickerProps } from './film-picker.tsx';
export { ZoneOptions, ZONE_DEFAULTS, ZONE_KEYS, TINT_MIN, TINT_MAX } from './zone-options.tsx';
export type { ZoneKey, ZoneOptionsProps } from './zone-options.tsx';
export { PhotoTool } from './photo-tool.tsx';
export type { PhotoClient, PhotoToolProps } from './photo-tool.tsx';
export { NO_PHOTO, hasPaintTap } from './photo-selection.ts';
export type { PhotoSelection } from './photo-selection.ts';
export { RenderView } from './render-view.tsx';
export type { RenderViewProps, RenderedImage } from './render-view.tsx';
export { VisualizerCore } from './visualizer-core.tsx';
export type { PickedLook, VisualizerCoreProps } from './visualizer-core.tsx';
export { Visualizer } from './visualizer.tsx';
export type { VisualizerProps } from './visualizer.tsx';
export type { Navigate } from './navigation.ts';
export { useStableId } from './use-stable-id.ts';
export { createCatalogVisualizerClient } from './catalog-client.ts';
