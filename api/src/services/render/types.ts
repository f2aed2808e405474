// The render pipeline's shared types: what is drawn (RenderSpec), one engine call (RenderJob), and engines.
import type { BodyStyle, Finish, RenderZones } from '@wrapsmith/catalog';
import type { PhotoStroke, PhotoTap, RenderView } from '@wrapsmith/core';
import type { Storage } from '../storage/index.ts';

/** What a render shows, stored as the renders row's spec. */
export interface RenderSpec {
  /** Null for photo renders: the car is the customer's photo. */
  vehicle: { year: number; make: string; model: string; bodyStyle: BodyStyle } | null;
  film: {
    /** The catalogue or custom film id; null for an ad-hoc colour. */
    id: string | null;
    brandId: string | null;
    brand: string;
    code: string;
    name: string;
    hex: string;
    finish: Finish;
    secondaryHex?: string;
  };
  zones: RenderZones;
  /** Where the camera stands; renders stored before there were views have none and were side views. */
  view?: RenderView;
  /** sha256 of the uploaded photo of an edit render (of a recolour: the re-encoded photo the taps are on). */
  photoSha256?: string;
  /** A photo recolour: the customer's taps on the paint, as fractions of the photo (docs/decisions/036). */
  taps?: PhotoTap[];
  /** A photo recolour's brush strokes, when the customer corrected the selection (decision 055). */
  strokes?: PhotoStroke[];
  /**
   * The shop's own photo of the vehicle stood in for the drawing (decision 056): the library vehicle, and the sha256
   * of its mask (`photoSha256` is its photo's), so a photo marked again is a new render, not a reused one.
   */
  libraryVehicleId?: string;
  maskSha256?: string;
}

/** A customer's photo as the pipeline takes it: the working copy, and its original when that is bigger (decision 074). */
export interface RenderPhoto {
  bytes: Buffer;
  mimeType: string;
  /** The recolour's bigger original (up to 4096 px), kept beside the render for exports above the working size. */
  original?: { bytes: Buffer } | undefined;
}

/** What an engine made: the picture, and for a recolour of a photo with a bigger original its selection (a PNG mask). */
export interface RenderOutput {
  png: Buffer;
  /** The selection the film was painted on, as a one-channel PNG at the picture's size: kept for bigger exports. */
  mask?: Buffer;
}

export interface RenderJob {
  spec: RenderSpec;
  /** The customer's car photo (edit mode), already checked to be an image. */
  photo?: RenderPhoto;
  /** Where an engine may keep what it computed of a photo (the recolour's embeddings). */
  storage?: Storage;
}

export interface RenderEngine {
  readonly name: string;
  /** Same job, same bytes: results may be cached and reused. */
  readonly deterministic: boolean;
  /** Can edit a customer's photo. */
  readonly supportsPhotos: boolean;
  /** Can draw from the spec alone, without a photo (all but photo-only models; true when omitted). */
  readonly supportsText?: boolean;
  render(job: RenderJob): Promise<RenderOutput>;
}

/** An engine could not produce an image. The message is for logs; customers get RENDER_MESSAGES.renderFailed. */
export class RenderEngineError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RenderEngineError';
  }
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
export const isPng = (bytes: Uint8Array): boolean => Buffer.from(bytes.subarray(0, 8)).equals(PNG_SIGNATURE);
