// The Replicate models the AI engine can run: each one's real input schema, where the prompt and the customer's
// photo go, whether it can render from text alone, and the shape of its output (docs/decisions/035).
// Replicate ignores inputs a model does not have, so a photo under the wrong field name is silently dropped and a
// text-only picture comes back: the schemas are strict, and the engine checks every input against them.
import { z } from 'zod';

export const REPLICATE_MODEL_IDS = [
  'black-forest-labs/flux-kontext-pro',
  'black-forest-labs/flux-kontext-dev',
  'google/nano-banana',
  'bytedance/seedream-4',
] as const;

export type ReplicateModelId = (typeof REPLICATE_MODEL_IDS)[number];

export const DEFAULT_REPLICATE_MODEL: ReplicateModelId = 'black-forest-labs/flux-kontext-pro';

export const isReplicateModelId = (id: string): id is ReplicateModelId => (REPLICATE_MODEL_IDS as readonly string[]).includes(id);

/** What one render asks of a model: the instruction, and the customer's photo (a data URL or URL) for an edit. */
export interface ModelRequest {
  prompt: string;
  photo?: string | undefined;
}

export interface ReplicateModel {
  id: ReplicateModelId;
  /** The model's API page on replicate.com (its input and output schema); docs/decisions/035 names the versions read. */
  source: string;
  /** The model's input, strict: an input it does not have fails instead of being ignored. */
  input: z.ZodType<Record<string, unknown>>;
  /** Where the photo goes: one image in `input_image`, or a list of images in `image_input`. */
  photoField: 'input_image' | 'image_input';
  /** False when the model needs an input image (no text-only renders). */
  textRenders: boolean;
  /** A prediction's `output` when it succeeded: one file URL, or a list of them. */
  output: 'uri' | 'uri-list';
  /** The input for one render; the engine still checks it against `input`. */
  buildInput(request: ModelRequest): Record<string, unknown>;
}

/** An image a model takes: an http(s) URL, or a data URL of a jpeg, png, gif or webp ("Must be jpeg, png, gif, or webp"). */
const imageRef = z
  .string()
  .regex(/^(https?:\/\/\S+|data:image\/(jpeg|png|gif|webp);base64,[A-Za-z0-9+/]+=*)$/, 'must be an http(s) URL or a jpeg, png, gif or webp data URL');
const prompt = z.string().min(1);
const int = z.number().int();

/** One render's aspect ratio: the photo's own for an edit, wide for a Studio render of a whole car. */
const aspectRatio = (request: ModelRequest) => (request.photo ? 'match_input_image' : '16:9');

const fluxKontextPro: ReplicateModel = {
  id: 'black-forest-labs/flux-kontext-pro',
  source: 'https://replicate.com/black-forest-labs/flux-kontext-pro/api',
  input: z
    .strictObject({
      prompt,
      input_image: imageRef.optional(),
      aspect_ratio: z.enum(['match_input_image', '1:1', '16:9', '9:16', '4:3', '3:4', '3:2', '2:3', '4:5', '5:4', '21:9', '9:21', '2:1', '1:2']).optional(),
      prompt_upsampling: z.boolean().optional(),
      seed: int.optional(),
      output_format: z.enum(['jpg', 'png']).optional(),
      safety_tolerance: int.min(0).max(6).optional(),
    })
    .refine((i) => i.input_image === undefined || (i.safety_tolerance ?? 2) <= 2, {
      path: ['safety_tolerance'],
      message: '2 is currently the maximum allowed when input images are used',
    }),
  photoField: 'input_image',
  textRenders: true,
  output: 'uri',
  buildInput: (request) => ({
    prompt: request.prompt,
    ...(request.photo ? { input_image: request.photo } : {}),
    aspect_ratio: aspectRatio(request),
    output_format: 'png',
  }),
};

const fluxKontextDev: ReplicateModel = {
  id: 'black-forest-labs/flux-kontext-dev',
  // Replicate's own Cog of the model (replicate/cog-flux-kontext, predict.py): input_image has no default.
  source: 'https://replicate.com/black-forest-labs/flux-kontext-dev/api',
  input: z.strictObject({
    prompt,
    input_image: imageRef,
    aspect_ratio: z.enum(['match_input_image', '1:1', '16:9', '21:9', '3:2', '2:3', '4:5', '5:4', '3:4', '4:3', '9:16', '9:21']).optional(),
    num_inference_steps: int.min(4).max(50).optional(),
    guidance: z.number().min(0).max(10).optional(),
    seed: int.optional(),
    output_format: z.enum(['webp', 'jpg', 'png']).optional(),
    output_quality: int.min(0).max(100).optional(),
    disable_safety_checker: z.boolean().optional(),
    go_fast: z.boolean().optional(),
  }),
  photoField: 'input_image',
  textRenders: false,
  output: 'uri',
  buildInput: (request) => ({
    prompt: request.prompt,
    ...(request.photo ? { input_image: request.photo } : {}),
    aspect_ratio: 'match_input_image',
    output_format: 'png',
  }),
};

const nanoBanana: ReplicateModel = {
  id: 'google/nano-banana',
  source: 'https://replicate.com/google/nano-banana/api',
  input: z.strictObject({
    prompt,
    image_input: z.array(imageRef).optional(),
    aspect_ratio: z.enum(['match_input_image', '1:1', '2:3', '3:2', '3:4', '4:3', '4:5', '5:4', '9:16', '16:9', '21:9']).optional(),
    output_format: z.enum(['jpg', 'png']).optional(),
  }),
  photoField: 'image_input',
  textRenders: true,
  output: 'uri',
  buildInput: (request) => ({
    prompt: request.prompt,
    ...(request.photo ? { image_input: [request.photo] } : {}),
    aspect_ratio: aspectRatio(request),
    output_format: 'png',
  }),
};

const seedream4: ReplicateModel = {
  id: 'bytedance/seedream-4',
  source: 'https://replicate.com/bytedance/seedream-4/api',
  input: z.strictObject({
    prompt,
    image_input: z.array(imageRef).max(10).optional(),
    size: z.enum(['1K', '2K', '4K', 'custom']).optional(),
    aspect_ratio: z.enum(['match_input_image', '1:1', '4:3', '3:4', '16:9', '9:16', '3:2', '2:3', '21:9']).optional(),
    width: int.min(1024).max(4096).optional(),
    height: int.min(1024).max(4096).optional(),
    sequential_image_generation: z.enum(['disabled', 'auto']).optional(),
    max_images: int.min(1).max(15).optional(),
    enhance_prompt: z.boolean().optional(),
  }),
  photoField: 'image_input',
  textRenders: true,
  output: 'uri-list',
  buildInput: (request) => ({
    prompt: request.prompt,
    ...(request.photo ? { image_input: [request.photo] } : {}),
    // 1K is about a megapixel, as the other models draw; 2K and 4K cost the same and only make the PNG heavier.
    size: '1K',
    aspect_ratio: aspectRatio(request),
    sequential_image_generation: 'disabled',
    max_images: 1,
  }),
};

export const REPLICATE_MODELS: Record<ReplicateModelId, ReplicateModel> = {
  'black-forest-labs/flux-kontext-pro': fluxKontextPro,
  'black-forest-labs/flux-kontext-dev': fluxKontextDev,
  'google/nano-banana': nanoBanana,
  'bytedance/seedream-4': seedream4,
};

const fileUrl = z.string().regex(/^(https?:\/\/|data:image\/)/);
const OUTPUTS = { uri: fileUrl, 'uri-list': z.array(fileUrl).min(1) } as const;

/** The image URL in a succeeded prediction's output, read in the model's own shape; null when it is not there. */
export function outputImageUrl(model: ReplicateModel, output: unknown): string | null {
  const parsed = OUTPUTS[model.output].safeParse(output);
  if (!parsed.success) return null;
  return typeof parsed.data === 'string' ? parsed.data : (parsed.data[0] ?? null);
}
