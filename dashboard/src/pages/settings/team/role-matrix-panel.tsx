// What each role may see and do, per area (decision 062): the owner picks the Shop Manager's and the Member's level
// in each area and saves; everyone else with the Team area reads it. The server enforces it per endpoint; this is
// only where it is set.
import { useState } from 'react';
import type { RoleMatrixDto } from '@wrapsmith/core/contract';
import { AREA_INFO, AREAS, levelsOf, type Access, type AdjustableRole, type Area, type RoleMatrix } from '@wrapsmith/core';
import { apiErrorText, useApi } from '../../../api/index.ts';
import { Alert } from '../../../components/alert.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { Spinner } from '../../../components/loading.tsx';
import { notify } from '../../../components/toasts.tsx';
import { useData } from '../../../hooks/use-data.ts';
import { useRefreshUser } from '../../../hooks/use-refresh-user.ts';

export const ROLE_MATRIX_MESSAGES = {
  title: 'What each role may do',
  intro: 'The owner can do everything. Choose what Shop Managers and Members may see and change; it applies to their next click.',
  readOnly: 'Only the shop owner can change what each role may do.',
  loadFailed: 'Could not load the roles.',
  saveFailed: 'Could not save the roles.',
  save: 'Save roles',
  saving: 'Saving…',
  defaults: 'Restore defaults',
} as const;

const LEVEL_LABELS: Record<Access, string> = { none: 'No access', view: 'See', edit: 'See and change' };
const ROLE_COLUMNS: { role: AdjustableRole; label: string }[] = [
  { role: 'shop-man', label: 'Shop Manager' },
  { role: 'member', label: 'Member' },
];

const describe = (area: Area) => {
  const { view, edit } = AREA_INFO[area];
  return edit ? `See: ${view}. Change: ${edit}.` : `See: ${view}.`;
};

export function RoleMatrixPanel() {
  const api = useApi();
  const refreshUser = useRefreshUser();
  const { state, reload } = useData('roles', async (api) => (await api.auth.roles()).data);
  const [edited, setEdited] = useState<RoleMatrix | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (state.status === 'loading' || state.status === 'idle') return <Spinner label="Loading roles…" />;
  if (state.status === 'error') {
    return (
      <Alert tone="error">
        {ROLE_MATRIX_MESSAGES.loadFailed}{' '}
        <button type="button" className="ws-link-btn" onClick={reload}>
          Try again
        </button>
      </Alert>
    );
  }
  const dto: RoleMatrixDto = state.data;
  const matrix = edited ?? dto.matrix;
  const changed = JSON.stringify(matrix) !== JSON.stringify(dto.matrix);

  const set = (role: AdjustableRole, area: Area, level: Access) => setEdited({ ...matrix, [role]: { ...matrix[role], [area]: level } });

  async function save() {
    setSaving(true);
    setFailure(null);
    try {
      const res = await api.auth.saveRoles(matrix);
      notify('success', res.message);
      setEdited(null);
      reload();
      await refreshUser();
    } catch (err) {
      setFailure(apiErrorText(err, ROLE_MATRIX_MESSAGES.saveFailed, ROLE_MATRIX_MESSAGES.saveFailed));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="ws-card app-panel ws-stack" aria-labelledby="roles-title">
      <h2 id="roles-title" className="ws-card__title">
        {ROLE_MATRIX_MESSAGES.title}
      </h2>
      <p className="ws-muted">{ROLE_MATRIX_MESSAGES.intro}</p>
      {dto.editable ? null : <Alert tone="info">{ROLE_MATRIX_MESSAGES.readOnly}</Alert>}
      <DataTable
        caption={ROLE_MATRIX_MESSAGES.title}
        stacked
        rows={[...AREAS]}
        rowKey={(area) => area}
        columns={[
          {
            header: 'Area',
            cell: (area) => (
              <span className="wsx-role-area">
                <strong>{AREA_INFO[area].label}</strong>
                <span className="ws-muted">{describe(area)}</span>
              </span>
            ),
          },
          { header: 'Owner', cell: () => LEVEL_LABELS.edit },
          ...ROLE_COLUMNS.map(({ role, label }) => ({
            header: label,
            cell: (area: Area) =>
              dto.editable ? (
                <select
                  className="ws-select"
                  aria-label={`${label}: ${AREA_INFO[area].label}`}
                  value={matrix[role][area]}
                  onChange={(e) => set(role, area, e.target.value as Access)}
                  disabled={saving}
                >
                  {levelsOf(area).map((level) => (
                    <option key={level} value={level}>
                      {LEVEL_LABELS[level]}
                    </option>
                  ))}
                </select>
              ) : (
                LEVEL_LABELS[matrix[role][area]]
              ),
          })),
        ]}
      />
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {dto.editable ? (
        <div className="ws-row">
          <button type="button" className="ws-btn ws-btn--primary" disabled={saving || !changed} aria-busy={saving || undefined} onClick={() => void save()}>
            {saving ? ROLE_MATRIX_MESSAGES.saving : ROLE_MATRIX_MESSAGES.save}
          </button>
          <button type="button" className="ws-btn" disabled={saving} onClick={() => setEdited(dto.defaults)}>
            {ROLE_MATRIX_MESSAGES.defaults}
          </button>
        </div>
      ) : null}
    </section>
  );
}
