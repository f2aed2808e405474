// Settings → Developers → API keys (issue 24 item 4): make a key with a name and scopes (its secret shown once, with
// Copy), list the shop's keys, revoke one. A key acts as the shop on its scopes' endpoints only (docs/api.md).
import { useState } from 'react';
import { API_SCOPE_KEYS, API_SCOPES, type ApiKeyDto, type ApiScope, type CreatedApiKeyDto } from '@wrapsmith/core/rules';
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
import { formContract, useZodForm } from '../../../lib/form.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { CopySecret } from './copy-secret.tsx';

const newKey = formContract<{ name: string; scopes: ApiScope[] }, { name: string; scopes: ApiScope[] }>(({ name, scopes }) => {
  const issues = [];
  if (!name.trim()) issues.push({ path: ['name'], message: 'Name is required' });
  if (name.trim().length > 80) issues.push({ path: ['name'], message: 'Name is too long' });
  if (scopes.length === 0) issues.push({ path: ['scopes'], message: 'Choose at least one scope' });
  return issues.length ? { issues } : { data: { name: name.trim(), scopes } };
});

function CreateKeyDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (made: CreatedApiKeyDto) => void }) {
  const api = useApi();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiScope[]>(['leads:read']);
  const { errors, failure, submitting, handleSubmit } = useZodForm(newKey, (err) => apiErrorInfo(err).message ?? 'Could not make the key.');
  const toggle = (scope: ApiScope, on: boolean) => setScopes((list) => (on ? [...list, scope] : list.filter((s) => s !== scope)));
  const submit = handleSubmit(
    () => ({ name, scopes: API_SCOPE_KEYS.filter((s) => scopes.includes(s)) }),
    async (body) => onCreated((await api.developers.createKey(body)).data),
  );
  return (
    <FormDialog title="Create an API key" onClose={onClose} onSubmit={(e) => void submit(e)} failure={failure} busy={submitting} submitLabel="Create key" busyLabel="Creating…">
      <TextField label="Name" maxLength={80} placeholder="Zapier" autoComplete="off" hint="So you can tell your keys apart." value={name} onChange={(e) => setName(e.target.value)} error={errors.name} />
      <fieldset className="wsd-fieldset" aria-describedby={errors.scopes ? 'api-key-scopes-error' : undefined}>
        <legend className="ws-label">What the key may do</legend>
        <ul className="wsd-checklist" role="list">
          {API_SCOPE_KEYS.map((scope) => (
            <li key={scope}>
              <label className="wsd-check">
                <input type="checkbox" name="scopes" value={scope} checked={scopes.includes(scope)} onChange={(e) => toggle(scope, e.target.checked)} />
                <span>
                  {API_SCOPES[scope].label} <code className="ws-muted">{scope}</code>
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
  const api = useApi();
  const { state, reload, update } = useData('developers:api-keys', (a) => a.developers.keys());
  const [creating, setCreating] = useState(false);
  const [made, setMade] = useState<CreatedApiKeyDto | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyDto | null>(null);

  const columns: Column<ApiKeyDto>[] = [
    {
      header: 'Key',
      cell: (k) => (
        <span className="wsd-lines">
          <strong>{k.name}</strong>
          <code className="wsd-code ws-muted">{k.prefix}…</code>
        </span>
      ),
    },
    {
      header: 'Scopes',
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
      header: 'Created',
      cell: (k) => (
        <span className="wsd-lines">
          <span>{formatDateTime(k.createdAt)}</span>
          <span className="ws-muted">Last used {k.lastUsedAt ? formatDateTime(k.lastUsedAt) : 'never'}</span>
        </span>
      ),
    },
    {
      header: 'Status',
      cell: (k) =>
        k.revokedAt ? (
          <span className="ws-muted">Revoked {formatDateTime(k.revokedAt)}</span>
        ) : (
          <button type="button" className="ws-btn ws-btn--sm ws-btn--ghost app-danger-text" aria-label={`Revoke ${k.name}`} onClick={() => setRevoking(k)}>
            Revoke
          </button>
        ),
    },
  ];

  return (
    <section className="ws-card app-panel" aria-labelledby="api-keys-title">
      <div className="app-panel__head">
        <h2 id="api-keys-title" className="ws-card__title">
          API keys
        </h2>
        <button type="button" className="ws-btn ws-btn--primary ws-btn--sm" onClick={() => setCreating(true)}>
          Create key
        </button>
      </div>
      <p className="ws-muted">
        Send a key as <code>Authorization: Bearer ws_live_…</code> to read your leads, customers and bookings or to book and send quotes from your own tools. Keep keys
        secret: anyone with one acts as your shop within its scopes.
      </p>
      {made ? (
        <div className="ws-stack">
          <Alert tone="success">
            <strong>{made.key.name}</strong> is ready. Copy the key now: it is shown only this once.
          </Alert>
          <CopySecret label="Your new API key" secret={made.secret} hint="Wrapsmith keeps only a fingerprint of it. Lost it? Revoke it and make another." />
          <div>
            <button type="button" className="ws-btn ws-btn--sm" onClick={() => setMade(null)}>
              I have copied it
            </button>
          </div>
        </div>
      ) : null}
      {state.status === 'loading' ? <Spinner label="Loading API keys…" /> : null}
      {state.status === 'error' ? <LoadError message={errorText(state.error, 'We couldn’t load your API keys.')} retryLabel="Try again" onRetry={reload} /> : null}
      {state.status === 'ready' ? (
        state.data.data.length === 0 ? (
          <EmptyState title="No API keys yet">Make one for each tool you connect, with only the scopes it needs.</EmptyState>
        ) : (
          <DataTable caption="API keys" stacked columns={columns} rows={state.data.data} rowKey={(k) => k._id} />
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
          title="Revoke this key?"
          confirmLabel="Revoke key"
          busyLabel="Revoking…"
          danger
          onClose={() => setRevoking(null)}
          onConfirm={async () => {
            const res = await api.developers.revokeKey(revoking._id);
            notify('success', `${revoking.name} revoked`);
            if (made?.key._id === revoking._id) setMade(null);
            update((list) => ({ data: list.data.map((k) => (k._id === res.data._id ? res.data : k)) }));
            setRevoking(null);
          }}
          errorText={(err) => apiErrorInfo(err).message ?? 'Could not revoke the key.'}
        >
          <p>
            <strong>{revoking.name}</strong> (<code>{revoking.prefix}…</code>) stops working at once: requests made with it are refused. This cannot be undone.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
