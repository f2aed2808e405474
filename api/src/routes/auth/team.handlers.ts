// The shop's team: members, invites and what each role may do (decision 062). Every lookup goes through the
// viewer's shop scope, so another shop's member or invite is simply not found (404). Who may manage the team is the
// role matrix's Team area (checked by the routes); whom they may manage is canManageRole (never the owner, never a
// role above their own).
import {
  AUTH_MESSAGES,
  DEFAULT_ROLE_MATRIX,
  INVITE_MESSAGES,
  INVITE_TTL_DAYS,
  ROLE_MESSAGES,
  canManageRole,
  paged,
  roleLabel,
  seatAllowance,
  type AddTeamMemberInput,
  type PageQuery,
  type Role,
  type RoleMatrixInput,
  type TeamSeats,
} from '@wrapsmith/core';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { shops, type Shop, type TeamInvite, type User } from '../../db/schema/index.ts';
import { publicUrl } from '../../env.ts';
import type { AppDeps, AppEnv, AuthedEnv } from '../../lib/context.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { toUserDto } from '../../lib/dto.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { requireStrongPassword } from '../../lib/password-strength.ts';
import { roleMatrixOf } from '../../lib/session.ts';
import {
  ACCOUNT_ERRORS,
  acceptInvite as accept,
  addTeamMember,
  createInvite,
  deadInvite,
  findMember,
  findOpenInvite,
  findOwner,
  findUserByEmail,
  issuePasswordReset,
  listInvites as openInvites,
  listMembers,
  peekInvite,
  removeMember,
  resendInvite as resend,
  revokeInvite as revoke,
  seatsTaken,
  type NewInvite,
} from '../../services/accounts/index.ts';
import { emailTemplates } from '../../services/email/index.ts';
import type { RoleMatrixDto, TeamInviteDto } from '../../types.ts';
import { emailResetLink } from './auth.handlers.ts';

function assertManages(viewer: { role: Role }, target: Role): void {
  if (!canManageRole(viewer.role, target)) throw forbidden(target === 'owner' ? ACCOUNT_ERRORS.cannotRemoveOwner : ROLE_MESSAGES.manageRole(roleLabel(target)));
}

async function memberOf(c: Context<AuthedEnv>, userId: string): Promise<User> {
  const member = await findMember(c.get('deps').db, c.get('viewer').scope, userId);
  if (!member) throw notFound(ACCOUNT_ERRORS.userNotFound);
  return member;
}

/** One page of the team (the owner is not on it), oldest first; the seats count the whole shop and its pending invites. */
export async function listTeam(c: Context<AuthedEnv>, query: PageQuery) {
  const { db, now } = c.get('deps');
  const { scope, shop } = c.get('viewer');
  const { members, total } = await listMembers(db, scope, query);
  const { invited } = await seatsTaken(db, scope, now());
  const seats: TeamSeats = { ...seatAllowance(shop.planKey), used: total + 1 + invited, invited };
  return c.json({ ...paged(members.map((m) => toUserDto(m, shop)), query, total), seats });
}

/** The spec's add-member request, kept for API clients: the caller sets the password. The dashboard invites instead. */
export async function addMember(c: Context<AuthedEnv>, input: AddTeamMemberInput) {
  const { db, now, env, email } = c.get('deps');
  const viewer = c.get('viewer');
  assertManages(viewer, input.role);
  const { user: inviter, shop } = viewer;
  requireStrongPassword(input.password, [input.email, input.firstName, input.lastName]);
  if (await findUserByEmail(db, input.email)) throw conflict(ACCOUNT_ERRORS.memberEmailTaken);
  const passwordHash = await hashPassword(input.password);
  const owner = inviter.role === 'owner' ? inviter : await findOwner(db, shop.id);
  const member = await addTeamMember(db, viewer.scope, shop, owner, { ...input, passwordHash }, now());
  await email.send({
    to: member.email,
    shopId: shop.id,
    ...emailTemplates.teamAdded({
      firstName: member.firstName,
      shopName: shop.name,
      inviterName: `${inviter.firstName} ${inviter.lastName}`,
      email: member.email,
      loginUrl: `${publicUrl(env)}/login`,
    }),
  });
  return c.json({ data: { user: toUserDto(member, shop) }, message: 'User added successfully' }, 201);
}

export async function deleteMember(c: Context<AuthedEnv>, input: { userId: string }) {
  const member = await memberOf(c, input.userId);
  if (member.role === 'owner') throw badRequest(ACCOUNT_ERRORS.cannotRemoveOwner);
  assertManages(c.get('viewer'), member.role);
  await removeMember(c.get('deps').db, c.get('viewer').scope, member.id);
  return c.json({ message: AUTH_MESSAGES.deleteSuccess });
}

export async function requestMemberReset(c: Context<AuthedEnv>, input: { userId: string }) {
  const member = await memberOf(c, input.userId);
  // The owner may send anyone of the shop a link (their own included, as before); others only whom they manage.
  if (c.get('viewer').role !== 'owner') assertManages(c.get('viewer'), member.role);
  await emailResetLink(c.get('deps'), member, await issuePasswordReset(c.get('deps').db, member.id, c.get('deps').now()));
  return c.json({ message: `A password reset link was sent to ${member.email}` });
}

export function toInviteDto(invite: TeamInvite, now: Date): TeamInviteDto {
  return {
    _id: invite.id,
    email: invite.email,
    firstName: invite.firstName,
    lastName: invite.lastName,
    role: { role: invite.role, label: roleLabel(invite.role) },
    status: invite.expiresAt.getTime() > now.getTime() ? 'pending' : 'expired',
    expiresAt: invite.expiresAt.toISOString(),
    sentAt: invite.sentAt.toISOString(),
    createdAt: invite.createdAt.toISOString(),
  };
}

async function emailInvite(deps: AppDeps, shop: Shop, inviter: User, invite: TeamInvite, token: string): Promise<void> {
  await deps.email.send({
    to: invite.email,
    shopId: shop.id,
    ...emailTemplates.teamInvite({
      firstName: invite.firstName,
      shopName: shop.name,
      inviterName: `${inviter.firstName} ${inviter.lastName}`,
      roleLabel: roleLabel(invite.role),
      link: `${publicUrl(deps.env)}/invite?token=${encodeURIComponent(token)}`,
      days: INVITE_TTL_DAYS,
    }),
  });
}

/** GET /auth/invites: the open invites (pending, and expired ones that can be resent), newest first. */
export async function listInvites(c: Context<AuthedEnv>) {
  const { db, now } = c.get('deps');
  const at = now();
  return c.json({ data: (await openInvites(db, c.get('viewer').scope)).map((i) => toInviteDto(i, at)) });
}

export async function invite(c: Context<AuthedEnv>, input: NewInvite) {
  const deps = c.get('deps');
  const viewer = c.get('viewer');
  assertManages(viewer, input.role);
  const at = deps.now();
  const { invite: row, token } = await createInvite(deps.db, viewer.scope, viewer.shop, viewer.user, input, at);
  await emailInvite(deps, viewer.shop, viewer.user, row, token);
  return c.json({ data: toInviteDto(row, at), message: INVITE_MESSAGES.sent(row.email) }, 201);
}

export async function resendInvite(c: Context<AuthedEnv>, id: string) {
  const deps = c.get('deps');
  const viewer = c.get('viewer');
  assertManages(viewer, (await findOpenInvite(deps.db, viewer.scope, id)).role);
  const at = deps.now();
  const { invite: row, token } = await resend(deps.db, viewer.scope, viewer.shop, id, at);
  await emailInvite(deps, viewer.shop, viewer.user, row, token);
  return c.json({ data: toInviteDto(row, at), message: INVITE_MESSAGES.resent(row.email) });
}

export async function revokeInvite(c: Context<AuthedEnv>, id: string) {
  const deps = c.get('deps');
  const viewer = c.get('viewer');
  assertManages(viewer, (await findOpenInvite(deps.db, viewer.scope, id)).role);
  await revoke(deps.db, viewer.scope, id, deps.now());
  return c.json({ message: INVITE_MESSAGES.revoked });
}

/** Public, read-only: what an invite link is for, so its page can greet the person or say why it no longer works. */
export async function checkInvite(c: Context<AppEnv>, input: { token: string }) {
  const { db, now } = c.get('deps');
  const { state, invite: row, shop } = await peekInvite(db, input.token, now());
  if (state !== 'valid' || !row || !shop) {
    const dead = deadInvite(state === 'valid' ? 'invalid' : state);
    return c.json({ data: { valid: false as const, reason: state, message: dead.message } });
  }
  return c.json({
    data: { valid: true as const, email: row.email, firstName: row.firstName, shopName: shop.name, role: { role: row.role, label: roleLabel(row.role) }, expiresAt: row.expiresAt.toISOString() },
  });
}

/** Public: spends the link and creates the member with the password they chose; they then sign in. */
export async function acceptInvite(c: Context<AppEnv>, input: { token: string; password: string }) {
  const { db, now } = c.get('deps');
  // Checked before the slow hash so a dead link fails fast; spent atomically afterwards.
  const { state, invite } = await peekInvite(db, input.token, now());
  if (state !== 'valid') throw deadInvite(state);
  requireStrongPassword(input.password, [invite?.email, invite?.firstName, invite?.lastName]);
  const member = await accept(db, input.token, await hashPassword(input.password), now());
  return c.json({ data: { email: member.email }, message: INVITE_MESSAGES.accepted });
}

function toRoleMatrixDto(shop: Shop, viewer: { role: Role }): RoleMatrixDto {
  return { matrix: roleMatrixOf(shop), defaults: DEFAULT_ROLE_MATRIX, editable: viewer.role === 'owner' };
}

/** GET /auth/roles: what each role may do in this shop. */
export function getRoles(c: Context<AuthedEnv>) {
  const viewer = c.get('viewer');
  return c.json({ data: toRoleMatrixDto(viewer.shop, viewer) });
}

/** PUT /auth/roles (the owner only): the Shop Manager's and the Member's rows, every area. Takes effect on their next request. */
export async function putRoles(c: Context<AuthedEnv>, matrix: RoleMatrixInput) {
  const viewer = c.get('viewer');
  const [shop] = await c.get('deps').db.update(shops).set({ roleMatrix: JSON.stringify(matrix) }).where(eq(shops.id, viewer.shop.id)).returning();
  if (!shop) throw notFound('Shop not found');
  return c.json({ data: toRoleMatrixDto(shop, viewer), message: ROLE_MESSAGES.matrixSaved });
}
