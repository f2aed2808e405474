// Response shapes of the HTTP API (docs/api.md), for the dashboard to import as types. No runtime code here,
// and no imports of server modules, so importing this file type-checks nothing but these shapes.
import type { BodyStyle, Finish, RenderZones } from '@wrapsmith/catalog';
import type { AccountType, Role } from '@wrapsmith/core';

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
  city: string | null;
  businessName: string | null;
  businessAddress: string | null;
  avatar: string | null;
  /** The shop's credit balance. */
  credits: number;
  accountType: AccountType;
  addonInfo: { name: string; activatedAt: string } | null;
  /** Null for the shop owner, the owner's _id for team members. */
  parentId: string | null;
  loginCount: number;
  role: { role: Role; label: string };
  shop: { _id: string; name: string; slug: string };
  emailVerified: boolean;
  createdAt: string;
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

export interface CountryDto {
  country: string;
  iso2: string;
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
