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
import { useArea } from '../../../i18n/area.ts';
import { COMMON } from '../../../i18n/areas/common/index.ts';
import { ROLES } from '../../../i18n/areas/roles/index.ts';
import type { ROLES_EN } from '../../../i18n/areas/roles/en.ts';
import { TEAM } from '../../../i18n/areas/team/index.ts';
import { useServerWords } from '../../../i18n/server-words.ts';

/** The English (tests read it); the panel reads the roles area. */
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

type RoleKey = keyof typeof ROLES_EN;
const LEVEL_KEYS: Record<Access, RoleKey> = { none: 'roles.none', view: 'roles.view', edit: 'roles.edit' };
const ROLE_COLUMNS = [
  { role: 'shop-man', label: 'team.roleShopMan' },
  { role: 'member', label: 'team.roleMember' },
] as const satisfies readonly { role: AdjustableRole; label: string }[];

export function RoleMatrixPanel() {
  const api = useApi();
  const refreshUser = useRefreshUser();
  const t = useArea(ROLES);
  const team = useArea(TEAM);
  const common = useArea(COMMON);
  const server = useServerWords();
  const areaName = (area: Area) => t(`roles.${area}` as RoleKey);
  const describe = (area: Area) => {
    const view = t(`roles.${area}View` as RoleKey);
    return AREA_INFO[area].edit ? t('roles.seeAndChange', { view, edit: t(`roles.${area}Edit` as RoleKey) }) : t('roles.seeOnly', { view });
  };
  const { state, reload } = useData('roles', async (api) => (await api.auth.roles()).data);
  const [edited, setEdited] = useState<RoleMatrix | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (state.status === 'loading' || state.status === 'idle') return <Spinner label={t('roles.loading')} />;
  if (state.status === 'error') {
    return (
      <Alert tone="error">
        {t('roles.loadFailed')}{' '}
        <button type="button" className="ws-link-btn" onClick={reload}>
          {common('common.retry')}
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
      notify('success', server(res.message, t('roles.saved')));
      setEdited(null);
      reload();
      await refreshUser();
    } catch (err) {
      setFailure(server(apiErrorText(err, ROLE_MATRIX_MESSAGES.saveFailed, ROLE_MATRIX_MESSAGES.saveFailed), t('roles.saveFailed')));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="ws-card app-panel ws-stack" aria-labelledby="roles-title">
      <h2 id="roles-title" className="ws-card__title">
        {t('roles.title')}
      </h2>
      <p className="ws-muted">{t('roles.intro')}</p>
      {dto.editable ? null : <Alert tone="info">{t('roles.readOnly')}</Alert>}
      <DataTable
        caption={t('roles.title')}
        stacked
        rows={[...AREAS]}
        rowKey={(area) => area}
        columns={[
          {
            header: t('roles.area'),
            cell: (area) => (
              <span className="wsx-role-area">
                <strong>{areaName(area)}</strong>
                <span className="ws-muted">{describe(area)}</span>
              </span>
            ),
          },
          { header: team('team.roleOwner'), cell: () => t('roles.edit') },
          ...ROLE_COLUMNS.map(({ role, label }) => ({
            header: team(label),
            cell: (area: Area) =>
              dto.editable ? (
                <select
                  className="ws-select"
                  aria-label={t('roles.select', { role: team(label), area: areaName(area) })}
                  value={matrix[role][area]}
                  onChange={(e) => set(role, area, e.target.value as Access)}
                  disabled={saving}
                >
                  {levelsOf(area).map((level) => (
                    <option key={level} value={level}>
                      {t(LEVEL_KEYS[level])}
                    </option>
                  ))}
                </select>
              ) : (
                t(LEVEL_KEYS[matrix[role][area]])
              ),
          })),
        ]}
      />
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {dto.editable ? (
        <div className="ws-row">
          <button type="button" className="ws-btn ws-btn--primary" disabled={saving || !changed} aria-busy={saving || undefined} onClick={() => void save()}>
            {saving ? common('common.saving') : t('roles.save')}
          </button>
          <button type="button" className="ws-btn" disabled={saving} onClick={() => setEdited(dto.defaults)}>
            {t('roles.defaults')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
