// Settings → Developers → Webhooks (issue 24 item 4): add an https URL with the events it wants, see its signing
// secret (reveal, rotate), switch it off or delete it, and read its deliveries with a Send again per delivery.
import { useState } from 'react';
import { WEBHOOK_EVENT_KEYS, WEBHOOK_EVENTS, type WebhookDeliveryDto, type WebhookEndpointDto, type WebhookEventType } from '@wrapsmith/core/rules';
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
import { formatDateTime } from '../../../lib/format.ts';
import { CopySecret } from './copy-secret.tsx';

const newEndpoint = formContract<{ url: string; events: WebhookEventType[] }, { url: string; events: WebhookEventType[] }>(({ url, events }) => {
  const issues = [];
  const trimmed = url.trim();
  if (!URL.canParse(trimmed) || !/^https?:$/.test(new URL(trimmed).protocol)) issues.push({ path: ['url'], message: 'Enter a full https:// URL' });
  if (events.length === 0) issues.push({ path: ['events'], message: 'Choose at least one event' });
  return issues.length ? { issues } : { data: { url: trimmed, events } };
});

function AddEndpointDialog({ onClose, onAdded }: { onClose: () => void; onAdded: (endpoint: WebhookEndpointDto, secret: string) => void }) {
  const api = useApi();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([...WEBHOOK_EVENT_KEYS]);
  const { errors, failure, submitting, handleSubmit } = useZodForm(newEndpoint, (err) => apiErrorInfo(err).message ?? 'Could not add the endpoint.');
  const toggle = (event: WebhookEventType, on: boolean) => setEvents((list) => (on ? [...list, event] : list.filter((e) => e !== event)));
  const submit = handleSubmit(
    () => ({ url, events: WEBHOOK_EVENT_KEYS.filter((e) => events.includes(e)) }),
    async (body) => {
      const res = await api.developers.createWebhook(body);
      onAdded(res.data.endpoint, res.data.secret);
    },
  );
  return (
    <FormDialog title="Add a webhook endpoint" onClose={onClose} onSubmit={(e) => void submit(e)} failure={failure} busy={submitting} submitLabel="Add endpoint" busyLabel="Adding…">
      <TextField label="URL" type="url" inputMode="url" placeholder="https://hooks.example.com/wrapsmith" autoComplete="off" value={url} onChange={(e) => setUrl(e.target.value)} error={errors.url} />
      <fieldset className="wsd-fieldset">
        <legend className="ws-label">Events to send</legend>
        <ul className="wsd-checklist" role="list">
          {WEBHOOK_EVENT_KEYS.map((event) => (
            <li key={event}>
              <label className="wsd-check">
                <input type="checkbox" name="events" value={event} checked={events.includes(event)} onChange={(e) => toggle(event, e.target.checked)} />
                <span>
                  <code>{event}</code>
                  <span className="wsd-check__note ws-muted">{WEBHOOK_EVENTS[event]}</span>
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

const STATUS_LABELS: Record<WebhookDeliveryDto['status'], string> = { pending: 'Waiting to retry', delivered: 'Delivered', failed: 'Failed' };

function Deliveries({ endpoint }: { endpoint: WebhookEndpointDto }) {
  const api = useApi();
  const { state, reload, update } = useData(`developers:deliveries:${endpoint._id}`, (a) => a.developers.deliveries(endpoint._id));
  const [sending, setSending] = useState<string | null>(null);

  async function redeliver(d: WebhookDeliveryDto) {
    setSending(d._id);
    try {
      const res = await api.developers.redeliver(endpoint._id, d._id);
      notify('success', res.message);
      update((list) => ({ data: [res.data, ...list.data] }));
    } catch (err) {
      notify('error', apiErrorInfo(err).message ?? 'Could not send it again.');
    } finally {
      setSending(null);
    }
  }

  const columns: Column<WebhookDeliveryDto>[] = [
    {
      header: 'Event',
      cell: (d) => (
        <span className="wsd-lines">
          <code>{d.eventType}</code>
          <span className="ws-muted">{formatDateTime(d.createdAt)}</span>
        </span>
      ),
    },
    {
      header: 'Status',
      cell: (d) => (
        <span className="wsd-lines">
          <span className={`wsd-status--${d.status}`}>{STATUS_LABELS[d.status]}</span>
          <span className="ws-muted">{d.responseStatus ? `Answered ${d.responseStatus}` : d.lastError ?? (d.attempts === 0 ? 'Not sent yet' : '')}</span>
        </span>
      ),
    },
    {
      header: 'Attempts',
      cell: (d) => (
        <span className="wsd-lines">
          <span>
            {d.attempts} of {d.maxAttempts}
          </span>
          {d.nextAttemptAt ? <span className="ws-muted">Next {formatDateTime(d.nextAttemptAt)}</span> : null}
        </span>
      ),
    },
    {
      header: 'Actions',
      cell: (d) => (
        <button type="button" className="ws-btn ws-btn--sm" disabled={sending === d._id} aria-label={`Send ${d.eventType} of ${formatDateTime(d.createdAt)} again`} onClick={() => void redeliver(d)}>
          {sending === d._id ? 'Sending…' : 'Send again'}
        </button>
      ),
    },
  ];

  if (state.status === 'loading') return <Spinner label="Loading deliveries…" />;
  if (state.status === 'error') return <LoadError message={errorText(state.error, 'We couldn’t load the deliveries.')} retryLabel="Try again" onRetry={reload} />;
  if (state.status !== 'ready') return null;
  return (
    <div className="ws-stack">
      <div className="wsd-actions">
        <button type="button" className="ws-btn ws-btn--sm ws-btn--ghost" onClick={reload}>
          Refresh
        </button>
      </div>
      {state.data.data.length === 0 ? (
        <EmptyState title="No deliveries yet">Events you subscribed to are sent here as they happen.</EmptyState>
      ) : (
        <DataTable caption={`Deliveries to ${endpoint.url}`} stacked columns={columns} rows={state.data.data} rowKey={(d) => d._id} />
      )}
    </div>
  );
}

type Dialog = { kind: 'add' } | { kind: 'rotate'; endpoint: WebhookEndpointDto } | { kind: 'delete'; endpoint: WebhookEndpointDto } | null;

export function WebhooksPanel() {
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
      notify('error', apiErrorInfo(err).message ?? 'Could not show the secret.');
    }
  }

  async function setEnabled(endpoint: WebhookEndpointDto, enabled: boolean) {
    try {
      const res = await api.developers.updateWebhook(endpoint._id, { enabled });
      replace(res.data);
      notify('success', enabled ? 'Endpoint switched on' : 'Endpoint switched off');
    } catch (err) {
      notify('error', apiErrorInfo(err).message ?? 'Could not save the endpoint.');
    }
  }

  return (
    <section className="ws-card app-panel" aria-labelledby="webhooks-title">
      <div className="app-panel__head">
        <h2 id="webhooks-title" className="ws-card__title">
          Webhooks
        </h2>
        <button type="button" className="ws-btn ws-btn--primary ws-btn--sm" onClick={() => setDialog({ kind: 'add' })}>
          Add endpoint
        </button>
      </div>
      <p className="ws-muted">
        Wrapsmith POSTs each event to your URL as JSON, signed with the endpoint’s secret the Standard Webhooks way, and tries again for about a day when your
        server does not answer with a 2xx.
      </p>
      {state.status === 'loading' ? <Spinner label="Loading webhooks…" /> : null}
      {state.status === 'error' ? <LoadError message={errorText(state.error, 'We couldn’t load your webhooks.')} retryLabel="Try again" onRetry={reload} /> : null}
      {state.status === 'ready' && state.data.data.length === 0 ? (
        <EmptyState title="No webhook endpoints yet">Add a URL, for example a Zapier or Make “catch hook”, to hear of new leads and bookings as they happen.</EmptyState>
      ) : null}
      {state.status === 'ready' && state.data.data.length > 0 ? (
        <ul className="wsd-endpoints" aria-label="Webhook endpoints">
          {state.data.data.map((endpoint) => (
            <li key={endpoint._id} className="wsd-endpoint">
              <div className="wsd-lines">
                <span className="wsd-endpoint__url">{endpoint.url}</span>
                <span className="ws-muted">{endpoint.enabled ? 'On' : 'Off: no new events are sent'}</span>
              </div>
              <ul className="wsd-tags" role="list" aria-label="Events">
                {endpoint.events.map((e) => (
                  <li key={e} className="ws-badge">
                    {e}
                  </li>
                ))}
              </ul>
              {secrets[endpoint._id] ? (
                <CopySecret label="Signing secret" secret={secrets[endpoint._id] ?? ''} hint="Verify each request’s webhook-signature header with it (docs/api.md shows how)." />
              ) : null}
              <div className="wsd-actions">
                <button type="button" className="ws-btn ws-btn--sm" aria-expanded={open === endpoint._id} onClick={() => setOpen(open === endpoint._id ? null : endpoint._id)}>
                  {open === endpoint._id ? 'Hide deliveries' : 'Deliveries'}
                </button>
                {secrets[endpoint._id] ? null : (
                  <button type="button" className="ws-btn ws-btn--sm" onClick={() => void reveal(endpoint)}>
                    Show signing secret
                  </button>
                )}
                <button type="button" className="ws-btn ws-btn--sm" onClick={() => setDialog({ kind: 'rotate', endpoint })}>
                  New secret
                </button>
                <button type="button" className="ws-btn ws-btn--sm" onClick={() => void setEnabled(endpoint, !endpoint.enabled)}>
                  {endpoint.enabled ? 'Switch off' : 'Switch on'}
                </button>
                <button type="button" className="ws-btn ws-btn--sm ws-btn--ghost app-danger-text" aria-label={`Delete ${endpoint.url}`} onClick={() => setDialog({ kind: 'delete', endpoint })}>
                  Delete
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
            notify('success', 'Webhook endpoint added');
          }}
        />
      ) : null}
      {dialog?.kind === 'rotate' ? (
        <ConfirmDialog
          title="Make a new signing secret?"
          confirmLabel="Make new secret"
          busyLabel="Making…"
          onClose={() => setDialog(null)}
          onConfirm={async () => {
            const res = await api.developers.rotateSecret(dialog.endpoint._id);
            setSecrets((s) => ({ ...s, [dialog.endpoint._id]: res.data.secret }));
            notify('success', res.message);
            setDialog(null);
          }}
        >
          <p>Deliveries are signed with the new secret from now on; your receiver must use it to check them.</p>
        </ConfirmDialog>
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmDialog
          title="Delete this endpoint?"
          confirmLabel="Delete endpoint"
          busyLabel="Deleting…"
          danger
          onClose={() => setDialog(null)}
          onConfirm={async () => {
            await api.developers.deleteWebhook(dialog.endpoint._id);
            update((list) => ({ data: list.data.filter((e) => e._id !== dialog.endpoint._id) }));
            notify('success', 'Webhook endpoint deleted');
            setDialog(null);
          }}
        >
          <p>
            <strong>{dialog.endpoint.url}</strong> gets no more events, and its delivery log is deleted with it.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
