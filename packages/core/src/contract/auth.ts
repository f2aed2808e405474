// /api/v1/auth: sign-up, sign-in, passwords, the team, invites and the role matrix (docs/api.md).
import { z } from 'zod/mini';
import {
  acceptInviteInput,
  addTeamMemberInput,
  emailOnlyInput,
  inviteMemberInput,
  inviteTokenInput,
  loginInput,
  profileInput,
  resetPasswordInput,
  resetTokenInput,
  roleMatrixInput,
  signUpInput,
  undoTokenInput,
  userIdInput,
  verifyOtpInput,
} from '../auth.ts';
import { idField } from '../fields.ts';
import { pageQuery } from '../lists.ts';
import { ADJUSTABLE_ROLES } from '../roles.ts';
import { data, messageOnly, route } from './route.ts';
import { pagedDto, roleMatrixDto, userDto } from './shared.ts';

const adjustableRole = z.object({ role: z.enum(ADJUSTABLE_ROLES), label: z.string() });

/** GET /auth/invites: an invite not yet accepted or revoked. */
export const teamInviteDto = z.object({
  _id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: adjustableRole,
  /** Expired invites stay listed until resent or revoked. */
  status: z.enum(['pending', 'expired']),
  expiresAt: z.string(),
  sentAt: z.string(),
  createdAt: z.string(),
});
export type TeamInviteDto = z.infer<typeof teamInviteDto>;

/** POST /auth/invite-check: what an invite link is for, or why it no longer works. */
export const inviteCheckDto = z.discriminatedUnion('valid', [
  z.object({ valid: z.literal(true), email: z.string(), firstName: z.string(), shopName: z.string(), role: adjustableRole, expiresAt: z.string() }),
  z.object({ valid: z.literal(false), reason: z.enum(['expired', 'used', 'revoked', 'invalid']), message: z.string() }),
]);
export type InviteCheckDto = z.infer<typeof inviteCheckDto>;

/** GET/PUT /auth/roles: the shop's role matrix, the defaults, and whether the viewer (the owner) may change it. */
export const roleMatrixAnswerDto = z.object({ matrix: roleMatrixDto, defaults: roleMatrixDto, editable: z.boolean() });
export type RoleMatrixDto = z.infer<typeof roleMatrixAnswerDto>;

/** The team list's seat count: the plan's allowance, the users and pending invites holding seats. */
export const teamSeatsDto = z.object({ limit: z.number(), planName: z.nullable(z.string()), used: z.number(), invited: z.number() });

export const loginResponse = data(z.object({ accessToken: z.string(), user: userDto }));
export type LoginResponse = z.infer<typeof loginResponse>;

const idParam = z.object({ id: idField });
const userAnswer = data(z.object({ user: userDto }));
const emailAnswer = data(z.object({ email: z.string() }));

const auth = <const R extends Omit<Parameters<typeof route>[0], 'tags'>>(r: R) => route({ ...r, tags: ['Auth'] as const });
const team = <const R extends Omit<Parameters<typeof route>[0], 'tags' | 'auth'>>(r: R) => route({ ...r, tags: ['Team'] as const, auth: 'bearer' as const });

export const authRoutes = {
  signUp: auth({ method: 'post', path: '/api/v1/auth/sign-up', summary: 'Create a shop and its owner; emails a sign-in code', auth: 'none', request: { body: signUpInput }, responses: { 201: emailAnswer } }),
  verifyOtp: auth({ method: 'post', path: '/api/v1/auth/verify-otp', summary: 'Verify the email with the code sent to it', auth: 'none', request: { body: verifyOtpInput }, responses: { 200: data(z.object({ verified: z.literal(true) })) } }),
  resendOtp: auth({ method: 'post', path: '/api/v1/auth/resend-otp', summary: 'Send the verification code again', auth: 'none', request: { body: emailOnlyInput }, responses: { 200: messageOnly } }),
  login: auth({ method: 'post', path: '/api/v1/auth/login', summary: 'Sign in: a bearer token and the user (also sets the session cookie)', auth: 'none', request: { body: loginInput }, responses: { 200: loginResponse } }),
  logout: auth({ method: 'post', path: '/api/v1/auth/logout', summary: 'Sign out this session', auth: 'bearer', responses: { 200: messageOnly } }),
  userInfo: auth({ method: 'get', path: '/api/v1/auth/user-info', summary: 'The signed-in user', auth: 'bearer', responses: { 200: userAnswer } }),
  updateUser: auth({ method: 'post', path: '/api/v1/auth/update-user', summary: 'Update the signed-in user’s profile', auth: 'bearer', request: { body: profileInput }, responses: { 200: userAnswer } }),
  forgotPassword: auth({ method: 'post', path: '/api/v1/auth/forgot-password-request', summary: 'Email a password reset link (the same answer for unknown emails)', auth: 'none', request: { body: emailOnlyInput }, responses: { 200: messageOnly } }),
  resetPasswordCheck: auth({ method: 'post', path: '/api/v1/auth/reset-password-check', summary: 'Whether a reset link still works', auth: 'none', request: { body: resetTokenInput }, responses: { 200: data(z.object({ valid: z.boolean() })) } }),
  undoEmailChange: auth({ method: 'post', path: '/api/v1/auth/undo-email-change', summary: 'Put the old email back after a change the user did not make', auth: 'none', request: { body: undoTokenInput }, responses: { 200: emailAnswer } }),
  resetPassword: auth({ method: 'post', path: '/api/v1/auth/reset-password', summary: 'Set a new password with a reset link', auth: 'none', request: { body: resetPasswordInput }, responses: { 200: messageOnly } }),
  listTeam: team({ method: 'get', path: '/api/v1/auth/users-list', summary: 'One page of the team (the owner is not on it) and the seats', request: { query: pageQuery }, responses: { 200: z.extend(pagedDto(userDto), { seats: teamSeatsDto }) } }),
  addMember: team({ method: 'post', path: '/api/v1/auth/add-user', summary: 'Add a team member with a password (the dashboard invites instead)', request: { body: addTeamMemberInput }, responses: { 201: userAnswer } }),
  deleteMember: team({ method: 'delete', path: '/api/v1/auth/delete-user', summary: 'Remove a team member', request: { body: userIdInput }, responses: { 200: messageOnly } }),
  requestMemberReset: team({ method: 'post', path: '/api/v1/auth/reset-password-request', summary: 'Email a team member a password reset link', request: { body: userIdInput }, responses: { 200: messageOnly } }),
  listInvites: team({ method: 'get', path: '/api/v1/auth/invites', summary: 'Invites not yet accepted or revoked', responses: { 200: data(z.array(teamInviteDto)) } }),
  invite: team({ method: 'post', path: '/api/v1/auth/invites', summary: 'Invite someone to the team by email', request: { body: inviteMemberInput }, responses: { 201: data(teamInviteDto) } }),
  resendInvite: team({ method: 'post', path: '/api/v1/auth/invites/:id/resend', summary: 'Send an invite again, with a new link', request: { params: idParam }, responses: { 200: data(teamInviteDto) } }),
  revokeInvite: team({ method: 'delete', path: '/api/v1/auth/invites/:id', summary: 'Revoke an invite', request: { params: idParam }, responses: { 200: messageOnly } }),
  checkInvite: route({ method: 'post', path: '/api/v1/auth/invite-check', summary: 'What an invite link is for, or why it no longer works', tags: ['Team'], auth: 'none', request: { body: inviteTokenInput }, responses: { 200: data(inviteCheckDto) } }),
  acceptInvite: route({ method: 'post', path: '/api/v1/auth/accept-invite', summary: 'Accept an invite with a password; then sign in', tags: ['Team'], auth: 'none', request: { body: acceptInviteInput }, responses: { 200: emailAnswer } }),
  getRoles: team({ method: 'get', path: '/api/v1/auth/roles', summary: 'What each role may see and do in this shop', responses: { 200: data(roleMatrixAnswerDto) } }),
  putRoles: team({ method: 'put', path: '/api/v1/auth/roles', summary: 'Change the role matrix (the owner only)', request: { body: roleMatrixInput }, responses: { 200: data(roleMatrixAnswerDto) } }),
} as const;
