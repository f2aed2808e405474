// The signed-in user's own account: profile, account settings and support tickets.
import { PROFILE_MESSAGES, type ProfileInput } from '@wrapsmith/core';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { supportTickets, users } from '../../db/schema/index.ts';
import type { AuthedEnv } from '../../lib/context.ts';
import { hashPassword, newId } from '../../lib/crypto.ts';
import { toUserDto } from '../../lib/dto.ts';
import { conflict } from '../../lib/errors.ts';
import { invalidateUserSessions } from '../../lib/session.ts';
import { ACCOUNT_ERRORS, findUserByEmail, issueOtp, OTP_TTL_MINUTES } from '../../services/accounts/index.ts';
import { emailTemplates } from '../../services/email/index.ts';
import type { SupportTicketDto } from '../../types.ts';
import { firstRow, transaction, onlyRow } from '../../db/tx.ts';

export function getAccount(c: Context<AuthedEnv>) {
  const { user, shop } = c.var.viewer;
  const dto = toUserDto(user, shop);
  return c.json({ success: true, user: dto, data: { user: dto } });
}

/** Personal Information form. The spec's "region" is the country field under another name. */
export async function updateProfile(c: Context<AuthedEnv>, input: ProfileInput) {
  const { db, now } = c.var.deps;
  const { user, shop } = c.var.viewer;
  const { region, ...fields } = input;
  const country = fields.country ?? region;
  const updated = await firstRow(db
    .update(users)
    .set({ ...fields, ...(country === undefined ? {} : { country }), updatedAt: now() })
    .where(eq(users.id, user.id))
    .returning());
  return c.json({ data: { user: toUserDto(updated ?? user, shop) }, message: PROFILE_MESSAGES.updated });
}

/**
 * Account Settings. A new password or a new email logs the user out everywhere (the dashboard logs out after
 * saving); a new email is unverified until its OTP is entered.
 */
export async function updateAccount(
  c: Context<AuthedEnv>,
  input: { firstName: string; lastName: string; email: string; password?: string | undefined },
) {
  const { db, now, email } = c.var.deps;
  const { user, shop } = c.var.viewer;
  const emailChanged = input.email !== user.email;
  if (emailChanged && (await findUserByEmail(db, input.email))) throw conflict(ACCOUNT_ERRORS.memberEmailTaken);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  const at = now();
  const { updated, code } = await transaction(db, async (tx) => {
    const row = await firstRow(tx
      .update(users)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        ...(passwordHash ? { passwordHash } : {}),
        ...(emailChanged ? { emailVerifiedAt: null } : {}),
        updatedAt: at,
      })
      .where(eq(users.id, user.id))
      .returning());
    if (!row) throw new Error(`User ${user.id} vanished during update`);
    if (passwordHash || emailChanged) await invalidateUserSessions(tx, user.id);
    return { updated: row, code: emailChanged ? await issueOtp(tx, row, at) : undefined };
  });
  if (code) {
    await email.send({
      to: updated.email,
      shopId: shop.id,
      ...emailTemplates.otp({ firstName: updated.firstName, shopName: shop.name, code, minutes: OTP_TTL_MINUTES }),
    });
  }
  return c.json({ success: true, message: PROFILE_MESSAGES.accountUpdated, data: { user: toUserDto(updated, shop) } });
}

export async function createSupportTicket(c: Context<AuthedEnv>, input: { subject: string; message: string }) {
  const { db, now, email, env } = c.var.deps;
  const { user, shop, scope } = c.var.viewer;
  const row = await onlyRow(db
    .insert(supportTickets)
    .values(scope.values({ id: newId(), userId: user.id, subject: input.subject, message: input.message, createdAt: now() }))
    .returning());
  await email.send({
    to: env.SUPPORT_EMAIL,
    shopId: shop.id,
    ...emailTemplates.supportTicket({
      shopName: shop.name,
      userName: `${user.firstName} ${user.lastName}`,
      userEmail: user.email,
      subject: row.subject,
      message: row.message,
    }),
  });
  const ticket: SupportTicketDto = {
    _id: row.id,
    subject: row.subject,
    message: row.message,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
  return c.json({ data: { ticket }, message: 'Your ticket was sent. We will reply by email.' }, 201);
}
