// Warranties of the viewer's shop (issue 27 item 2, decision 093). They belong to the work orders' area of the role
// matrix (Bookings): its view level reads them, their certificates and claim packets; its edit level issues,
// transfers, voids and records claims. The workmanship term is a setting (Settings). Another shop's booking,
// warranty, claim or photo is not found (404). The verification page's facts need no login and name no customer.
import { WARRANTY_MESSAGES, termEnd } from '@wrapsmith/core';
import type {
  BookingWarrantiesDto,
  CreateClaimInput,
  IssueWarrantiesInput,
  PublicWarrantyDto,
  TransferWarrantyInput,
  WarrantyClaimDto,
  WarrantyDetailDto,
  WarrantyDto,
} from '@wrapsmith/core/contract';
import type { ClaimStatus } from '@wrapsmith/core';
import type { Context } from 'hono';
import { assertAccess } from '../../lib/auth.ts';
import type { AppDeps, AppEnv, AuthedEnv } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { IMAGE_RULES, readImageUpload } from '../../services/photo-uploads/index.ts';
import { findBooking } from '../../services/bookings/index.ts';
import {
  addClaimPhoto,
  certificateLocale,
  certificatePdf,
  claimPacketZip,
  claimsOf,
  createClaim as create,
  findClaimPhoto,
  issueWarranties as issue,
  loadClaim,
  loadWarranty,
  ownerHistory,
  saveWorkmanshipYears,
  setClaimStatus,
  transferWarranty as transfer,
  verifyUrlOf,
  voidWarranty as voidIt,
  warrantiesForBooking,
  warrantyByPublicId,
  warrantyDraft,
  warrantyNumber,
  workmanshipYears,
  type ClaimView,
  type WarrantyView,
} from '../../services/warranties/index.ts';

const viewer = (c: Context<AuthedEnv>) => c.get('viewer');
const mayView = (c: Context<AuthedEnv>) => assertAccess(viewer(c), 'view', 'bookings');
const mayEdit = (c: Context<AuthedEnv>) => assertAccess(viewer(c), 'edit', 'bookings');
const ctx = (c: Context<AuthedEnv>) => ({ db: c.get('deps').db, scope: viewer(c).scope, userId: viewer(c).user.id, now: c.get('deps').now() });

function toDto(deps: AppDeps, { warranty: w, owner, status }: WarrantyView): WarrantyDto {
  return {
    _id: w.id,
    bookingId: w.bookingId,
    status,
    brandName: w.brandName,
    filmName: w.filmName,
    filmCode: w.filmCode,
    finish: w.finish,
    batch: w.batch,
    zones: w.zones,
    installDate: w.installDate,
    installer: w.installer,
    vin: w.vin,
    vehicle: w.vehicle,
    manufacturerYears: w.manufacturerYears,
    manufacturerHorizontalYears: w.manufacturerHorizontalYears,
    manufacturerSource: w.manufacturerSource,
    workmanshipYears: w.workmanshipYears,
    manufacturerEnds: w.manufacturerYears === null ? null : termEnd(w.installDate, w.manufacturerYears),
    workmanshipEnds: termEnd(w.installDate, w.workmanshipYears),
    owner: { name: owner.name, contact: owner.contact, since: owner.since.toISOString() },
    verifyUrl: verifyUrlOf(deps.env, w.publicId),
    createdAt: w.createdAt.toISOString(),
  };
}

function claimDto({ claim, photos }: ClaimView): WarrantyClaimDto {
  return {
    _id: claim.id,
    claimDate: claim.claimDate,
    description: claim.description,
    status: claim.status,
    photos: photos.map((p) => ({ _id: p.id, url: `/api/v1/user/warranties/claims/${claim.id}/photos/${p.id}` })),
    createdAt: claim.createdAt.toISOString(),
  };
}

async function detail(c: Context<AuthedEnv>, id: string): Promise<WarrantyDetailDto> {
  const deps = c.get('deps');
  const v = viewer(c);
  const view = await loadWarranty(deps.db, v.scope, id, deps.now());
  const owners = await ownerHistory(deps.db, id);
  return {
    ...toDto(deps, view),
    owners: owners.map((o) => ({ name: o.name, contact: o.contact, since: o.since.toISOString() })),
    claims: (await claimsOf(deps.db, v.scope, id)).map(claimDto),
  };
}

export async function listWarranties(c: Context<AuthedEnv>, bookingId: string) {
  mayView(c);
  const deps = c.get('deps');
  const v = viewer(c);
  const booking = await findBooking(deps.db, v.scope, bookingId);
  if (!booking) throw notFound('Booking not found');
  const rows = await warrantiesForBooking(deps.db, v.shop.id, bookingId, deps.now());
  const canIssue = booking.status === 'completed' && rows.every((r) => r.status === 'void');
  const data: BookingWarrantiesDto = {
    warranties: rows.map((r) => toDto(deps, r)),
    canIssue,
    draft: {
      installDate: (booking.completedAt ?? deps.now()).toISOString().slice(0, 10),
      installer: [v.user.firstName, v.user.lastName].filter(Boolean).join(' '),
      vin: '',
      items: canIssue ? await warrantyDraft(deps.db, v.shop, booking) : [],
    },
  };
  return c.json({ data });
}

export async function issueWarranties(c: Context<AuthedEnv>, input: IssueWarrantiesInput) {
  mayEdit(c);
  const deps = c.get('deps');
  const rows = await issue(ctx(c), input);
  const all = await warrantiesForBooking(deps.db, viewer(c).shop.id, input.bookingId, deps.now());
  const issued = all.filter((r) => rows.some((row) => row.id === r.warranty.id));
  return c.json({ data: issued.map((r) => toDto(deps, r)), message: WARRANTY_MESSAGES.issued(issued.length) }, 201);
}

export async function getWarranty(c: Context<AuthedEnv>, id: string) {
  mayView(c);
  return c.json({ data: await detail(c, id) });
}

export async function transferWarranty(c: Context<AuthedEnv>, id: string, input: TransferWarrantyInput) {
  mayEdit(c);
  await transfer(ctx(c), id, input);
  return c.json({ data: await detail(c, id), message: WARRANTY_MESSAGES.transferred(input.name) });
}

export async function voidWarranty(c: Context<AuthedEnv>, id: string) {
  mayEdit(c);
  const deps = c.get('deps');
  await voidIt(deps.db, viewer(c).scope, id, deps.now());
  return c.json({ data: await detail(c, id), message: WARRANTY_MESSAGES.voided });
}

export async function certificate(c: Context<AuthedEnv>, id: string) {
  mayView(c);
  const deps = c.get('deps');
  const view = await loadWarranty(deps.db, viewer(c).scope, id, deps.now());
  const bytes = await certificatePdf(deps, view);
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="warranty-${warrantyNumber(view.warranty.id)}.pdf"`,
      'Cache-Control': 'no-store',
      'Content-Length': String(bytes.length),
    },
  });
}

export async function createClaim(c: Context<AuthedEnv>, id: string, input: CreateClaimInput) {
  mayEdit(c);
  return c.json({ data: claimDto(await create(ctx(c), id, input)), message: WARRANTY_MESSAGES.claimCreated }, 201);
}

export async function updateClaim(c: Context<AuthedEnv>, claimId: string, status: ClaimStatus) {
  mayEdit(c);
  const deps = c.get('deps');
  return c.json({ data: claimDto(await setClaimStatus(deps.db, viewer(c).scope, claimId, status, deps.now())), message: WARRANTY_MESSAGES.claimUpdated });
}

export async function uploadClaimPhoto(c: Context<AuthedEnv>, claimId: string) {
  mayEdit(c);
  const deps = c.get('deps');
  // Not found before the upload is read: another shop's claim costs no decoding.
  await loadClaim(deps.db, viewer(c).scope, claimId);
  const upload = await readImageUpload(c, 'photo', IMAGE_RULES.photo);
  return c.json({ data: claimDto(await addClaimPhoto(deps, viewer(c).scope, claimId, upload.bytes)) }, 201);
}

export async function claimPhoto(c: Context<AuthedEnv>, claimId: string, photoId: string) {
  mayView(c);
  const deps = c.get('deps');
  const row = await findClaimPhoto(deps.db, viewer(c).scope, claimId, photoId);
  if (!row) throw notFound(WARRANTY_MESSAGES.photoNotFound);
  const bytes = await deps.storage.get(row.storageKey);
  if (!bytes) throw notFound(WARRANTY_MESSAGES.photoNotFound);
  return c.body(new Uint8Array(bytes), 200, { 'Content-Type': row.mime, 'Content-Length': String(bytes.length), 'Cache-Control': 'private, max-age=86400, immutable' });
}

export async function claimPacket(c: Context<AuthedEnv>, claimId: string) {
  mayView(c);
  const deps = c.get('deps');
  const v = viewer(c);
  const claim = await loadClaim(deps.db, v.scope, claimId);
  const view = await loadWarranty(deps.db, v.scope, claim.claim.warrantyId, deps.now());
  const zip = await claimPacketZip(deps, view, claim);
  return new Response(new Uint8Array(zip), {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="claim-${warrantyNumber(view.warranty.id)}-${claim.claim.claimDate}.zip"`,
      'Cache-Control': 'no-store',
      'Content-Length': String(zip.length),
    },
  });
}

export async function getSettings(c: Context<AuthedEnv>) {
  assertAccess(viewer(c), 'view', 'settings', 'bookings');
  return c.json({ data: { workmanshipYears: await workmanshipYears(c.get('deps').db, viewer(c).shop.id) } });
}

export async function saveSettings(c: Context<AuthedEnv>, years: number) {
  assertAccess(viewer(c), 'edit', 'settings');
  const deps = c.get('deps');
  return c.json({ data: { workmanshipYears: await saveWorkmanshipYears(deps.db, viewer(c).shop.id, years, deps.now()) }, message: WARRANTY_MESSAGES.settingsSaved });
}

/** The verification page's facts: no customer name, email or phone, and only the VIN's last six characters. */
export async function verifyWarranty(c: Context<AppEnv>, publicId: string) {
  const deps = c.get('deps');
  const found = await warrantyByPublicId(deps.db, publicId, deps.now());
  if (!found) throw notFound(WARRANTY_MESSAGES.badLink);
  const w = found.view.warranty;
  const data: PublicWarrantyDto = {
    shopName: found.shopName,
    status: found.view.status,
    vehicle: w.vehicle,
    vinEnding: w.vin ? w.vin.slice(-6) : null,
    brandName: w.brandName,
    filmName: w.filmName,
    filmCode: w.filmCode,
    batch: w.batch,
    zones: w.zones,
    installDate: w.installDate,
    manufacturerYears: w.manufacturerYears,
    manufacturerHorizontalYears: w.manufacturerHorizontalYears,
    manufacturerEnds: w.manufacturerYears === null ? null : termEnd(w.installDate, w.manufacturerYears),
    workmanshipYears: w.workmanshipYears,
    workmanshipEnds: termEnd(w.installDate, w.workmanshipYears),
    locale: await certificateLocale(deps.db, found.view),
  };
  return c.json({ data }, 200, { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' });
}
