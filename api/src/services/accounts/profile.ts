// A user's own account: profile fields, name/email/password, support tickets, and signing in.
import type { ProfileInput } from '@wrapsmith/core';
import { DAY } from '@wrapsmith/core';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { emailChangeUndos, otps, shops, supportTickets, users, type Shop, type User } from '../../db/schema/index.ts';
import type { ShopScope } from '../../db/scope.ts';
import { firstRow, onlyRow, transaction } from '../../db/tx.ts';
import { newId, randomToken, sha256 } from '../../lib/crypto.ts';
import { createSession, invalidateUserSessions } from '../../lib/session.ts';
import { issueOtp } from './accounts.ts';

export async function findShop(db: DbOrTx, shopId: string): Promise<Shop | undefined> {
  return firstRow(db.select().from(shops).where(eq(shops.id, shopId)));
}

/** The Personal Information form. The spec's "region" is the country field under another name. */
export async function updateProfile(db: DbOrTx, user: User, input: ProfileInput, at: Date): Promise<User> {
  const { region, ...fields } = input;
  const country = fields.country ?? region;
  const updated = await firstRow(
    db
      .update(users)
      .set({ ...fields, ...(country === undefined ? {} : { country }), updatedAt: at })
      .where(eq(users.id, user.id))
      .returning(),
  );
  return updated ?? user;
}

export interface AccountChange {
  firstName: string;
  lastName: string;
  email: string;
  /** Already hashed; omitted to keep the password. */
  passwordHash?: string | undefined;
}

/** How long the old address's undo link works (decision 069): a week, for someone who reads mail now and then. */
export const EMAIL_UNDO_TTL_DAYS = 7;

/**
 * Account Settings in one transaction: a new password or email logs the user out everywhere, and a new email is
 * unverified until the code sent to it (returned here) is entered. A new email also returns the token of the undo
 * link for the old address (only its hash is stored).
 */
export async function updateAccount(
  db: DbOrTx,
  user: User,
  change: AccountChange,
  at: Date,
): Promise<{ updated: User; code: string | undefined; undoToken: string | undefined }> {
  const emailChanged = change.email !== user.email;
  return transaction(db, async (tx) => {
    const row = await firstRow(
      tx
        .update(users)
        .set({
          firstName: change.firstName,
          lastName: change.lastName,
          email: change.email,
          ...(change.passwordHash ? { passwordHash: change.passwordHash } : {}),
          ...(emailChanged ? { emailVerifiedAt: null } : {}),
          updatedAt: at,
        })
        .where(eq(users.id, user.id))
        .returning(),
    );
    if (!row) throw new Error(`User ${user.id} vanished during update`);
    if (change.passwordHash || emailChanged) await invalidateUserSessions(tx, user.id);
    if (!emailChanged) return { updated: row, code: undefined, undoToken: undefined };
    const undoToken = randomToken();
    await tx.insert(emailChangeUndos).values({
      id: sha256(undoToken),
      userId: user.id,
      oldEmail: user.email,
      newEmail: change.email,
      expiresAt: new Date(at.getTime() + EMAIL_UNDO_TTL_DAYS * DAY),
      createdAt: at,
    });
    return { updated: row, code: await issueOtp(tx, row, at, { kind: 'email-change' }), undoToken };
  });
}

export type EmailUndo = { ok: true; user: User } | { ok: false; reason: 'invalid' | 'taken' };

/**
 * The old address's undo link (decision 069): spent once, it puts the old address back, verified (the link reached
 * it), voids the codes sent to the new one and signs every session out. When someone else has taken the old address
 * since, nothing changes and the link stays unspent.
 */
export async function undoEmailChange(db: DbOrTx, token: string, at: Date): Promise<EmailUndo> {
  return transaction(db, async (tx): Promise<EmailUndo> => {
    const live = and(eq(emailChangeUndos.id, sha256(token)), isNull(emailChangeUndos.usedAt), gt(emailChangeUndos.expiresAt, at));
    const undo = await firstRow(tx.select().from(emailChangeUndos).where(live));
    if (!undo) return { ok: false, reason: 'invalid' };
    const holder = await firstRow(tx.select({ id: users.id }).from(users).where(eq(users.email, undo.oldEmail)));
    if (holder && holder.id !== undo.userId) return { ok: false, reason: 'taken' };
    const spent = await firstRow(tx.update(emailChangeUndos).set({ usedAt: at }).where(live).returning({ id: emailChangeUndos.id }));
    if (!spent) return { ok: false, reason: 'invalid' };
    const restored = await firstRow(tx
      .update(users)
      .set({ email: undo.oldEmail, emailVerifiedAt: at, updatedAt: at })
      .where(eq(users.id, undo.userId))
      .returning());
    if (!restored) return { ok: false, reason: 'invalid' };
    await tx.delete(otps).where(and(eq(otps.userId, undo.userId), eq(otps.purpose, 'verify-email')));
    await invalidateUserSessions(tx, undo.userId);
    return { ok: true, user: restored };
  });
}

export async function createSupportTicket(db: DbOrTx, scope: ShopScope, userId: string, input: { subject: string; message: string }, at: Date) {
  return onlyRow(db.insert(supportTickets).values(scope.values({ id: newId(), userId, subject: input.subject, message: input.message, createdAt: at })).returning());
}

/** A login: counts it (the dashboard's welcome shows while the count is 0) and opens a session, together. */
export async function startSession(db: DbOrTx, userId: string, at: Date) {
  return transaction(db, async (tx) => {
    await tx
      .update(users)
      .set({ loginCount: sql`${users.loginCount} + 1` })
      .where(eq(users.id, userId));
    return createSession(tx, userId, at);
  });
}
