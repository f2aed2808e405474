// Response shapes of the HTTP API not yet declared in the contract (packages/core/src/contract, decision 081): the
// route groups still to convert. The declared ones are inferred from their schemas in core and re-exported here
// until every importer reads them from '@wrapsmith/core/contract'. No runtime code here.
export type { ApiErrorBody, UserDto, TeamInviteDto, InviteCheckDto, RoleMatrixDto, NotificationDto, SupportTicketDto, OutboxEmailDto, LoginResponse, MakeDto, ModelDto, BrandDto, FilmDto, FilmGroupDto, GenerateCarImageResponse, RenderDto, ShopEmailDto, LibraryVehicleDto, LibraryPhotoDto } from '@wrapsmith/core/contract';
import type { AccountType, BookingStatus, LeadVehicleSource, OfferKey, OfferKind, WidgetZone } from '@wrapsmith/core';

export interface CountryDto {
  country: string;
  iso2: string;
}

/** GET /public/countries/states: a state, province or region; `code` is its ISO 3166-2 subdivision code (without the country). */
export interface StateDto {
  name: string;
  code: string;
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

