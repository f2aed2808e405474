// The visualizer without the photo tool and the Studio's popups, for a host that loads the tool on demand (the
// widget passes its own stand-in as `photoTool`): importing the package's index would bring every component along.
export type { CallOptions, PhotoRecolourRequest, RenderRequest, RenderResult, VisualizerClient, VisualizerError, Film } from './client.ts';
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
  visualizerCall,
} from './http-client.ts';
export type { FetchJson, VisualizerCall } from './http-client.ts';
export { VisualizerCore } from './visualizer-core.tsx';
export type { VisualizerCoreProps } from './visualizer-core.tsx';
export { ZONE_KEYS } from './zone-options.tsx';
export type { ZoneKey } from './zone-options.tsx';
