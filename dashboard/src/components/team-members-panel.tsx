// Team Members (spec §2/§4/§8, issue 22 item 7): the shop's users from /auth/users-list (a page at a time, though a
// plan's seats rarely fill one) and its pending invites. Invite Member emails a one-time link where the person sets
// their own password (decision 062); invites can be resent and revoked. A delete confirmation, and password resets
// whose confirmation closes itself after 5 seconds. Who may do what is the role matrix's Team area, and no one
// manages a role above their own. Outcomes are shown as in-app notices.
import { useCallback, useEffect, useState } from 'react';
import { AUTH_MESSAGES, INVITE_TTL_DAYS, TEAM_MESSAGES, canManageRole, roleLabel, type AdjustableRole, type PageInfo, type TeamSeats } from '@wrapsmith/core';
import { inviteMemberInput } from '@wrapsmith/core/forms';
import type { TeamInviteDto } from '@wrapsmith/core/contract';
import { Link } from 'react-router-dom';
import { apiErrorInfo, useApi, type ApiUser } from '../api/index.ts';
import { checkedFirst, useZodForm } from '../lib/form.ts';
import { invalidate, useData } from '../hooks/use-data.ts';
import { useSession } from '../stores/session.ts';
import { userMay } from '../features/viewer/viewer.ts';
import { Alert } from './alert.tsx';
import { DataTable } from './data-table.tsx';
import { SelectField, TextField } from './field.tsx';
import { Spinner } from './loading.tsx';
import { Dialog } from '@wrapsmith/visualizer/dialog';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { FormDialog } from './form-dialog.tsx';
import { Pager } from './pager.tsx';
import { notify } from './toasts.tsx';

export const RESET_CONFIRM_CLOSE_MS = 5000;

export const TEAM_PANEL_MESSAGES = {
  inviteFailed: (reason: string) => `Failed to send the invite: ${reason}`,
  inviteHint: `We email them a link to choose their own password. It works once, for ${INVITE_TTL_DAYS} days.`,
  pendingTitle: 'Pending invites',
  pendingEmpty: 'No pending invites.',
  revokeTitle: 'Revoke invite?',
  revokeBody: (email: string) => `The link we sent to ${email} will stop working at once.`,
  actionFailed: (reason: string) => `That did not work: ${reason}`,
} as const;

interface Team {
  users: ApiUser[];
  seats?: TeamSeats | undefined;
  pages: PageInfo;
  invites: TeamInviteDto[];
}

const NOUN = ['member', 'members'] as const;

const seatsText = ({ used, limit, planName, invited }: TeamSeats) =>
  `${used} of ${limit} ${limit === 1 ? 'seat' : 'seats'} used${planName ? ` on the ${planName} plan` : ' without a plan'} (the owner${invited ? ` and ${invited} pending ${invited === 1 ? 'invite' : 'invites'}` : ''} included).`;

const inviteStatus = (invite: TeamInviteDto) =>
  invite.status === 'expired' ? 'Expired: resend to send a new link' : `Pending, the link works until ${new Date(invite.expiresAt).toLocaleDateString()}`;

type InviteForm = { firstName: string; lastName: string; email: string; role: AdjustableRole };
const EMPTY_INVITE: InviteForm = { firstName: '', lastName: '', email: '', role: 'member' };

const newInvite = checkedFirst(inviteMemberInput, (form: InviteForm) => (!form.firstName.trim() || !form.lastName.trim() || !form.email.trim() ? TEAM_MESSAGES.fillRequired : null));

function failureText(err: unknown, describe: (reason: string) => string, fallback: string): string {
  const info = apiErrorInfo(err);
  if (info.status === undefined) return TEAM_MESSAGES.unexpected;
  return info.message ? describe(info.message) : fallback;
}

function InviteMemberModal({ roles, onClose, onSent }: { roles: AdjustableRole[]; onClose: () => void; onSent: () => void }) {
  const api = useApi();
  const [form, setForm] = useState<InviteForm>({ ...EMPTY_INVITE, role: roles.includes('member') ? 'member' : (roles[0] ?? 'member') });
  const { errors, failure: error, submitting: busy, handleSubmit } = useZodForm(newInvite, (err) => failureText(err, TEAM_PANEL_MESSAGES.inviteFailed, TEAM_MESSAGES.addDefault));
  const set = (key: keyof InviteForm) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setForm((f) => ({ ...f, [key]: e.target.value }));

  const submit = handleSubmit(() => form, async (invite) => {
    const res = await api.auth.invite(invite);
    notify('success', res.message);
    onSent();
    onClose();
  });

  return (
    <FormDialog title="Invite a team member" onClose={onClose} onSubmit={(e) => void submit(e)} failure={error} busy={busy} submitLabel="Send Invite" busyLabel="Sending…">
      <p className="ws-muted">{TEAM_PANEL_MESSAGES.inviteHint}</p>
      <div className="ws-form-grid">
        <TextField label="First name" required autoComplete="off" value={form.firstName} onChange={set('firstName')} error={errors.firstName} />
        <TextField label="Last name" required autoComplete="off" value={form.lastName} onChange={set('lastName')} error={errors.lastName} />
      </div>
      <TextField label="Email" type="email" required autoComplete="off" value={form.email} onChange={set('email')} error={errors.email} />
      <SelectField label="Role" value={form.role} onChange={set('role')} hint="What each role may see and do is under Settings → Team.">
        {roles.map((role) => (
          <option key={role} value={role}>
            {roleLabel(role)}
          </option>
        ))}
      </SelectField>
    </FormDialog>
  );
}

function ResetSentModal({ member, onClose }: { member: ApiUser; onClose: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onClose, RESET_CONFIRM_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [onClose]);
  return (
    <Dialog
      title="Password reset sent"
      onClose={onClose}
      actions={
        <button type="button" className="ws-btn ws-btn--primary" onClick={onClose}>
          OK
        </button>
      }
    >
      <p>
        We emailed {member.firstName} a link to choose a new password at <strong>{member.email}</strong>. The link is valid for 5 minutes.
      </p>
    </Dialog>
  );
}

export function TeamMembersPanel() {
  const api = useApi();
  const viewer = useSession((s) => s.currentUser);
  const manages = userMay(viewer, 'team', 'edit');
  const myRole = viewer?.role.role ?? 'member';
  const invitable = (['shop-man', 'member'] as const).filter((role) => canManageRole(myRole, role));
  const [inviting, setInviting] = useState(false);
  // The owner takes a seat too: when the owner looks, the table lists them first, on the first page (issue 22).
  const owner = viewer?.role.role === 'owner' ? viewer : null;
  const [deleting, setDeleting] = useState<ApiUser | null>(null);
  const [revoking, setRevoking] = useState<TeamInviteDto | null>(null);
  const [resetSent, setResetSent] = useState<ApiUser | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const { state: loaded, reload } = useData(
    String(page),
    async (api): Promise<Team> => {
      const [res, invites] = await Promise.all([api.auth.usersList({ page }), api.auth.invites()]);
      return { users: res.data, seats: res.seats, pages: { page: res.page, pageSize: res.pageSize, total: res.total }, invites: invites.data };
    },
    'team',
  );
  const state = loaded.status === 'ready' ? { status: 'ready' as const, ...loaded.data } : loaded;

  async function confirmDelete() {
    if (!deleting) return;
    const member = deleting;
    setBusyId(member._id);
    try {
      await api.auth.deleteUser(member._id);
      notify('success', TEAM_MESSAGES.deleted);
      setDeleting(null);
      invalidate('team');
    } catch (err) {
      const info = apiErrorInfo(err);
      notify('error', info.status === undefined ? TEAM_MESSAGES.deleteUnexpected : TEAM_MESSAGES.deleteFailed(info.message ?? AUTH_MESSAGES.deleteFailed));
      setDeleting(null);
    } finally {
      setBusyId(null);
    }
  }

  async function sendReset(member: ApiUser) {
    setBusyId(member._id);
    try {
      await api.auth.resetPasswordRequest(member._id);
      setResetSent(member);
    } catch (err) {
      const info = apiErrorInfo(err);
      notify('error', info.status === undefined ? TEAM_MESSAGES.resetUnexpected : TEAM_MESSAGES.resetFailed(info.message ?? AUTH_MESSAGES.resetLinkError));
    } finally {
      setBusyId(null);
    }
  }

  /** Resend or revoke an invite, then load the team again (the seats count pending invites). */
  async function onInvite(invite: TeamInviteDto, action: 'resend' | 'revoke') {
    setBusyId(invite._id);
    try {
      const res = action === 'resend' ? await api.auth.resendInvite(invite._id) : await api.auth.revokeInvite(invite._id);
      notify('success', res.message);
      invalidate('team');
    } catch (err) {
      notify('error', failureText(err, TEAM_PANEL_MESSAGES.actionFailed, TEAM_MESSAGES.unexpected));
    } finally {
      setBusyId(null);
      setRevoking(null);
    }
  }

  const closeResetSent = useCallback(() => setResetSent(null), []);
  const seats = state.status === 'ready' ? state.seats : undefined;
  const seatsFull = seats !== undefined && seats.used >= seats.limit;
  const mayManage = (role: ApiUser['role']['role']) => manages && canManageRole(myRole, role);

  return (
    <section className="ws-card app-panel" aria-labelledby="team-title">
      <div className="app-panel__head">
        <h2 id="team-title" className="ws-card__title">
          Team Members
        </h2>
        {manages ? (
          <button
            type="button"
            className="ws-btn ws-btn--primary ws-btn--sm"
            disabled={seatsFull}
            aria-describedby={seats ? 'team-seats' : undefined}
            onClick={() => setInviting(true)}
          >
            Invite Member
          </button>
        ) : null}
      </div>
      {seats ? (
        <p id="team-seats" className="ws-muted">
          {seatsText(seats)}
          {seatsFull && manages ? (
            <>
              {' '}
              Every seat is taken: remove a member or revoke an invite{userMay(viewer, 'billing') ? <>, or <Link to="/subscription">choose a bigger plan</Link></> : null} to add someone.
            </>
          ) : null}
        </p>
      ) : null}
      {state.status === 'loading' ? <Spinner label="Loading team…" /> : null}
      {state.status === 'error' ? (
        <Alert tone="error">
          Could not load your team.{' '}
          <button type="button" className="ws-link-btn" onClick={reload}>
            Try again
          </button>
        </Alert>
      ) : null}
      {state.status === 'ready' ? (
        <DataTable
          caption="Team members"
          rows={owner && state.pages.page === 1 ? [owner, ...state.users] : state.users}
          rowKey={(u) => u._id}
          columns={[
            { header: 'Name', cell: (u) => (u._id === owner?._id ? `${u.firstName} ${u.lastName} (you)` : `${u.firstName} ${u.lastName}`) },
            { header: 'Email', cell: (u) => u.email },
            { header: 'Role', cell: (u) => (u._id === owner?._id ? 'Owner' : u.role.label) },
            {
              header: 'Actions',
              cell: (u) =>
                u._id === owner?._id ? (
                  <span className="ws-muted">Shop owner</span>
                ) : mayManage(u.role.role) ? (
                  <div className="ws-row app-table-actions">
                    <button type="button" className="ws-btn ws-btn--sm" disabled={busyId === u._id} onClick={() => void sendReset(u)} aria-label={`Send reset to ${u.firstName} ${u.lastName}`}>
                      Send reset
                    </button>
                    <button type="button" className="ws-btn ws-btn--sm ws-btn--ghost app-danger-text" disabled={busyId === u._id} onClick={() => setDeleting(u)} aria-label={`Delete ${u.firstName} ${u.lastName}`}>
                      Delete
                    </button>
                  </div>
                ) : (
                  <span className="ws-muted">—</span>
                ),
            },
          ]}
        />
      ) : null}
      {state.status === 'ready' ? <Pager label="Team members" noun={NOUN} {...state.pages} onPage={setPage} /> : null}
      {state.status === 'ready' && state.invites.length > 0 ? (
        <>
          <h3 className="ws-card__title">{TEAM_PANEL_MESSAGES.pendingTitle}</h3>
          <DataTable
            caption={TEAM_PANEL_MESSAGES.pendingTitle}
            rows={state.invites}
            rowKey={(i) => i._id}
            columns={[
              { header: 'Name', cell: (i) => `${i.firstName} ${i.lastName}` },
              { header: 'Email', cell: (i) => i.email },
              { header: 'Role', cell: (i) => i.role.label },
              { header: 'Status', cell: inviteStatus },
              {
                header: 'Actions',
                cell: (i) =>
                  mayManage(i.role.role) ? (
                    <div className="ws-row app-table-actions">
                      <button type="button" className="ws-btn ws-btn--sm" disabled={busyId === i._id} onClick={() => void onInvite(i, 'resend')} aria-label={`Resend the invite to ${i.email}`}>
                        Resend
                      </button>
                      <button type="button" className="ws-btn ws-btn--sm ws-btn--ghost app-danger-text" disabled={busyId === i._id} onClick={() => setRevoking(i)} aria-label={`Revoke the invite to ${i.email}`}>
                        Revoke
                      </button>
                    </div>
                  ) : (
                    <span className="ws-muted">—</span>
                  ),
              },
            ]}
          />
        </>
      ) : null}
      {inviting ? <InviteMemberModal roles={invitable} onClose={() => setInviting(false)} onSent={() => invalidate('team')} /> : null}
      {deleting ? (
        <ConfirmDialog title="Delete team member?" confirmLabel="Delete" danger onConfirm={confirmDelete} onClose={() => setDeleting(null)}>
          <p>
            {deleting.firstName} {deleting.lastName} ({deleting.email}) will lose access to your shop straight away.
          </p>
        </ConfirmDialog>
      ) : null}
      {revoking ? (
        <ConfirmDialog title={TEAM_PANEL_MESSAGES.revokeTitle} confirmLabel="Revoke" danger onConfirm={() => onInvite(revoking, 'revoke')} onClose={() => setRevoking(null)}>
          <p>{TEAM_PANEL_MESSAGES.revokeBody(revoking.email)}</p>
        </ConfirmDialog>
      ) : null}
      {resetSent ? <ResetSentModal member={resetSent} onClose={closeResetSent} /> : null}
    </section>
  );
}
