// Housekeeping: rows that only matter for a while are deleted once they cannot matter any more. Run at start
// and then hourly by the server (api/src/index.ts), by one instance per hour however many run (claimRun); each
// pass is one short transaction, then the photo tool's expired uploads with their stored files.
import { and, inArray, lt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailChangeUndos, emailOutbox, jobRuns, otps, passwordResetTokens, rateLimits, sessions, teamInvites } from '../../db/schema/index.ts';
import { firstRow, transaction } from '../../db/tx.ts';
import { DAY } from '@wrapsmith/core';
import { prunePhotoUploads } from '../photo-uploads/store.ts';
import type { Storage } from '../storage/index.ts';

/** How long each kind of row is kept after it stopped being usable. */
export const RETENTION = {
  /** Codes, reset links and team invites: a day past expiry, so "expired" (or "used") can still be told apart from "unknown" today. */
  secretsAfterExpiryMs: DAY,
  /** Emails carrying a sign-in code, reset link or invite link: the copy goes in a day (the recipient has theirs). */
  secretEmailsMs: DAY,
  /** Every other sent email stays readable in Settings → Emails for six months. */
  emailsMs: 180 * DAY,
} as const;

const SECRET_EMAIL_TAGS = ['otp', 'password-reset', 'team-invite', 'email-changed'];

export interface PruneResult {
  sessions: number;
  otps: number;
  /** Password-reset links and email-change undo links a day past their expiry. */
  resetLinks: number;
  /** Team invites a day past their expiry, whether accepted, revoked or never used (decision 062). */
  invites: number;
  emails: number;
  /** Rate-limit windows that have ended (the shared counters on PostgreSQL). */
  counters: number;
  /** Expired photo-tool uploads, removed with their stored photo (and embedding, when no live upload shares it). */
  photos: number;
  /** Photo-tool job rows past the longest limit window. */
  photoJobs: number;
}

export async function prune(db: Db, storage: Storage, now: Date): Promise<PruneResult> {
  const t = now.getTime();
  // Counted from the deleted ids (`returning`), which both engines answer; `.changes` is SQLite's alone.
  const rows = await transaction(db, async (tx) => {
    const sessionsGone = await tx.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
    const otpsGone = await tx.delete(otps).where(lt(otps.expiresAt, new Date(t - RETENTION.secretsAfterExpiryMs))).returning({ id: otps.id });
    const linksGone = await tx
      .delete(passwordResetTokens)
      .where(lt(passwordResetTokens.expiresAt, new Date(t - RETENTION.secretsAfterExpiryMs)))
      .returning({ id: passwordResetTokens.id });
    const undoLinksGone = await tx
      .delete(emailChangeUndos)
      .where(lt(emailChangeUndos.expiresAt, new Date(t - RETENTION.secretsAfterExpiryMs)))
      .returning({ id: emailChangeUndos.id });
    const invitesGone = await tx
      .delete(teamInvites)
      .where(lt(teamInvites.expiresAt, new Date(t - RETENTION.secretsAfterExpiryMs)))
      .returning({ id: teamInvites.id });
    const secretEmailsGone = await tx
      .delete(emailOutbox)
      .where(and(inArray(emailOutbox.tag, SECRET_EMAIL_TAGS), lt(emailOutbox.createdAt, new Date(t - RETENTION.secretEmailsMs))))
      .returning({ id: emailOutbox.id });
    const emailsGone = await tx.delete(emailOutbox).where(lt(emailOutbox.createdAt, new Date(t - RETENTION.emailsMs))).returning({ id: emailOutbox.id });
    const countersGone = await tx.delete(rateLimits).where(lt(rateLimits.resetAt, now)).returning({ key: rateLimits.key });
    return {
      sessions: sessionsGone.length,
      otps: otpsGone.length,
      resetLinks: linksGone.length + undoLinksGone.length,
      invites: invitesGone.length,
      emails: secretEmailsGone.length + emailsGone.length,
      counters: countersGone.length,
    };
  });
  // Outside the transaction: storage is a network call on S3.
  const photos = await prunePhotoUploads(db, storage, now);
  return { ...rows, photos: photos.uploads, photoJobs: photos.jobs };
}

/**
 * Of every instance asking, the one whose conditional upsert moves the job's last start forward runs `name` for
 * this period; the others (whose update matches no row) do not. A tenth of a period of slack absorbs timers that
 * drift, so instances started apart still run the job once per period between them.
 */
export async function claimRun(db: Db, name: string, periodMs: number, now: Date): Promise<boolean> {
  const claimed = await firstRow(
    db
      .insert(jobRuns)
      .values({ name, lastStartedAt: now })
      .onConflictDoUpdate({
        target: jobRuns.name,
        set: { lastStartedAt: now },
        setWhere: lte(jobRuns.lastStartedAt, new Date(now.getTime() - periodMs * 0.9)),
      })
      .returning({ name: jobRuns.name }),
  );
  return claimed !== undefined;
}

/**
 * Prunes now and every hour, when this instance claims the hour (claimRun); the timer never keeps the process
 * alive. `onPruned` hears of the runs this instance made. Returns a stop function.
 */
export function schedulePruning(
  { db, storage }: { db: Db; storage: Storage },
  now: () => Date,
  onPruned: (result: PruneResult) => void,
  onError: (error: unknown) => void,
  everyMs = 60 * 60 * 1000,
  onSkipped: () => void = () => undefined,
): () => void {
  const run = () => {
    const at = now();
    claimRun(db, 'prune', everyMs, at)
      .then(async (claimed) => {
        if (claimed) onPruned(await prune(db, storage, at));
        else onSkipped();
      })
      .catch(onError);
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
