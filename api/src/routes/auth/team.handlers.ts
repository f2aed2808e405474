// The owner's team: add, list, remove members and send them reset links. Every lookup goes through the
// viewer's shop scope, so another shop's member is simply not found (404).
import {
  AUTH_MESSAGES,
  paged,
  pageOffset,
  roleLabel,
  seatAllowance,
  seatsFullMessage,
  type AddTeamMemberInput,
  type PageQuery,
  type TeamSeats,
} from '@wrapsmith/core';
import { asc, count, eq, isNotNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { users } from '../../db/schema/index.ts';
import { publicUrl } from '../../env.ts';
import type { AuthedEnv } from '../../lib/context.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { ShopScope } from '../../db/scope.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { toUserDto } from '../../lib/dto.ts';
import { ApiError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { ACCOUNT_ERRORS, createTeamMember, findUserByEmail, issuePasswordReset } from '../../services/accounts/index.ts';
import { emailTemplates } from '../../services/email/index.ts';
import { notify } from '../../services/notifications/index.ts';
import { emailResetLink } from './auth.handlers.ts';
import { invalidateUserSessions } from '../../lib/session.ts';
import { firstRow, transaction } from '../../db/tx.ts';

async function memberOf(c: Context<AuthedEnv>, userId: string) {
  const { scope } = c.var.viewer;
  const member = await firstRow(c.var.deps.db.select().from(users).where(scope.where(users, eq(users.id, userId))));
  if (!member) throw notFound(ACCOUNT_ERRORS.userNotFound);
  return member;
}

/** Users of the shop, the owner included: what the plan's seats count. */
async function seatsUsed(db: DbOrTx, scope: ShopScope): Promise<number> {
  return (await firstRow(db.select({ n: count() }).from(users).where(scope.where(users))))?.n ?? 0;
}

/** One page of the team (the owner is not on it), oldest first; the seats count the whole shop. */
export async function listTeam(c: Context<AuthedEnv>, query: PageQuery) {
  const { scope, shop } = c.var.viewer;
  const { db } = c.var.deps;
  const where = scope.where(users, isNotNull(users.parentId));
  const members = await db.select().from(users).where(where).orderBy(asc(users.createdAt), asc(users.id)).limit(query.pageSize).offset(pageOffset(query));
  const total = (await firstRow(db.select({ n: count() }).from(users).where(where)))?.n ?? 0;
  const seats: TeamSeats = { ...seatAllowance(shop.planKey), used: total + 1 };
  return c.json({ ...paged(members.map((m) => toUserDto(m, shop)), query, total), seats });
}

export async function addMember(c: Context<AuthedEnv>, input: AddTeamMemberInput) {
  const { db, now, env, email } = c.var.deps;
  const { user: owner, shop } = c.var.viewer;
  if ((await findUserByEmail(db, input.email))) throw conflict(ACCOUNT_ERRORS.memberEmailTaken);
  const passwordHash = await hashPassword(input.password);
  const at = now();
  const member = await transaction(db, async (tx) => {
    // Counted inside the write transaction, so two adds at once cannot both take the last seat.
    const allowance = seatAllowance(shop.planKey);
    if ((await seatsUsed(tx, c.var.viewer.scope)) >= allowance.limit) throw new ApiError(409, 'SEATS_FULL', seatsFullMessage(allowance));
    const created = await createTeamMember(tx, owner, { ...input, passwordHash }, at);
    (await notify(tx, {
      shopId: shop.id,
      userId: owner.id,
      title: 'New team member',
      body: `${created.firstName} ${created.lastName} joined ${shop.name} as ${roleLabel(created.role)}.`,
      link: '/profile',
      at,
    }));
    return created;
  });
  await email.send({
    to: member.email,
    shopId: shop.id,
    ...emailTemplates.teamInvite({
      firstName: member.firstName,
      shopName: shop.name,
      inviterName: `${owner.firstName} ${owner.lastName}`,
      email: member.email,
      loginUrl: `${publicUrl(env)}/login`,
    }),
  });
  return c.json({ data: { user: toUserDto(member, shop) }, message: 'User added successfully' }, 201);
}

export async function deleteMember(c: Context<AuthedEnv>, input: { userId: string }) {
  const member = await memberOf(c, input.userId);
  if (member.role === 'owner') throw badRequest(ACCOUNT_ERRORS.cannotRemoveOwner);
  // Codes, reset links and personal notifications go with the user (ON DELETE CASCADE); their sessions are
  // revoked first so this process forgets them at once too.
  const { db } = c.var.deps;
  await transaction(db, async (tx) => {
    (await invalidateUserSessions(tx, member.id));
    await tx.delete(users).where(c.var.viewer.scope.where(users, eq(users.id, member.id)));
  });
  return c.json({ message: AUTH_MESSAGES.deleteSuccess });
}

export async function requestMemberReset(c: Context<AuthedEnv>, input: { userId: string }) {
  const member = await memberOf(c, input.userId);
  await emailResetLink(c.var.deps, member, (await issuePasswordReset(c.var.deps.db, member.id, c.var.deps.now())));
  return c.json({ message: `A password reset link was sent to ${member.email}` });
}
