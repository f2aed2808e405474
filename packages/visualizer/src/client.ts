// The only way the visualizer talks to a server: a small client the host passes in (dashboard, share page, widget).
import type { BodyStyle, Finish, RenderZones } from '@wrapsmith/catalog';
import type { PhotoTapMode, RenderView } from '@wrapsmith/core/rules';

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

/** What `POST /user/tool/generate-car-image` takes (spec §3: description stays an empty string). */
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

/** "Your car's photo" on the built-in engine: the tapped paint of the photo recoloured to a film (decision 036). */
export interface PhotoRecolourRequest {
  photo: Blob;
  taps: PhotoTap[];
  brand: string;
  filmId: string;
  finish: Finish;
  color: string;
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
  /** The built-in photo recolour; hosts without it offer no photo mode. */
  recolourPhoto?(request: PhotoRecolourRequest): Promise<RenderResult>;
  submitLead?(lead: LeadRequest): Promise<void>;
}

/**
 * Why a call failed, in the terms the UI reacts to. `NO_CREDITS` opens the plans popup, `RATE_LIMITED` and
 * `NO_IMAGE` the too-many-requests popup; everything else shows `message` (empty when the server gave none).
 */
export type VisualizerErrorCode =
  | 'NO_CREDITS'
  | 'RATE_LIMITED'
  | 'NO_IMAGE'
  | 'ENGINE_UNAVAILABLE'
  | 'NETWORK'
  | 'HTTP';

export class VisualizerError extends Error {
  readonly code: VisualizerErrorCode;
  readonly status: number | null;

  constructor(code: VisualizerErrorCode, message = '', status: number | null = null, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'VisualizerError';
    this.code = code;
    this.status = status;
  }
}

/** The message to show for a failed call: the server's words when it gave some, else the spec default. */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof VisualizerError && error.message ? error.message : fallback;
}
