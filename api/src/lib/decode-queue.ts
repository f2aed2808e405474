// Every decode of an uploaded image runs here (issue 23 items 1 and 15): at most DECODE_LIMITS.concurrency at once
// in this process, at most DECODE_LIMITS.maxWaiting waiting behind them (one more is answered 503 with Retry-After
// rather than piling up), each with sharp's pixel limit again (limitInputPixels: the header was checked first, by
// services/photo-uploads/check.ts) and a time limit (sharp's own timeout, and the queue's answer past it). A file
// that passed the header check but does not decode (cut short, damaged) is a 400; one that takes longer than the
// time limit is a 413.
import sharp from 'sharp';
import { ApiError } from './errors.ts';

export interface DecodeLimits {
  /** Decodes running at once: each takes a core while it runs. */
  concurrency: number;
  /** Decodes allowed to wait for a place; one more is refused at once. */
  maxWaiting: number;
  /** Longest one decode may run before sharp stops it. */
  timeoutSeconds: number;
  /** What a refusal for a full queue asks the client to wait. */
  retryAfterSeconds: number;
}

export const DECODE_LIMITS: DecodeLimits = { concurrency: 2, maxWaiting: 8, timeoutSeconds: 15, retryAfterSeconds: 5 };

export const DECODE_MESSAGES = {
  busy: 'Wrapsmith is busy reading other photos. Please try again in a few seconds.',
  damaged: 'The image could not be read: the file is damaged or incomplete. Choose it again, or use another image.',
  tooSlow: 'The image takes too long to read. Use a smaller image (JPEG, PNG, WebP, AVIF or GIF).',
} as const;

export class DecodeQueue {
  private running = 0;
  private started = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly limits: DecodeLimits = DECODE_LIMITS) {}

  /** Decodes running and waiting now, and how many have started since the process began. */
  get load(): { running: number; waiting: number; started: number } {
    return { running: this.running, waiting: this.waiting.length, started: this.started };
  }

  /**
   * Runs `work` when a place is free; throws the 503 at once when the queue is full. Past the time limit the caller
   * is answered (413) without waiting any longer, but the place stays taken until the work itself ends: sharp cannot
   * always stop a decode part-way, and the queue bounds the CPU really in use, not only the requests waiting.
   */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.limits.concurrency) {
      if (this.waiting.length >= this.limits.maxWaiting) {
        throw new ApiError(503, 'SERVICE_BUSY', DECODE_MESSAGES.busy, { retryAfterSeconds: this.limits.retryAfterSeconds });
      }
      // The place is handed over by the decode that finishes: `running` stays counted for this one.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    this.started += 1;
    const done = Promise.resolve().then(work);
    const release = () => {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    };
    void done.then(release, release);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ApiError(413, 'PAYLOAD_TOO_LARGE', DECODE_MESSAGES.tooSlow)), this.limits.timeoutSeconds * 1000);
    });
    try {
      return await Promise.race([done, late]);
    } finally {
      clearTimeout(timer);
    }
  }
}

/** The process's one queue: CPU and memory are the process's. */
export const decodeQueue = new DecodeQueue();

/** sharp over an upload that passed its header check: the same pixel limit again, and the time limit. */
export function decoder(bytes: Buffer, maxPixels: number, limits: DecodeLimits = decodeQueue.limits): sharp.Sharp {
  return sharp(bytes, { limitInputPixels: maxPixels }).timeout({ seconds: limits.timeoutSeconds });
}

/** The answer for a decode sharp refused or stopped. */
export function decodeFailed(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const message = error instanceof Error ? error.message : String(error);
  if (/timeout/i.test(message)) return new ApiError(413, 'PAYLOAD_TOO_LARGE', DECODE_MESSAGES.tooSlow, { cause: error });
  return new ApiError(400, 'BAD_REQUEST', DECODE_MESSAGES.damaged, { cause: error });
}

/** Runs one decode of an upload in the queue; sharp's failures become the 4xx to answer. */
export function decodeUpload<T>(work: () => Promise<T>, queue: DecodeQueue = decodeQueue): Promise<T> {
  return queue.run(async () => {
    try {
      return await work();
    } catch (error) {
      throw decodeFailed(error);
    }
  });
}
