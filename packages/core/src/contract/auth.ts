// /api/v1/auth: sign-up, sign-in, passwords, the team, invites and the role matrix (docs/api.md).
import * as z from 'zod/mini';
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

const idParam = /* @__PURE__ */ z.object({ id: idField });
const userAnswer = data(z.object({ user: userDto }));
const emailAnswer = data(z.object({ email: z.string() }));

const auth = /* @__NO_SIDE_EFFECTS__ */ <const R extends Omit<Parameters<typeof route>[0], 'tags'>>(r: R) => route({ ...r, tags: ['Auth'] as const });
const team = /* @__NO_SIDE_EFFECTS__ */ <const R extends Omit<Parameters<typeof route>[0], 'tags' | 'auth'>>(r: R) => route({ ...r, tags: ['Team'] as const, auth: 'bearer' as const });

/** What each route of `authRoutes` answers with success, for the API's check and the apps' reads (decision 081). */
const authSignUpAnswer = emailAnswer;
const authVerifyOtpAnswer = data(z.object({ verified: z.literal(true) }));
const authResendOtpAnswer = messageOnly;
const authLoginAnswer = loginResponse;
const authLogoutAnswer = messageOnly;
const authUserInfoAnswer = userAnswer;
const authUpdateUserAnswer = userAnswer;
const authForgotPasswordAnswer = messageOnly;
const authResetPasswordCheckAnswer = data(z.object({ valid: z.boolean() }));
const authUndoEmailChangeAnswer = data(z.object({ email: z.string() }));
const authResetPasswordAnswer = messageOnly;
const authListTeamAnswer = z.extend(pagedDto(userDto), { seats: teamSeatsDto });
const authAddMemberAnswer = userAnswer;
const authDeleteMemberAnswer = messageOnly;
const authRequestMemberResetAnswer = messageOnly;
const authListInvitesAnswer = data(z.array(teamInviteDto));
const authInviteAnswer = data(teamInviteDto);
const authResendInviteAnswer = data(teamInviteDto);
const authRevokeInviteAnswer = messageOnly;
const authCheckInviteAnswer = data(inviteCheckDto);
const authAcceptInviteAnswer = emailAnswer;
const authGetRolesAnswer = data(roleMatrixAnswerDto);
const authPutRolesAnswer = data(roleMatrixAnswerDto);

export const authAnswers = {
  signUp: authSignUpAnswer,
  verifyOtp: authVerifyOtpAnswer,
  resendOtp: authResendOtpAnswer,
  login: authLoginAnswer,
  logout: authLogoutAnswer,
  userInfo: authUserInfoAnswer,
  updateUser: authUpdateUserAnswer,
  forgotPassword: authForgotPasswordAnswer,
  resetPasswordCheck: authResetPasswordCheckAnswer,
  undoEmailChange: authUndoEmailChangeAnswer,
  resetPassword: authResetPasswordAnswer,
  listTeam: authListTeamAnswer,
  addMember: authAddMemberAnswer,
  deleteMember: authDeleteMemberAnswer,
  requestMemberReset: authRequestMemberResetAnswer,
  listInvites: authListInvitesAnswer,
  invite: authInviteAnswer,
  resendInvite: authResendInviteAnswer,
  revokeInvite: authRevokeInviteAnswer,
  checkInvite: authCheckInviteAnswer,
  acceptInvite: authAcceptInviteAnswer,
  getRoles: authGetRolesAnswer,
  putRoles: authPutRolesAnswer,
} as const;

export const authRoutes = {
  signUp: /* @__PURE__ */ auth({ method: 'post', path: '/api/v1/auth/sign-up', summary: 'Create a shop and its owner; emails a sign-in code', auth: 'none', request: { body: signUpInput }, responses: { 201: authSignUpAnswer } }),
  verifyOtp: /* @__PURE__ */ auth({ method: 'post', path: '/api/v1/auth/verify-otp', summary: 'Verify the email with the code sent to it', auth: 'none', request: { body: verifyOtpInput }, responses: { 200: authVerifyOtpAnswer } }),
  resendOtp: /* @__PURE__ */ auth({ method: 'post', path: '/api/v1/auth/resend-otp', summary: 'Send the verification code again', auth: 'none', request: { body: emailOnlyInput }, responses: { 200: authResendOtpAnswer } }),
  login: /* @__PURE__ */ auth({ method: 'post', path: '/api/v1/auth/login', summary: 'Sign in: a bearer token and the user (also sets the session cookie)', auth: 'none', request: { body: loginInput }, responses: { 200: authLoginAnswer } }),
  logout: /* @__PURE__ */ auth({ method: 'post', path: '/api/v1/auth/logout', summary: 'Sign out this session', auth: 'bearer', responses: { 200: authLogoutAnswer } }),
  userInfo: /* @__PURE__ */ auth({ method: 'get', path: '/api/v1/auth/user-info', summary: 'The signed-in user', auth: 'bearer', responses: { 200: authUserInfoAnswer } }),
  updateUser: /* @__PURE__ */ auth({ method: 'post', path: '/api/v1/auth/update-user', summary: 'Update the signed-in user’s profile', auth: 'bearer', request: { body: profileInput }, responses: { 200: authUpdateUserAnswer } }),
  forgotPassword: /* @__PURE__ */ auth({ method: 'post', path: '/api/v1/auth/forgot-password-request', summary: 'Email a password reset link (the same answer for unknown emails)', auth: 'none', request: { body: emailOnlyInput }, responses: { 200: authForgotPasswordAnswer } }),
  resetPasswordCheck: /* @__PURE__ */ auth({ method: 'post', path: '/api/v1/auth/reset-password-check', summary: 'Whether a reset link still works', auth: 'none', request: { body: resetTokenInput }, responses: { 200: authResetPasswordCheckAnswer } }),
  undoEmailChange: /* @__PURE__ */ auth({ method: 'post', path: '/api/v1/auth/undo-email-change', summary: 'Put the old email back after a change the user did not make', auth: 'none', request: { body: undoTokenInput }, responses: { 200: authUndoEmailChangeAnswer } }),
  resetPassword: /* @__PURE__ */ auth({ method: 'post', path: '/api/v1/auth/reset-password', summary: 'Set a new password with a reset link', auth: 'none', request: { body: resetPasswordInput }, responses: { 200: authResetPasswordAnswer } }),
  listTeam: /* @__PURE__ */ team({ method: 'get', path: '/api/v1/auth/users-list', summary: 'One page of the team (the owner is not on it) and the seats', request: { query: pageQuery }, responses: { 200: authListTeamAnswer } }),
  addMember: /* @__PURE__ */ team({ method: 'post', path: '/api/v1/auth/add-user', summary: 'Add a team member with a password (the dashboard invites instead)', request: { body: addTeamMemberInput }, responses: { 201: authAddMemberAnswer } }),
  deleteMember: /* @__PURE__ */ team({ method: 'delete', path: '/api/v1/auth/delete-user', summary: 'Remove a team member', request: { body: userIdInput }, responses: { 200: authDeleteMemberAnswer } }),
  requestMemberReset: /* @__PURE__ */ team({ method: 'post', path: '/api/v1/auth/reset-password-request', summary: 'Email a team member a password reset link', request: { body: userIdInput }, responses: { 200: authRequestMemberResetAnswer } }),
  listInvites: /* @__PURE__ */ team({ method: 'get', path: '/api/v1/auth/invites', summary: 'Invites not yet accepted or revoked', responses: { 200: authListInvitesAnswer } }),
  invite: /* @__PURE__ */ team({ method: 'post', path: '/api/v1/auth/invites', summary: 'Invite someone to the team by email', request: { body: inviteMemberInput }, responses: { 201: authInviteAnswer } }),
  resendInvite: /* @__PURE__ */ team({ method: 'post', path: '/api/v1/auth/invites/:id/resend', summary: 'Send an invite again, with a new link', request: { params: idParam }, responses: { 200: authResendInviteAnswer } }),
  revokeInvite: /* @__PURE__ */ team({ method: 'delete', path: '/api/v1/auth/invites/:id', summary: 'Revoke an invite', request: { params: idParam }, responses: { 200: authRevokeInviteAnswer } }),
  checkInvite: /* @__PURE__ */ route({ method: 'post', path: '/api/v1/auth/invite-check', summary: 'What an invite link is for, or why it no longer works', tags: ['Team'], auth: 'none', request: { body: inviteTokenInput }, responses: { 200: authCheckInviteAnswer } }),
  acceptInvite: /* @__PURE__ */ route({ method: 'post', path: '/api/v1/auth/accept-invite', summary: 'Accept an invite with a password; then sign in', tags: ['Team'], auth: 'none', request: { body: acceptInviteInput }, responses: { 200: authAcceptInviteAnswer } }),
  getRoles: /* @__PURE__ */ team({ method: 'get', path: '/api/v1/auth/roles', summary: 'What each role may see and do in this shop', responses: { 200: authGetRolesAnswer } }),
  putRoles: /* @__PURE__ */ team({ method: 'put', path: '/api/v1/auth/roles', summary: 'Change the role matrix (the owner only)', request: { body: roleMatrixInput }, responses: { 200: authPutRolesAnswer } }),
} as const;
