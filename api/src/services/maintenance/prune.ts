// Housekeeping: rows that only matter for a while are deleted once they cannot matter any more. Run at start
// and then hourly by the server (api/src/index.ts); each pass is one short transaction.
import { and, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailOutbox, otps, passwordResetTokens, sessions } from '../../db/schema/index.ts';
import { transaction } from '../../db/tx.ts';

const DAY = 24 * 60 * 60 * 1000;

/** How long each kind of row is kept after it stopped being usable. */
export const RETENTION = {
  /** Codes and reset links: a day past expiry, so "expired" can still be told apart from "unknown" today. */
  secretsAfterExpiryMs: DAY,
  /** Emails carrying a sign-in code or reset link: the secret is useless after minutes; the copy goes in a day. */
  secretEmailsMs: DAY,
  /** Every other sent email stays readable in Settings → Emails for six months. */
  emailsMs: 180 * DAY,
} as const;

const SECRET_EMAIL_TAGS = ['otp', 'password-reset'];

export interface PruneResult {
  sessions: number;
  otps: number;
  resetLinks: number;
  emails: number;
}

export async function prune(db: Db, now: Date): Promise<PruneResult> {
  const t = now.getTime();
  // Counted from the deleted ids (`returning`), which both engines answer; `.changes` is SQLite's alone.
  return transaction(db, async (tx) => {
    const sessionsGone = await tx.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
    const otpsGone = await tx.delete(otps).where(lt(otps.expiresAt, new Date(t - RETENTION.secretsAfterExpiryMs))).returning({ id: otps.id });
    const linksGone = await tx
      .delete(passwordResetTokens)
      .where(lt(passwordResetTokens.expiresAt, new Date(t - RETENTION.secretsAfterExpiryMs)))
      .returning({ id: passwordResetTokens.id });
    const secretEmailsGone = await tx
      .delete(emailOutbox)
      .where(and(inArray(emailOutbox.tag, SECRET_EMAIL_TAGS), lt(emailOutbox.createdAt, new Date(t - RETENTION.secretEmailsMs))))
      .returning({ id: emailOutbox.id });
    const emailsGone = await tx.delete(emailOutbox).where(lt(emailOutbox.createdAt, new Date(t - RETENTION.emailsMs))).returning({ id: emailOutbox.id });
    return {
      sessions: sessionsGone.length,
      otps: otpsGone.length,
      resetLinks: linksGone.length,
      emails: secretEmailsGone.length + emailsGone.length,
    };
  });
}

/** Prunes now and every hour; the timer never keeps the process alive. Returns a stop function. */
export function schedulePruning(
  db: Db,
  now: () => Date,
  onPruned: (result: PruneResult) => void,
  onError: (error: unknown) => void,
  everyMs = 60 * 60 * 1000,
): () => void {
  const run = () => {
    prune(db, now()).then(onPruned).catch(onError);
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
