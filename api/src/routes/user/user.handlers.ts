// The signed-in user's own account: profile, account settings and support tickets.
import { PROFILE_MESSAGES, defaultUnits, type AccountSettingsInput, type ProfileInput, type ShopNameInput } from '@wrapsmith/core';
import type { ShopUnitsInput } from '@wrapsmith/core/contract';
import { eq } from 'drizzle-orm';
import { shops } from '../../db/schema/index.ts';
import type { Context } from 'hono';
import type { AuthedEnv } from '../../lib/context.ts';
import { hashPassword, verifyPassword } from '../../lib/crypto.ts';
import { toUserDto } from '../../lib/dto.ts';
import { ApiError, conflict, tooManyRequests } from '../../lib/errors.ts';
import { fixedWindows } from '../../lib/fixed-window.ts';
import { requireStrongPassword } from '../../lib/password-strength.ts';
import {
  ACCOUNT_ERRORS,
  createSupportTicket as saveSupportTicket,
  EMAIL_UNDO_TTL_DAYS,
  findUserByEmail,
  OTP_TTL_MINUTES,
  updateAccount as saveAccount,
  renameShop as saveShopName,
  updateProfile as saveProfile,
} from '../../services/accounts/index.ts';
import { checkedPostcode } from '../../services/addresses/profile.ts';
import { publicUrl } from '../../env.ts';
import { emailTemplates } from '../../services/email/index.ts';
import type { SupportTicketDto } from '../../types.ts';

export function getAccount(c: Context<AuthedEnv>) {
  const { user, shop } = c.get('viewer');
  const dto = toUserDto(user, shop);
  return c.json({ success: true, user: dto, data: { user: dto } });
}

/**
 * Personal Information form. The spec's "region" is the country field under another name. The owner's business name
 * is the shop's name, so the owner changing it renames the shop (docs/decisions/058); a team member's is their own.
 */
export async function updateProfile(c: Context<AuthedEnv>, input: ProfileInput) {
  const { db, now } = c.get('deps');
  const { user } = c.get('viewer');
  let { shop } = c.get('viewer');
  // The postcode as the (new or kept) country writes it, or a 400 before anything is written (issue 28 item 2).
  const postcode = await checkedPostcode(user, input);
  if (postcode !== undefined) input = { ...input, postcode };
  const { businessName, ...rest } = input;
  const renames = user.role === 'owner' && businessName !== undefined && businessName !== '' && businessName !== shop.name;
  if (renames) shop = await saveShopName(db, shop.id, businessName, now());
  // The rename wrote the owner's business name with the shop's, so the profile row read back here carries it.
  const updated = await saveProfile(db, user, user.role === 'owner' ? rest : input, now());
  return c.json({ data: { user: toUserDto(updated, shop) }, message: PROFILE_MESSAGES.updated });
}

/** PUT /user/shop: the owner renames the shop; the share link moves to the new name and the old one redirects. */
export async function renameShop(c: Context<AuthedEnv>, input: ShopNameInput) {
  const { db, now, env } = c.get('deps');
  const { user } = c.get('viewer');
  const shop = await saveShopName(db, c.get('viewer').shop.id, input.name, now());
  const dto = toUserDto({ ...user, businessName: shop.name }, shop);
  return c.json({
    data: { shop: { _id: shop.id, name: shop.name, slug: shop.slug, shareUrl: `${publicUrl(env)}/v/${shop.slug}` }, user: dto },
    message: 'Shop name saved',
  });
}

/** PUT /user/shop/units: the owner's metric or imperial, or null for the country's (issue 28 item 2, decision 098). */
export async function setShopUnits(c: Context<AuthedEnv>, input: ShopUnitsInput) {
  const { db } = c.get('deps');
  const { user, shop } = c.get('viewer');
  await db.update(shops).set({ units: input.units }).where(eq(shops.id, shop.id));
  const units = input.units ?? defaultUnits(shop.country);
  return c.json({ data: { user: toUserDto(user, { ...shop, units: input.units }) }, message: `Units saved: ${units === 'metric' ? 'metric (metres, m²)' : 'imperial (feet, inches, ft²)'}.` });
}

export const ACCOUNT_SETTINGS_ERRORS = {
  currentPasswordRequired: 'Enter your current password to change your email or password.',
  currentPasswordWrong: 'Your current password is not correct.',
} as const;

/** Guesses at the current password through a signed-in session: per user, whatever the address. */
const currentPasswordLimit = { windowMs: 15 * 60_000, max: 10 };
const currentPasswordWindows = fixedWindows();

/**
 * Account Settings. Changing the email or the password needs the current password (decision 069); a name alone does
 * not, so the spec's payload keeps working for that. A new password or a new email logs the user out everywhere (the
 * dashboard logs out after saving); a new email is unverified until its OTP is entered, and the old address is
 * emailed a one-time link that undoes the change. A new password is told to the address it was set for.
 */
export async function updateAccount(c: Context<AuthedEnv>, input: AccountSettingsInput) {
  const deps = c.get('deps');
  const { db, now, email, env } = deps;
  const { user, shop } = c.get('viewer');
  const emailChanges = input.email !== user.email;
  const newPassword = input.password || undefined;
  if (emailChanges || newPassword) {
    if (!input.currentPassword) {
      throw new ApiError(400, 'VALIDATION_FAILED', ACCOUNT_SETTINGS_ERRORS.currentPasswordRequired, {
        details: [{ path: 'currentPassword', message: ACCOUNT_SETTINGS_ERRORS.currentPasswordRequired }],
      });
    }
    const turn = await currentPasswordWindows.hit(db, [{ key: `current-password:${user.id}`, ...currentPasswordLimit }], now().getTime(), { refusedCounts: true });
    if (!turn.ok) {
      c.header('Retry-After', String(turn.retryAfterSeconds));
      throw tooManyRequests();
    }
    if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
      throw new ApiError(403, 'WRONG_PASSWORD', ACCOUNT_SETTINGS_ERRORS.currentPasswordWrong, {
        details: [{ path: 'currentPassword', message: ACCOUNT_SETTINGS_ERRORS.currentPasswordWrong }],
      });
    }
  }
  if (newPassword) requireStrongPassword(newPassword, [user.email, input.email, input.firstName, input.lastName, shop.name]);
  if (emailChanges && (await findUserByEmail(db, input.email))) throw conflict(ACCOUNT_ERRORS.memberEmailTaken);
  const passwordHash = newPassword ? await hashPassword(newPassword) : undefined;
  const { updated, code, undoToken } = await saveAccount(db, user, { firstName: input.firstName, lastName: input.lastName, email: input.email, passwordHash }, now());
  const mail = { firstName: updated.firstName, shopName: shop.name };
  if (code) await email.send({ to: updated.email, shopId: shop.id, ...emailTemplates.otp({ ...mail, code, minutes: OTP_TTL_MINUTES, purpose: 'email-change' }) });
  if (undoToken) {
    const undoLink = `${publicUrl(env)}/undo-email-change?token=${encodeURIComponent(undoToken)}`;
    await email.send({
      to: user.email,
      shopId: shop.id,
      ...emailTemplates.emailChanged({ ...mail, oldEmail: user.email, newEmail: updated.email, undoLink, days: EMAIL_UNDO_TTL_DAYS }),
    });
  }
  if (passwordHash) {
    // To the address the account had: after an email change too, the owner of the old one hears of both.
    await email.send({ to: user.email, shopId: shop.id, ...emailTemplates.passwordChanged({ ...mail, resetUrl: `${publicUrl(env)}/login` }) });
  }
  return c.json({ success: true, message: PROFILE_MESSAGES.accountUpdated, data: { user: toUserDto(updated, shop) } });
}

export async function createSupportTicket(c: Context<AuthedEnv>, input: { subject: string; message: string }) {
  const { db, now, email, env } = c.get('deps');
  const { user, shop, scope } = c.get('viewer');
  const row = await saveSupportTicket(db, scope, user.id, input, now());
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
