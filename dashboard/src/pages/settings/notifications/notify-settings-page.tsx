// Settings → Notifications (/settings/notifications, issue 26 items 2 and 5, decision 090): what the shop's customers
// are sent at each moment of a job, by email and/or text message, each template editable with placeholders and a live
// preview (filled the way the API fills it: core's renderTemplate), the reminder's time, the review link, and which
// alerts the owner gets in the app, by email and by text. Anyone with the Settings area may look; its edit level saves.
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  CUSTOMER_EVENTS,
  CUSTOMER_EVENT_LABELS,
  PREVIEW_VALUES,
  SHOP_ALERTS,
  SHOP_ALERT_LABELS,
  TEMPLATE_PLACEHOLDERS,
  TEMPLATE_PLACEHOLDER_NAMES,
  renderTemplate,
  textSegments,
  unknownPlaceholders,
  type CustomerEvent,
  type EventTemplate,
  type NotificationSettings,
  type ShopAlertChannel,
} from '@wrapsmith/core';
import type { NotificationSettingsDto } from '@wrapsmith/core/contract';
import { apiErrorText, useApi } from '../../../api/index.ts';
import { Alert } from '../../../components/alert.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/field.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { Spinner } from '../../../components/loading.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { notify } from '../../../components/toasts.tsx';
import { errorText, useData } from '../../../hooks/use-data.ts';
import { useRefreshUser } from '../../../hooks/use-refresh-user.ts';
import { userMay } from '../../../features/viewer/viewer.ts';
import { useSession } from '../../../stores/session.ts';
import { SettingsNav } from '../settings-nav.tsx';
import './notify-settings.css';

export const NOTIFY_PAGE_MESSAGES = {
  title: 'Notifications',
  intro: 'What your customers hear from you at each step of a job, and the alerts you get yourself.',
  loading: 'Loading notification settings…',
  loadFailed: 'The notification settings could not be loaded.',
  retry: 'Try again',
  customersTitle: 'Messages to your customers',
  placeholders: 'Placeholders you can use',
  email: 'Email',
  text: 'Text message',
  edit: 'Edit messages',
  subject: 'Email subject',
  emailBody: 'Email',
  textBody: 'Text message',
  quoteEmail: 'The quote email itself (its options, total and accept link) is always sent; you choose the text message here.',
  preview: 'Preview',
  previewEmail: 'Email preview',
  previewText: 'Text preview',
  off: 'Switched off: this message is not sent.',
  segments: (n: number, chars: number) => `${chars} characters, ${n} text ${n === 1 ? 'message' : 'messages'}`,
  lineDropped: 'A line whose placeholder has no value (no review link, no booking day) is left out.',
  scheduleTitle: 'Reminder and review link',
  reminderTime: 'Reminder time (the day before)',
  timeZone: 'Your time zone',
  reviewUrl: 'Review link',
  reviewHint: 'Your Google, Facebook or Yelp review page: the completed-job message asks for a review there.',
  alertsTitle: 'Alerts to you',
  alertsIntro: 'Where you hear of what happens in your shop.',
  inApp: 'In the app',
  noPhone: 'Add your mobile number to your profile to get text alerts.',
  profile: 'Open your profile',
  phoneOn: (phone: string) => `Text alerts go to ${phone}.`,
  save: 'Save notification settings',
  saving: 'Saving…',
  saved: 'Notification settings saved',
  failed: 'The notification settings could not be saved. Please try again.',
  readOnly: 'You can look at these settings; someone who edits settings can change them.',
} as const;
const M = NOTIFY_PAGE_MESSAGES;

const withoutPhone = ({ ownerPhone: _phone, ...settings }: NotificationSettingsDto): NotificationSettings => settings as NotificationSettings;

/** The time zones this browser knows, the shop's own first when it is missing from the list. */
function timeZones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) ? known : [current, ...known];
}

function EventEditor({ event, value, shopName, reviewUrl, disabled, onChange }: { event: CustomerEvent; value: EventTemplate; shopName: string; reviewUrl: string | null; disabled: boolean; onChange: (next: EventTemplate) => void }) {
  const label = CUSTOMER_EVENT_LABELS[event];
  const set = <K extends keyof EventTemplate>(key: K, v: EventTemplate[K]) => onChange({ ...value, [key]: v });
  const values = { ...PREVIEW_VALUES, shopName: shopName || PREVIEW_VALUES.shopName, reviewUrl };
  const quote = event === 'quote_sent';
  const problem = (text: string) => {
    const unknown = unknownPlaceholders(text);
    return unknown.length > 0 ? `Unknown placeholder ${unknown.map((n) => `{${n}}`).join(', ')}` : null;
  };
  const textPreview = renderTemplate(value.textBody, values);
  const id = `notify-${event}`;
  return (
    <section className="wsn-event ws-stack" aria-labelledby={`${id}-title`} data-testid={id}>
      <div>
        <h3 id={`${id}-title`} className="wsn-event__title">
          {label.title}
        </h3>
        <p className="ws-muted wsn-small">{label.when}</p>
      </div>
      <div className="wsn-switches" role="group" aria-label={`${label.title}: channels`}>
        {quote ? null : (
          <label className="wsn-check">
            <input type="checkbox" checked={value.email} disabled={disabled} onChange={(e) => set('email', e.target.checked)} />
            {M.email}
          </label>
        )}
        <label className="wsn-check">
          <input type="checkbox" checked={value.text} disabled={disabled} onChange={(e) => set('text', e.target.checked)} />
          {M.text}
        </label>
      </div>
      {quote ? <p className="ws-muted wsn-small">{M.quoteEmail}</p> : null}
      <details className="wsn-details">
        <summary>{M.edit}</summary>
        <div className="ws-stack wsn-editor">
          {quote ? null : (
            <>
              <TextField label={`${label.title}: ${M.subject}`} value={value.subject} disabled={disabled} onChange={(e) => set('subject', e.target.value)} error={problem(value.subject)} />
              <TextAreaField label={`${label.title}: ${M.emailBody}`} rows={8} value={value.emailBody} disabled={disabled} onChange={(e) => set('emailBody', e.target.value)} error={problem(value.emailBody)} />
              <div className="wsn-preview" aria-live="polite">
                <p className="wsn-preview__label">{M.previewEmail}</p>
                {value.email ? (
                  <>
                    <p className="wsn-preview__subject" data-testid={`${id}-preview-subject`}>
                      {renderTemplate(value.subject, values)}
                    </p>
                    <p className="wsn-preview__body" data-testid={`${id}-preview-email`}>
                      {renderTemplate(value.emailBody, values)}
                    </p>
                  </>
                ) : (
                  <p className="ws-muted">{M.off}</p>
                )}
              </div>
            </>
          )}
          <TextAreaField
            label={`${label.title}: ${M.textBody}`}
            rows={3}
            value={value.textBody}
            disabled={disabled}
            onChange={(e) => set('textBody', e.target.value)}
            error={problem(value.textBody)}
            hint={M.segments(textSegments(textPreview), textPreview.length)}
          />
          <div className="wsn-preview" aria-live="polite">
            <p className="wsn-preview__label">{M.previewText}</p>
            {value.text ? (
              <p className="wsn-preview__body wsn-preview__bubble" data-testid={`${id}-preview-text`}>
                {textPreview}
              </p>
            ) : (
              <p className="ws-muted">{M.off}</p>
            )}
          </div>
        </div>
      </details>
    </section>
  );
}

export function NotifySettingsPage() {
  const api = useApi();
  const refreshUser = useRefreshUser();
  const user = useSession((s) => s.currentUser);
  const shopName = useSession((s) => s.currentUser?.shop.name ?? '');
  const { state, reload, update } = useData('notify-settings', async (api) => (await api.notifySettings.get()).data);
  const [form, setForm] = useState<NotificationSettings | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const data = state.status === 'ready' ? state.data : null;
  useEffect(() => {
    if (data && !form) setForm(withoutPhone(data));
  }, [data, form]);
  if (!user) return null;
  const canEdit = userMay(user, 'settings', 'edit');

  async function save(e: React.FormEvent) {
    e.preventDefault();
    if (!form) return;
    setSaving(true);
    setFailure(null);
    try {
      const res = await api.notifySettings.save(form);
      update(() => res.data);
      // Its time zone is the shop's (decision 098): the session's shop, and the dashboard's times, follow.
      void refreshUser();
      setForm(withoutPhone(res.data));
      notify('success', res.message || M.saved);
    } catch (err) {
      setFailure(apiErrorText(err, M.failed, M.failed));
    } finally {
      setSaving(false);
    }
  }

  const setEvent = (event: CustomerEvent) => (next: EventTemplate) => setForm((f) => (f ? { ...f, events: { ...f.events, [event]: next } } : f));
  const setAlert = (alert: (typeof SHOP_ALERTS)[number], channel: ShopAlertChannel, on: boolean) =>
    setForm((f) => (f ? { ...f, alerts: { ...f.alerts, [alert]: { ...f.alerts[alert], [channel]: on } } } : f));

  return (
    <div className="app-page">
      <SettingsNav />
      <PageHeader title={M.title}>{M.intro}</PageHeader>
      {state.status === 'loading' ? <Spinner label={M.loading} /> : null}
      {state.status === 'error' ? <LoadError message={errorText(state.error, M.loadFailed)} retryLabel={M.retry} onRetry={reload} /> : null}
      {data && form ? (
        <form className="ws-stack" onSubmit={(e) => void save(e)} noValidate aria-label={M.title}>
          {canEdit ? null : <Alert tone="info">{M.readOnly}</Alert>}
          <section className="ws-card app-panel" aria-labelledby="notify-customers-title">
            <h2 id="notify-customers-title" className="ws-card__title">
              {M.customersTitle}
            </h2>
            <details className="wsn-details">
              <summary>{M.placeholders}</summary>
              <dl className="wsn-placeholders">
                {TEMPLATE_PLACEHOLDER_NAMES.map((name) => (
                  <div key={name}>
                    <dt>
                      <code>{`{${name}}`}</code>
                    </dt>
                    <dd>{TEMPLATE_PLACEHOLDERS[name]}</dd>
                  </div>
                ))}
              </dl>
              <p className="ws-muted wsn-small">{M.lineDropped}</p>
            </details>
            {CUSTOMER_EVENTS.map((event) => (
              <EventEditor key={event} event={event} value={form.events[event]} shopName={shopName} reviewUrl={form.reviewUrl} disabled={!canEdit} onChange={setEvent(event)} />
            ))}
          </section>
          <section className="ws-card app-panel" aria-labelledby="notify-schedule-title">
            <h2 id="notify-schedule-title" className="ws-card__title">
              {M.scheduleTitle}
            </h2>
            <div className="wsn-grid">
              <TextField label={M.reminderTime} type="time" value={form.reminderTime} disabled={!canEdit} onChange={(e) => setForm({ ...form, reminderTime: e.target.value })} />
              <SelectField label={M.timeZone} value={form.timeZone} disabled={!canEdit} onChange={(e) => setForm({ ...form, timeZone: e.target.value })}>
                {timeZones(form.timeZone).map((zone) => (
                  <option key={zone} value={zone}>
                    {zone.replace(/_/g, ' ')}
                  </option>
                ))}
              </SelectField>
            </div>
            <TextField
              label={M.reviewUrl}
              type="url"
              inputMode="url"
              placeholder="https://g.page/r/…/review"
              hint={M.reviewHint}
              value={form.reviewUrl ?? ''}
              disabled={!canEdit}
              onChange={(e) => setForm({ ...form, reviewUrl: e.target.value === '' ? null : e.target.value })}
            />
          </section>
          <section className="ws-card app-panel" aria-labelledby="notify-alerts-title">
            <h2 id="notify-alerts-title" className="ws-card__title">
              {M.alertsTitle}
            </h2>
            <p className="ws-muted">{M.alertsIntro}</p>
            {data.ownerPhone ? (
              <p className="ws-muted wsn-small">{M.phoneOn(data.ownerPhone)}</p>
            ) : (
              <Alert tone="info">
                {M.noPhone} <Link to="/profile">{M.profile}</Link>
              </Alert>
            )}
            <ul className="wsn-alerts" role="list">
              {SHOP_ALERTS.map((alert) => (
                <li key={alert} className="wsn-alert">
                  <span className="wsn-alert__title" id={`alert-${alert}`}>
                    {SHOP_ALERT_LABELS[alert]}
                  </span>
                  <div className="wsn-switches" role="group" aria-labelledby={`alert-${alert}`}>
                    {(
                      [
                        ['inApp', M.inApp],
                        ['email', M.email],
                        ['text', M.text],
                      ] as const
                    ).map(([channel, name]) => (
                      <label key={channel} className="wsn-check">
                        <input
                          type="checkbox"
                          aria-label={`${SHOP_ALERT_LABELS[alert]}: ${name}`}
                          checked={form.alerts[alert][channel]}
                          disabled={!canEdit}
                          onChange={(e) => setAlert(alert, channel, e.target.checked)}
                        />
                        {name}
                      </label>
                    ))}
                  </div>
                </li>
              ))}
            </ul>
          </section>
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          {canEdit ? (
            <div className="ws-row">
              <button type="submit" className="ws-btn ws-btn--primary" disabled={saving} aria-busy={saving || undefined}>
                {saving ? M.saving : M.save}
              </button>
            </div>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
