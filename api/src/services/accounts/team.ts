// A shop's team: its members (the owner is not one of them), the seats the plan allows, adding and removing.
// Every query goes through the shop's scope, so another shop's member is simply not found.
import { seatAllowance, seatsFullMessage, pageOffset, roleLabel, type PageQuery } from '@wrapsmith/core';
import { asc, count, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { shops, users, type Shop, type User } from '../../db/schema/index.ts';
import type { ShopScope } from '../../db/scope.ts';
import { firstRow, lockRow, transaction } from '../../db/tx.ts';
import { ApiError } from '../../lib/errors.ts';
import { invalidateUserSessions } from '../../lib/session.ts';
import { notify } from '../notifications/index.ts';
import { createTeamMember, type NewTeamMember } from './accounts.ts';
import { seatsTaken } from './invites.ts';

export async function findMember(db: DbOrTx, scope: ShopScope, userId: string): Promise<User | undefined> {
  return firstRow(db.select().from(users).where(scope.where(users, eq(users.id, userId))));
}

/** Users of the shop, the owner included, and its pending invites: what the plan's seats count. */
async function seatsUsed(db: DbOrTx, scope: ShopScope, now: Date): Promise<number> {
  const taken = await seatsTaken(db, scope, now);
  return taken.users + taken.invited;
}

/** One page of the team, oldest first, and how many members it has. */
export async function listMembers(db: DbOrTx, scope: ShopScope, query: PageQuery): Promise<{ members: User[]; total: number }> {
  const where = scope.where(users, isNotNull(users.parentId));
  const members = await db.select().from(users).where(where).orderBy(asc(users.createdAt), asc(users.id)).limit(query.pageSize).offset(pageOffset(query));
  const total = (await firstRow(db.select({ n: count() }).from(users).where(where)))?.n ?? 0;
  return { members, total };
}

/**
 * Adds a member and tells the owner in the app. The seats are counted inside the write transaction, with the
 * shop's row locked on PostgreSQL, so two adds at once (on any instances) cannot both take the last seat (409
 * SEATS_FULL).
 */
export async function addMember(db: DbOrTx, scope: ShopScope, shop: Shop, owner: User, member: NewTeamMember, at: Date): Promise<User> {
  return transaction(db, async (tx) => {
    await lockRow(tx, shops, shop.id);
    const allowance = seatAllowance(shop.planKey);
    if ((await seatsUsed(tx, scope, at)) >= allowance.limit) throw new ApiError(409, 'SEATS_FULL', seatsFullMessage(allowance));
    const created = await createTeamMember(tx, owner, member, at);
    await notify(tx, {
      shopId: shop.id,
      userId: owner.id,
      title: 'New team member',
      body: `${created.firstName} ${created.lastName} joined ${shop.name} as ${roleLabel(created.role)}.`,
      link: '/profile',
      at,
    });
    return created;
  });
}

/**
 * Removes a member. Codes, reset links and personal notifications go with the user (ON DELETE CASCADE); their
 * sessions are revoked first so this process forgets them at once too.
 */
export async function removeMember(db: DbOrTx, scope: ShopScope, memberId: string): Promise<void> {
  await transaction(db, async (tx) => {
    await invalidateUserSessions(tx, memberId);
    await tx.delete(users).where(scope.where(users, eq(users.id, memberId)));
  });
}
