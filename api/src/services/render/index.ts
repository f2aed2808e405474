export { localEngine, type LocalEngineOptions } from './local-engine.ts';
export { closeSharedRenderPool, defaultPoolSize, renderPool, sharedRenderPool, type RenderPool, type RenderPoolOptions } from './render-pool.ts';
export { replicateEngine, buildPrompt, type ReplicateEngineOptions } from './replicate-engine.ts';
export { pngCache, PNG_CACHE_LIMITS, type PngCache, type PngCacheLimits } from './png-cache.ts';
export { renderLimiter, DEFAULT_RENDER_LIMITS, type RenderLimiter, type RenderLimits, type WindowLimit } from './render-limiter.ts';
export { createRenderService, engineFromEnv, type RenderService, type RenderServiceOptions } from './service.ts';
export {
  holdLease,
  INSTANCE_ID,
  LEASE_RENEW_MS,
  reconcileRenders,
  RECONCILE_EVERY_MS,
  RENDER_DEADLINE_MS,
  RENDER_LEASE_MS,
  type ReconcileDeps,
  type ReconcileResult,
} from './reconcile.ts';
export { sceneOf, specHash, RENDER_SIZE } from './scene.ts';
export {
  buildSpec,
  engineUnavailable,
  generateRender,
  noCredits,
  RENDER_ERRORS,
  type FilmChoice,
  type GeneratedRender,
  type GenerateRenderInput,
  type PublicRender,
  type RenderAdmission,
  type RenderRequest,
} from './pipeline.ts';
export { isPng, RenderEngineError, type RenderEngine, type RenderJob, type RenderSpec } from './types.ts';
export { refuseBeforeWork, type BeforeWork } from './before-work.ts';
export { deleteShopRender, findShopRender, listShopRenders, MY_WRAPS_PAGE_SIZE, saveShopRender } from './my-wraps.ts';
