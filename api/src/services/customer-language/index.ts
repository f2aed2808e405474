// The language a shop's customer reads (issue 28 item 1, decision 100): remembered from the widget's negotiation
// when a visitor sends a lead or a booking request, set by the shop's staff on the customer's page, and otherwise the
// shop's first widget language (else English). Everything the customer reads (messages, the quote and tracking pages,
// the PDFs) asks customerLocale() for the person it is about.
import { baseLocale, DEFAULT_LOCALE, type Locale } from '@wrapsmith/core/i18n';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { customerLanguages, widgetSettings } from '../../db/schema/index.ts';
import { forShop } from '../../db/scope.ts';
import { firstRow } from '../../db/tx.ts';
import { bookingKey, phoneDigits } from '../customer-vehicles/keys.ts';

/** Who a message or page is for: a booking (id, email, phone) or a lead (email, phone). */
export interface CustomerContact {
  id?: string | null;
  email: string | null;
  phone: string | null;
}

/** Every key a person may have been remembered under: their email's, their phone's, their booking's. */
export function contactKeys(contact: CustomerContact): string[] {
  const keys = new Set<string>();
  const email = contact.email?.trim().toLowerCase();
  if (email) keys.add(`e:${email}`);
  const phone = phoneDigits(contact.phone);
  if (phone) keys.add(`p:${phone}`);
  // A person with neither email nor phone is known by their booking (customer-vehicles/keys.ts's bookingKey).
  if (contact.id && keys.size === 0) keys.add(bookingKey({ id: contact.id, email: null, phone: null }));
  return [...keys];
}

/** The shop's default for its customers: its widget's first language, else English. */
export async function shopDefaultLocale(db: DbOrTx, shopId: string): Promise<Locale> {
  const row = await firstRow(db.select({ languages: widgetSettings.languages }).from(widgetSettings).where(forShop(shopId).where(widgetSettings)));
  return baseLocale(row?.languages?.[0]) ?? DEFAULT_LOCALE;
}

/** The languages the shop's customers may read: its widget's (first the default, once each), else English. */
export async function shopLanguages(db: DbOrTx, shopId: string): Promise<Locale[]> {
  const row = await firstRow(db.select({ languages: widgetSettings.languages }).from(widgetSettings).where(forShop(shopId).where(widgetSettings)));
  const languages = [...new Set((row?.languages ?? []).map(baseLocale).filter((l): l is Locale => l !== null))];
  return languages.length > 0 ? languages : [DEFAULT_LOCALE];
}

/**
 * The language stored for this person (the shop's choice over the visitor's, then the newest), or null. A person
 * seen through several bookings passes each of them.
 */
export async function storedLocale(db: DbOrTx, shopId: string, contact: CustomerContact | readonly CustomerContact[]): Promise<{ locale: Locale; source: 'visitor' | 'staff' } | null> {
  const keys = [...new Set((Array.isArray(contact) ? contact : [contact as CustomerContact]).flatMap(contactKeys))];
  if (keys.length === 0) return null;
  const rows = await db.select().from(customerLanguages).where(forShop(shopId).where(customerLanguages, inArray(customerLanguages.customerKey, keys)));
  const best = rows
    .filter((r) => baseLocale(r.locale))
    .sort((a, b) => (a.source === b.source ? b.updatedAt.getTime() - a.updatedAt.getTime() : a.source === 'staff' ? -1 : 1))[0];
  return best ? { locale: baseLocale(best.locale)!, source: best.source } : null;
}

/** The language everything the customer reads is written in. */
export async function customerLocale(db: DbOrTx, shopId: string, contact: CustomerContact | readonly CustomerContact[]): Promise<Locale> {
  return (await storedLocale(db, shopId, contact))?.locale ?? (await shopDefaultLocale(db, shopId));
}

async function put(db: DbOrTx, shopId: string, key: string, locale: Locale, source: 'visitor' | 'staff', at: Date): Promise<void> {
  const where = forShop(shopId).where(customerLanguages, eq(customerLanguages.customerKey, key));
  const existing = await firstRow(db.select().from(customerLanguages).where(where));
  if (existing) {
    if (existing.source === 'staff' && source === 'visitor') return;
    await db.update(customerLanguages).set({ locale, source, updatedAt: at }).where(where);
    return;
  }
  await db
    .insert(customerLanguages)
    .values({ shopId, customerKey: key, locale, source, updatedAt: at })
    .onConflictDoNothing({ target: [customerLanguages.shopId, customerLanguages.customerKey] });
}

/**
 * The language the widget negotiated with a visitor who sent a lead or a booking request: remembered under their
 * email and phone unless the shop chose one for them. Anything not one of SUPPORTED_LOCALES is ignored.
 */
export async function rememberVisitorLocale(db: DbOrTx, shopId: string, contact: CustomerContact, locale: unknown, at: Date): Promise<Locale | null> {
  const l = locale === undefined || locale === null ? null : baseLocale(locale);
  if (!l) return null;
  for (const key of contactKeys({ email: contact.email, phone: contact.phone })) await put(db, shopId, key, l, 'visitor', at);
  return l;
}

/** The shop's choice for a person: stored under every key of their bookings, so every booking of theirs finds it. */
export async function setStaffLocale(db: DbOrTx, shopId: string, contacts: readonly CustomerContact[], locale: Locale, at: Date): Promise<void> {
  const keys = new Set(contacts.flatMap(contactKeys));
  for (const key of keys) await put(db, shopId, key, locale, 'staff', at);
}
