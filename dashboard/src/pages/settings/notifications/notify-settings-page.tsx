// Settings → Notifications (/settings/notifications, issue 26 items 2 and 5, decision 090): what the shop's customers
// are sent at each moment of a job, by email and/or text message, each template editable with placeholders and a live
// preview (filled the way the API fills it: core's renderTemplate), the reminder's time, the review link, and which
// alerts the owner gets in the app, by email and by text. Anyone with the Settings area may look; its edit level saves.
// Its words are the settings-notifications area's (decision 101). The preview speaks one of the shop's languages
// (decision 100's update): a template left as the English default is sent in the customer's language, so it shows
// that language's default, with example values written that language's way (the answer's `preview`).
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  CUSTOMER_EVENTS,
  DEFAULT_EVENT_TEMPLATES,
  SHOP_ALERTS,
  TEMPLATE_PLACEHOLDER_NAMES,
  renderTemplate,
  textSegments,
  unknownPlaceholders,
  type CustomerEvent,
  type EventTemplate,
  type NotificationSettings,
  type ShopAlertChannel,
} from '@wrapsmith/core';
import type { NotificationPreviewDto, NotificationSettingsDto } from '@wrapsmith/core/contract';
import { LOCALE_NAMES, type Locale } from '@wrapsmith/core/i18n';
import { apiErrorText, useApi } from '../../../api/index.ts';
import { Alert } from '../../../components/alert.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/field.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { Spinner } from '../../../components/loading.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { notify } from '../../../components/toasts.tsx';
import { useData } from '../../../hooks/use-data.ts';
import { useArea } from '../../../i18n/area.ts';
import { COMMON } from '../../../i18n/areas/common/index.ts';
import { SETTINGS_NOTIFICATIONS } from '../../../i18n/areas/settings-notifications/index.ts';
import { useRefreshUser } from '../../../hooks/use-refresh-user.ts';
import { userMay } from '../../../features/viewer/viewer.ts';
import { useSession } from '../../../stores/session.ts';
import { useFormat } from '../../../i18n/locale.ts';
import { SettingsNav } from '../settings-nav.tsx';
import './notify-settings.css';

const withoutPhone = ({ ownerPhone: _phone, preview: _preview, ...settings }: NotificationSettingsDto): NotificationSettings => settings as NotificationSettings;

type TemplateField = 'subject' | 'emailBody' | 'textBody';

/** What the preview fills: the shop's own words when it edited this field, else the default in the preview's language (as sent). */
function previewTemplate(event: CustomerEvent, field: TemplateField, value: EventTemplate, preview: NotificationPreviewDto): string {
  const mine = value[field];
  return mine.trim() === DEFAULT_EVENT_TEMPLATES[event][field].trim() ? preview.defaults[event][field] : mine;
}

/** The time zones this browser knows, the shop's own first when it is missing from the list. */
function timeZones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(current) ? known : [current, ...known];
}

function EventEditor({
  event,
  value,
  shopName,
  reviewUrl,
  preview,
  disabled,
  onChange,
}: {
  event: CustomerEvent;
  value: EventTemplate;
  shopName: string;
  reviewUrl: string | null;
  preview: NotificationPreviewDto;
  disabled: boolean;
  onChange: (next: EventTemplate) => void;
}) {
  const t = useArea(SETTINGS_NOTIFICATIONS);
  const label = { title: t(`settingsNotifications.event.${event}`), when: t(`settingsNotifications.when.${event}`) };
  const set = <K extends keyof EventTemplate>(key: K, v: EventTemplate[K]) => onChange({ ...value, [key]: v });
  const values = { ...preview.values, shopName: shopName || (preview.values.shopName ?? ''), reviewUrl };
  const quote = event === 'quote_sent';
  const problem = (text: string) => {
    const unknown = unknownPlaceholders(text);
    return unknown.length > 0 ? t('settingsNotifications.unknown', { names: unknown.map((n) => `{${n}}`).join(', ') }) : null;
  };
  const fieldLabel = (field: string) => t('settingsNotifications.fieldLabel', { event: label.title, field });
  const textPreview = renderTemplate(previewTemplate(event, 'textBody', value, preview), values);
  const id = `notify-${event}`;
  return (
    <section className="wsn-event ws-stack" aria-labelledby={`${id}-title`} data-testid={id}>
      <div>
        <h3 id={`${id}-title`} className="wsn-event__title">
          {label.title}
        </h3>
        <p className="ws-muted wsn-small">{label.when}</p>
      </div>
      <div className="wsn-switches" role="group" aria-label={t('settingsNotifications.channels', { event: label.title })}>
        {quote ? null : (
          <label className="wsn-check">
            <input type="checkbox" checked={value.email} disabled={disabled} onChange={(e) => set('email', e.target.checked)} />
            {t('settingsNotifications.email')}
          </label>
        )}
        <label className="wsn-check">
          <input type="checkbox" checked={value.text} disabled={disabled} onChange={(e) => set('text', e.target.checked)} />
          {t('settingsNotifications.text')}
        </label>
      </div>
      {quote ? <p className="ws-muted wsn-small">{t('settingsNotifications.quoteEmail')}</p> : null}
      <details className="wsn-details">
        <summary>{t('settingsNotifications.edit')}</summary>
        <div className="ws-stack wsn-editor">
          {quote ? null : (
            <>
              <TextField label={fieldLabel(t('settingsNotifications.subject'))} value={value.subject} disabled={disabled} onChange={(e) => set('subject', e.target.value)} error={problem(value.subject)} />
              <TextAreaField label={fieldLabel(t('settingsNotifications.emailBody'))} rows={8} value={value.emailBody} disabled={disabled} onChange={(e) => set('emailBody', e.target.value)} error={problem(value.emailBody)} />
              <div className="wsn-preview" aria-live="polite">
                <p className="wsn-preview__label">{t('settingsNotifications.previewEmail')}</p>
                {value.email ? (
                  <>
                    <p className="wsn-preview__subject" data-testid={`${id}-preview-subject`}>
                      {renderTemplate(previewTemplate(event, 'subject', value, preview), values)}
                    </p>
                    <p className="wsn-preview__body" data-testid={`${id}-preview-email`}>
                      {renderTemplate(previewTemplate(event, 'emailBody', value, preview), values)}
                    </p>
                  </>
                ) : (
                  <p className="ws-muted">{t('settingsNotifications.off')}</p>
                )}
              </div>
            </>
          )}
          <TextAreaField
            label={fieldLabel(t('settingsNotifications.textBody'))}
            rows={3}
            value={value.textBody}
            disabled={disabled}
            onChange={(e) => set('textBody', e.target.value)}
            error={problem(value.textBody)}
            hint={t('settingsNotifications.segments', { count: textSegments(textPreview), chars: textPreview.length })}
          />
          <div className="wsn-preview" aria-live="polite">
            <p className="wsn-preview__label">{t('settingsNotifications.previewText')}</p>
            {value.text ? (
              <p className="wsn-preview__body wsn-preview__bubble" data-testid={`${id}-preview-text`}>
                {textPreview}
              </p>
            ) : (
              <p className="ws-muted">{t('settingsNotifications.off')}</p>
            )}
          </div>
        </div>
      </details>
    </section>
  );
}

/** A language's name as the dashboard's language writes it ("Deutsch", "German", "alemán"). */
function languageName(locale: Locale, inLocale: Locale): string {
  try {
    return new Intl.DisplayNames([inLocale === 'en' ? 'en-US' : inLocale], { type: 'language' }).of(locale) ?? LOCALE_NAMES[locale];
  } catch {
    return LOCALE_NAMES[locale];
  }
}

/** The preview's language: a picker among the shop's languages, or a line naming its one language. */
function PreviewLanguage({ languages, value, loading, failed, onPick }: { languages: readonly Locale[]; value: Locale; loading: boolean; failed: boolean; onPick: (locale: Locale) => void }) {
  const t = useArea(SETTINGS_NOTIFICATIONS);
  const { locale } = useFormat();
  return (
    <div className="ws-stack wsn-preview-language">
      {languages.length > 1 ? (
        <div className="wsn-grid">
          <SelectField label={t('settingsNotifications.previewLanguage')} hint={t('settingsNotifications.previewLanguageHint')} value={value} onChange={(e) => onPick(e.target.value as Locale)}>
            {languages.map((l) => (
              <option key={l} value={l}>
                {languageName(l, locale)}
              </option>
            ))}
          </SelectField>
        </div>
      ) : (
        <p className="ws-muted wsn-small">
          {t('settingsNotifications.previewOne', { language: languageName(value, locale) })} {t('settingsNotifications.previewLanguageHint')}
        </p>
      )}
      {loading ? <p className="ws-muted wsn-small" role="status">{t('settingsNotifications.previewLoading')}</p> : null}
      {failed ? <Alert tone="error">{t('settingsNotifications.previewFailed')}</Alert> : null}
    </div>
  );
}

export function NotifySettingsPage() {
  const t = useArea(SETTINGS_NOTIFICATIONS);
  const common = useArea(COMMON);
  const api = useApi();
  const refreshUser = useRefreshUser();
  const user = useSession((s) => s.currentUser);
  const shopName = useSession((s) => s.currentUser?.shop.name ?? '');
  const { state, reload, update } = useData('notify-settings', async (api) => (await api.notifySettings.get()).data);
  const [form, setForm] = useState<NotificationSettings | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The preview's language when the owner picked one other than the answer's (the shop's first); null: the answer's.
  const [asked, setAsked] = useState<{ locale: Locale; preview: NotificationPreviewDto | null; failed: boolean } | null>(null);
  const data = state.status === 'ready' ? state.data : null;
  const preview = asked?.preview ?? data?.preview ?? null;
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
      // The API's message is English: the screen says it in its own words.
      notify('success', t('settingsNotifications.saved'));
    } catch (err) {
      setFailure(apiErrorText(err, t('settingsNotifications.failed'), t('settingsNotifications.failed')));
    } finally {
      setSaving(false);
    }
  }

  async function pickPreview(locale: Locale) {
    if (!data || locale === data.preview.locale) return setAsked(null);
    setAsked({ locale, preview: null, failed: false });
    try {
      const res = await api.notifySettings.get(locale);
      setAsked((a) => (a?.locale === locale ? { locale, preview: res.data.preview, failed: false } : a));
    } catch {
      setAsked((a) => (a?.locale === locale ? { locale, preview: null, failed: true } : a));
    }
  }

  const setEvent = (event: CustomerEvent) => (next: EventTemplate) => setForm((f) => (f ? { ...f, events: { ...f.events, [event]: next } } : f));
  const setAlert = (alert: (typeof SHOP_ALERTS)[number], channel: ShopAlertChannel, on: boolean) =>
    setForm((f) => (f ? { ...f, alerts: { ...f.alerts, [alert]: { ...f.alerts[alert], [channel]: on } } } : f));

  return (
    <div className="app-page">
      <SettingsNav />
      <PageHeader title={t('settingsNotifications.title')}>{t('settingsNotifications.intro')}</PageHeader>
      {state.status === 'loading' ? <Spinner label={t('settingsNotifications.loading')} /> : null}
      {state.status === 'error' ? <LoadError message={t('settingsNotifications.loadFailed')} retryLabel={common('common.retry')} onRetry={reload} /> : null}
      {data && form && preview ? (
        <form className="ws-stack" onSubmit={(e) => void save(e)} noValidate aria-label={t('settingsNotifications.title')}>
          {canEdit ? null : <Alert tone="info">{t('settingsNotifications.readOnly')}</Alert>}
          <section className="ws-card app-panel" aria-labelledby="notify-customers-title">
            <h2 id="notify-customers-title" className="ws-card__title">
              {t('settingsNotifications.customersTitle')}
            </h2>
            <details className="wsn-details">
              <summary>{t('settingsNotifications.placeholders')}</summary>
              <dl className="wsn-placeholders">
                {TEMPLATE_PLACEHOLDER_NAMES.map((name) => (
                  <div key={name}>
                    <dt>
                      <code>{`{${name}}`}</code>
                    </dt>
                    <dd>{t(`settingsNotifications.placeholder.${name}`)}</dd>
                  </div>
                ))}
              </dl>
              <p className="ws-muted wsn-small">{t('settingsNotifications.lineDropped')}</p>
            </details>
            <PreviewLanguage languages={data.preview.languages} value={asked?.locale ?? data.preview.locale} loading={asked !== null && !asked.preview && !asked.failed} failed={asked?.failed ?? false} onPick={(l) => void pickPreview(l)} />
            {CUSTOMER_EVENTS.map((event) => (
              <EventEditor key={event} event={event} value={form.events[event]} shopName={shopName} reviewUrl={form.reviewUrl} preview={preview} disabled={!canEdit} onChange={setEvent(event)} />
            ))}
          </section>
          <section className="ws-card app-panel" aria-labelledby="notify-schedule-title">
            <h2 id="notify-schedule-title" className="ws-card__title">
              {t('settingsNotifications.scheduleTitle')}
            </h2>
            <div className="wsn-grid">
              <TextField label={t('settingsNotifications.reminderTime')} type="time" value={form.reminderTime} disabled={!canEdit} onChange={(e) => setForm({ ...form, reminderTime: e.target.value })} />
              <SelectField label={t('settingsNotifications.timeZone')} value={form.timeZone} disabled={!canEdit} onChange={(e) => setForm({ ...form, timeZone: e.target.value })}>
                {timeZones(form.timeZone).map((zone) => (
                  <option key={zone} value={zone}>
                    {zone.replace(/_/g, ' ')}
                  </option>
                ))}
              </SelectField>
            </div>
            <TextField
              label={t('settingsNotifications.reviewUrl')}
              type="url"
              inputMode="url"
              placeholder="https://g.page/r/…/review"
              hint={t('settingsNotifications.reviewHint')}
              value={form.reviewUrl ?? ''}
              disabled={!canEdit}
              onChange={(e) => setForm({ ...form, reviewUrl: e.target.value === '' ? null : e.target.value })}
            />
          </section>
          <section className="ws-card app-panel" aria-labelledby="notify-alerts-title">
            <h2 id="notify-alerts-title" className="ws-card__title">
              {t('settingsNotifications.alertsTitle')}
            </h2>
            <p className="ws-muted">{t('settingsNotifications.alertsIntro')}</p>
            {data.ownerPhone ? (
              <p className="ws-muted wsn-small">{t('settingsNotifications.phoneOn', { phone: data.ownerPhone })}</p>
            ) : (
              <Alert tone="info">
                {t('settingsNotifications.noPhone')} <Link to="/profile">{t('settingsNotifications.profile')}</Link>
              </Alert>
            )}
            <ul className="wsn-alerts" role="list">
              {SHOP_ALERTS.map((alert) => (
                <li key={alert} className="wsn-alert">
                  <span className="wsn-alert__title" id={`alert-${alert}`}>
                    {t(`settingsNotifications.alert.${alert}`)}
                  </span>
                  <div className="wsn-switches" role="group" aria-labelledby={`alert-${alert}`}>
                    {(
                      [
                        ['inApp', t('settingsNotifications.inApp')],
                        ['email', t('settingsNotifications.email')],
                        ['text', t('settingsNotifications.text')],
                      ] as const
                    ).map(([channel, name]) => (
                      <label key={channel} className="wsn-check">
                        <input
                          type="checkbox"
                          aria-label={t('settingsNotifications.alertChannel', { alert: t(`settingsNotifications.alert.${alert}`), channel: name })}
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
                {saving ? common('common.saving') : t('settingsNotifications.save')}
              </button>
            </div>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
