// The AI engine: a Replicate image model (FLUX Kontext by default) through the official client. Text-to-image
// from a prompt for Studio renders; with the customer's photo as input_image it edits their own car.
import { FINISH_LABELS } from '@wrapsmith/catalog';
import Replicate, { type Prediction } from 'replicate';
import sharp from 'sharp';
import { RenderEngineError, type RenderEngine, type RenderSpec } from './types.ts';

export interface ReplicateEngineOptions {
  token: string;
  /** `owner/name` of the model, e.g. black-forest-labs/flux-kontext-pro. */
  model: string;
  /** A Replicate-compatible server (tests); the real API when omitted. */
  baseUrl?: string | undefined;
  /** Give up (and cancel the prediction) after this long. */
  timeoutMs?: number;
  pollIntervalMs?: number;
}

const TERMINAL = new Set(['succeeded', 'failed', 'canceled', 'aborted']);
const PHOTO_MAX_EDGE = 1536;

function zoneWords(spec: RenderSpec): string[] {
  const z = spec.zones;
  const words: string[] = [];
  if (z.roof) words.push(`the roof wrapped in a contrasting ${z.roof} colour`);
  if (z.mirrors) words.push(`mirror caps in ${z.mirrors}`);
  if (z.chromeDelete) words.push('a chrome delete: window trim, grille surround and badges in gloss black');
  if (z.calipers) words.push(`brake calipers painted ${z.calipers}`);
  if (z.windowTint !== undefined) words.push(`window tint of ${z.windowTint}% visible light transmission`);
  if (z.ppf) words.push(`a ${z.ppf} paint protection film over the wrap`);
  return words;
}

/** The instruction the model gets: the vehicle, the film by brand, code, name, finish and colour, and the zones. */
export function buildPrompt(spec: RenderSpec, editing: boolean): string {
  const { film } = spec;
  const finish = FINISH_LABELS[film.finish].toLowerCase();
  const filmText = `${film.brand} ${film.name}${film.code && !film.name.includes(film.code) ? ` (${film.code})` : ''}, a ${finish} vinyl wrap film in colour ${film.hex}${
    film.secondaryHex ? ` shifting to ${film.secondaryHex} at steep angles` : ''
  }`;
  const zones = zoneWords(spec);
  const extras = zones.length > 0 ? ` Also: ${zones.join('; ')}.` : '';
  if (editing) {
    return `Wrap the car in this photo in ${filmText}. Change only the painted body panels; keep the background, wheels, tyres, lights, glass and camera angle exactly as they are.${extras} Photorealistic.`;
  }
  const v = spec.vehicle;
  const car = v ? `a ${v.year} ${v.make} ${v.model} (${v.bodyStyle})` : 'a car';
  return `Photorealistic studio photograph of ${car}, front three-quarter view, fully wrapped in ${filmText}.${extras} Neutral grey studio backdrop, soft lighting, no people, no text.`;
}

function outputUrl(output: unknown): string {
  const first: unknown = Array.isArray(output) ? output[0] : output;
  if (typeof first !== 'string' || !/^(https?:|data:image\/)/.test(first)) {
    throw new RenderEngineError(`Replicate returned no image URL (output: ${JSON.stringify(output)?.slice(0, 200) ?? 'nothing'})`);
  }
  return first;
}

export function replicateEngine(options: ReplicateEngineOptions): RenderEngine {
  const { token, model, baseUrl, timeoutMs = 120_000, pollIntervalMs = 1000 } = options;
  const client = new Replicate({ auth: token, ...(baseUrl ? { baseUrl } : {}), useFileOutput: false });
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  async function waitFor(prediction: Prediction, deadline: number): Promise<Prediction> {
    let current = prediction;
    while (!TERMINAL.has(current.status)) {
      if (Date.now() >= deadline) {
        await client.predictions.cancel(current.id).catch(() => undefined);
        throw new RenderEngineError(`Replicate prediction ${current.id} timed out after ${timeoutMs} ms`);
      }
      await sleep(pollIntervalMs);
      current = await client.predictions.get(current.id);
    }
    return current;
  }

  return {
    name: 'replicate',
    deterministic: false,
    supportsPhotos: true,
    async render(job) {
      const deadline = Date.now() + timeoutMs;
      const input: Record<string, unknown> = { prompt: buildPrompt(job.spec, Boolean(job.photo)), output_format: 'png' };
      if (job.photo) {
        // Phones take 12-megapixel photos; the model works at about a megapixel, and a data URL that size uploads fast.
        const jpeg = await sharp(job.photo.bytes).rotate().resize(PHOTO_MAX_EDGE, PHOTO_MAX_EDGE, { fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 90 }).toBuffer();
        input.input_image = `data:image/jpeg;base64,${jpeg.toString('base64')}`;
      } else {
        input.aspect_ratio = '16:9';
      }
      let prediction: Prediction;
      try {
        prediction = await waitFor(await client.predictions.create({ model, input }), deadline);
      } catch (error) {
        if (error instanceof RenderEngineError) throw error;
        throw new RenderEngineError(`Replicate request failed: ${(error as Error).message}`, { cause: error });
      }
      if (prediction.status !== 'succeeded') {
        throw new RenderEngineError(`Replicate prediction ${prediction.id} ${prediction.status}: ${String(prediction.error ?? 'no reason given')}`);
      }
      const url = outputUrl(prediction.output);
      const response = await fetch(url, { signal: AbortSignal.timeout(Math.max(1000, deadline - Date.now())) }).catch((error: unknown) => {
        throw new RenderEngineError(`Could not download the Replicate output: ${(error as Error).message}`, { cause: error });
      });
      if (!response.ok) throw new RenderEngineError(`Downloading the Replicate output answered ${response.status}`);
      const bytes = Buffer.from(await response.arrayBuffer());
      try {
        return { png: await sharp(bytes).png().toBuffer() };
      } catch (error) {
        throw new RenderEngineError('The Replicate output is not an image', { cause: error });
      }
    },
  };
}
