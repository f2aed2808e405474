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
import { useArea } from '../../../i18n/area.ts';
import { COMMON } from '../../../i18n/areas/common/index.ts';
import { SETTINGS_WIDGET } from '../../../i18n/areas/settings-widget/index.ts';
import { useKnownWords } from '../../../i18n/areas/settings/known.ts';
import { marker, withParts } from '../../../i18n/areas/settings/parts.tsx';

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
  const t = useArea(SETTINGS_WIDGET);
  const known = useKnownWords(SETTINGS_WIDGET);
  const [label, setLabel] = useState('');
  const [origins, setOrigins] = useState('');
  const { errors, failure, submitting: busy, handleSubmit } = useZodForm(newKey, M.createFailed);

  const submit = handleSubmit(
    () => ({ label, origins }),
    async (key) => onCreated((await api.widget.createKey(key)).data),
  );

  return (
    <FormDialog
      title={t('settings-widget.createTitle')}
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
      failure={known(failure, 'settings-widget.createFailed') ?? null}
      busy={busy}
      submitLabel={t('settings-widget.createKey')}
      busyLabel={t('settings-widget.creating')}
    >
      <TextField
        label={t('settings-widget.label')}
        maxLength={60}
        placeholder={t('settings-widget.labelPlaceholder')}
        autoComplete="off"
        value={label}
        onChange={(e) => setLabel(e.target.value)}
        error={known(errors.label)}
      />
      <TextAreaField
        label={t('settings-widget.websites')}
        rows={4}
        placeholder="https://yourshop.com"
        hint={t('settings-widget.originsHint')}
        value={origins}
        onChange={(e) => setOrigins(e.target.value)}
        error={known(errors.origins)}
      />
    </FormDialog>
  );
}

function EditOriginsModal({ widgetKey, onClose, onSaved }: { widgetKey: WidgetKeyDto; onClose: () => void; onSaved: (key: WidgetKeyDto) => void }) {
  const api = useApi();
  const t = useArea(SETTINGS_WIDGET);
  const common = useArea(COMMON);
  const known = useKnownWords(SETTINGS_WIDGET);
  const [origins, setOrigins] = useState(widgetKey.origins.join('\n'));
  const { errors, failure, submitting: busy, handleSubmit } = useZodForm(keyOrigins, M.websitesFailed);

  const submit = handleSubmit(
    () => origins,
    async (list) => {
      const res = await api.widget.setKeyOrigins(widgetKey._id, list);
      notify('success', t('settings-widget.originsSaved'));
      onSaved(res.data);
    },
  );

  return (
    <FormDialog
      title={t('settings-widget.websitesFor', { label: widgetKey.label })}
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
      failure={known(failure, 'settings-widget.websitesFailed') ?? null}
      busy={busy}
      submitLabel={t('settings-widget.saveWebsites')}
      busyLabel={common('common.saving')}
    >
      <TextAreaField label={t('settings-widget.websites')} rows={5} hint={t('settings-widget.originsHint')} value={origins} onChange={(e) => setOrigins(e.target.value)} error={known(errors.origins)} />
    </FormDialog>
  );
}

function RevokeKeyModal({ widgetKey, onClose, onRevoked }: { widgetKey: WidgetKeyDto; onClose: () => void; onRevoked: (key: WidgetKeyDto) => void }) {
  const api = useApi();
  const t = useArea(SETTINGS_WIDGET);
  const common = useArea(COMMON);
  const known = useKnownWords(SETTINGS_WIDGET);

  async function revoke() {
    const res = await api.widget.revokeKey(widgetKey._id);
    notify('success', t('settings-widget.keyRevoked', { label: widgetKey.label }));
    onRevoked(res.data);
  }

  return (
    <ConfirmDialog
      title={t('settings-widget.revokeTitle')}
      confirmLabel={t('settings-widget.revokeKey')}
      busyLabel={t('settings-widget.revoking')}
      cancelLabel={common('common.cancel')}
      danger
      onConfirm={revoke}
      onClose={onClose}
      errorText={(err) => known(apiErrorInfo(err).message, 'settings-widget.revokeFailed') ?? t('settings-widget.revokeFailed')}
    >
      <p>
        {withParts(t('settings-widget.revokeStops', { label: marker(0), key: marker(1) }), [<strong key="label">{widgetKey.label}</strong>, <code key="key">{widgetKey.key}</code>])}{' '}
        {widgetKey.kind === 'share' ? t('settings-widget.revokeShare') : t('settings-widget.revokeEmbed')}
      </p>
    </ConfirmDialog>
  );
}

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
  const t = useArea(SETTINGS_WIDGET);
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
      notify('error', t('settings-widget.keysPageFailed'));
    } finally {
      setTurning(false);
    }
  }

  const columns: Column<WidgetKeyDto>[] = [
    // The key and its kind sit under the label, last use under the creation date: fewer columns fit a desktop
    // without sideways scrolling.
    {
      header: t('settings-widget.colKey'),
      cell: (k) => (
        <span className="wsx-lines">
          <strong>{k.label}</strong>
          <code className="wsx-key wsx-key--cell">{k.key}</code>
          <span className="ws-muted">{k.kind === 'share' ? t('settings-widget.kindShare') : t('settings-widget.kindWebsite')}</span>
        </span>
      ),
    },
    {
      header: t('settings-widget.colWebsites'),
      cell: (k) => (
        <ul role="list" className="wsx-origins wsx-nowrap">
          {k.origins.map((o) => (
            <li key={o}>{o}</li>
          ))}
        </ul>
      ),
    },
    {
      header: t('settings-widget.colCreated'),
      cell: (k) => (
        <span className="wsx-lines">
          <span>{formatDateTime(k.createdAt)}</span>
          <span className="ws-muted">{k.lastUsedAt ? t('settings-widget.lastUsed', { date: formatDateTime(k.lastUsedAt) }) : t('settings-widget.neverUsed')}</span>
        </span>
      ),
    },
    {
      header: t('settings-widget.colStatus'),
      cell: (k) =>
        k.revokedAt ? (
          <span className="wsx-status wsx-status--revoked">{t('settings-widget.revoked', { date: formatDateTime(k.revokedAt) })}</span>
        ) : (
          <span className="ws-badge">{t('settings-widget.active')}</span>
        ),
    },
  ];
  if (canEdit) {
    columns.push({
      header: t('settings-widget.colActions'),
      cell: (k) =>
        k.revokedAt ? null : (
          <div className="ws-row app-table-actions">
            {k.kind === 'embed' ? (
              <button type="button" className="ws-btn ws-btn--sm" aria-label={t('settings-widget.editWebsitesFor', { label: k.label })} onClick={() => setDialog({ kind: 'origins', key: k })}>
                {t('settings-widget.editWebsites')}
              </button>
            ) : null}
            <button type="button" className="ws-btn ws-btn--sm ws-btn--ghost app-danger-text" aria-label={t('settings-widget.revokeLabel', { label: k.label })} onClick={() => setDialog({ kind: 'revoke', key: k })}>
              {t('settings-widget.revoke')}
            </button>
          </div>
        ),
    });
  }

  return (
    <section className="ws-card app-panel" aria-labelledby="widget-keys-title">
      <div className="app-panel__head">
        <h2 id="widget-keys-title" className="ws-card__title">
          {t('settings-widget.keysTitle')}
        </h2>
        {canEdit ? (
          <button type="button" className="ws-btn ws-btn--primary ws-btn--sm" onClick={() => setDialog({ kind: 'create' })}>
            {t('settings-widget.createKey')}
          </button>
        ) : null}
      </div>
      <p className="ws-muted">{t('settings-widget.keysIntro')}</p>
      {created ? (
        <Alert tone="success">
          {t('settings-widget.keyCreated')}{' '}
          {withParts(t('settings-widget.newKey', { key: marker(0) }), [
            <code key="key" className="wsx-key">
              {created.key}
            </code>,
          ])}
        </Alert>
      ) : null}
      <div className="ws-paged-rows" aria-busy={turning || undefined}>
        <DataTable caption={t('settings-widget.keysCaption')} stacked columns={columns} rows={shown.data} rowKey={(k) => k._id} />
      </div>
      <Pager label={t('settings-widget.keysCaption')} noun={[t('settings-widget.keyNoun'), t('settings-widget.keysNoun')]} page={shown.page} pageSize={shown.pageSize} total={shown.total} busy={turning} onPage={(page) => void showPage(page)} />
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
