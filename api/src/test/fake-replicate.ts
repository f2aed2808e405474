// A local stand-in for api.replicate.com answering what the AI engine calls: create a prediction of an official
// model, get it, cancel it, and the output files. Unlike the real API, which ignores inputs a model does not have,
// it checks every input against the model's schema and answers 422 in Replicate's error shape, so a photo sent
// under the wrong field fails the test instead of vanishing. Succeeded predictions carry each model's real
// output shape. Tests read what it received.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { onTestFinished } from 'vitest';
import type { z } from 'zod';
import { isReplicateModelId, REPLICATE_MODELS, type ReplicateModelId } from '../services/render/replicate-models.ts';

export type FakeReplicateScenario = 'success' | 'failed' | 'never-finishes' | 'wrong-output-shape' | 'not-an-image';

/**
 * What a succeeded prediction's `output` is, per Replicate's output schema of each model: a single
 * `{"format": "uri", "type": "string"}`, or seedream-4's `{"type": "array", "items": {"format": "uri", ...}}`.
 * Kept apart from the registry on purpose: a registry that reads the wrong shape fails against this.
 */
const OUTPUT_SHAPES = {
  'black-forest-labs/flux-kontext-pro': 'string',
  'black-forest-labs/flux-kontext-dev': 'string',
  'google/nano-banana': 'string',
  'bytedance/seedream-4': 'array',
} as const satisfies Record<ReplicateModelId, 'string' | 'array'>;

export interface FakeReplicateCreated {
  model: string;
  auth: string | undefined;
  input: Record<string, unknown>;
}

export interface InvalidField {
  type: string;
  field: string;
  description: string;
}

/** Replicate's 422 body: `{ detail, status, title: 'Input validation failed', invalid_fields }`. */
export interface ReplicateValidationError {
  detail: string;
  status: 422;
  title: string;
  invalid_fields: InvalidField[];
}

function invalidFields(issues: z.core.$ZodIssue[]): InvalidField[] {
  return issues.flatMap((issue): InvalidField[] => {
    const path = issue.path.join('.');
    const field = path ? `input.${path}` : 'input';
    switch (issue.code) {
      case 'unrecognized_keys':
        return issue.keys.map((key) => ({ type: 'additional_property_not_allowed', field, description: `Additional property ${key} is not allowed` }));
      case 'invalid_type':
        return issue.input === undefined
          ? [{ type: 'required', field: 'input', description: `${path} is required` }]
          : [{ type: 'invalid_type', field, description: `Invalid type. Expected: ${issue.expected}` }];
      case 'invalid_value':
        return [{ type: 'enum', field, description: `${path} must be one of the following: ${issue.values.map((v) => JSON.stringify(v)).join(', ')}` }];
      case 'too_big':
        return [{ type: issue.origin === 'array' ? 'array_max_items' : 'number_lte', field, description: `Must be less than or equal to ${String(issue.maximum)}` }];
      case 'too_small':
        return [{ type: issue.origin === 'array' ? 'array_min_items' : 'number_gte', field, description: `Must be greater than or equal to ${String(issue.minimum)}` }];
      default:
        return [{ type: issue.code, field, description: issue.message }];
    }
  });
}

/** `outputBase`: where succeeded predictions say their output is (default this server), to test the output guard. */
export async function fakeReplicate(options: { scenario?: FakeReplicateScenario; outputBase?: string; delayMs?: number; hold?: boolean } = {}) {
  const scenario = options.scenario ?? 'success';
  // `hold`: every prediction stays processing until `release()`, however long the test's other steps take.
  let holding = options.hold ?? false;
  const outputImage = await sharp({ create: { width: 32, height: 20, channels: 3, background: { r: 179, g: 18, b: 31 } } }).jpeg().toBuffer();
  const created: FakeReplicateCreated[] = [];
  const rejected: ReplicateValidationError[] = [];
  const cancelled: string[] = [];
  /** Output files the server was asked for. */
  const downloads: string[] = [];
  const predictions = new Map<string, { model: ReplicateModelId; input: Record<string, unknown>; polls: number; createdAt: number }>();

  const server = http.createServer((req, res) => {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const predictionJson = (id: string, status: string, extra: Record<string, unknown> = {}) => {
      const p = predictions.get(id);
      return {
        id,
        model: p?.model,
        version: 'hidden',
        input: p?.input ?? {},
        logs: '',
        output: null,
        data_removed: false,
        error: null,
        status,
        created_at: '2026-01-01T12:00:00.000Z',
        urls: { get: `${base}/v1/predictions/${id}`, cancel: `${base}/v1/predictions/${id}/cancel`, web: `https://replicate.com/p/${id}` },
        ...extra,
      };
    };
    const succeeded = (id: string, model: ReplicateModelId) => {
      const file = `${options.outputBase ?? base}/files/${scenario === 'not-an-image' ? 'not-an-image.png' : 'output.jpg'}`;
      // The other shape than the model's: a registry reading it wrongly gets no URL.
      const shape = scenario === 'wrong-output-shape' ? (OUTPUT_SHAPES[model] === 'array' ? 'string' : 'array') : OUTPUT_SHAPES[model];
      return predictionJson(id, 'succeeded', { output: shape === 'array' ? [file] : file });
    };

    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const url = req.url ?? '';
      if (url.startsWith('/v1/') && !req.headers.authorization?.startsWith('Bearer r8_')) {
        return send(401, { title: 'Unauthenticated', detail: 'You did not pass a valid authentication token', status: 401 });
      }
      const create = /^\/v1\/models\/([^/]+\/[^/]+)\/predictions$/.exec(url);
      if (req.method === 'POST' && create) {
        const model = create[1] ?? '';
        if (!isReplicateModelId(model)) return send(404, { title: 'Not found', detail: 'The requested resource could not be found.', status: 404 });
        const input = ((JSON.parse(raw) as { input?: unknown }).input ?? {}) as Record<string, unknown>;
        const checked = REPLICATE_MODELS[model].input.safeParse(input);
        if (!checked.success) {
          const fields = invalidFields(checked.error.issues);
          const body: ReplicateValidationError = {
            detail: fields.map((f) => `- ${f.field}: ${f.description}\n`).join(''),
            status: 422,
            title: 'Input validation failed',
            invalid_fields: fields,
          };
          rejected.push(body);
          return send(422, body);
        }
        created.push({ model, auth: req.headers.authorization, input });
        const id = `p${created.length}`;
        predictions.set(id, { model, input, polls: 0, createdAt: Date.now() });
        return send(201, predictionJson(id, 'starting'));
      }
      const get = /^\/v1\/predictions\/([^/]+)$/.exec(url);
      const known = get?.[1] ? predictions.get(get[1]) : undefined;
      if (req.method === 'GET' && get?.[1] && known) {
        known.polls += 1;
        // `delayMs`: a slow model, still processing until that long after it was created.
        if (scenario === 'never-finishes' || holding || known.polls < 2 || Date.now() - known.createdAt < (options.delayMs ?? 0)) return send(200, predictionJson(get[1], 'processing'));
        if (scenario === 'failed') return send(200, predictionJson(get[1], 'failed', { error: 'The model crashed' }));
        return send(200, succeeded(get[1], known.model));
      }
      const cancel = /^\/v1\/predictions\/([^/]+)\/cancel$/.exec(url);
      if (req.method === 'POST' && cancel?.[1] && predictions.has(cancel[1])) {
        cancelled.push(cancel[1]);
        return send(200, predictionJson(cancel[1], 'canceled'));
      }
      if (url.startsWith('/files/')) downloads.push(url);
      if (url === '/files/output.jpg') {
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        return res.end(outputImage);
      }
      if (url === '/files/not-an-image.png') {
        // Says it is a PNG; only decoding it shows it is not.
        res.writeHead(200, { 'content-type': 'image/png' });
        return res.end('no image here');
      }
      send(404, { title: 'Not found', detail: 'The requested resource could not be found.', status: 404 });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    created,
    rejected,
    cancelled,
    downloads,
    /** Lets held predictions finish (`hold`). */
    release: () => {
      holding = false;
    },
  };
}
