// Accounts: shops with their owner, team members, email-verification codes and password-reset links.
// Used by the auth routes, the seed and the test factories, so all three create accounts the same way.
import { defaultShopName, TRIAL_CREDITS, type Role } from '@wrapsmith/core';
import { and, desc, eq, gt, inArray, isNull, like, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { otps, passwordResetTokens, shops, shopSlugs, users, type Shop, type User } from '../../db/schema/index.ts';
import { newId, randomOtp, randomToken, sameHash, sha256 } from '../../lib/crypto.ts';
import { isUniqueViolation, tooManyRequests } from '../../lib/errors.ts';
import { invalidateUserSessions } from '../../lib/session.ts';
import { grant } from '../credits/index.ts';
import { isTimeZone } from '../calendar/zoned-time.ts';
import { firstRow, lockRow, transaction, onlyRow } from '../../db/tx.ts';

const MINUTE = 60 * 1000;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_COOLDOWN_MS = MINUTE;
/** Spec §9: the reset link expires in 5 minutes. */
export const RESET_TTL_MINUTES = 5;

export const ACCOUNT_ERRORS = {
  emailTaken: 'An account with this email already exists. Please log in.',
  memberEmailTaken: 'An account with this email already exists',
  invalidCredentials: 'Invalid email or password',
  notVerified: 'Your email is not verified. Please verify it with the code we sent you.',
  alreadyVerified: 'This email is already verified. Please log in.',
  otpInvalid: 'This OTP is invalid or has already been used. Please request a new one.',
  otpExpired: 'This OTP has expired. Please request a new one.',
  otpLocked: 'Too many wrong attempts. Please request a new OTP.',
  otpWrong: (left: number) => `Incorrect OTP. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
  otpCooldown: (seconds: number) => `Please wait ${seconds} seconds before requesting a new OTP.`,
  resetInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  userNotFound: 'User not found',
  cannotRemoveOwner: 'The shop owner cannot be removed',
} as const;

export async function findUserByEmail(db: DbOrTx, email: string): Promise<User | undefined> {
  return firstRow(db.select().from(users).where(eq(users.email, email)));
}

export function slugify(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/, '');
  return base || 'shop';
}

/**
 * The shop's URL slug (share links /v/:slug): the name, then -2, -3 … when taken. A slug another shop had before a
 * rename stays taken, so its old links keep leading to it; `ownShopId`'s own retired slugs are free to take back.
 */
export async function uniqueShopSlug(db: DbOrTx, name: string, ownShopId?: string): Promise<string> {
  const base = slugify(name);
  const live = await db
    .select({ slug: shops.slug })
    .from(shops)
    .where(or(eq(shops.slug, base), like(shops.slug, `${base}-%`)));
  const retired = await db
    .select({ slug: shopSlugs.slug, shopId: shopSlugs.shopId })
    .from(shopSlugs)
    .where(or(eq(shopSlugs.slug, base), like(shopSlugs.slug, `${base}-%`)));
  const taken = new Set([...live.map((r) => r.slug), ...retired.filter((r) => r.shopId !== ownShopId).map((r) => r.slug)]);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

export { defaultShopName } from '@wrapsmith/core';

export interface NewOwner {
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string;
  businessName?: string | undefined;
  /** The browser's IANA zone at sign-up; ignored when Intl does not know it (the column's default stays). */
  timeZone?: string | undefined;
  verifiedAt: Date | null;
}

/**
 * The shop row under the first free slug. Another sign-up of the same name can take that slug between the read and
 * the insert (on another instance, too): the insert then adds nothing (ON CONFLICT DO NOTHING, which leaves the
 * transaction usable on both engines) and the next free slug is tried.
 */
async function insertShop(tx: DbOrTx, name: string, now: Date, timeZone?: string): Promise<Shop> {
  for (let attempt = 1; ; attempt += 1) {
    const [shop] = await tx
      .insert(shops)
      .values({ id: newId(), name, slug: await uniqueShopSlug(tx, name), createdAt: now, ...(timeZone && isTimeZone(timeZone) ? { timeZone } : {}) })
      .onConflictDoNothing({ target: shops.slug })
      .returning();
    if (shop) return shop;
    if (attempt >= 10) throw new Error(`No free slug for shop "${name}" after ${attempt} tries`);
  }
}

/** `created`: a new account; `pending`: an unverified account got another code; `verified`: the email is taken. */
export type SignUpResult = { user: User; code: string | undefined; outcome: 'created' | 'pending' | 'verified' };

/**
 * Sign-up's writes. A new email creates shop, owner, trial credits and a code in one transaction. An email that
 * signed up but never verified gets another code bound to the password submitted with it; the earlier codes stay
 * live, each bound to its own sign-up's password, and entering one activates that password and no other (decision
 * 069): a stranger who signed up first with someone's email cannot keep the account once its owner signs up and
 * verifies. A verified email changes nothing (`outcome: 'verified'`): the caller answers as for a new account and
 * tells the mailbox instead. Two sign-ups of one new email at once (on any instances): the unique email lets one
 * create the account, and the other is answered as a repeat sign-up of it. The password is hashed in every case, so
 * the time taken does not tell the cases apart either.
 */
export async function signUpOwner(
  db: DbOrTx,
  input: Omit<NewOwner, 'passwordHash' | 'verifiedAt'>,
  hashPassword: () => Promise<string>,
  at: Date,
): Promise<SignUpResult> {
  const passwordHash = await hashPassword();
  const again = async (): Promise<SignUpResult | undefined> => {
    const existing = await findUserByEmail(db, input.email);
    if (!existing) return undefined;
    if (existing.emailVerifiedAt) return { user: existing, code: undefined, outcome: 'verified' };
    return { user: existing, code: await issueOtp(db, existing, at, { kind: 'sign-up', passwordHash }), outcome: 'pending' };
  };
  const repeat = await again();
  if (repeat) return repeat;
  try {
    return await transaction(db, async (tx) => {
      const { user } = await createShopWithOwner(tx, { ...input, passwordHash, verifiedAt: null }, at);
      return { user, code: await issueOtp(tx, user, at, { kind: 'sign-up', passwordHash }), outcome: 'created' as const };
    });
  } catch (error) {
    const raced = isUniqueViolation(error) ? await again() : undefined;
    if (!raced) throw error;
    return raced;
  }
}

/** A new shop, its owner and the trial credits in the ledger, all in one transaction. */
export async function createShopWithOwner(db: DbOrTx, input: NewOwner, now: Date): Promise<{ shop: Shop; user: User }> {
  return (transaction(db, async (tx) => {
    const name = input.businessName?.trim() || defaultShopName(input.firstName, input.lastName);
    const shop = await insertShop(tx, name, now, input.timeZone);
    const user = await onlyRow(tx
      .insert(users)
      .values({
        id: newId(),
        shopId: shop.id,
        parentId: null,
        role: 'owner',
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        passwordHash: input.passwordHash,
        emailVerifiedAt: input.verifiedAt,
        // The owner's profile business name is the shop's one name (docs/decisions/058).
        businessName: name,
        createdAt: now,
        updatedAt: now,
      })
      .returning());
    const creditBalance = await grant(tx, { shopId: shop.id, kind: 'trial_grant', amount: TRIAL_CREDITS, reference: 'sign-up', at: now });
    return { shop: { ...shop, creditBalance }, user };
  }));
}

export interface NewTeamMember {
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string;
  role: Exclude<Role, 'owner'>;
}

/** Team members join the owner's shop, already verified: the owner vouches for the address. */
export async function createTeamMember(db: DbOrTx, owner: User, input: NewTeamMember, now: Date): Promise<User> {
  return onlyRow(db
    .insert(users)
    .values({ id: newId(), shopId: owner.shopId, parentId: owner.id, ...input, emailVerifiedAt: now, createdAt: now, updatedAt: now })
    .returning());
}

const otpHash = (otpId: string, code: string) => sha256(`${otpId}:${code}`);

/** Live sign-up codes kept per unverified account (each with its own password): more replace the oldest. */
export const MAX_PENDING_SIGN_UPS = 3;

/**
 * Why a code is sent: `sign-up` carries the password submitted with it and keeps the account's other pending
 * sign-ups; `resend` replaces the newest code with a fresh one bound to the same password; `email-change` verifies a
 * new address (no password; replaces every code). Both wait out the cooldown since the last code; a sign-up does not.
 */
export type OtpReason = { kind: 'sign-up'; passwordHash: string } | { kind: 'resend' } | { kind: 'email-change' };

const verifyEmailCodes = (userId: string) => and(eq(otps.userId, userId), eq(otps.purpose, 'verify-email'));

/** A fresh 6-digit code for the user (see OtpReason); 429 for a resend or email change within the cooldown since the last code. */
export async function issueOtp(db: DbOrTx, user: Pick<User, 'id' | 'email'>, now: Date, reason: OtpReason): Promise<string> {
  return transaction(db, async (tx) => {
    // Two requests at once (on any instances) queue on the user's row; the second sees the first's code.
    await lockRow(tx, users, user.id);
    const live = await tx.select().from(otps).where(verifyEmailCodes(user.id)).orderBy(desc(otps.lastSentAt), desc(otps.id));
    let passwordHash: string | null = null;
    if (reason.kind !== 'sign-up') {
      // From the last code still waiting to be entered (a used one, e.g. the sign-up's, does not hold a change back).
      const last = live.find((row) => row.usedAt === null);
      const wait = last ? last.lastSentAt.getTime() + OTP_RESEND_COOLDOWN_MS - now.getTime() : 0;
      if (wait > 0) throw tooManyRequests(ACCOUNT_ERRORS.otpCooldown(Math.ceil(wait / 1000)));
    }
    if (reason.kind === 'email-change') {
      await tx.delete(otps).where(verifyEmailCodes(user.id));
    } else if (reason.kind === 'resend') {
      const newest = live.find((row) => row.usedAt === null);
      passwordHash = newest?.passwordHash ?? null;
      if (newest) await tx.delete(otps).where(eq(otps.id, newest.id));
    } else {
      passwordHash = reason.passwordHash;
      const beyond = live.slice(MAX_PENDING_SIGN_UPS - 1).map((row) => row.id);
      if (beyond.length > 0) await tx.delete(otps).where(inArray(otps.id, beyond));
    }
    const code = randomOtp();
    const id = newId();
    await tx.insert(otps).values({
      id,
      userId: user.id,
      email: user.email,
      purpose: 'verify-email',
      codeHash: otpHash(id, code),
      expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * MINUTE),
      lastSentAt: now,
      passwordHash,
    });
    return code;
  });
}

export type OtpCheck = { ok: true; user: User; firstVerification: boolean } | { ok: false; message: string };

/**
 * Checks a code against the user's live codes and, when one matches, marks it used, the email verified and (for a
 * sign-up's code) that sign-up's password the account's; the other pending codes are voided. Each check first takes
 * an attempt on every live code by a conditional update, so concurrent guesses (on any instance) each count and
 * never more than OTP_MAX_ATTEMPTS are compared. Not one transaction with the caller's error: a wrong guess must stay
 * counted even though the request fails.
 */
export async function checkOtp(db: DbOrTx, email: string, code: string, now: Date): Promise<OtpCheck> {
  return transaction(db, async (tx): Promise<OtpCheck> => {
    const user = await findUserByEmail(tx, email);
    if (!user) return { ok: false, message: ACCOUNT_ERRORS.otpInvalid };
    const unused = and(verifyEmailCodes(user.id), eq(otps.email, email), isNull(otps.usedAt));
    const rows = await tx.select().from(otps).where(unused);
    if (rows.length === 0) return { ok: false, message: ACCOUNT_ERRORS.otpInvalid };
    const fresh = rows.filter((row) => row.expiresAt.getTime() > now.getTime());
    if (fresh.length === 0) return { ok: false, message: ACCOUNT_ERRORS.otpExpired };
    const claimed = await tx
      .update(otps)
      .set({ attempts: sql`${otps.attempts} + 1` })
      .where(and(unused, gt(otps.expiresAt, now), lt(otps.attempts, OTP_MAX_ATTEMPTS)))
      .returning();
    if (claimed.length === 0) return { ok: false, message: ACCOUNT_ERRORS.otpLocked };
    const match = claimed.find((row) => sameHash(row.codeHash, otpHash(row.id, code)));
    if (!match) {
      const left = OTP_MAX_ATTEMPTS - Math.min(...claimed.map((row) => row.attempts));
      return { ok: false, message: left > 0 ? ACCOUNT_ERRORS.otpWrong(left) : ACCOUNT_ERRORS.otpLocked };
    }
    const spent = await firstRow(tx.update(otps).set({ usedAt: now }).where(and(eq(otps.id, match.id), isNull(otps.usedAt))).returning({ id: otps.id }));
    if (!spent) return { ok: false, message: ACCOUNT_ERRORS.otpInvalid };
    await tx.delete(otps).where(and(verifyEmailCodes(user.id), isNull(otps.usedAt)));
    const firstVerification = user.emailVerifiedAt === null;
    const verified = await firstRow(tx
      .update(users)
      .set({ emailVerifiedAt: now, updatedAt: now, ...(match.passwordHash ? { passwordHash: match.passwordHash } : {}) })
      .where(eq(users.id, user.id))
      .returning());
    return { ok: true, user: verified ?? user, firstVerification };
  });
}

/** The password hashes of an unverified account's live sign-ups, so its login can say "not verified" to each of them. */
export async function pendingSignUpPasswords(db: DbOrTx, userId: string, now: Date): Promise<string[]> {
  const rows = await db
    .select({ passwordHash: otps.passwordHash })
    .from(otps)
    .where(and(verifyEmailCodes(userId), isNull(otps.usedAt), gt(otps.expiresAt, now)));
  return rows.flatMap((row) => (row.passwordHash ? [row.passwordHash] : []));
}

/** A single-use reset token (only its hash is stored); earlier unused links of the user stop working. */
export async function issuePasswordReset(db: DbOrTx, userId: string, now: Date): Promise<string> {
  const token = randomToken();
  await transaction(db, async (tx) => {
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
    await tx.insert(passwordResetTokens)
      .values({ id: sha256(token), userId, expiresAt: new Date(now.getTime() + RESET_TTL_MINUTES * MINUTE), createdAt: now });
  });
  return token;
}

/** The user a live reset token belongs to, or undefined. */
export async function peekPasswordReset(db: DbOrTx, token: string, now: Date): Promise<User | undefined> {
  return (await firstRow(db
    .select({ user: users })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(and(eq(passwordResetTokens.id, sha256(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))))?.user;
}

/**
 * Spends the token and sets the new password (verifying the address when it was not yet). The conditional UPDATE makes two concurrent uses of one link
 * end with exactly one success. Every session of the user is revoked.
 */
export async function consumePasswordReset(db: DbOrTx, token: string, passwordHash: string, now: Date): Promise<User | undefined> {
  return transaction(db, async (tx) => {
    const spent = await firstRow(tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.id, sha256(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
      .returning({ userId: passwordResetTokens.userId }));
    if (!spent) return undefined;
    // The link reached the mailbox, so an unverified address is verified by it, and its pending sign-ups (with
    // whatever passwords they carried) are void (decision 069).
    const current = await firstRow(tx.select({ verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, spent.userId)));
    const user = await firstRow(tx
      .update(users)
      .set({ passwordHash, updatedAt: now, ...(current?.verifiedAt ? {} : { emailVerifiedAt: now }) })
      .where(eq(users.id, spent.userId))
      .returning());
    await tx.delete(otps).where(and(verifyEmailCodes(spent.userId), isNull(otps.usedAt)));
    await invalidateUserSessions(tx, spent.userId);
    return user;
  });
}
