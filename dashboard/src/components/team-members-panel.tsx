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
import { useArea } from '../i18n/area.ts';
import { COMMON } from '../i18n/areas/common/index.ts';
import { TEAM } from '../i18n/areas/team/index.ts';
import type { TEAM_EN } from '../i18n/areas/team/en.ts';
import { useFormat } from '../i18n/locale.ts';
import { withPart } from '../i18n/parts.tsx';
import { useServerWords } from '../i18n/server-words.ts';

export const RESET_CONFIRM_CLOSE_MS = 5000;

/** The English of the server-worded outcomes (tests read it); in another language the panel says its own (TEAM). */
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


type Words = (key: keyof typeof TEAM_EN & string, values?: Record<string, string | number>) => string;

// English has no plural (decision 099): a count of one picks its own sentence.
const seatsText = (t: Words, { used, limit, planName, invited }: TeamSeats) => {
  const seats = planName
    ? t(limit === 1 ? 'team.seatOnPlan' : 'team.seatsOnPlan', { used, limit, plan: planName })
    : t(limit === 1 ? 'team.seatNoPlan' : 'team.seatsNoPlan', { used, limit });
  const owner = invited ? t(invited === 1 ? 'team.ownerAndInvite' : 'team.ownerAndInvites', { invited }) : t('team.ownerIncluded');
  return `${seats} ${owner}`;
};

const ROLE_KEYS = { owner: 'team.roleOwner', 'shop-man': 'team.roleShopMan', member: 'team.roleMember' } as const;
/** A role in the reader's language (the server's label when it is one we do not know). */
const roleText = (t: Words, role: { role: string; label: string }) => (role.role in ROLE_KEYS ? t(ROLE_KEYS[role.role as keyof typeof ROLE_KEYS]) : role.label);

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
  const t = useArea(TEAM);
  const server = useServerWords();
  const [form, setForm] = useState<InviteForm>({ ...EMPTY_INVITE, role: roles.includes('member') ? 'member' : (roles[0] ?? 'member') });
  const { errors, failure: error, submitting: busy, handleSubmit } = useZodForm(newInvite, (err) =>
    server(failureText(err, TEAM_PANEL_MESSAGES.inviteFailed, TEAM_MESSAGES.addDefault), apiErrorInfo(err).status === undefined ? t('team.unexpected') : t('team.inviteFailed')),
  );
  const set = (key: keyof InviteForm) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setForm((f) => ({ ...f, [key]: e.target.value }));

  const submit = handleSubmit(() => form, async (invite) => {
    const res = await api.auth.invite(invite);
    notify('success', server(res.message, t('team.inviteSent', { email: invite.email })));
    onSent();
    onClose();
  });

  return (
    <FormDialog
      title={t('team.inviteTitle')}
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
      failure={error === TEAM_MESSAGES.fillRequired ? t('team.fillRequired') : error}
      busy={busy}
      submitLabel={t('team.sendInvite')}
      busyLabel={t('team.sending')}
    >
      <p className="ws-muted">{t('team.inviteHint', { days: INVITE_TTL_DAYS })}</p>
      <div className="ws-form-grid">
        <TextField label={t('team.firstName')} required autoComplete="off" value={form.firstName} onChange={set('firstName')} error={errors.firstName} />
        <TextField label={t('team.lastName')} required autoComplete="off" value={form.lastName} onChange={set('lastName')} error={errors.lastName} />
      </div>
      <TextField label={t('team.email')} type="email" required autoComplete="off" value={form.email} onChange={set('email')} error={errors.email} />
      <SelectField label={t('team.role')} value={form.role} onChange={set('role')} hint={t('team.roleHint')}>
        {roles.map((role) => (
          <option key={role} value={role}>
            {roleText(t, { role, label: roleLabel(role) })}
          </option>
        ))}
      </SelectField>
    </FormDialog>
  );
}

function ResetSentModal({ member, onClose }: { member: ApiUser; onClose: () => void }) {
  const t = useArea(TEAM);
  const common = useArea(COMMON);
  useEffect(() => {
    const timer = setTimeout(onClose, RESET_CONFIRM_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [onClose]);
  return (
    <Dialog
      title={t('team.resetTitle')}
      onClose={onClose}
      closeLabel={common('common.close')}
      actions={
        <button type="button" className="ws-btn ws-btn--primary" onClick={onClose}>
          {t('team.ok')}
        </button>
      }
    >
      <p>{withPart(t('team.resetBody', { name: member.firstName, email: '\u0000' }), <strong>{member.email}</strong>)}</p>
    </Dialog>
  );
}

export function TeamMembersPanel() {
  const api = useApi();
  const t = useArea(TEAM);
  const common = useArea(COMMON);
  const server = useServerWords();
  const { date } = useFormat();
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
      notify('success', server(TEAM_MESSAGES.deleted, t('team.deleted')));
      setDeleting(null);
      invalidate('team');
    } catch (err) {
      const info = apiErrorInfo(err);
      notify('error', server(info.status === undefined ? TEAM_MESSAGES.deleteUnexpected : TEAM_MESSAGES.deleteFailed(info.message ?? AUTH_MESSAGES.deleteFailed), info.status === undefined ? t('team.unexpected') : t('team.deleteFailed')));
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
      notify('error', server(info.status === undefined ? TEAM_MESSAGES.resetUnexpected : TEAM_MESSAGES.resetFailed(info.message ?? AUTH_MESSAGES.resetLinkError), info.status === undefined ? t('team.unexpected') : t('team.resetFailed')));
    } finally {
      setBusyId(null);
    }
  }

  /** Resend or revoke an invite, then load the team again (the seats count pending invites). */
  async function onInvite(invite: TeamInviteDto, action: 'resend' | 'revoke') {
    setBusyId(invite._id);
    try {
      const res = action === 'resend' ? await api.auth.resendInvite(invite._id) : await api.auth.revokeInvite(invite._id);
      notify('success', server(res.message, action === 'resend' ? t('team.resent', { email: invite.email }) : t('team.revoked')));
      invalidate('team');
    } catch (err) {
      notify('error', server(failureText(err, TEAM_PANEL_MESSAGES.actionFailed, TEAM_MESSAGES.unexpected), apiErrorInfo(err).status === undefined ? t('team.unexpected') : t('team.actionFailed')));
    } finally {
      setBusyId(null);
      setRevoking(null);
    }
  }

  const closeResetSent = useCallback(() => setResetSent(null), []);
  const seats = state.status === 'ready' ? state.seats : undefined;
  const seatsFull = seats !== undefined && seats.used >= seats.limit;
  const mayManage = (role: ApiUser['role']['role']) => manages && canManageRole(myRole, role);
  const inviteStatus = (invite: TeamInviteDto) => (invite.status === 'expired' ? t('team.expired') : t('team.pendingUntil', { date: date(invite.expiresAt) }));
  const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;

  return (
    <section className="ws-card app-panel" aria-labelledby="team-title">
      <div className="app-panel__head">
        <h2 id="team-title" className="ws-card__title">
          {t('team.title')}
        </h2>
        {manages ? (
          <button
            type="button"
            className="ws-btn ws-btn--primary ws-btn--sm"
            disabled={seatsFull}
            aria-describedby={seats ? 'team-seats' : undefined}
            onClick={() => setInviting(true)}
          >
            {t('team.invite')}
          </button>
        ) : null}
      </div>
      {seats ? (
        <p id="team-seats" className="ws-muted">
          {seatsText(t, seats)}
          {seatsFull && manages ? (
            <>
              {' '}
              {userMay(viewer, 'billing') ? withPart(t('team.fullBilling', { link: '\u0000' }), <Link to="/subscription">{t('team.biggerPlan')}</Link>) : t('team.full')}
            </>
          ) : null}
        </p>
      ) : null}
      {state.status === 'loading' ? <Spinner label={t('team.loading')} /> : null}
      {state.status === 'error' ? (
        <Alert tone="error">
          {t('team.loadFailed')}{' '}
          <button type="button" className="ws-link-btn" onClick={reload}>
            {common('common.retry')}
          </button>
        </Alert>
      ) : null}
      {state.status === 'ready' ? (
        <DataTable
          caption={t('team.caption')}
          rows={owner && state.pages.page === 1 ? [owner, ...state.users] : state.users}
          rowKey={(u) => u._id}
          columns={[
            { header: t('team.name'), cell: (u) => (u._id === owner?._id ? t('team.you', { name: fullName(u) }) : fullName(u)) },
            { header: t('team.email'), cell: (u) => u.email },
            { header: t('team.role'), cell: (u) => (u._id === owner?._id ? t('team.roleOwner') : roleText(t, u.role)) },
            {
              header: t('team.actions'),
              cell: (u) =>
                u._id === owner?._id ? (
                  <span className="ws-muted">{t('team.shopOwner')}</span>
                ) : mayManage(u.role.role) ? (
                  <div className="ws-row app-table-actions">
                    <button type="button" className="ws-btn ws-btn--sm" disabled={busyId === u._id} onClick={() => void sendReset(u)} aria-label={t('team.sendResetTo', { name: fullName(u) })}>
                      {t('team.sendReset')}
                    </button>
                    <button type="button" className="ws-btn ws-btn--sm ws-btn--ghost app-danger-text" disabled={busyId === u._id} onClick={() => setDeleting(u)} aria-label={t('team.deleteWho', { name: fullName(u) })}>
                      {common('common.delete')}
                    </button>
                  </div>
                ) : (
                  <span className="ws-muted">—</span>
                ),
            },
          ]}
        />
      ) : null}
      {state.status === 'ready' ? <Pager label={t('team.caption')} noun={[t('team.memberOne'), t('team.memberMany')]} {...state.pages} onPage={setPage} /> : null}
      {state.status === 'ready' && state.invites.length > 0 ? (
        <>
          <h3 className="ws-card__title">{t('team.pendingTitle')}</h3>
          <DataTable
            caption={t('team.pendingTitle')}
            rows={state.invites}
            rowKey={(i) => i._id}
            columns={[
              { header: t('team.name'), cell: (i) => fullName(i) },
              { header: t('team.email'), cell: (i) => i.email },
              { header: t('team.role'), cell: (i) => roleText(t, i.role) },
              { header: t('team.status'), cell: inviteStatus },
              {
                header: t('team.actions'),
                cell: (i) =>
                  mayManage(i.role.role) ? (
                    <div className="ws-row app-table-actions">
                      <button type="button" className="ws-btn ws-btn--sm" disabled={busyId === i._id} onClick={() => void onInvite(i, 'resend')} aria-label={t('team.resendTo', { email: i.email })}>
                        {t('team.resend')}
                      </button>
                      <button type="button" className="ws-btn ws-btn--sm ws-btn--ghost app-danger-text" disabled={busyId === i._id} onClick={() => setRevoking(i)} aria-label={t('team.revokeTo', { email: i.email })}>
                        {t('team.revoke')}
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
        <ConfirmDialog title={t('team.deleteTitle')} confirmLabel={common('common.delete')} danger onConfirm={confirmDelete} onClose={() => setDeleting(null)}>
          <p>{t('team.deleteBody', { name: fullName(deleting), email: deleting.email })}</p>
        </ConfirmDialog>
      ) : null}
      {revoking ? (
        <ConfirmDialog title={t('team.revokeTitle')} confirmLabel={t('team.revoke')} danger onConfirm={() => onInvite(revoking, 'revoke')} onClose={() => setRevoking(null)}>
          <p>{t('team.revokeBody', { email: revoking.email })}</p>
        </ConfirmDialog>
      ) : null}
      {resetSent ? <ResetSentModal member={resetSent} onClose={closeResetSent} /> : null}
    </section>
  );
}
