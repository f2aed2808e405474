// The only way the visualizer talks to a server: a small client the host passes in, implemented by each host on its
// own routes (the dashboard's Studio on /api/v1/user/tool/…, the widget and share page on /api/v1/widget/:key/…).
import type { BodyStyle, Finish, RenderZones } from '@wrapsmith/catalog';
import type { PhotoStroke, PhotoTapMode, RenderView } from '@wrapsmith/core/rules';

export type { PhotoStroke };

export interface VehicleMake {
  id: string;
  name: string;
}

export interface VehicleModel {
  id: string;
  name: string;
  /** Body styles the model comes in; the picker offers a choice when there are several. */
  bodyStyles: BodyStyle[];
}

export interface WrapBrand {
  id: string;
  name: string;
  /** Films in this brand's catalogue; 0 means the brand has no colours yet. */
  filmCount: number;
}

export interface Film {
  id: string;
  name: string;
  /** Manufacturer product code, e.g. G12. */
  code: string;
  /** Main colour as #rrggbb. */
  colorCode: string;
  finish: Finish;
  /** Second colour of colour-shift (flip) films, else null. */
  secondaryHex: string | null;
}

export interface FilmGroup {
  finish: Finish;
  label: string;
  films: Film[];
}

/** A render of the picked vehicle and film (the Studio sends it whole; the widget only what its route takes). */
export interface RenderRequest {
  year: number;
  make: string;
  model: string;
  finish: Finish;
  color: string;
  description: string;
  brand: string;
  filmId: string;
  bodyStyle?: BodyStyle;
  zones?: RenderZones;
  /** Side unless asked; each view is a render of its own. */
  view?: RenderView;
}

export interface RenderResult {
  /** Something an <img src> accepts: a data: URL of the PNG. */
  imageSrc: string;
  renderId: string | null;
  /** The shop's balance after this render, when the server says. */
  credits: number | null;
  /** False when the server served the same picture again without a credit (decision 060); null when it does not say. */
  charged?: boolean | null;
  /** The picture is the shop's own photo of this car, recoloured (decision 056): whose, to say so under it. */
  libraryPhoto?: { shopName: string } | null;
}

/** The film part of a render, for photo renders that bring their own car. */
export interface PhotoRenderRequest {
  photo: Blob;
  brand: string;
  filmId: string;
  finish: Finish;
  color: string;
  zones?: RenderZones;
}

/** A tap on the customer's photo, as fractions of the upright picture (0 left/top, 1 right/bottom). */
export interface PhotoTap {
  x: number;
  y: number;
  /** add: this is paint; remove: this is not (a window, a tyre, a wall that looks like the paint). */
  mode: PhotoTapMode;
}

/** The customer's photo once the server has read it (`POST …/photos`): selected and recoloured by id until it expires. */
export interface UploadedPhoto {
  id: string;
  /** Pixels of the upright photo as the server keeps it. */
  width: number;
  height: number;
  expiresAt: string;
}

/** What to select on an uploaded photo: taps that find a panel, brush strokes that add or erase by hand. */
export interface PaintSelectionRequest {
  taps: PhotoTap[];
  strokes: PhotoStroke[];
}

/** The paint a selection found (`POST …/photos/:id/selection`, free): what the customer sees before paying. */
export interface PaintSelection {
  /** Share of the photo selected, 0 to 1. */
  coverage: number;
  width: number;
  height: number;
  /** A greyscale PNG as a data: URL, white where the paint is, of the photo's aspect. */
  mask: string;
}

/** "Your car's photo" on the built-in engine: the selected paint of an uploaded photo recoloured to a film (decision 036). */
export interface PhotoRecolourRequest {
  photoId: string;
  taps: PhotoTap[];
  strokes: PhotoStroke[];
  brand: string;
  filmId: string;
  finish: Finish;
  color: string;
}

/** Lets the caller give up a call it no longer needs (a selection a newer one replaced). */
export interface CallOptions {
  signal?: AbortSignal;
}

/** A visitor's contact details attached to a render (widget). */
export interface LeadRequest {
  renderId: string;
  name: string;
  email: string;
  phone?: string;
  message?: string;
}

export interface VisualizerClient {
  getYears(): Promise<number[]>;
  getMakes(year: number): Promise<VehicleMake[]>;
  getModels(year: number, make: VehicleMake): Promise<VehicleModel[]>;
  /** Every brand in display order, including brands without films. */
  getBrands(): Promise<WrapBrand[]>;
  getFilms(brandId: string): Promise<FilmGroup[]>;
  render(request: RenderRequest): Promise<RenderResult>;
  renderPhoto?(request: PhotoRenderRequest): Promise<RenderResult>;
  /** The photo tool (uploadPhoto, selectPaint, recolourPhoto); hosts without all three offer no photo mode. */
  uploadPhoto?(photo: Blob, options?: CallOptions): Promise<UploadedPhoto>;
  selectPaint?(photoId: string, selection: PaintSelectionRequest, options?: CallOptions): Promise<PaintSelection>;
  recolourPhoto?(request: PhotoRecolourRequest): Promise<RenderResult>;
  submitLead?(lead: LeadRequest): Promise<void>;
}

/**
 * Why a call failed, in the terms the UI reacts to. `NO_CREDITS` opens the plans popup, `RATE_LIMITED` and
 * `NO_IMAGE` the too-many-requests popup, `PHOTO_EXPIRED` (an uploaded photo the server no longer has) asks for
 * the photo again; everything else shows `message` (empty when the server gave none).
 */
export type VisualizerErrorCode =
  | 'NO_CREDITS'
  | 'RATE_LIMITED'
  | 'NO_IMAGE'
  | 'ENGINE_UNAVAILABLE'
  | 'PHOTO_EXPIRED'
  | 'NETWORK'
  | 'HTTP';

export interface VisualizerErrorOptions {
  cause?: unknown;
  /** From a 429's Retry-After: how long until the server takes the call again. */
  retryAfterSeconds?: number | null;
}

export class VisualizerError extends Error {
  readonly code: VisualizerErrorCode;
  readonly status: number | null;
  readonly retryAfterSeconds: number | null;

  constructor(code: VisualizerErrorCode, message = '', status: number | null = null, options: VisualizerErrorOptions = {}) {
    super(message, 'cause' in options ? { cause: options.cause } : undefined);
    this.name = 'VisualizerError';
    this.code = code;
    this.status = status;
    this.retryAfterSeconds = options.retryAfterSeconds ?? null;
  }
}

/** The message to show for a failed call: the server's words when it gave some, else the spec default. */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof VisualizerError && error.message ? error.message : fallback;
}
