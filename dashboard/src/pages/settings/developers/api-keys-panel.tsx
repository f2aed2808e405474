// Settings → Developers → API keys (issue 24 item 4): make a key with a name and scopes (its secret shown once, with
// Copy), list the shop's keys, revoke one. A key acts as the shop on its scopes' endpoints only (docs/api.md).
// Words: the settings-developers area (decision 101); core's scope labels are its `scope.*` keys.
import { useMemo, useState } from 'react';
import { API_SCOPE_KEYS, type ApiKeyDto, type ApiScope, type CreatedApiKeyDto } from '@wrapsmith/core/rules';
import { apiErrorInfo, useApi } from '../../../api/index.ts';
import { Alert } from '../../../components/alert.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable, type Column } from '../../../components/data-table.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { TextField } from '../../../components/field.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { Spinner } from '../../../components/loading.tsx';
import { notify } from '../../../components/toasts.tsx';
import { errorText, useData } from '../../../hooks/use-data.ts';
import { useArea } from '../../../i18n/area.ts';
import { COMMON } from '../../../i18n/areas/common/index.ts';
import { SETTINGS_DEVELOPERS } from '../../../i18n/areas/settings-developers/index.ts';
import { useFormat } from '../../../i18n/locale.ts';
import { withPart } from '../../../i18n/parts.tsx';
import { formContract, useZodForm } from '../../../lib/form.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { CopySecret } from './copy-secret.tsx';

type DevelopersT = ReturnType<typeof useArea<typeof SETTINGS_DEVELOPERS.english>>;

const newKey = (t: DevelopersT) =>
  formContract<{ name: string; scopes: ApiScope[] }, { name: string; scopes: ApiScope[] }>(({ name, scopes }) => {
    const issues = [];
    if (!name.trim()) issues.push({ path: ['name'], message: t('settingsDevelopers.keys.nameRequired') });
    if (name.trim().length > 80) issues.push({ path: ['name'], message: t('settingsDevelopers.keys.nameTooLong') });
    if (scopes.length === 0) issues.push({ path: ['scopes'], message: t('settingsDevelopers.keys.scopeRequired') });
    return issues.length ? { issues } : { data: { name: name.trim(), scopes } };
  });

/** An instant in the shop's zone, written the reader's way (the shop's locale in English, as before). */
export function useWhen(): (iso: string) => string {
  const { locale } = useFormat();
  return (iso) => formatDateTime(iso, locale === 'en' ? undefined : locale);
}

function CreateKeyDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (made: CreatedApiKeyDto) => void }) {
  const t = useArea(SETTINGS_DEVELOPERS);
  const api = useApi();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiScope[]>(['leads:read']);
  const contract = useMemo(() => newKey(t), [t]);
  const { errors, failure, submitting, handleSubmit } = useZodForm(contract, (err) => apiErrorInfo(err).message ?? t('settingsDevelopers.keys.createFailed'));
  const toggle = (scope: ApiScope, on: boolean) => setScopes((list) => (on ? [...list, scope] : list.filter((s) => s !== scope)));
  const submit = handleSubmit(
    () => ({ name, scopes: API_SCOPE_KEYS.filter((s) => scopes.includes(s)) }),
    async (body) => onCreated((await api.developers.createKey(body)).data),
  );
  return (
    <FormDialog
      title={t('settingsDevelopers.keys.createTitle')}
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
      failure={failure}
      busy={submitting}
      submitLabel={t('settingsDevelopers.keys.create')}
      busyLabel={t('settingsDevelopers.keys.creating')}
    >
      <TextField
        label={t('settingsDevelopers.keys.name')}
        maxLength={80}
        placeholder="Zapier"
        autoComplete="off"
        hint={t('settingsDevelopers.keys.nameHint')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={errors.name}
      />
      <fieldset className="wsd-fieldset" aria-describedby={errors.scopes ? 'api-key-scopes-error' : undefined}>
        <legend className="ws-label">{t('settingsDevelopers.keys.scopes')}</legend>
        <ul className="wsd-checklist" role="list">
          {API_SCOPE_KEYS.map((scope) => (
            <li key={scope}>
              <label className="wsd-check">
                <input type="checkbox" name="scopes" value={scope} checked={scopes.includes(scope)} onChange={(e) => toggle(scope, e.target.checked)} />
                <span>
                  {t(`settingsDevelopers.scope.${scope}`)} <code className="ws-muted">{scope}</code>
                </span>
              </label>
            </li>
          ))}
        </ul>
        {errors.scopes ? (
          <p id="api-key-scopes-error" className="ws-field-error">
            {errors.scopes}
          </p>
        ) : null}
      </fieldset>
    </FormDialog>
  );
}

export function ApiKeysPanel() {
  const t = useArea(SETTINGS_DEVELOPERS);
  const common = useArea(COMMON);
  const when = useWhen();
  const api = useApi();
  const { state, reload, update } = useData('developers:api-keys', (a) => a.developers.keys());
  const [creating, setCreating] = useState(false);
  const [made, setMade] = useState<CreatedApiKeyDto | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyDto | null>(null);

  const columns: Column<ApiKeyDto>[] = [
    {
      header: t('settingsDevelopers.keys.col.key'),
      cell: (k) => (
        <span className="wsd-lines">
          <strong>{k.name}</strong>
          <code className="wsd-code ws-muted">{k.prefix}…</code>
        </span>
      ),
    },
    {
      header: t('settingsDevelopers.keys.col.scopes'),
      cell: (k) => (
        <ul className="wsd-tags" role="list">
          {k.scopes.map((s) => (
            <li key={s} className="ws-badge">
              {s}
            </li>
          ))}
        </ul>
      ),
    },
    {
      header: t('settingsDevelopers.keys.col.created'),
      cell: (k) => (
        <span className="wsd-lines">
          <span>{when(k.createdAt)}</span>
          <span className="ws-muted">{k.lastUsedAt ? t('settingsDevelopers.keys.lastUsed', { at: when(k.lastUsedAt) }) : t('settingsDevelopers.keys.neverUsed')}</span>
        </span>
      ),
    },
    {
      header: t('settingsDevelopers.keys.col.status'),
      cell: (k) =>
        k.revokedAt ? (
          <span className="ws-muted">{t('settingsDevelopers.keys.revoked', { at: when(k.revokedAt) })}</span>
        ) : (
          <button
            type="button"
            className="ws-btn ws-btn--sm ws-btn--ghost app-danger-text"
            aria-label={t('settingsDevelopers.keys.revokeNamed', { name: k.name })}
            onClick={() => setRevoking(k)}
          >
            {t('settingsDevelopers.keys.revoke')}
          </button>
        ),
    },
  ];

  return (
    <section className="ws-card app-panel" aria-labelledby="api-keys-title">
      <div className="app-panel__head">
        <h2 id="api-keys-title" className="ws-card__title">
          {t('settingsDevelopers.keys.title')}
        </h2>
        <button type="button" className="ws-btn ws-btn--primary ws-btn--sm" onClick={() => setCreating(true)}>
          {t('settingsDevelopers.keys.create')}
        </button>
      </div>
      <p className="ws-muted">{withPart(t('settingsDevelopers.keys.intro', { header: '\u0000' }), <code>Authorization: Bearer ws_live_…</code>)}</p>
      {made ? (
        <div className="ws-stack">
          <Alert tone="success">
            {withPart(t('settingsDevelopers.keys.ready', { name: '\u0000' }), <strong>{made.key.name}</strong>)}
          </Alert>
          <CopySecret label={t('settingsDevelopers.keys.newKey')} secret={made.secret} hint={t('settingsDevelopers.keys.newKeyHint')} />
          <div>
            <button type="button" className="ws-btn ws-btn--sm" onClick={() => setMade(null)}>
              {t('settingsDevelopers.keys.copiedIt')}
            </button>
          </div>
        </div>
      ) : null}
      {state.status === 'loading' ? <Spinner label={t('settingsDevelopers.keys.loading')} /> : null}
      {state.status === 'error' ? (
        <LoadError message={errorText(state.error, t('settingsDevelopers.keys.loadFailed'))} retryLabel={common('common.retry')} onRetry={reload} />
      ) : null}
      {state.status === 'ready' ? (
        state.data.data.length === 0 ? (
          <EmptyState title={t('settingsDevelopers.keys.empty')}>{t('settingsDevelopers.keys.emptyBody')}</EmptyState>
        ) : (
          <DataTable caption={t('settingsDevelopers.keys.title')} stacked columns={columns} rows={state.data.data} rowKey={(k) => k._id} />
        )
      ) : null}
      {creating ? (
        <CreateKeyDialog
          onClose={() => setCreating(false)}
          onCreated={(created) => {
            setCreating(false);
            setMade(created);
            update((list) => ({ data: [created.key, ...list.data] }));
          }}
        />
      ) : null}
      {revoking ? (
        <ConfirmDialog
          title={t('settingsDevelopers.keys.revokeTitle')}
          confirmLabel={t('settingsDevelopers.keys.revokeConfirm')}
          busyLabel={t('settingsDevelopers.keys.revoking')}
          cancelLabel={common('common.cancel')}
          danger
          onClose={() => setRevoking(null)}
          onConfirm={async () => {
            const res = await api.developers.revokeKey(revoking._id);
            notify('success', t('settingsDevelopers.keys.revokedToast', { name: revoking.name }));
            if (made?.key._id === revoking._id) setMade(null);
            update((list) => ({ data: list.data.map((k) => (k._id === res.data._id ? res.data : k)) }));
            setRevoking(null);
          }}
          errorText={(err) => apiErrorInfo(err).message ?? t('settingsDevelopers.keys.revokeFailed')}
        >
          <p>
            {withPart(
              t('settingsDevelopers.keys.revokeBody', { key: '\u0000' }),
              <>
                <strong>{revoking.name}</strong> (<code>{revoking.prefix}…</code>)
              </>,
            )}
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
