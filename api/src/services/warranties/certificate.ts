// The certificate's and the claim packet's facts, read from the warranty, the shop (its logo from the widget
// settings, its name) and the job's picture (issue 27 item 2, decision 093).
import { CLAIM_STATUS_LABELS, WARRANTY_STATUS_LABELS, termEnd, zoneLabel } from '@wrapsmith/core';
import { FINISH_LABELS, type Finish } from '@wrapsmith/catalog';
import { zipSync } from 'fflate';
import { eq } from 'drizzle-orm';
import type { Locale } from '@wrapsmith/core/i18n';
import type { Db, DbOrTx } from '../../db/client.ts';
import { bookings, shops, widgetSettings } from '../../db/schema/index.ts';
import { customerWords, type CustomerWords } from '../../i18n/customer/index.ts';
import { customerLocale, storedLocale, type CustomerContact } from '../customer-language/index.ts';
import { forShop } from '../../db/scope.ts';
import { firstRow } from '../../db/tx.ts';
import { publicUrl, type Env } from '../../env.ts';
import type { AppDeps } from '../../lib/context.ts';
import { claimSummaryPdf, warrantyCertificatePdf } from '../../lib/pdf/warranty-certificate.ts';
import { decodeUpload, decoder } from '../../lib/decode-queue.ts';
import { renderKey, type Storage } from '../storage/index.ts';
import { logoKey } from '../widget/settings.ts';
import type { ClaimView, WarrantyView } from './warranties.ts';

/** The public verification page of a warranty (no login): the certificate's QR code opens it. */
export const verifyUrlOf = (env: Env, publicId: string): string => `${publicUrl(env)}/verify-warranty?id=${publicId}`;

/** "W-3F9A2C": the warranty's short number, as invoices show booking codes. */
export const warrantyNumber = (id: string): string => `W-${id.replace(/-/g, '').slice(-6).toUpperCase()}`;

const finishLabel = (finish: string | null): string | null => (finish ? (FINISH_LABELS[finish as Finish] ?? finish) : null);

async function asPng(bytes: Buffer | null | undefined): Promise<Buffer | null> {
  if (!bytes) return null;
  try {
    return await decodeUpload(() => decoder(bytes, 4096 * 4096).png().toBuffer());
  } catch {
    return null;
  }
}

async function shopFacts(db: Db, storage: Storage, shopId: string) {
  const shop = await firstRow(db.select({ name: shops.name }).from(shops).where(eq(shops.id, shopId)));
  const settings = await firstRow(db.select().from(widgetSettings).where(forShop(shopId).where(widgetSettings)));
  const logo = settings?.logoFile ? await storage.get(logoKey(shopId, settings.logoFile)).catch(() => null) : null;
  // The shop's own contact lines, as its widget shows them.
  const lines = [settings?.contactPhone, settings?.contactEmail, settings?.contactWebsite].filter((l): l is string => Boolean(l));
  return { name: shop?.name ?? '', lines, logoPng: await asPng(logo) };
}

/**
 * The terms as the certificate words them, with their end dates, in the owner's words (English when not given):
 * an English reader reads the days as stored (2031-06-01), another language as it writes them ("1. Juni 2031").
 */
export function termRows(w: WarrantyView['warranty'], words: CustomerWords = customerWords('en')): { label: string; value: string }[] {
  const day = (years: number) => (words.locale === 'en' ? termEnd(w.installDate, years) : words.date(termEnd(w.installDate, years)));
  const rows: { label: string; value: string }[] = [];
  const manufacturer = words.t('certificate.manufacturer');
  if (w.manufacturerYears === null) {
    rows.push({ label: manufacturer, value: words.t('certificate.noManufacturerTerm') });
  } else if (w.manufacturerHorizontalYears !== null && w.manufacturerHorizontalYears !== w.manufacturerYears) {
    rows.push({ label: manufacturer, value: words.t('certificate.vertical', { years: w.manufacturerYears, date: day(w.manufacturerYears) }) });
    rows.push({ label: '', value: words.t('certificate.horizontal', { years: w.manufacturerHorizontalYears, date: day(w.manufacturerHorizontalYears) }) });
  } else {
    rows.push({ label: manufacturer, value: words.t('certificate.term', { years: w.manufacturerYears, date: day(w.manufacturerYears) }) });
  }
  rows.push({
    label: words.t('certificate.workmanship'),
    value: w.workmanshipYears > 0 ? words.t('certificate.term', { years: w.workmanshipYears, date: day(w.workmanshipYears) }) : words.t('certificate.none'),
  });
  return rows;
}

/**
 * The language the certificate is written in (decision 100): the current owner's, when their email or phone has one
 * stored (a transferred warranty's new owner), else the booking's customer's (the shop's default without one).
 */
export async function certificateLocale(db: DbOrTx, view: WarrantyView): Promise<Locale> {
  const w = view.warranty;
  const contact = view.owner.contact.trim();
  const owner: CustomerContact = contact.includes('@') ? { email: contact, phone: null } : { email: null, phone: contact || null };
  const stored = contact ? await storedLocale(db, w.shopId, owner) : null;
  if (stored) return stored.locale;
  const booking = await firstRow(db.select({ id: bookings.id, email: bookings.email, phone: bookings.phone }).from(bookings).where(forShop(w.shopId).where(bookings, eq(bookings.id, w.bookingId))));
  return customerLocale(db, w.shopId, booking ?? []);
}

export async function certificatePdf(deps: Pick<AppDeps, 'db' | 'storage' | 'env'>, view: WarrantyView): Promise<Buffer> {
  const w = view.warranty;
  const words = customerWords(await certificateLocale(deps.db, view));
  const english = words.locale === 'en';
  const picture = w.renderId ? await deps.storage.get(renderKey(w.shopId, w.renderId)).catch(() => null) : null;
  return warrantyCertificatePdf({
    shop: await shopFacts(deps.db, deps.storage, w.shopId),
    number: warrantyNumber(w.id),
    vehicle: w.vehicle,
    vin: w.vin,
    film: { brand: w.brandName, name: w.filmName, code: w.filmCode, finish: finishLabel(w.finish), batch: w.batch },
    zones: w.zones.map(zoneLabel),
    installDate: english ? w.installDate : words.date(w.installDate),
    installer: w.installer,
    owner: view.owner.name,
    terms: termRows(w, words),
    status: english ? WARRANTY_STATUS_LABELS[view.status] : words.t(`warrantyStatus.${view.status}`),
    picturePng: await asPng(picture),
    verifyUrl: verifyUrlOf(deps.env, w.publicId),
    words,
  });
}

/** The claim packet for the manufacturer: summary.pdf and the photos as photo-1.jpg, photo-2.jpg… in one ZIP. */
export async function claimPacketZip(deps: Pick<AppDeps, 'db' | 'storage'>, view: WarrantyView, claim: ClaimView): Promise<Uint8Array> {
  const w = view.warranty;
  const files: Record<string, Uint8Array> = {};
  const names: string[] = [];
  for (const [i, photo] of claim.photos.entries()) {
    const bytes = await deps.storage.get(photo.storageKey);
    if (!bytes) continue;
    const name = `photo-${i + 1}.jpg`;
    files[name] = new Uint8Array(bytes);
    names.push(name);
  }
  const summary = await claimSummaryPdf({
    shop: await shopFacts(deps.db, deps.storage, w.shopId),
    number: warrantyNumber(w.id),
    claimDate: claim.claim.claimDate,
    claimStatus: CLAIM_STATUS_LABELS[claim.claim.status],
    description: claim.claim.description,
    installer: w.installer,
    installDate: w.installDate,
    vehicle: w.vehicle,
    vin: w.vin,
    film: { brand: w.brandName, name: w.filmName, code: w.filmCode, batch: w.batch },
    zones: w.zones.map(zoneLabel),
    photoNames: names,
  });
  // JPEGs and a PDF are compressed already: stored as they are.
  return zipSync({ 'summary.pdf': new Uint8Array(summary), ...files }, { level: 0 });
}
