import { describe, expect, it } from 'vitest';
import { emailOutbox, otps, passwordResetTokens, sessions } from '../../db/schema/index.ts';
import { createOwner, makeTestApp } from '../../test/app.ts';
import { createSession } from '../../lib/session.ts';
import { newId } from '../../lib/crypto.ts';
import { prune, RETENTION, schedulePruning } from './prune.ts';

const DAY = 24 * 60 * 60 * 1000;

async function world() {
  const { deps } = makeTestApp();
  const { user, shop } = await createOwner(deps.db);
  const at = (ms: number) => new Date(Date.UTC(2026, 5, 1) + ms);
  const { db } = deps;
  createSession(db, user.id, at(-31 * DAY)); // expired a day ago
  const live = createSession(db, user.id, at(0)).session;
  const otp = (expires: number) =>
    db.insert(otps).values({ id: newId(), userId: user.id, email: user.email, purpose: 'verify-email', codeHash: 'x', expiresAt: at(expires), lastSentAt: at(expires - 600_000) }).run();
  otp(-2 * DAY);
  otp(-1000);
  const link = (expires: number) => db.insert(passwordResetTokens).values({ id: newId(), userId: user.id, expiresAt: at(expires), createdAt: at(expires - 300_000) }).run();
  link(-2 * DAY);
  link(-1000);
  const mail = (tag: string, sent: number) =>
    db
      .insert(emailOutbox)
      .values({ id: newId(), shopId: shop.id, to: user.email, subject: tag, text: tag, html: tag, tag, provider: 'outbox', status: 'stored', createdAt: at(sent) })
      .run();
  mail('otp', -2 * DAY);
  mail('otp', -1000);
  mail('new-lead', -2 * DAY);
  mail('new-lead', -181 * DAY);
  return { db, now: at(0), live };
}

describe('prune', () => {
  it('deletes expired sessions, stale codes and links, and old emails, and keeps everything still useful', async () => {
    const { db, now, live } = await world();
    const before = db.select().from(emailOutbox).all().length;
    expect(prune(db, now)).toEqual({ sessions: 1, otps: 1, resetLinks: 1, emails: 2 });
    expect(db.select().from(sessions).all().map((s) => s.id)).toEqual([live.id]);
    expect(db.select().from(otps).all()).toHaveLength(1);
    expect(db.select().from(passwordResetTokens).all()).toHaveLength(1);
    const left = db.select().from(emailOutbox).all();
    expect(left).toHaveLength(before - 2);
    // The sign-in code from two days ago is gone; the lead email from two days ago stays readable.
    expect(left.map((e) => `${e.tag}`).sort()).toEqual(['new-lead', 'otp']);
    expect(RETENTION.emailsMs).toBe(180 * DAY);
    // A second pass finds nothing more.
    expect(prune(db, now)).toEqual({ sessions: 0, otps: 0, resetLinks: 0, emails: 0 });
  });

  it('runs once at once when scheduled and stops cleanly', async () => {
    const { db, now } = await world();
    const results: number[] = [];
    const stop = schedulePruning(db, () => now, (r) => results.push(r.sessions + r.otps + r.resetLinks + r.emails));
    stop();
    expect(results).toEqual([5]);
  });
});
