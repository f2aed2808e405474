// Response shapes of the HTTP API (docs/api.md), for the dashboard to import as types. No runtime code here,
// and no imports of server modules, so importing this file type-checks nothing but these shapes.
import type { BodyStyle, Finish, RenderZones } from '@wrapsmith/catalog';
import type { AccountType, AdjustableRole, LibrarySide, Permissions, PhotoStroke, PhotoTap, PlanKey, Role, RoleMatrix } from '@wrapsmith/core';

export interface ApiErrorBody {
  error: { message: string; code: string; details?: { path: string; message: string }[] };
}

export interface UserDto {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  country: string | null;
  /** State, province or region (issue 22 item 8). */
  state: string | null;
  city: string | null;
  postcode: string | null;
  businessName: string | null;
  businessAddress: string | null;
  avatar: string | null;
  /** The shop's credit balance. */
  credits: number;
  accountType: AccountType;
  /** The shop's subscription plan, null without one (free trial, credit packs only). */
  plan: { key: PlanKey; name: string } | null;
  addonInfo: { name: string; activatedAt: string } | null;
  /** Null for the shop owner, the owner's _id for team members. */
  parentId: string | null;
  loginCount: number;
  role: { role: Role; label: string };
  /** What this user's role may see and do per area under the shop's role matrix (decision 062). */
  permissions: Permissions;
  shop: { _id: string; name: string; slug: string };
  emailVerified: boolean;
  createdAt: string;
}

/** GET /auth/invites: an invite not yet accepted or revoked. */
export interface TeamInviteDto {
  _id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: { role: AdjustableRole; label: string };
  /** Expired invites stay listed until resent or revoked. */
  status: 'pending' | 'expired';
  expiresAt: string;
  sentAt: string;
  createdAt: string;
}

/** POST /auth/invite-check: what an invite link is for, or why it no longer works. */
export type InviteCheckDto =
  | { valid: true; email: string; firstName: string; shopName: string; role: { role: AdjustableRole; label: string }; expiresAt: string }
  | { valid: false; reason: 'expired' | 'used' | 'revoked' | 'invalid'; message: string };

/** GET/PUT /auth/roles: the shop's role matrix, the defaults, and whether the viewer (the owner) may change it. */
export interface RoleMatrixDto {
  matrix: RoleMatrix;
  defaults: RoleMatrix;
  editable: boolean;
}

export interface NotificationDto {
  _id: string;
  title: string;
  body: string;
  link: string | null;
  readAt: string | null;
  createdAt: string;
}

export interface SupportTicketDto {
  _id: string;
  subject: string;
  message: string;
  status: 'open' | 'closed';
  createdAt: string;
}

export interface OutboxEmailDto {
  _id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  tag: string;
  status: 'stored' | 'sending' | 'sent' | 'failed';
  createdAt: string;
}

export interface LoginResponse {
  data: { accessToken: string; user: UserDto };
}

export interface MakeDto {
  /** Slug of the make, e.g. "mercedes-benz"; get-models takes it or the name. */
  id: string;
  name: string;
}

export interface ModelDto {
  id: string;
  name: string;
  bodyStyles: BodyStyle[];
}

export interface BrandDto {
  id: string;
  name: string;
  productLine: string;
  /** Films the shop offers of this brand; 0 means no catalogue yet. */
  filmCount: number;
}

export interface FilmDto {
  id: string;
  brandId: string;
  name: string;
  code: string;
  colorCode: string;
  finish: Finish;
  secondaryHex: string | null;
  /** One of the shop's own colours. */
  custom: boolean;
}

export interface FilmGroupDto {
  finish: Finish;
  label: string;
  films: FilmDto[];
}

/** POST /user/tool/generate-car-image and /user/tool/photo-render. */
export interface GenerateCarImageResponse {
  data: {
    image: { inlineData: { mimeType: 'image/png'; data: string } }[];
    renderId: string;
    url: string;
    /** The shop's balance after this render. */
    credits: number;
    /** False when the same picture, paid within 30 days, was served again without a credit (decision 060). */
    charged: boolean;
  };
}

export interface RenderDto {
  _id: string;
  status: 'draft' | 'saved' | 'lead_sent';
  source: 'studio' | 'widget' | 'share' | 'aitool';
  engine: string;
  vehicle: { year: number; make: string; model: string; bodyStyle: BodyStyle } | null;
  film: { id: string | null; brand: string; name: string; code: string; colorCode: string; finish: Finish };
  zones: RenderZones;
  userId: string | null;
  /** The PNG (auth required); add ?download=1 for an attachment. */
  url: string;
  createdAt: string;
}

/** One row of the shop's email log (GET /user/emails). Bodies of sign-in codes and reset links are hidden. */
export interface ShopEmailDto {
  _id: string;
  to: string;
  subject: string;
  tag: string;
  provider: 'outbox' | 'postmark';
  status: 'stored' | 'sending' | 'sent' | 'failed';
  text: string;
  createdAt: string;
}

/** A vehicle of the shop's library (GET /user/library; decision 056). */
export interface LibraryVehicleDto {
  _id: string;
  /** The catalogue vehicle it stands in for: its names as the Studio's pickers show them. */
  year: number;
  make: string;
  model: string;
  bodyStyle: BodyStyle;
  side: LibrarySide;
  /** The kept photo's size, in pixels. */
  width: number;
  height: number;
  /** The marks its paint was found from, to mark it again. */
  taps: PhotoTap[];
  strokes: PhotoStroke[];
  /** The photo (JPEG) and its selection (greyscale PNG, white = paint); each address changes when its file does. */
  imageUrl: string;
  maskUrl: string;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
}

/** What a render answers about a library photo it was made from, for the visualizer's caption. */
export interface LibraryPhotoDto {
  /** The shop's name as the viewer knows it (the widget's display name to visitors). */
  shopName: string;
  side: LibrarySide;
  /** The photographed car's own year, which may be near the picked one. */
  year: number;
}
