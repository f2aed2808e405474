// Paths and validators of /api/v1/auth (docs/api.md). Handlers stay thin; rules live in services/accounts.
import { ROLE_MESSAGES } from '@wrapsmith/core';
import { CONTRACT } from '@wrapsmith/core/contract';
import { Hono } from 'hono';
import { requireAccess, requireOwner, requireUser } from '../../lib/auth.ts';
import type { AppEnv } from '../../lib/context.ts';
import { fixedWindows } from '../../lib/fixed-window.ts';
import { loginThrottle } from '../../lib/login-throttle.ts';
import { rateLimit } from '../../lib/rate-limit.ts';
import { validate } from '../../lib/validate.ts';
import { updateProfile } from '../user/user.handlers.ts';
import * as auth from './auth.handlers.ts';
import * as team from './team.handlers.ts';

const MINUTE = 60 * 1000;
const { auth: a } = CONTRACT;

/** Built per app so each app (and each test) has its own rate-limit counters. */
export function authRoutes() {
  const limits = {
    signUp: rateLimit({ name: 'signUp', windowMs: 60 * MINUTE, perIp: 20, perEmail: 5 }),
    verifyOtp: rateLimit({ name: 'verifyOtp', windowMs: 15 * MINUTE, perIp: 30, perEmail: 10 }),
    resendOtp: rateLimit({ name: 'resendOtp', windowMs: 15 * MINUTE, perIp: 20, perEmail: 5 }),
    // 10 tries per account from one address (decision 031). Across addresses there is no hard limit: the account's
    // tries are spaced out once it has many failures, except from a browser that signed in to it (decision 069).
    login: rateLimit({ name: 'login', windowMs: 15 * MINUTE, perIp: 30, perEmailFromIp: 10 }),
    forgotPassword: rateLimit({ name: 'forgotPassword', windowMs: 15 * MINUTE, perIp: 20, perEmail: 5 }),
    resetPassword: rateLimit({ name: 'resetPassword', windowMs: 15 * MINUTE, perIp: 20 }),
    // Every opening of the reset page asks once; tokens are 256-bit, so this bounds load, not guessing.
    resetPasswordCheck: rateLimit({ name: 'resetPasswordCheck', windowMs: 15 * MINUTE, perIp: 60 }),
    // Invite links are 256-bit tokens too: these bound load, not guessing.
    inviteCheck: rateLimit({ name: 'inviteCheck', windowMs: 15 * MINUTE, perIp: 60 }),
    acceptInvite: rateLimit({ name: 'acceptInvite', windowMs: 15 * MINUTE, perIp: 20 }),
    // Undo links are 256-bit tokens: this bounds load, not guessing.
    undoEmailChange: rateLimit({ name: 'undoEmailChange', windowMs: 15 * MINUTE, perIp: 20 }),
  };
  const throttle = loginThrottle();
  const resendTurns = fixedWindows();
  // The role matrix's Team area (decision 062): view lists, edit changes; whom one may manage is checked per member.
  const seeTeam = requireAccess('view', 'team');
  const manageTeam = requireAccess('edit', 'team');

  return new Hono<AppEnv>()
    .post('/sign-up', limits.signUp, validate('json', a.signUp.request.body), (c) => auth.signUp(c, c.req.valid('json')))
    .post('/verify-otp', limits.verifyOtp, validate('json', a.verifyOtp.request.body), (c) => auth.verifyOtp(c, c.req.valid('json')))
    .post('/resend-otp', limits.resendOtp, validate('json', a.resendOtp.request.body), (c) => auth.resendOtp(c, c.req.valid('json'), resendTurns))
    .post('/login', limits.login, validate('json', a.login.request.body), (c) => auth.login(c, c.req.valid('json'), throttle))
    .post('/logout', requireUser(), (c) => auth.logout(c))
    .get('/user-info', requireUser(), (c) => auth.userInfo(c))
    .post('/update-user', requireUser(), validate('json', a.updateUser.request.body), (c) => updateProfile(c, c.req.valid('json')))
    .post('/forgot-password-request', limits.forgotPassword, validate('json', a.forgotPassword.request.body), (c) =>
      auth.forgotPassword(c, c.req.valid('json')),
    )
    .post('/reset-password-check', limits.resetPasswordCheck, validate('json', a.resetPasswordCheck.request.body), (c) =>
      auth.checkResetLink(c, c.req.valid('json')),
    )
    .post('/undo-email-change', limits.undoEmailChange, validate('json', a.undoEmailChange.request.body), (c) => auth.undoEmailChange(c, c.req.valid('json')))
    .post('/reset-password', limits.resetPassword, validate('json', a.resetPassword.request.body), (c) => auth.resetPassword(c, c.req.valid('json')))
    .get('/users-list', requireUser(), seeTeam, validate('query', a.listTeam.request.query), (c) => team.listTeam(c, c.req.valid('query')))
    .post('/add-user', requireUser(), manageTeam, validate('json', a.addMember.request.body), (c) => team.addMember(c, c.req.valid('json')))
    .delete('/delete-user', requireUser(), manageTeam, validate('json', a.deleteMember.request.body), (c) => team.deleteMember(c, c.req.valid('json')))
    .post('/reset-password-request', requireUser(), manageTeam, validate('json', a.requestMemberReset.request.body), (c) =>
      team.requestMemberReset(c, c.req.valid('json')),
    )
    .get('/invites', requireUser(), seeTeam, (c) => team.listInvites(c))
    .post('/invites', requireUser(), manageTeam, validate('json', a.invite.request.body), (c) => team.invite(c, c.req.valid('json')))
    .post('/invites/:id/resend', requireUser(), manageTeam, validate('param', a.resendInvite.request.params), (c) => team.resendInvite(c, c.req.valid('param').id))
    .delete('/invites/:id', requireUser(), manageTeam, validate('param', a.revokeInvite.request.params), (c) => team.revokeInvite(c, c.req.valid('param').id))
    .post('/invite-check', limits.inviteCheck, validate('json', a.checkInvite.request.body), (c) => team.checkInvite(c, c.req.valid('json')))
    .post('/accept-invite', limits.acceptInvite, validate('json', a.acceptInvite.request.body), (c) => team.acceptInvite(c, c.req.valid('json')))
    .get('/roles', requireUser(), seeTeam, (c) => team.getRoles(c))
    .put('/roles', requireUser(), requireOwner(ROLE_MESSAGES.ownerOnly), validate('json', a.putRoles.request.body), (c) => team.putRoles(c, c.req.valid('json')));
}
