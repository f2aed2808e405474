// Response shapes of the HTTP API (docs/api.md), for the dashboard to import as types. No runtime code here,
// and no imports of server modules, so importing this file type-checks nothing but these shapes.
import type { BodyStyle, Finish, RenderZones } from '@wrapsmith/catalog';
import type { AccountType, AdjustableRole, BookingStatus, LeadVehicleSource, LibrarySide, OfferKey, OfferKind, Permissions, PhotoStroke, PhotoTap, PlanKey, Role, RoleMatrix, WidgetZone } from '@wrapsmith/core';

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

export interface CountryDto {
  country: string;
  iso2: string;
}

/** GET /public/countries/states: a state, province or region; `code` is its ISO 3166-2 subdivision code (without the country). */
export interface StateDto {
  name: string;
  code: string;
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

/** GET /widget/:key/config (docs/widget.md): declared once, in core, for the API and the widget. */
export type { WidgetConfigResponse, WidgetZone } from '@wrapsmith/core';

/** GET/PUT /user/widget/settings. */
export interface WidgetSettingsDto {
  /** The shop's name, shown by the widget (read-only here: PUT /user/shop renames the shop; docs/decisions/058). */
  displayName: string;
  logoUrl: string | null;
  primary: string | null;
  accent: string | null;
  corner: 'rounded' | 'square' | 'pill';
  theme: 'light' | 'dark';
  /** What the shop saved; the widget still shows the line unless the shop is on Pro. */
  poweredBy: boolean;
  /** Pro plan: "Powered by Wrapsmith" may be hidden. */
  canHidePoweredBy: boolean;
  /** Null: everything the shop offers. */
  offeredBrandIds: string[] | null;
  offeredFilmIds: string[] | null;
  offeredZones: WidgetZone[];
  visitorDailyLimit: number;
  /** The credits public renders (widget and share link) may spend in 24 hours; null: the plan's default. */
  publicDailyCredits: number | null;
  /** The plan's default for publicDailyCredits. */
  publicDailyCreditsDefault: number;
  /** False: the share link is switched off (its page says the visualizer is not available). */
  shareLinkEnabled: boolean;
  contactPhone: string | null;
  contactEmail: string | null;
  contactWebsite: string | null;
  /** The shop's share link, /v/:slug on this Wrapsmith. */
  shareUrl: string;
}

export interface WidgetKeyDto {
  _id: string;
  key: string;
  label: string;
  kind: 'embed' | 'share';
  /** Allowed websites, scheme://host[:port]. */
  origins: string[];
  createdAt: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
}

export interface WidgetUsageDto {
  days: { date: string; renders: number; leads: number; credits: number }[];
  totals: { renders: number; leads: number; credits: number };
}

export type LeadStatus = 'new' | 'contacted' | 'quoted' | 'booked' | 'lost';

export interface LeadDto {
  _id: string;
  status: LeadStatus;
  name: string;
  email: string;
  phone: string | null;
  preferredDate: string | null;
  message: string | null;
  /**
   * The render's vehicle (`source: 'catalogue'`), or for a render of the visitor's own photo the car they typed in
   * (`source: 'visitor'`, no body style: their words, not a catalogue match), else null.
   */
  vehicle: { year: number; make: string; model: string; bodyStyle: string | null; source: LeadVehicleSource } | null;
  film: { id: string | null; brand: string; name: string; code: string; colorCode: string; finish: string };
  /** The render's PNG (auth required), or null once the render was deleted. */
  render: { _id: string; imageUrl: string } | null;
  /** Sent without a picture: the shop had no credits left when the visitor asked (decision 061). */
  withoutPicture: boolean;
  /** When the lead came in over the shop's lead caps and waits for review (decision 068); null otherwise. */
  heldAt: string | null;
  pageUrl: string;
  origin: string;
  consentAt: string;
  createdAt: string;
  updatedAt: string;
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

/**
 * GET /user/customers: one person the shop has quoted, booked or worked for (decision 065): bookings merged by email,
 * or by phone without one. `_id` is the id of their first booking; the counts are of the bookings the viewer's role
 * reaches. `bookings` counts booked appointments not yet completed (pending, accepted, in progress).
 */
export interface CustomerDto {
  _id: string;
  name: string;
  email: string | null;
  phone: string | null;
  vehicles: string[];
  quotes: number;
  bookings: number;
  jobs: number;
  cancelled: number;
  lastActivity: string;
}

/** GET /user/customers/:id: the person and each of their bookings, quotes and jobs, first first. */
export interface CustomerDetailDto extends CustomerDto {
  history: BookingDto[];
}

/** A booking, quote or work order (spec §3 "Booking / appointment"), as GET /user/booking/:id returns it. */
export interface BookingDto {
  _id: string;
  status: BookingStatus;
  isQuoted: boolean;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string;
  /** YYYY-MM-DD, the shop's local day. */
  bookingDate: string | null;
  /** H:MM or HH:MM, or "". */
  checkInTime: string;
  completionDate: string | null;
  year: number | null;
  make: string;
  model: string;
  brand: string;
  wrapColor: string;
  price: number | null;
  ppfCost: number | null;
  decalsCost: number | null;
  windowTintingCost: number | null;
  frontPercentage: number | null;
  rearPercentage: number | null;
  additionalTotal: number | null;
  customerTotal: number | null;
  notes: string;
  vip: string | null;
  repeatCustomer: string | null;
  dealership: string | null;
  estimatedSQ: number | null;
  estimatedRolls: number | null;
  estimatedMaterialCost: number | null;
  netMaterialRevenue: number | null;
  customerQuote: number | null;
  /** The widget lead it was made from, if any. */
  leadId: string | null;
  /** The lead's render, shown on the booking and in the quote. */
  render: { _id: string; imageUrl: string } | null;
  /** Photos of the customer's car, oldest first (POST /user/images/upload-booking). */
  images: BookingImageDto[];
  /** Last 6 characters of _id, uppercase (spec §9). */
  invoiceCode: string;
  /** price + ppfCost + decalsCost + windowTintingCost (spec §9); null when prices are hidden. */
  cost: number | null;
  /**
   * True when the viewer's role may not see prices (decision 062): every money field (BOOKING_PRICE_FIELDS) and
   * `cost` are null, whatever is stored.
   */
  pricesHidden: boolean;
  /** When the customer answered the quote link, if they did. */
  answeredAt: string | null;
  /** When Vehicle Completed was pressed (ISO), null until then. completionDate is the planned day. */
  completedAt: string | null;
  /**
   * Until when the quote link can be answered (ISO): 30 days (QUOTE_VALID_DAYS) after Send Quote or the last
   * resend. Null for a booking that was never a quote, and for a quote sent before quotes expired (it does not
   * expire). Kept after the answer.
   */
  quoteExpiresAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** GET /user/booking/days: one day of a calendar's range that has bookings. */
export interface BookingDayDto {
  date: string;
  count: number;
}

/** A photo of the customer's car on a booking; `url` needs a login (GET /user/images/booking/:imageId). */
export interface BookingImageDto {
  _id: string;
  url: string;
  width: number;
  height: number;
  createdAt: string;
}

/** The answer of POST /user/images/upload-booking. */
export interface UploadedBookingImageDto extends BookingImageDto {
  bookingId: string;
}

/** What /confirm-booking shows the customer: no internal costs, notes or tags. */
export interface PublicBookingDto {
  /**
   * The shop as its widget settings brand it (the page is the shop's): the display name, else the shop's name;
   * logo and colours (#rrggbb) when set; contact details from the widget, else the owner's email and phone;
   * poweredBy false only for a Pro shop that hid the Wrapsmith credit.
   */
  shop: {
    name: string;
    email: string | null;
    phone: string | null;
    website: string | null;
    logoUrl: string | null;
    primaryColor: string | null;
    accentColor: string | null;
    poweredBy: boolean;
  };
  status: BookingStatus;
  firstName: string;
  lastName: string;
  bookingDate: string | null;
  checkInTime: string;
  completionDate: string | null;
  vehicle: string;
  brand: string;
  wrapColor: string;
  /** customerQuote, else customerTotal, else the cost sum; null when none is set. */
  total: number | null;
  /** A public image URL of the render, when the booking came from a lead. */
  imageUrl: string | null;
  invoiceCode: string;
  /** Until when the quote can be answered (ISO), or null for a quote sent before quotes expired. */
  expiresAt: string | null;
  /** The quote is still waiting (quote_sent) but its time ran out: it can no longer be accepted or rejected. */
  expired: boolean;
}

/** One thing on sale, in the spec's plan shape (§3 "Plan") with our kind, key and credits beside it. */
export interface PlanDto {
  id: string;
  key: OfferKey;
  kind: OfferKind;
  name: string;
  description: string;
  /** Plans: credits added each month; credit packs: credits added once; add-on: 0. */
  credits: number;
  features: string[];
  default_price: string | null;
  prices: { id: string; unit_amount: number; currency: string; recurring: { interval: 'month' | 'year' } | null }[];
}

/** GET /user/stripe/subscriptions: the shop's active plan price (spec: data.priceId) and add-on. */
export interface SubscriptionDto {
  priceId: string | null;
  planKey: string | null;
  addonPriceId: string | null;
  addonActive: boolean;
  status: 'active' | 'canceling' | 'none';
  /** ISO time the current period ends (renewal, or the end after cancelling); null without a plan. */
  currentPeriodEnd: string | null;
}

/** POST /user/stripe/verify-session: the spec's data.data { name, price } plus what changed. */
export interface VerifiedSessionDto {
  data: { name: string; price: string };
  credits: number;
  accountType: AccountType;
  addonInfo: { name: string; activatedAt: string } | null;
}

/** GET /user/stripe/local-checkout/:id: what the offline checkout page shows. */
export interface LocalCheckoutDto {
  id: string;
  name: string;
  price: string;
  status: 'open' | 'complete' | 'expired';
  cancelUrl: string;
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
