export { renderSvg, DESIGN } from './render-svg.ts';
export {
  validateScene,
  normalizeScene,
  sceneHash,
  InvalidSceneError,
  DEFAULT_SIZE,
  SIZE_LIMITS,
  TINT_LIMITS,
  YEAR_LIMITS,
  RENDER_VIEWS,
} from './scene.ts';
export type { RenderScene, NormalizedScene, RenderView, SceneError, SceneValidation } from './scene.ts';
export { captionLines, FONT_STACK } from './caption.ts';
export { tintOpacity, FACTORY_GLASS_VLT } from './vehicle/draw.ts';
