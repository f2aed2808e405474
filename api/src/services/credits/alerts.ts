// Telling a shop its credits run low or ran out (decision 061): an in-app notification for every user of the shop and
// an email to the owner, at most once a day per kind. The "once" is claimed in the database by a conditional upsert,
// so concurrent renders and any number of instances send one alert, never two, and never none.
import { DAY, RENDER_COST, defaultLowCreditThreshold } from '@wrapsmith/core';
import { eq, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { creditAlerts, shops, users, type CreditAlertKind } from '../../db/schema/index.ts';
import { forShop } from '../../db/scope.ts';
import { firstRow } from '../../db/tx.ts';
import { publicUrl } from '../../env.ts';
import type { AppDeps } from '../../lib/context.ts';
import { emailTemplates } from '../email/index.ts';
import { shopAlert } from '../customer-notify/emit.ts';
import { alertWanted } from '../customer-notify/settings.ts';

export type CreditAlertDeps = Pick<AppDeps, 'db' | 'now' | 'log' | 'email' | 'env'>;

/** One alert of a kind per this long, per shop. */
export const CREDIT_ALERT_INTERVAL_MS = DAY;

export const CREDIT_ALERT_TEXT = {
  outTitle: 'You are out of credits',
  outBody: 'Nobody can make wrap previews until you buy credits. Visitors can still leave their details: their requests arrive under Leads marked "No picture".',
  lowTitle: (credits: number) => `Credits running low: ${credits} left`,
  lowBody: (threshold: number) => `You asked to be warned at ${threshold} credits or fewer. Buy credits or change the warning level under Subscription.`,
} as const;

/**
 * Claims this kind's alert for now: true for exactly one caller per interval. Inserts the shop's row, or moves its
 * time forward only when the last alert is at least an interval old; one statement, atomic on both engines (on
 * PostgreSQL a concurrent claim waits for the first one's row and then finds it recent).
 */
export async function claimCreditAlert(db: DbOrTx, shopId: string, kind: CreditAlertKind, at: Date): Promise<boolean> {
  const claimed = await db
    .insert(creditAlerts)
    .values({ shopId, kind, sentAt: at })
    .onConflictDoUpdate({
      target: [creditAlerts.shopId, creditAlerts.kind],
      set: { sentAt: at },
      setWhere: lte(creditAlerts.sentAt, new Date(at.getTime() - CREDIT_ALERT_INTERVAL_MS)),
    })
    .returning({ shopId: creditAlerts.shopId });
  return claimed.length > 0;
}

/** The level at which this shop is warned: the owner's own, else its plan's default. */
export async function lowCreditThreshold(db: DbOrTx, shopId: string): Promise<number> {
  const row = await firstRow(db.select({ own: shops.lowCreditThreshold, planKey: shops.planKey }).from(shops).where(eq(shops.id, shopId)));
  return row?.own ?? defaultLowCreditThreshold(row?.planKey);
}

async function send(deps: CreditAlertDeps, shopId: string, kind: CreditAlertKind, credits: number, threshold: number): Promise<void> {
  const at = deps.now();
  if (!(await claimCreditAlert(deps.db, shopId, kind, at))) return;
  const title = kind === 'out' ? CREDIT_ALERT_TEXT.outTitle : CREDIT_ALERT_TEXT.lowTitle(credits);
  // In the app and by text as the owner switched them (issue 26 item 5); the email below likewise.
  await shopAlert(deps.db, {
    shopId,
    alert: 'low_credits',
    key: `${kind}:${at.toISOString()}`,
    inApp: { title, body: kind === 'out' ? CREDIT_ALERT_TEXT.outBody : CREDIT_ALERT_TEXT.lowBody(threshold), link: '/subscription' },
    text: `Wrapsmith: ${title}. Buy credits: ${publicUrl(deps.env)}/subscription`,
    at,
  });
  if (!(await alertWanted(deps.db, shopId, 'low_credits', 'email'))) return;
  const shop = await firstRow(deps.db.select({ name: shops.name }).from(shops).where(eq(shops.id, shopId)));
  const owner = await firstRow(deps.db.select({ email: users.email, firstName: users.firstName }).from(users).where(forShop(shopId).where(users, eq(users.role, 'owner'))));
  if (!shop || !owner) return;
  const base = publicUrl(deps.env);
  const content = { shopName: shop.name, firstName: owner.firstName, credits, threshold, buyUrl: `${base}/subscription`, settingsUrl: `${base}/subscription` };
  await deps.email.send({ to: owner.email, shopId, ...(kind === 'out' ? emailTemplates.creditsOut(content) : emailTemplates.creditsLow(content)) });
}

/**
 * After credits were taken (`credits` is the balance left) or a render was refused for want of them: the out-of-credits
 * alert when none is left for another render, else the low-credit warning at or below the shop's level (0 turns it off).
 * Never throws: a render is not failed by its alert; a failure is logged.
 */
export async function alertCredits(deps: CreditAlertDeps, shopId: string, credits: number): Promise<void> {
  try {
    if (credits < RENDER_COST) return await send(deps, shopId, 'out', credits, 0);
    const threshold = await lowCreditThreshold(deps.db, shopId);
    if (threshold > 0 && credits <= threshold) await send(deps, shopId, 'low', credits, threshold);
  } catch (error) {
    deps.log.error(`Credit alert for shop ${shopId} failed`, error);
  }
}
