// A shop's Settings → Notifications (issue 26 items 2 and 5, decision 090): stored whole as JSON over core's
// defaults, so an event added later takes its default for every shop that never saved one.
import { withDefaults, type NotificationSettings, type NotificationSettingsInput, type ShopAlert, type ShopAlertChannel } from '@wrapsmith/core';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notifySettings, shops, users } from '../../db/schema/index.ts';
import { forShop } from '../../db/scope.ts';
import { firstRow } from '../../db/tx.ts';
import { changeShopTimeZone } from '../booking-times/index.ts';

/**
 * The shop's settings. The time zone is the shop's one (`shops.time_zone`, Settings → Calendar, decision 091): the
 * reminder, the .ics and the tracking page all read the same zone, so it is not kept a second time in the JSON.
 */
export async function getNotifySettings(db: DbOrTx, shopId: string): Promise<NotificationSettings> {
  const row = await firstRow(db.select({ settings: notifySettings.settings }).from(notifySettings).where(forShop(shopId).where(notifySettings)));
  const shop = await firstRow(db.select({ timeZone: shops.timeZone }).from(shops).where(eq(shops.id, shopId)));
  const settings = withDefaults(row?.settings as Partial<NotificationSettings> | undefined);
  return shop ? { ...settings, timeZone: shop.timeZone } : settings;
}

/** Saves the settings; a time zone given here is the shop's (the caller checked it is one Intl knows). */
export async function saveNotifySettings(db: DbOrTx, shopId: string, input: NotificationSettingsInput, at: Date): Promise<NotificationSettings> {
  const settings: NotificationSettings = withDefaults(input);
  // The shop's zone: its bookings keep their wall clocks and get the new zone's instants (decision 098).
  if (input.timeZone !== undefined) await changeShopTimeZone(db, shopId, settings.timeZone, settings.reminderTime);
  await db
    .insert(notifySettings)
    .values({ shopId, settings: settings as unknown as Record<string, unknown>, updatedAt: at })
    .onConflictDoUpdate({ target: notifySettings.shopId, set: { settings: settings as unknown as Record<string, unknown>, updatedAt: at } });
  return settings;
}

/** Whether the owner wants this alert on this channel (item 5). */
export async function alertWanted(db: DbOrTx, shopId: string, alert: ShopAlert, channel: ShopAlertChannel): Promise<boolean> {
  return (await getNotifySettings(db, shopId)).alerts[alert][channel];
}

/** The shop owner's email and phone (Profile), where the shop's alerts go. */
export async function shopOwner(db: DbOrTx, shopId: string): Promise<{ email: string; phone: string | null; firstName: string } | undefined> {
  const owner = await firstRow(db
    .select({ email: users.email, phone: users.phoneNumber, firstName: users.firstName })
    .from(users)
    .where(forShop(shopId).where(users, eq(users.role, 'owner'))));
  return owner && { ...owner, phone: owner.phone?.trim() || null };
}
