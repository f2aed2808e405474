// Team Members (spec §2/§4/§8): the shop's users from /auth/users-list (a page at a time, though a plan's seats
// rarely fill one), an add modal, a delete confirmation, and password resets whose confirmation closes itself
// after 5 seconds. Outcomes are shown as in-app notices.
import { useCallback, useEffect, useState } from 'react';
import { AUTH_MESSAGES, TEAM_MESSAGES, addTeamMemberInput, type PageInfo, type TeamSeats } from '@wrapsmith/core';
import { Link } from 'react-router-dom';
import { apiErrorInfo, useApi, type ApiUser } from '../api/index.ts';
import { checkedFirst, useZodForm } from '../lib/form.ts';
import { invalidate, useData } from '../hooks/use-data.ts';
import { Alert } from './alert.tsx';
import { DataTable } from './data-table.tsx';
import { SelectField, TextField } from './field.tsx';
import { Spinner } from './loading.tsx';
import { Dialog } from '@wrapsmith/visualizer/dialog';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { FormDialog } from './form-dialog.tsx';
import { Pager } from './pager.tsx';
import { notify } from './toasts.tsx';
import { useSession } from '../stores/session.ts';

export const RESET_CONFIRM_CLOSE_MS = 5000;

interface Team {
  users: ApiUser[];
  seats?: TeamSeats | undefined;
  pages: PageInfo;
}

const NOUN = ['member', 'members'] as const;

const seatsText = ({ used, limit, planName }: TeamSeats) =>
  `${used} of ${limit} ${limit === 1 ? 'seat' : 'seats'} used${planName ? ` on the ${planName} plan` : ' without a plan'} (the owner included).`;

const EMPTY_MEMBER = { firstName: '', lastName: '', email: '', password: '', role: 'shop-man' as 'shop-man' | 'member' };

const newMember = checkedFirst(addTeamMemberInput, (form: typeof EMPTY_MEMBER) =>
  !form.firstName.trim() || !form.lastName.trim() || !form.email.trim() || !form.password ? TEAM_MESSAGES.fillRequired : null,
);

function addFailure(err: unknown): string {
  const info = apiErrorInfo(err);
  if (info.status === undefined) return TEAM_MESSAGES.unexpected;
  return info.message ? TEAM_MESSAGES.addFailed(info.message) : TEAM_MESSAGES.addDefault;
}

function AddMemberModal({ onClose, onAdded }: { onClose: () => void; onAdded: () => void }) {
  const api = useApi();
  const [form, setForm] = useState(EMPTY_MEMBER);
  const { errors, failure: error, submitting: busy, handleSubmit } = useZodForm(newMember, addFailure);
  const set = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setForm((f) => ({ ...f, [key]: e.target.value }));

  const submit = handleSubmit(() => form, async (member) => {
    const res = await api.auth.addUser(member);
    notify('success', res.message || `${member.firstName} was added to your team.`);
    onAdded();
    onClose();
  });

  return (
    <FormDialog title="Add team member" onClose={onClose} onSubmit={(e) => void submit(e)} failure={error} busy={busy} submitLabel="Add Member" busyLabel="Adding…">
      <div className="ws-form-grid">
        <TextField label="First name" required autoComplete="off" value={form.firstName} onChange={set('firstName')} error={errors.firstName} />
        <TextField label="Last name" required autoComplete="off" value={form.lastName} onChange={set('lastName')} error={errors.lastName} />
      </div>
      <TextField label="Email" type="email" required autoComplete="off" value={form.email} onChange={set('email')} error={errors.email} />
      <TextField label="Password" type="password" required autoComplete="new-password" hint="At least 8 characters. Share it with them privately." value={form.password} onChange={set('password')} error={errors.password} />
      <SelectField label="Role" value={form.role} onChange={set('role')}>
        <option value="shop-man">Shop Manager</option>
        <option value="member">Member</option>
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
  // The owner (who sees this panel) takes a seat too, so the table lists them first, on the first page (issue 22).
  const owner = useSession((s) => s.currentUser);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<ApiUser | null>(null);
  const [resetSent, setResetSent] = useState<ApiUser | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const { state: loaded, reload } = useData(
    String(page),
    async (api): Promise<Team> => {
      const res = await api.auth.usersList({ page });
      return { users: res.data, seats: res.seats, pages: { page: res.page, pageSize: res.pageSize, total: res.total } };
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

  const closeResetSent = useCallback(() => setResetSent(null), []);
  const seats = state.status === 'ready' ? state.seats : undefined;
  const seatsFull = seats !== undefined && seats.used >= seats.limit;

  return (
    <section className="ws-card app-panel" aria-labelledby="team-title">
      <div className="app-panel__head">
        <h2 id="team-title" className="ws-card__title">
          Team Members
        </h2>
        <button
          type="button"
          className="ws-btn ws-btn--primary ws-btn--sm"
          disabled={seatsFull}
          aria-describedby={seats ? 'team-seats' : undefined}
          onClick={() => setAdding(true)}
        >
          Add Member
        </button>
      </div>
      {seats ? (
        <p id="team-seats" className="ws-muted">
          {seatsText(seats)}
          {seatsFull ? (
            <>
              {' '}
              Every seat is taken: remove a member or <Link to="/subscription">choose a bigger plan</Link> to add someone.
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
                ) : (
                <div className="ws-row app-table-actions">
                  <button type="button" className="ws-btn ws-btn--sm" disabled={busyId === u._id} onClick={() => void sendReset(u)} aria-label={`Send reset to ${u.firstName} ${u.lastName}`}>
                    Send reset
                  </button>
                  <button type="button" className="ws-btn ws-btn--sm ws-btn--ghost app-danger-text" disabled={busyId === u._id} onClick={() => setDeleting(u)} aria-label={`Delete ${u.firstName} ${u.lastName}`}>
                    Delete
                  </button>
                </div>
                ),
            },
          ]}
        />
      ) : null}
      {state.status === 'ready' ? <Pager label="Team members" noun={NOUN} {...state.pages} onPage={setPage} /> : null}
      {adding ? <AddMemberModal onClose={() => setAdding(false)} onAdded={() => invalidate('team')} /> : null}
      {deleting ? (
        <ConfirmDialog title="Delete team member?" confirmLabel="Delete" danger onConfirm={confirmDelete} onClose={() => setDeleting(null)}>
          <p>
            {deleting.firstName} {deleting.lastName} ({deleting.email}) will lose access to your shop straight away.
          </p>
        </ConfirmDialog>
      ) : null}
      {resetSent ? <ResetSentModal member={resetSent} onClose={closeResetSent} /> : null}
    </section>
  );
}
