// Team invites (decision 062): the owner (or whoever the role matrix lets manage the team) invites someone by
// email; the emailed link is a one-time capability to join the shop with a password of their own. Only the token's
// sha256 is stored, so a database copy holds no working link; a resend replaces the token (the earlier link dies)
// and the expiry; a revoke or an accept ends the invite. Everything is in the database, so any instance answers.
import { DAY, INVITE_MESSAGES, INVITE_TTL_DAYS, roleLabel, seatAllowance, seatsFullMessage, type AdjustableRole } from '@wrapsmith/core';
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { shops, teamInvites, users, type Shop, type TeamInvite, type User } from '../../db/schema/index.ts';
import { forShop, type ShopScope } from '../../db/scope.ts';
import { firstRow, lockRow, transaction } from '../../db/tx.ts';
import { newId, randomToken, sha256 } from '../../lib/crypto.ts';
import { ApiError, conflict, isUniqueViolation, notFound } from '../../lib/errors.ts';
import { notify } from '../notifications/index.ts';
import { createTeamMember } from './accounts.ts';

export const INVITE_TTL_MS = INVITE_TTL_DAYS * DAY;
/** The most pending invites listed at once: far above any plan's seats (decision 030's bounded lists). */
export const INVITE_LIST_MAX = 50;

/** Pending: neither accepted nor revoked, and not yet expired at `now`. */
const pending = (now: Date) => and(isNull(teamInvites.acceptedAt), isNull(teamInvites.revokedAt), gt(teamInvites.expiresAt, now));

/**
 * Seats taken: the shop's users, the owner included, and its pending invites (each holds the seat it will take).
 * `except`: an invite not to count (the one being resent).
 */
export async function seatsTaken(db: DbOrTx, scope: ShopScope, now: Date, except?: string): Promise<{ users: number; invited: number }> {
  const userCount = (await firstRow(db.select({ n: count() }).from(users).where(scope.where(users))))?.n ?? 0;
  const invites = await db.select({ id: teamInvites.id }).from(teamInvites).where(scope.where(teamInvites, pending(now)));
  return { users: userCount, invited: invites.filter((i) => i.id !== except).length };
}

async function assertSeatFree(tx: DbOrTx, scope: ShopScope, shop: Shop, now: Date, except?: string): Promise<void> {
  const allowance = seatAllowance(shop.planKey);
  const taken = await seatsTaken(tx, scope, now, except);
  if (taken.users + taken.invited >= allowance.limit) throw new ApiError(409, 'SEATS_FULL', seatsFullMessage(allowance));
}

export interface NewInvite {
  firstName: string;
  lastName: string;
  email: string;
  role: AdjustableRole;
}

/** A new pending invite and its token (returned once, for the email). 409 for a member's email, a pending invite's, or no seat. */
export async function createInvite(db: DbOrTx, scope: ShopScope, shop: Shop, inviter: User, input: NewInvite, now: Date): Promise<{ invite: TeamInvite; token: string }> {
  const token = randomToken();
  const invite = await transaction(db, async (tx) => {
    await lockRow(tx, shops, shop.id);
    if (await firstRow(tx.select({ id: users.id }).from(users).where(eq(users.email, input.email)))) throw conflict(INVITE_MESSAGES.alreadyMember);
    if (await firstRow(tx.select({ id: teamInvites.id }).from(teamInvites).where(scope.where(teamInvites, eq(teamInvites.email, input.email), pending(now))))) {
      throw conflict(INVITE_MESSAGES.alreadyInvited);
    }
    await assertSeatFree(tx, scope, shop, now);
    const [row] = await tx
      .insert(teamInvites)
      .values(
        scope.values({
          id: newId(),
          ...input,
          tokenHash: sha256(token),
          invitedBy: inviter.id,
          expiresAt: new Date(now.getTime() + INVITE_TTL_MS),
          sentAt: now,
          acceptedAt: null,
          revokedAt: null,
          createdAt: now,
        }),
      )
      .returning();
    if (!row) throw new Error('The invite was not stored');
    return row;
  });
  return { invite, token };
}

/** The shop's invites not yet accepted or revoked (expired ones too, so they can be resent), newest first. */
export async function listInvites(db: DbOrTx, scope: ShopScope): Promise<TeamInvite[]> {
  return db
    .select()
    .from(teamInvites)
    .where(scope.where(teamInvites, isNull(teamInvites.acceptedAt), isNull(teamInvites.revokedAt)))
    .orderBy(desc(teamInvites.createdAt), desc(teamInvites.id))
    .limit(INVITE_LIST_MAX);
}

/** An open invite (not accepted, not revoked) of the shop, or 404. */
export async function findOpenInvite(db: DbOrTx, scope: ShopScope, id: string): Promise<TeamInvite> {
  const invite = await firstRow(db.select().from(teamInvites).where(scope.where(teamInvites, eq(teamInvites.id, id), isNull(teamInvites.acceptedAt), isNull(teamInvites.revokedAt))));
  if (!invite) throw notFound(INVITE_MESSAGES.notFound);
  return invite;
}

/** A new token and a new expiry for an open invite (an expired one too, if a seat is free): the earlier link stops working. */
export async function resendInvite(db: DbOrTx, scope: ShopScope, shop: Shop, id: string, now: Date): Promise<{ invite: TeamInvite; token: string }> {
  const token = randomToken();
  const invite = await transaction(db, async (tx) => {
    await lockRow(tx, shops, shop.id);
    const open = await findOpenInvite(tx, scope, id);
    if (open.expiresAt.getTime() <= now.getTime()) await assertSeatFree(tx, scope, shop, now, open.id);
    const [row] = await tx
      .update(teamInvites)
      .set({ tokenHash: sha256(token), expiresAt: new Date(now.getTime() + INVITE_TTL_MS), sentAt: now })
      .where(scope.where(teamInvites, eq(teamInvites.id, open.id), isNull(teamInvites.acceptedAt), isNull(teamInvites.revokedAt)))
      .returning();
    if (!row) throw notFound(INVITE_MESSAGES.notFound);
    return row;
  });
  return { invite, token };
}

/** Ends an open invite: its link stops working at once. */
export async function revokeInvite(db: DbOrTx, scope: ShopScope, id: string, now: Date): Promise<TeamInvite> {
  const [row] = await db
    .update(teamInvites)
    .set({ revokedAt: now })
    .where(scope.where(teamInvites, eq(teamInvites.id, id), isNull(teamInvites.acceptedAt), isNull(teamInvites.revokedAt)))
    .returning();
  if (!row) throw notFound(INVITE_MESSAGES.notFound);
  return row;
}

/** The shop's owner: team members hang under them (parentId), whoever added or invited them. */
export async function findOwner(db: DbOrTx, shopId: string): Promise<User> {
  const owner = await firstRow(db.select().from(users).where(forShop(shopId).where(users, eq(users.role, 'owner'))));
  if (!owner) throw new Error(`Shop ${shopId} has no owner`);
  return owner;
}

export type InviteState = 'valid' | 'expired' | 'used' | 'revoked' | 'invalid';

/** What a link's token is: a live invite (with its shop), or why not. */
export async function peekInvite(db: DbOrTx, token: string, now: Date): Promise<{ state: InviteState; invite?: TeamInvite; shop?: Shop }> {
  const row = await firstRow(db.select({ invite: teamInvites, shop: shops }).from(teamInvites).innerJoin(shops, eq(shops.id, teamInvites.shopId)).where(eq(teamInvites.tokenHash, sha256(token))));
  if (!row) return { state: 'invalid' };
  const { invite, shop } = row;
  if (invite.acceptedAt) return { state: 'used' };
  if (invite.revokedAt) return { state: 'revoked' };
  if (invite.expiresAt.getTime() <= now.getTime()) return { state: 'expired' };
  return { state: 'valid', invite, shop };
}

/** The 4xx a dead link answers: 400 for a token that never was (or was replaced by a resend), 410 for an ended invite. */
export function deadInvite(state: Exclude<InviteState, 'valid'>): ApiError {
  if (state === 'invalid') return new ApiError(400, 'INVITE_INVALID', INVITE_MESSAGES.invalid);
  const message = state === 'expired' ? INVITE_MESSAGES.expired : state === 'used' ? INVITE_MESSAGES.used : INVITE_MESSAGES.revokedLink;
  return new ApiError(410, state === 'expired' ? 'INVITE_EXPIRED' : state === 'used' ? 'INVITE_USED' : 'INVITE_REVOKED', message);
}

/**
 * Spends the token and creates the member with their own password, already verified (the link reached their
 * mailbox). The conditional UPDATE lets exactly one of two concurrent uses through; the email and the seats are
 * checked again inside the same transaction (someone may have signed up with the address, or the plan shrunk),
 * and any refusal rolls the spend back. The owner, and the inviter if someone else, are notified.
 */
export async function acceptInvite(db: DbOrTx, token: string, passwordHash: string, now: Date): Promise<User> {
  try {
    return await transaction(db, async (tx) => {
      const [spent] = await tx
        .update(teamInvites)
        .set({ acceptedAt: now })
        .where(and(eq(teamInvites.tokenHash, sha256(token)), pending(now)))
        .returning();
      if (!spent) {
        const { state } = await peekInvite(tx, token, now);
        throw deadInvite(state === 'valid' ? 'used' : state);
      }
      await lockRow(tx, shops, spent.shopId);
      const shop = await firstRow(tx.select().from(shops).where(eq(shops.id, spent.shopId)));
      const owner = await findOwner(tx, spent.shopId);
      if (!shop) throw deadInvite('invalid');
      if (await firstRow(tx.select({ id: users.id }).from(users).where(eq(users.email, spent.email)))) throw conflict(INVITE_MESSAGES.alreadyMember);
      const allowance = seatAllowance(shop.planKey);
      const userCount = (await firstRow(tx.select({ n: count() }).from(users).where(forShop(shop.id).where(users))))?.n ?? 0;
      if (userCount >= allowance.limit) throw new ApiError(409, 'SEATS_FULL', seatsFullMessage(allowance));
      const member = await createTeamMember(tx, owner, { firstName: spent.firstName, lastName: spent.lastName, email: spent.email, passwordHash, role: spent.role }, now);
      const body = `${member.firstName} ${member.lastName} accepted the invite and joined ${shop.name} as ${roleLabel(member.role)}.`;
      for (const userId of new Set([owner.id, spent.invitedBy ?? owner.id])) {
        await notify(tx, { shopId: shop.id, userId, title: 'New team member', body, link: '/settings/team', at: now });
      }
      return member;
    });
  } catch (error) {
    // Two shops' invites of one address accepted at the same moment: the unique email lets one through.
    if (isUniqueViolation(error)) throw conflict(INVITE_MESSAGES.alreadyMember);
    throw error;
  }
}
