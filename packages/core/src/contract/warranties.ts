// /api/v1/user/warranties (issue 27 item 2, decision 093): warranties issued on a completed job, one per film with
// its covered zones; their certificate PDF, transfers to a new owner, claims with photos and the claim packet for
// the manufacturer; the shop's workmanship term. And /api/v1/public/warranty/:publicId, the verification page's
// facts: the vehicle, films, dates and shop, never the customer.
import * as z from 'zod/mini';
import { isCalendarDay } from '../booking-rules.ts';
import { CLAIM_STATUSES, MAX_WARRANTY_YEARS, WARRANTY_STATUSES } from '../warranties.ts';
import { SUPPORTED_LOCALES } from '../i18n/locales.ts';
import { data, isoTime, nullable, route } from './route.ts';
import { idParam64 } from './shared.ts';

const termFields = {
  /** The manufacturer's term in years (vertical surfaces, or all); null: none on record, `manufacturerSource` says why. */
  manufacturerYears: nullable(z.number()),
  manufacturerHorizontalYears: nullable(z.number()),
  manufacturerSource: nullable(z.string()),
  workmanshipYears: z.number(),
};

/** A warranty as the shop's staff read it. Dates are YYYY-MM-DD. */
export const warrantyDto = z.object({
  _id: z.string(),
  bookingId: z.string(),
  status: z.enum(WARRANTY_STATUSES),
  brandName: z.string(),
  filmName: z.string(),
  filmCode: z.string(),
  finish: nullable(z.string()),
  batch: z.string(),
  zones: z.array(z.string()),
  installDate: z.string(),
  installer: z.string(),
  vin: nullable(z.string()),
  vehicle: z.string(),
  ...termFields,
  /** When the manufacturer's term ends (vertical surfaces); null without one. */
  manufacturerEnds: nullable(z.string()),
  workmanshipEnds: z.string(),
  owner: z.object({ name: z.string(), contact: z.string(), since: isoTime }),
  /** The public verification page (no login), which the certificate's QR code opens. */
  verifyUrl: z.string(),
  createdAt: isoTime,
});
export type WarrantyDto = z.infer<typeof warrantyDto>;

export const warrantyClaimDto = z.object({
  _id: z.string(),
  claimDate: z.string(),
  description: z.string(),
  status: z.enum(CLAIM_STATUSES),
  photos: z.array(z.object({ _id: z.string(), url: z.string() })),
  createdAt: isoTime,
});
export type WarrantyClaimDto = z.infer<typeof warrantyClaimDto>;

export const warrantyDetailDto = z.extend(warrantyDto, {
  owners: z.array(z.object({ name: z.string(), contact: z.string(), since: isoTime })),
  claims: z.array(warrantyClaimDto),
});
export type WarrantyDetailDto = z.infer<typeof warrantyDetailDto>;

/** One film the issue form starts with: from the job's quote and the rolls it used, with the terms that apply. */
export const warrantyDraftDto = z.object({
  filmId: nullable(z.string()),
  brandName: z.string(),
  filmName: z.string(),
  filmCode: z.string(),
  finish: nullable(z.string()),
  /** From the roll used when film rolls know it; '' for staff to type. */
  batch: z.string(),
  zones: z.array(z.string()),
  ...termFields,
});
export type WarrantyDraftDto = z.infer<typeof warrantyDraftDto>;

/** A booking's warranties, and when none is issued yet and the job is completed, the form's starting point. */
export const bookingWarrantiesDto = z.object({
  warranties: z.array(warrantyDto),
  /** True when the job is completed and has no warranty that is not void: the Issue button shows. */
  canIssue: z.boolean(),
  draft: z.object({ installDate: z.string(), installer: z.string(), vin: z.string(), items: z.array(warrantyDraftDto) }),
});
export type BookingWarrantiesDto = z.infer<typeof bookingWarrantiesDto>;

/** What the verification page shows: the vehicle, the films, the dates and the shop. No customer. */
export const publicWarrantyDto = z.object({
  shopName: z.string(),
  status: z.enum(WARRANTY_STATUSES),
  vehicle: z.string(),
  /** The last 6 characters of the VIN, when given (enough to match a car, not to copy its papers). */
  vinEnding: nullable(z.string()),
  brandName: z.string(),
  filmName: z.string(),
  filmCode: z.string(),
  batch: z.string(),
  zones: z.array(z.string()),
  installDate: z.string(),
  manufacturerYears: nullable(z.number()),
  manufacturerHorizontalYears: nullable(z.number()),
  manufacturerEnds: nullable(z.string()),
  workmanshipYears: z.number(),
  workmanshipEnds: z.string(),
  /** The language the certificate is written in (its current owner's, decision 100): the page speaks it. */
  locale: z.optional(z.enum(SUPPORTED_LOCALES)),
});
export type PublicWarrantyDto = z.infer<typeof publicWarrantyDto>;

export const warrantySettingsDto = z.object({ workmanshipYears: z.number() });

const day = (label: string) => z.string().check(z.refine((v) => isCalendarDay(v), `${label} must be a date like 2026-05-31`));
const text = (label: string, max: number, min = 0) =>
  z.string().check(z.trim(), z.minLength(min, `${label} is required`), z.maxLength(max, `${label} is at most ${max} characters`));
const years = (label: string) =>
  z.number(`${label} must be a number of years`).check(z.int(`${label} must be whole years`), z.minimum(0, `${label} cannot be negative`), z.maximum(MAX_WARRANTY_YEARS, `${label} is at most ${MAX_WARRANTY_YEARS} years`));

export const warrantyListQuery = z.strictObject({ bookingId: idParam64.shape.id });

export const issueWarrantyItem = z.strictObject({
  filmId: z.optional(nullable(z.string().check(z.maxLength(120)))),
  brandName: z._default(text('brandName', 80), ''),
  filmName: text('The film', 160, 1),
  filmCode: z._default(text('The film code', 60), ''),
  finish: z.optional(nullable(z.string().check(z.maxLength(20)))),
  batch: text('The batch', 80, 1),
  zones: z.array(text('A zone', 40, 1)).check(z.minLength(1, 'Pick at least one zone'), z.maxLength(20)),
});

export const issueWarrantiesInput = z.strictObject({
  bookingId: idParam64.shape.id,
  installDate: day('installDate'),
  installer: text('The installer', 120, 1),
  /** Optional; 11 to 17 letters and digits when given. */
  vin: z._default(
    z.string().check(z.trim(), z.regex(/^$|^[A-HJ-NPR-Za-hj-npr-z0-9]{11,17}$/, 'A VIN is 11 to 17 letters and digits (no I, O or Q)')),
    '',
  ),
  items: z.array(issueWarrantyItem).check(z.minLength(1, 'Add at least one film to warrant.'), z.maxLength(10, 'At most 10 films at once')),
});
export type IssueWarrantiesInput = z.output<typeof issueWarrantiesInput>;

export const transferWarrantyInput = z.strictObject({ name: text('The new owner’s name', 120, 1), contact: text('Their email or phone', 160, 1) });
export type TransferWarrantyInput = z.output<typeof transferWarrantyInput>;

export const createClaimInput = z.strictObject({ claimDate: day('claimDate'), description: text('The description', 4000, 1) });
export type CreateClaimInput = z.output<typeof createClaimInput>;

export const updateClaimInput = z.strictObject({ status: z.enum(CLAIM_STATUSES, { error: `status must be ${CLAIM_STATUSES.join(', ')}` }) });

export const warrantySettingsInput = z.strictObject({ workmanshipYears: years('workmanshipYears') });

const claimParam = z.object({ claimId: idParam64.shape.id });
const photoParam = z.object({ claimId: idParam64.shape.id, photoId: idParam64.shape.id });
const publicParam = z.object({ publicId: z.string().check(z.regex(/^[0-9a-f]{32}$/, 'This warranty link is not valid.')) });
const tags = ['Warranties'];
const detail = data(warrantyDetailDto);

export const warrantyRoutes = {
  listWarranties: route({
    method: 'get',
    path: '/api/v1/user/warranties',
    summary: 'A booking’s warranties, and the issue form’s starting point once the job is completed',
    tags,
    auth: 'bearer',
    request: { query: warrantyListQuery },
    responses: { 200: data(bookingWarrantiesDto) },
  }),
  issueWarranties: route({
    method: 'post',
    path: '/api/v1/user/warranties',
    summary: 'Issue a completed job’s warranties: one per film with its zones, batch, install date and terms',
    tags,
    auth: 'bearer',
    request: { body: issueWarrantiesInput },
    responses: { 201: z.object({ data: z.array(warrantyDto), message: z.string() }) },
  }),
  getWarrantySettings: route({ method: 'get', path: '/api/v1/user/warranties/settings', summary: 'The shop’s workmanship term', tags, auth: 'bearer', responses: { 200: data(warrantySettingsDto) } }),
  saveWarrantySettings: route({
    method: 'put',
    path: '/api/v1/user/warranties/settings',
    summary: 'Set the shop’s workmanship term (for warranties issued from now on)',
    tags,
    auth: 'bearer',
    request: { body: warrantySettingsInput },
    responses: { 200: z.object({ data: warrantySettingsDto, message: z.string() }) },
  }),
  updateClaim: route({
    method: 'patch',
    path: '/api/v1/user/warranties/claims/:claimId',
    summary: 'Move a claim to another status',
    tags,
    auth: 'bearer',
    request: { params: claimParam, body: updateClaimInput },
    responses: { 200: z.object({ data: warrantyClaimDto, message: z.string() }) },
  }),
  uploadClaimPhoto: route({
    method: 'post',
    path: '/api/v1/user/warranties/claims/:claimId/photos',
    summary: 'Add a photo to a claim (checked and re-encoded as booking photos are)',
    tags,
    auth: 'bearer',
    request: { params: claimParam, form: z.object({ photo: z.file() }) },
    responses: { 201: data(warrantyClaimDto) },
  }),
  getClaimPhoto: route({
    method: 'get',
    path: '/api/v1/user/warranties/claims/:claimId/photos/:photoId',
    summary: 'A claim’s photo',
    tags,
    auth: 'bearer',
    request: { params: photoParam },
    responses: { 200: { contentType: 'image/jpeg', description: 'The photo as stored' } },
  }),
  claimPacket: route({
    method: 'get',
    path: '/api/v1/user/warranties/claims/:claimId/packet.zip',
    summary: 'The claim packet for the manufacturer: a PDF summary and the photos, zipped',
    tags,
    auth: 'bearer',
    request: { params: claimParam },
    responses: { 200: { contentType: 'application/zip', description: 'summary.pdf and photo-N.jpg' } },
  }),
  getWarranty: route({ method: 'get', path: '/api/v1/user/warranties/:id', summary: 'One warranty with its owners and claims', tags, auth: 'bearer', request: { params: idParam64 }, responses: { 200: detail } }),
  warrantyCertificate: route({
    method: 'get',
    path: '/api/v1/user/warranties/:id/certificate.pdf',
    summary: 'The warranty certificate (PDF) with its verification QR code',
    tags,
    auth: 'bearer',
    request: { params: idParam64 },
    responses: { 200: { contentType: 'application/pdf', description: 'The certificate' } },
  }),
  transferWarranty: route({
    method: 'post',
    path: '/api/v1/user/warranties/:id/transfer',
    summary: 'Transfer to a new owner (the owners before are kept)',
    tags,
    auth: 'bearer',
    request: { params: idParam64, body: transferWarrantyInput },
    responses: { 200: z.object({ data: warrantyDetailDto, message: z.string() }) },
  }),
  voidWarranty: route({
    method: 'post',
    path: '/api/v1/user/warranties/:id/void',
    summary: 'Void a warranty (it stays on record, and its page says void)',
    tags,
    auth: 'bearer',
    request: { params: idParam64 },
    responses: { 200: z.object({ data: warrantyDetailDto, message: z.string() }) },
  }),
  createClaim: route({
    method: 'post',
    path: '/api/v1/user/warranties/:id/claims',
    summary: 'Record a claim against a warranty',
    tags,
    auth: 'bearer',
    request: { params: idParam64, body: createClaimInput },
    responses: { 201: z.object({ data: warrantyClaimDto, message: z.string() }) },
  }),
};

export const publicWarrantyRoutes = {
  verifyWarranty: route({
    method: 'get',
    path: '/api/v1/public/warranty/:publicId',
    summary: 'A warranty’s verification: vehicle, films, dates and shop (no customer details)',
    tags,
    auth: 'none',
    request: { params: publicParam },
    responses: { 200: data(publicWarrantyDto) },
  }),
};

