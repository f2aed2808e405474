// A user's own account: profile fields, name/email/password, support tickets, and signing in.
import type { ProfileInput } from '@wrapsmith/core';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { shops, supportTickets, users, type Shop, type User } from '../../db/schema/index.ts';
import type { ShopScope } from '../../db/scope.ts';
import { firstRow, onlyRow, transaction } from '../../db/tx.ts';
import { newId } from '../../lib/crypto.ts';
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

/**
 * Account Settings in one transaction: a new password or email logs the user out everywhere, and a new email is
 * unverified until the code sent to it (returned here) is entered.
 */
export async function updateAccount(db: DbOrTx, user: User, change: AccountChange, at: Date): Promise<{ updated: User; code: string | undefined }> {
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
    return { updated: row, code: emailChanged ? await issueOtp(tx, row, at) : undefined };
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
