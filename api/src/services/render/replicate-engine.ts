// The AI engine: a Replicate image model from the registry (replicate-models.ts) through the official client.
// Text-to-image from a prompt for Studio renders; with the customer's photo it edits their own car.
import { FINISH_LABELS } from '@wrapsmith/catalog';
import Replicate, { type Prediction } from 'replicate';
import sharp from 'sharp';
import { outputImageUrl, REPLICATE_MODELS, type ReplicateModel, type ReplicateModelId } from './replicate-models.ts';
import { DEFAULT_OUTPUT_HOSTS, downloadOutput, type OutputGuard } from './replicate-output.ts';
import { photoDataUrl } from './replicate-photo.ts';
import { RenderEngineError, type RenderEngine, type RenderSpec } from './types.ts';

export interface ReplicateEngineOptions {
  token: string;
  /** A model of the registry, e.g. black-forest-labs/flux-kontext-pro. */
  model: ReplicateModelId;
  /** A Replicate-compatible server (tests); the real API when omitted. */
  baseUrl?: string | undefined;
  /** Give up (and cancel the prediction) after this long. */
  timeoutMs?: number;
  pollIntervalMs?: number;
  /** Where the output may be fetched from: Replicate's delivery hosts unless a test says otherwise. */
  output?: OutputGuard;
}

export interface ReplicateEngine extends RenderEngine {
  /** The registry entry this engine runs. */
  readonly model: ReplicateModel;
  /** False when the model needs a photo (flux-kontext-dev): a Studio render is refused before Replicate is asked. */
  readonly supportsText: boolean;
  /** Where outputs may be fetched from. */
  readonly output: OutputGuard;
}

const TERMINAL = new Set(['succeeded', 'failed', 'canceled', 'aborted']);
/** A 4K PNG is about 30 MB; anything past this is not a render. */
const OUTPUT_MAX_BYTES = 64 * 1024 * 1024;
const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

export const textRenderRefused = (model: ReplicateModelId) =>
  `${model} edits photos only (its input_image is required): it cannot render a car from text. Use a photo render, or another REPLICATE_MODEL.`;

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
    return `Wrap the car in this photo in ${filmText}. Change only the painted body panels.${extras} Keep everything else exactly as it is: the car's shape and body lines, the wheels and tyres, the lights and glass, the number plates, the background and the camera angle. Photorealistic.`;
  }
  const v = spec.vehicle;
  const car = v ? `a ${v.year} ${v.make} ${v.model} (${v.bodyStyle})` : 'a car';
  return `Photorealistic studio photograph of ${car}, front three-quarter view, fully wrapped in ${filmText}.${extras} Neutral grey studio backdrop, soft lighting, no people, no text.`;
}

/** The downloaded output as PNG, once it has decoded as an image. */
async function checkedPng(bytes: Buffer): Promise<Buffer> {
  let format: string | undefined;
  let width: number | undefined;
  try {
    ({ format, width } = await sharp(bytes).metadata());
  } catch (error) {
    throw new RenderEngineError('The Replicate output is not an image', { cause: error });
  }
  if (!format || !IMAGE_FORMATS.has(format) || !width) throw new RenderEngineError(`The Replicate output is not an image (${format ?? 'unknown format'})`);
  try {
    return await sharp(bytes).png().toBuffer();
  } catch (error) {
    throw new RenderEngineError('The Replicate output is not an image', { cause: error });
  }
}

export function replicateEngine(options: ReplicateEngineOptions): ReplicateEngine {
  const { token, baseUrl, timeoutMs = 120_000, pollIntervalMs = 1000, output = { hosts: DEFAULT_OUTPUT_HOSTS } } = options;
  const model = REPLICATE_MODELS[options.model] as ReplicateModel | undefined;
  if (!model) throw new Error(`Unknown Replicate model "${options.model}". Supported: ${Object.keys(REPLICATE_MODELS).join(', ')}`);
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

  /** The output, only from an allowed host at a public address (replicate-output.ts). */
  async function download(url: string, deadline: number): Promise<Buffer> {
    return downloadOutput(url, output, { maxBytes: OUTPUT_MAX_BYTES, timeoutMs: Math.max(1000, deadline - Date.now()) });
  }

  return {
    name: 'replicate',
    deterministic: false,
    supportsPhotos: true,
    supportsText: model.textRenders,
    model,
    output,
    async render(job) {
      if (!job.photo && !model.textRenders) throw new RenderEngineError(textRenderRefused(model.id));
      const photo = job.photo ? await photoDataUrl(job.photo.bytes) : undefined;
      const input = model.buildInput({ prompt: buildPrompt(job.spec, Boolean(photo)), photo });
      const checked = model.input.safeParse(input);
      if (!checked.success) {
        const issues = checked.error.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`).join('; ');
        throw new RenderEngineError(`The ${model.id} input does not match its schema: ${issues}`);
      }
      // REPLICATE_TIMEOUT_SECONDS is Replicate's time: it starts once the input is ready.
      const deadline = Date.now() + timeoutMs;
      let prediction: Prediction;
      try {
        prediction = await waitFor(await client.predictions.create({ model: model.id, input: checked.data }), deadline);
      } catch (error) {
        if (error instanceof RenderEngineError) throw error;
        throw new RenderEngineError(`Replicate request failed: ${(error as Error).message}`, { cause: error });
      }
      if (prediction.status !== 'succeeded') {
        throw new RenderEngineError(`Replicate prediction ${prediction.id} ${prediction.status}: ${String(prediction.error ?? 'no reason given')}`);
      }
      const url = outputImageUrl(model, prediction.output);
      if (!url) {
        throw new RenderEngineError(
          `Replicate returned no image URL in ${model.id}'s output shape (${model.output}): ${JSON.stringify(prediction.output)?.slice(0, 200) ?? 'nothing'}`,
        );
      }
      return { png: await checkedPng(await download(url, deadline)) };
    },
  };
}
