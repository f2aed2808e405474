// The owner's team: add, list, remove members and send them reset links. Every lookup goes through the
// viewer's shop scope, so another shop's member is simply not found (404).
import { AUTH_MESSAGES, paged, seatAllowance, type AddTeamMemberInput, type PageQuery, type TeamSeats } from '@wrapsmith/core';
import type { Context } from 'hono';
import { publicUrl } from '../../env.ts';
import type { AuthedEnv } from '../../lib/context.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { toUserDto } from '../../lib/dto.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import {
  ACCOUNT_ERRORS,
  addTeamMember,
  findMember,
  findUserByEmail,
  issuePasswordReset,
  listMembers,
  removeMember,
} from '../../services/accounts/index.ts';
import { emailTemplates } from '../../services/email/index.ts';
import { emailResetLink } from './auth.handlers.ts';

async function memberOf(c: Context<AuthedEnv>, userId: string) {
  const member = await findMember(c.get('deps').db, c.get('viewer').scope, userId);
  if (!member) throw notFound(ACCOUNT_ERRORS.userNotFound);
  return member;
}

/** One page of the team (the owner is not on it), oldest first; the seats count the whole shop. */
export async function listTeam(c: Context<AuthedEnv>, query: PageQuery) {
  const { scope, shop } = c.get('viewer');
  const { members, total } = await listMembers(c.get('deps').db, scope, query);
  const seats: TeamSeats = { ...seatAllowance(shop.planKey), used: total + 1 };
  return c.json({ ...paged(members.map((m) => toUserDto(m, shop)), query, total), seats });
}

export async function addMember(c: Context<AuthedEnv>, input: AddTeamMemberInput) {
  const { db, now, env, email } = c.get('deps');
  const { user: owner, shop } = c.get('viewer');
  if ((await findUserByEmail(db, input.email))) throw conflict(ACCOUNT_ERRORS.memberEmailTaken);
  const passwordHash = await hashPassword(input.password);
  const at = now();
  const member = await addTeamMember(db, c.get('viewer').scope, shop, owner, { ...input, passwordHash }, at);
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
  await removeMember(c.get('deps').db, c.get('viewer').scope, member.id);
  return c.json({ message: AUTH_MESSAGES.deleteSuccess });
}

export async function requestMemberReset(c: Context<AuthedEnv>, input: { userId: string }) {
  const member = await memberOf(c, input.userId);
  await emailResetLink(c.get('deps'), member, (await issuePasswordReset(c.get('deps').db, member.id, c.get('deps').now())));
  return c.json({ message: `A password reset link was sent to ${member.email}` });
}
