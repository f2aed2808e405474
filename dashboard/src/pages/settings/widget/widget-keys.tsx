// The shop's widget keys: list, create (label + websites), edit websites, revoke with a confirmation.
// Keys are public; the websites on a key are what keep other sites from spending the shop's credits.
// The list pages like every list; its first page (the page's own load) holds every live key, so later pages only
// show revoked ones, which have nothing to act on.
import { useState } from 'react';
import type { WidgetKeyDto } from '@wrapsmith/core/contract';
import type { Paged } from '@wrapsmith/core';
import { apiErrorInfo, useApi } from '../../../api/index.ts';
import { Alert } from '../../../components/alert.tsx';
import { DataTable, type Column } from '../../../components/data-table.tsx';
import { TextAreaField, TextField } from '../../../components/field.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { Pager } from '../../../components/pager.tsx';
import { notify } from '../../../components/toasts.tsx';
import { formContract, useZodForm } from '../../../lib/form.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { parseOrigins } from './origins.ts';
import { WIDGET_MESSAGES as M } from './widget-messages.ts';

const ORIGINS_HINT = 'One website per line, like https://yourshop.com. Add www. and non-www. addresses separately.';

const keyOrigins = formContract<string, string[]>((text) => {
  const parsed = parseOrigins(text);
  return parsed.ok ? { data: parsed.origins } : { issues: [{ path: ['origins'], message: parsed.error }] };
});

const newKey = formContract<{ label: string; origins: string }, { label: string; origins: string[] }>(({ label, origins }) => {
  const parsed = parseOrigins(origins);
  if (parsed.ok && label.trim()) return { data: { label: label.trim(), origins: parsed.origins } };
  const issues = [];
  if (!label.trim()) issues.push({ path: ['label'], message: M.labelRequired });
  if (!parsed.ok) issues.push({ path: ['origins'], message: parsed.error });
  return { issues };
});

function CreateKeyModal({ onClose, onCreated }: { onClose: () => void; onCreated: (key: WidgetKeyDto) => void }) {
  const api = useApi();
  const [label, setLabel] = useState('');
  const [origins, setOrigins] = useState('');
  const { errors, failure, submitting: busy, handleSubmit } = useZodForm(newKey, 'Could not create the key.');

  const submit = handleSubmit(
    () => ({ label, origins }),
    async (key) => onCreated((await api.widget.createKey(key)).data),
  );

  return (
    <FormDialog title="Create a widget key" onClose={onClose} onSubmit={(e) => void submit(e)} failure={failure} busy={busy} submitLabel="Create key" busyLabel="Creating…">
      <TextField label="Label" maxLength={60} placeholder="Main website" autoComplete="off" value={label} onChange={(e) => setLabel(e.target.value)} error={errors.label} />
      <TextAreaField label="Websites" rows={4} placeholder="https://yourshop.com" hint={ORIGINS_HINT} value={origins} onChange={(e) => setOrigins(e.target.value)} error={errors.origins} />
    </FormDialog>
  );
}

function EditOriginsModal({ widgetKey, onClose, onSaved }: { widgetKey: WidgetKeyDto; onClose: () => void; onSaved: (key: WidgetKeyDto) => void }) {
  const api = useApi();
  const [origins, setOrigins] = useState(widgetKey.origins.join('\n'));
  const { errors, failure, submitting: busy, handleSubmit } = useZodForm(keyOrigins, 'Could not save the websites.');

  const submit = handleSubmit(
    () => origins,
    async (list) => {
      const res = await api.widget.setKeyOrigins(widgetKey._id, list);
      notify('success', M.originsSaved);
      onSaved(res.data);
    },
  );

  return (
    <FormDialog
      title={`Websites for ${widgetKey.label}`}
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
      failure={failure}
      busy={busy}
      submitLabel="Save websites"
      busyLabel="Saving…"
    >
      <TextAreaField label="Websites" rows={5} hint={ORIGINS_HINT} value={origins} onChange={(e) => setOrigins(e.target.value)} error={errors.origins} />
    </FormDialog>
  );
}

function RevokeKeyModal({ widgetKey, onClose, onRevoked }: { widgetKey: WidgetKeyDto; onClose: () => void; onRevoked: (key: WidgetKeyDto) => void }) {
  const api = useApi();

  async function revoke() {
    const res = await api.widget.revokeKey(widgetKey._id);
    notify('success', M.keyRevoked(widgetKey.label));
    onRevoked(res.data);
  }

  return (
    <ConfirmDialog
      title="Revoke this key?"
      confirmLabel="Revoke key"
      busyLabel="Revoking…"
      danger
      onConfirm={revoke}
      onClose={onClose}
      errorText={(err) => apiErrorInfo(err).message ?? 'Could not revoke the key.'}
    >
      <p>
          <strong>{widgetKey.label}</strong> (<code>{widgetKey.key}</code>) stops working at once.{' '}
          {widgetKey.kind === 'share'
            ? 'This switches your share link off: its page says your visualizer is not available until you switch it on again under Your share link, which gives it a new key.'
            : 'Websites using it stop showing the widget until you paste code with a new key. This cannot be undone.'}
      </p>
    </ConfirmDialog>
  );
}

const NOUN = ['key', 'keys'] as const;

export interface WidgetKeysProps {
  /** The first page of keys. */
  keys: Paged<WidgetKeyDto>;
  canEdit: boolean;
  /** Puts a new or changed key into the list. */
  onChange: (key: WidgetKeyDto, created?: boolean) => void;
}

type KeyDialog = { kind: 'create' } | { kind: 'origins'; key: WidgetKeyDto } | { kind: 'revoke'; key: WidgetKeyDto } | null;

export function WidgetKeys({ keys, canEdit, onChange }: WidgetKeysProps) {
  const api = useApi();
  const [dialog, setDialog] = useState<KeyDialog>(null);
  const [created, setCreated] = useState<WidgetKeyDto | null>(null);
  // A later page, when one is shown; the first page is the page's own.
  const [later, setLater] = useState<Paged<WidgetKeyDto> | null>(null);
  const [turning, setTurning] = useState(false);
  const shown = later ?? keys;

  async function showPage(page: number) {
    if (page === 1) {
      setLater(null);
      return;
    }
    setTurning(true);
    try {
      setLater(await api.widget.keys({ page }));
    } catch {
      notify('error', M.keysPageFailed);
    } finally {
      setTurning(false);
    }
  }

  const columns: Column<WidgetKeyDto>[] = [
    // The key and its kind sit under the label, last use under the creation date: fewer columns fit a desktop
    // without sideways scrolling.
    {
      header: 'Key',
      cell: (k) => (
        <span className="wsx-lines">
          <strong>{k.label}</strong>
          <code className="wsx-key wsx-key--cell">{k.key}</code>
          <span className="ws-muted">{k.kind === 'share' ? 'Share link' : 'Website'}</span>
        </span>
      ),
    },
    {
      header: 'Websites',
      cell: (k) => (
        <ul role="list" className="wsx-origins wsx-nowrap">
          {k.origins.map((o) => (
            <li key={o}>{o}</li>
          ))}
        </ul>
      ),
    },
    {
      header: 'Created',
      cell: (k) => (
        <span className="wsx-lines">
          <span>{formatDateTime(k.createdAt)}</span>
          <span className="ws-muted">Last used {k.lastUsedAt ? formatDateTime(k.lastUsedAt) : 'never'}</span>
        </span>
      ),
    },
    {
      header: 'Status',
      cell: (k) => (k.revokedAt ? <span className="wsx-status wsx-status--revoked">Revoked {formatDateTime(k.revokedAt)}</span> : <span className="ws-badge">Active</span>),
    },
  ];
  if (canEdit) {
    columns.push({
      header: 'Actions',
      cell: (k) =>
        k.revokedAt ? null : (
          <div className="ws-row app-table-actions">
            {k.kind === 'embed' ? (
              <button type="button" className="ws-btn ws-btn--sm" aria-label={`Edit websites for ${k.label}`} onClick={() => setDialog({ kind: 'origins', key: k })}>
                Edit websites
              </button>
            ) : null}
            <button type="button" className="ws-btn ws-btn--sm ws-btn--ghost app-danger-text" aria-label={`Revoke ${k.label}`} onClick={() => setDialog({ kind: 'revoke', key: k })}>
              Revoke
            </button>
          </div>
        ),
    });
  }

  return (
    <section className="ws-card app-panel" aria-labelledby="widget-keys-title">
      <div className="app-panel__head">
        <h2 id="widget-keys-title" className="ws-card__title">
          Keys and websites
        </h2>
        {canEdit ? (
          <button type="button" className="ws-btn ws-btn--primary ws-btn--sm" onClick={() => setDialog({ kind: 'create' })}>
            Create key
          </button>
        ) : null}
      </div>
      <p className="ws-muted">A key only works on the websites listed on it, so nobody else can spend your credits with it.</p>
      {created ? (
        <Alert tone="success">
          {M.keyCreated} Your new key: <code className="wsx-key">{created.key}</code>
        </Alert>
      ) : null}
      <div className="ws-paged-rows" aria-busy={turning || undefined}>
        <DataTable caption="Widget keys" stacked columns={columns} rows={shown.data} rowKey={(k) => k._id} />
      </div>
      <Pager label="Widget keys" noun={NOUN} page={shown.page} pageSize={shown.pageSize} total={shown.total} busy={turning} onPage={(page) => void showPage(page)} />
      {dialog?.kind === 'create' ? (
        <CreateKeyModal
          onClose={() => setDialog(null)}
          onCreated={(key) => {
            setDialog(null);
            setCreated(key);
            setLater(null);
            onChange(key, true);
          }}
        />
      ) : null}
      {dialog?.kind === 'origins' ? (
        <EditOriginsModal
          widgetKey={dialog.key}
          onClose={() => setDialog(null)}
          onSaved={(key) => {
            setDialog(null);
            onChange(key);
          }}
        />
      ) : null}
      {dialog?.kind === 'revoke' ? (
        <RevokeKeyModal
          widgetKey={dialog.key}
          onClose={() => setDialog(null)}
          onRevoked={(key) => {
            setDialog(null);
            if (created?._id === key._id) setCreated(null);
            onChange(key);
          }}
        />
      ) : null}
    </section>
  );
}
