// The render service held in the app's deps: the configured engine, the PNG cache and the render rate limiter.
import type { Env } from '../../env.ts';
import { localEngine } from './local-engine.ts';
import { pngCache, type PngCache, type PngCacheLimits } from './png-cache.ts';
import { DEFAULT_RENDER_LIMITS, renderLimiter, type RenderLimiter, type RenderLimits } from './render-limiter.ts';
import { replicateEngine } from './replicate-engine.ts';
import type { RenderEngine } from './types.ts';

export interface RenderService {
  engine: RenderEngine;
  cache: PngCache;
  limiter: RenderLimiter;
}

export interface RenderServiceOptions {
  engine?: RenderEngine;
  limits?: RenderLimits;
  cache?: PngCacheLimits;
}

/** Replicate when REPLICATE_API_TOKEN is set, else the local engine. */
export function engineFromEnv(env: Env): RenderEngine {
  if (!env.REPLICATE_API_TOKEN) return localEngine();
  return replicateEngine({
    token: env.REPLICATE_API_TOKEN,
    model: env.REPLICATE_MODEL,
    baseUrl: env.REPLICATE_BASE_URL,
    timeoutMs: env.REPLICATE_TIMEOUT_SECONDS * 1000,
    // Private and loopback addresses (a fake Replicate on 127.0.0.1) only ever under NODE_ENV=test.
    output: { hosts: env.REPLICATE_OUTPUT_HOSTS, allowPrivateAddresses: env.NODE_ENV === 'test' },
  });
}

export function createRenderService(env: Env, options: RenderServiceOptions = {}): RenderService {
  return {
    engine: options.engine ?? engineFromEnv(env),
    cache: pngCache(options.cache),
    limiter: renderLimiter(options.limits ?? DEFAULT_RENDER_LIMITS),
  };
}
