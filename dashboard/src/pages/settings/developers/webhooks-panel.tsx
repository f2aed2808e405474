// Settings → Developers → Webhooks (issue 24 item 4): add an https URL with the events it wants, see its signing
// secret (reveal, rotate), switch it off or delete it, and read its deliveries with a Send again per delivery.
// Words: the settings-developers area (decision 101); core's event descriptions are its `event.*` keys.
import { useMemo, useState } from 'react';
import { WEBHOOK_EVENT_KEYS, type WebhookDeliveryDto, type WebhookEndpointDto, type WebhookEventType } from '@wrapsmith/core/rules';
import { apiErrorInfo, useApi } from '../../../api/index.ts';
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
import { useArea } from '../../../i18n/area.ts';
import { COMMON } from '../../../i18n/areas/common/index.ts';
import { SETTINGS_DEVELOPERS } from '../../../i18n/areas/settings-developers/index.ts';
import { withPart } from '../../../i18n/parts.tsx';
import { useServerWords } from '../../../i18n/server-words.ts';
import { useWhen } from './api-keys-panel.tsx';
import { CopySecret } from './copy-secret.tsx';

type DevelopersT = ReturnType<typeof useArea<typeof SETTINGS_DEVELOPERS.english>>;

const newEndpoint = (t: DevelopersT) =>
  formContract<{ url: string; events: WebhookEventType[] }, { url: string; events: WebhookEventType[] }>(({ url, events }) => {
    const issues = [];
    const trimmed = url.trim();
    if (!URL.canParse(trimmed) || !/^https?:$/.test(new URL(trimmed).protocol)) issues.push({ path: ['url'], message: t('settingsDevelopers.hooks.urlInvalid') });
    if (events.length === 0) issues.push({ path: ['events'], message: t('settingsDevelopers.hooks.eventRequired') });
    return issues.length ? { issues } : { data: { url: trimmed, events } };
  });

function AddEndpointDialog({ onClose, onAdded }: { onClose: () => void; onAdded: (endpoint: WebhookEndpointDto, secret: string) => void }) {
  const t = useArea(SETTINGS_DEVELOPERS);
  const api = useApi();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([...WEBHOOK_EVENT_KEYS]);
  const contract = useMemo(() => newEndpoint(t), [t]);
  const { errors, failure, submitting, handleSubmit } = useZodForm(contract, (err) => apiErrorInfo(err).message ?? t('settingsDevelopers.hooks.addFailed'));
  const toggle = (event: WebhookEventType, on: boolean) => setEvents((list) => (on ? [...list, event] : list.filter((e) => e !== event)));
  const submit = handleSubmit(
    () => ({ url, events: WEBHOOK_EVENT_KEYS.filter((e) => events.includes(e)) }),
    async (body) => {
      const res = await api.developers.createWebhook(body);
      onAdded(res.data.endpoint, res.data.secret);
    },
  );
  return (
    <FormDialog
      title={t('settingsDevelopers.hooks.addTitle')}
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
      failure={failure}
      busy={submitting}
      submitLabel={t('settingsDevelopers.hooks.add')}
      busyLabel={t('settingsDevelopers.hooks.adding')}
    >
      <TextField label={t('settingsDevelopers.hooks.url')} type="url" inputMode="url" placeholder="https://hooks.example.com/wrapsmith" autoComplete="off" value={url} onChange={(e) => setUrl(e.target.value)} error={errors.url} />
      <fieldset className="wsd-fieldset">
        <legend className="ws-label">{t('settingsDevelopers.hooks.eventsToSend')}</legend>
        <ul className="wsd-checklist" role="list">
          {WEBHOOK_EVENT_KEYS.map((event) => (
            <li key={event}>
              <label className="wsd-check">
                <input type="checkbox" name="events" value={event} checked={events.includes(event)} onChange={(e) => toggle(event, e.target.checked)} />
                <span>
                  <code>{event}</code>
                  <span className="wsd-check__note ws-muted">{t(`settingsDevelopers.event.${event}`)}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
        {errors.events ? <p className="ws-field-error">{errors.events}</p> : null}
      </fieldset>
    </FormDialog>
  );
}

function Deliveries({ endpoint }: { endpoint: WebhookEndpointDto }) {
  const t = useArea(SETTINGS_DEVELOPERS);
  const common = useArea(COMMON);
  const server = useServerWords();
  const when = useWhen();
  const api = useApi();
  const { state, reload, update } = useData(`developers:deliveries:${endpoint._id}`, (a) => a.developers.deliveries(endpoint._id));
  const [sending, setSending] = useState<string | null>(null);

  async function redeliver(d: WebhookDeliveryDto) {
    setSending(d._id);
    try {
      const res = await api.developers.redeliver(endpoint._id, d._id);
      notify('success', server(res.message, t('settingsDevelopers.log.sent')));
      update((list) => ({ data: [res.data, ...list.data] }));
    } catch (err) {
      notify('error', apiErrorInfo(err).message ?? t('settingsDevelopers.log.sendFailed'));
    } finally {
      setSending(null);
    }
  }

  const columns: Column<WebhookDeliveryDto>[] = [
    {
      header: t('settingsDevelopers.log.col.event'),
      cell: (d) => (
        <span className="wsd-lines">
          <code>{d.eventType}</code>
          <span className="ws-muted">{when(d.createdAt)}</span>
        </span>
      ),
    },
    {
      header: t('settingsDevelopers.log.col.status'),
      cell: (d) => (
        <span className="wsd-lines">
          <span className={`wsd-status--${d.status}`}>{t(`settingsDevelopers.log.status.${d.status}`)}</span>
          <span className="ws-muted">
            {d.responseStatus ? t('settingsDevelopers.log.answered', { status: d.responseStatus }) : (d.lastError ?? (d.attempts === 0 ? t('settingsDevelopers.log.notSent') : ''))}
          </span>
        </span>
      ),
    },
    {
      header: t('settingsDevelopers.log.col.attempts'),
      cell: (d) => (
        <span className="wsd-lines">
          <span>{t('settingsDevelopers.log.attempts', { attempts: d.attempts, max: d.maxAttempts })}</span>
          {d.nextAttemptAt ? <span className="ws-muted">{t('settingsDevelopers.log.next', { at: when(d.nextAttemptAt) })}</span> : null}
        </span>
      ),
    },
    {
      header: t('settingsDevelopers.log.col.actions'),
      cell: (d) => (
        <button
          type="button"
          className="ws-btn ws-btn--sm"
          disabled={sending === d._id}
          aria-label={t('settingsDevelopers.log.sendAgainNamed', { event: d.eventType, at: when(d.createdAt) })}
          onClick={() => void redeliver(d)}
        >
          {sending === d._id ? t('settingsDevelopers.log.sending') : t('settingsDevelopers.log.sendAgain')}
        </button>
      ),
    },
  ];

  if (state.status === 'loading') return <Spinner label={t('settingsDevelopers.log.loading')} />;
  if (state.status === 'error') return <LoadError message={errorText(state.error, t('settingsDevelopers.log.loadFailed'))} retryLabel={common('common.retry')} onRetry={reload} />;
  if (state.status !== 'ready') return null;
  return (
    <div className="ws-stack">
      <div className="wsd-actions">
        <button type="button" className="ws-btn ws-btn--sm ws-btn--ghost" onClick={reload}>
          {t('settingsDevelopers.log.refresh')}
        </button>
      </div>
      {state.data.data.length === 0 ? (
        <EmptyState title={t('settingsDevelopers.log.empty')}>{t('settingsDevelopers.log.emptyBody')}</EmptyState>
      ) : (
        <DataTable caption={t('settingsDevelopers.log.caption', { url: endpoint.url })} stacked columns={columns} rows={state.data.data} rowKey={(d) => d._id} />
      )}
    </div>
  );
}

type Dialog = { kind: 'add' } | { kind: 'rotate'; endpoint: WebhookEndpointDto } | { kind: 'delete'; endpoint: WebhookEndpointDto } | null;

export function WebhooksPanel() {
  const t = useArea(SETTINGS_DEVELOPERS);
  const common = useArea(COMMON);
  const server = useServerWords();
  const api = useApi();
  const { state, reload, update } = useData('developers:webhooks', (a) => a.developers.webhooks());
  const [dialog, setDialog] = useState<Dialog>(null);
  const [secrets, setSecrets] = useState<Record<string, string>>({});
  const [open, setOpen] = useState<string | null>(null);

  const replace = (endpoint: WebhookEndpointDto) => update((list) => ({ data: list.data.map((e) => (e._id === endpoint._id ? endpoint : e)) }));

  async function reveal(endpoint: WebhookEndpointDto) {
    try {
      const res = await api.developers.secret(endpoint._id);
      setSecrets((s) => ({ ...s, [endpoint._id]: res.data.secret }));
    } catch (err) {
      notify('error', apiErrorInfo(err).message ?? t('settingsDevelopers.hooks.secretFailed'));
    }
  }

  async function setEnabled(endpoint: WebhookEndpointDto, enabled: boolean) {
    try {
      const res = await api.developers.updateWebhook(endpoint._id, { enabled });
      replace(res.data);
      notify('success', enabled ? t('settingsDevelopers.hooks.switchedOn') : t('settingsDevelopers.hooks.switchedOff'));
    } catch (err) {
      notify('error', apiErrorInfo(err).message ?? t('settingsDevelopers.hooks.saveFailed'));
    }
  }

  return (
    <section className="ws-card app-panel" aria-labelledby="webhooks-title">
      <div className="app-panel__head">
        <h2 id="webhooks-title" className="ws-card__title">
          {t('settingsDevelopers.hooks.title')}
        </h2>
        <button type="button" className="ws-btn ws-btn--primary ws-btn--sm" onClick={() => setDialog({ kind: 'add' })}>
          {t('settingsDevelopers.hooks.add')}
        </button>
      </div>
      <p className="ws-muted">{t('settingsDevelopers.hooks.intro')}</p>
      {state.status === 'loading' ? <Spinner label={t('settingsDevelopers.hooks.loading')} /> : null}
      {state.status === 'error' ? (
        <LoadError message={errorText(state.error, t('settingsDevelopers.hooks.loadFailed'))} retryLabel={common('common.retry')} onRetry={reload} />
      ) : null}
      {state.status === 'ready' && state.data.data.length === 0 ? (
        <EmptyState title={t('settingsDevelopers.hooks.empty')}>{t('settingsDevelopers.hooks.emptyBody')}</EmptyState>
      ) : null}
      {state.status === 'ready' && state.data.data.length > 0 ? (
        <ul className="wsd-endpoints" aria-label={t('settingsDevelopers.hooks.list')}>
          {state.data.data.map((endpoint) => (
            <li key={endpoint._id} className="wsd-endpoint">
              <div className="wsd-lines">
                <span className="wsd-endpoint__url">{endpoint.url}</span>
                <span className="ws-muted">{endpoint.enabled ? t('settingsDevelopers.hooks.on') : t('settingsDevelopers.hooks.off')}</span>
              </div>
              <ul className="wsd-tags" role="list" aria-label={t('settingsDevelopers.hooks.events')}>
                {endpoint.events.map((e) => (
                  <li key={e} className="ws-badge">
                    {e}
                  </li>
                ))}
              </ul>
              {secrets[endpoint._id] ? (
                <CopySecret label={t('settingsDevelopers.hooks.secret')} secret={secrets[endpoint._id] ?? ''} hint={t('settingsDevelopers.hooks.secretHint')} />
              ) : null}
              <div className="wsd-actions">
                <button type="button" className="ws-btn ws-btn--sm" aria-expanded={open === endpoint._id} onClick={() => setOpen(open === endpoint._id ? null : endpoint._id)}>
                  {open === endpoint._id ? t('settingsDevelopers.hooks.hideDeliveries') : t('settingsDevelopers.hooks.deliveries')}
                </button>
                {secrets[endpoint._id] ? null : (
                  <button type="button" className="ws-btn ws-btn--sm" onClick={() => void reveal(endpoint)}>
                    {t('settingsDevelopers.hooks.showSecret')}
                  </button>
                )}
                <button type="button" className="ws-btn ws-btn--sm" onClick={() => setDialog({ kind: 'rotate', endpoint })}>
                  {t('settingsDevelopers.hooks.newSecret')}
                </button>
                <button type="button" className="ws-btn ws-btn--sm" onClick={() => void setEnabled(endpoint, !endpoint.enabled)}>
                  {endpoint.enabled ? t('settingsDevelopers.hooks.switchOff') : t('settingsDevelopers.hooks.switchOn')}
                </button>
                <button
                  type="button"
                  className="ws-btn ws-btn--sm ws-btn--ghost app-danger-text"
                  aria-label={t('settingsDevelopers.hooks.deleteNamed', { url: endpoint.url })}
                  onClick={() => setDialog({ kind: 'delete', endpoint })}
                >
                  {t('settingsDevelopers.hooks.delete')}
                </button>
              </div>
              {open === endpoint._id ? <Deliveries endpoint={endpoint} /> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {dialog?.kind === 'add' ? (
        <AddEndpointDialog
          onClose={() => setDialog(null)}
          onAdded={(endpoint, secret) => {
            setDialog(null);
            setSecrets((s) => ({ ...s, [endpoint._id]: secret }));
            update((list) => ({ data: [endpoint, ...list.data] }));
            notify('success', t('settingsDevelopers.hooks.added'));
          }}
        />
      ) : null}
      {dialog?.kind === 'rotate' ? (
        <ConfirmDialog
          title={t('settingsDevelopers.hooks.rotateTitle')}
          confirmLabel={t('settingsDevelopers.hooks.rotateConfirm')}
          busyLabel={t('settingsDevelopers.hooks.rotating')}
          cancelLabel={common('common.cancel')}
          onClose={() => setDialog(null)}
          onConfirm={async () => {
            const res = await api.developers.rotateSecret(dialog.endpoint._id);
            setSecrets((s) => ({ ...s, [dialog.endpoint._id]: res.data.secret }));
            notify('success', server(res.message, t('settingsDevelopers.hooks.rotated')));
            setDialog(null);
          }}
        >
          <p>{t('settingsDevelopers.hooks.rotateBody')}</p>
        </ConfirmDialog>
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmDialog
          title={t('settingsDevelopers.hooks.deleteTitle')}
          confirmLabel={t('settingsDevelopers.hooks.deleteConfirm')}
          busyLabel={t('settingsDevelopers.hooks.deleting')}
          cancelLabel={common('common.cancel')}
          danger
          onClose={() => setDialog(null)}
          onConfirm={async () => {
            await api.developers.deleteWebhook(dialog.endpoint._id);
            update((list) => ({ data: list.data.filter((e) => e._id !== dialog.endpoint._id) }));
            notify('success', t('settingsDevelopers.hooks.deleted'));
            setDialog(null);
          }}
        >
          <p>{withPart(t('settingsDevelopers.hooks.deleteBody', { url: '\u0000' }), <strong>{dialog.endpoint.url}</strong>)}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
