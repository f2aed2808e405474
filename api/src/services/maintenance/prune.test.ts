import { describe, expect, it, vi } from 'vitest';
import { emailOutbox, otps, passwordResetTokens, sessions, teamInvites } from '../../db/schema/index.ts';
import { createOwner, makeTestApp } from '../../test/app.ts';
import { createSession } from '../../lib/session.ts';
import { newId } from '../../lib/crypto.ts';
import { prune, RETENTION, schedulePruning } from './prune.ts';
import { DAY } from '@wrapsmith/core';

async function world() {
  const { deps } = await makeTestApp();
  const { user, shop } = await createOwner(deps.db);
  const at = (ms: number) => new Date(Date.UTC(2026, 5, 1) + ms);
  const { db } = deps;
  await createSession(db, user.id, at(-31 * DAY)); // expired a day ago
  const live = (await createSession(db, user.id, at(0))).session;
  const otp = async (expires: number) =>
    (db.insert(otps).values({ id: newId(), userId: user.id, email: user.email, purpose: 'verify-email', codeHash: 'x', expiresAt: at(expires), lastSentAt: at(expires - 600_000) }));
  await otp(-2 * DAY);
  await otp(-1000);
  const link = async (expires: number) => (db.insert(passwordResetTokens).values({ id: newId(), userId: user.id, expiresAt: at(expires), createdAt: at(expires - 300_000) }));
  await link(-2 * DAY);
  await link(-1000);
  const invite = async (expires: number, accepted: boolean) =>
    db.insert(teamInvites).values({
      id: newId(),
      shopId: shop.id,
      email: `${newId()}@x.test`,
      firstName: 'I',
      lastName: 'N',
      role: 'member',
      tokenHash: newId(),
      invitedBy: user.id,
      expiresAt: at(expires),
      sentAt: at(expires - 7 * DAY),
      acceptedAt: accepted ? at(expires - 6 * DAY) : null,
      revokedAt: null,
      createdAt: at(expires - 7 * DAY),
    });
  await invite(-2 * DAY, false); // expired two days ago: gone
  await invite(-2 * DAY, true); // used, and its link's week over two days ago: gone
  await invite(-1000, true); // used, its week just over: kept a day, so its link still says "already used"
  const mail = async (tag: string, sent: number) =>
    (db
      .insert(emailOutbox)
      .values({ id: newId(), shopId: shop.id, to: user.email, subject: tag, text: tag, html: tag, tag, provider: 'outbox', status: 'stored', createdAt: at(sent) }));
  await mail('otp', -2 * DAY);
  await mail('otp', -1000);
  await mail('team-invite', -2 * DAY);
  await mail('new-lead', -2 * DAY);
  await mail('new-lead', -181 * DAY);
  return { db, storage: deps.storage, now: at(0), live };
}

describe('prune', () => {
  it('deletes expired sessions, stale codes and links, and old emails, and keeps everything still useful', async () => {
    const { db, storage, now, live } = await world();
    const before = (await db.select().from(emailOutbox)).length;
    expect(await prune(db, storage, now)).toEqual({ sessions: 1, otps: 1, resetLinks: 1, invites: 2, emails: 3, counters: 0, photos: 0, photoJobs: 0 });
    expect((await db.select().from(sessions)).map((s) => s.id)).toEqual([live.id]);
    expect(await db.select().from(otps)).toHaveLength(1);
    expect(await db.select().from(passwordResetTokens)).toHaveLength(1);
    expect(await db.select().from(teamInvites)).toHaveLength(1);
    const left = await db.select().from(emailOutbox);
    expect(left).toHaveLength(before - 3);
    // The sign-in code from two days ago is gone; the lead email from two days ago stays readable.
    expect(left.map((e) => `${e.tag}`).sort()).toEqual(['new-lead', 'otp']);
    expect(RETENTION.emailsMs).toBe(180 * DAY);
    // A second pass finds nothing more.
    expect(await prune(db, storage, now)).toEqual({ sessions: 0, otps: 0, resetLinks: 0, invites: 0, emails: 0, counters: 0, photos: 0, photoJobs: 0 });
  });

  it('runs once at once when scheduled and stops cleanly', async () => {
    const { db, storage, now } = await world();
    const results: number[] = [];
    const stop = schedulePruning({ db, storage }, () => now, (r) => results.push(r.sessions + r.otps + r.resetLinks + r.emails), (error) => {
      throw error;
    });
    stop();
    await vi.waitFor(() => expect(results).toEqual([6]), { timeout: 15_000 });
  });
});
