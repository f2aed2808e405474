// Settings → Calendar (/settings/calendar, issue 26 item 4, decision 091), the owner's: the shop's time zone (booking
// times are the shop's local time in it, and calendars say so), and the private iCal feed URL that Google, Outlook
// and Apple Calendar subscribe to: copy it, make a new one (the old one stops working), and whether it names customers.
// Its words are the settings-calendar area's (decision 101).
import { useRef, useState } from 'react';
import type { CalendarSettingsDto } from '@wrapsmith/core/contract';
import { apiErrorText, useApi } from '../../../api/index.ts';
import { Alert } from '../../../components/alert.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { SelectField } from '../../../components/field.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { Spinner } from '../../../components/loading.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { notify } from '../../../components/toasts.tsx';
import { useData } from '../../../hooks/use-data.ts';
import { useArea } from '../../../i18n/area.ts';
import { COMMON } from '../../../i18n/areas/common/index.ts';
import { SETTINGS_CALENDAR } from '../../../i18n/areas/settings-calendar/index.ts';
import { useServerWords } from '../../../i18n/server-words.ts';
import { useRefreshUser } from '../../../hooks/use-refresh-user.ts';
import { copyText } from '../../../lib/copy-text.ts';
import { useSession } from '../../../stores/session.ts';
import { SettingsNav } from '../settings-nav.tsx';
import './calendar-settings.css';


/** The zones the browser knows (the API checks against the same Intl list); the saved one is always offered. */
function zones(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return all.includes(current) ? all : [current, ...all];
}

export function CalendarSettingsPage() {
  const t = useArea(SETTINGS_CALENDAR);
  const user = useSession((s) => s.currentUser);
  const owner = user?.role.role === 'owner';
  return (
    <div className="app-page">
      <SettingsNav />
      <PageHeader title={t('settingsCalendar.title')}>{t('settingsCalendar.intro')}</PageHeader>
      {owner ? <CalendarSettings /> : <Alert tone="info">{t('settingsCalendar.ownerOnly')}</Alert>}
    </div>
  );
}

function CalendarSettings() {
  const t = useArea(SETTINGS_CALENDAR);
  const common = useArea(COMMON);
  const server = useServerWords();
  const api = useApi();
  const refreshUser = useRefreshUser();
  const { state, reload, update } = useData('calendar-settings', async (api) => (await api.tracking.calendar()).data);
  const [zone, setZone] = useState<string | null>(null);
  const [busy, setBusy] = useState<'zone' | 'names' | 'feed' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmRotate, setConfirmRotate] = useState(false);
  const [copied, setCopied] = useState<'copied' | 'selected' | null>(null);
  const field = useRef<HTMLInputElement>(null);

  if (state.status === 'loading' || state.status === 'idle') return <Spinner label={t('settingsCalendar.loading')} />;
  if (state.status === 'error') return <LoadError message={t('settingsCalendar.loadFailed')} retryLabel={common('common.retry')} onRetry={reload} />;
  const settings = state.data;
  const chosen = zone ?? settings.timeZone;

  async function run(kind: 'zone' | 'names' | 'feed', request: () => Promise<{ data: CalendarSettingsDto; message?: string }>) {
    setBusy(kind);
    setFailure(null);
    try {
      const res = await request();
      update(() => res.data);
      // The zone is where the dashboard shows instants (decision 098): the session's shop follows.
      if (kind === 'zone') void refreshUser();
      if (kind === 'feed') setCopied(null);
      notify('success', server(res.message, kind === 'feed' ? t('settingsCalendar.rotated') : t('settingsCalendar.saved')));
    } catch (err) {
      setFailure(apiErrorText(err, t('settingsCalendar.saveFailed'), t('settingsCalendar.saveFailed')));
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <section className="ws-card app-panel" aria-labelledby="calendar-zone-title">
        <h2 id="calendar-zone-title" className="ws-card__title">
          {t('settingsCalendar.zoneTitle')}
        </h2>
        <form
          className="ws-stack"
          aria-label={t('settingsCalendar.zoneTitle')}
          onSubmit={(e) => {
            e.preventDefault();
            void run('zone', () => api.tracking.updateCalendar({ timeZone: chosen }));
          }}
        >
          <SelectField label={t('settingsCalendar.zoneLabel')} hint={t('settingsCalendar.zoneHint')} value={chosen} onChange={(e) => setZone(e.target.value)} disabled={busy !== null}>
            {zones(settings.timeZone).map((z) => (
              <option key={z} value={z}>
                {z.replace(/_/g, ' ')}
              </option>
            ))}
          </SelectField>
          <div className="ws-row">
            <button type="submit" className="ws-btn ws-btn--primary" disabled={busy !== null || chosen === settings.timeZone} aria-busy={busy === 'zone' || undefined}>
              {busy === 'zone' ? common('common.saving') : t('settingsCalendar.saveZone')}
            </button>
          </div>
        </form>
      </section>
      <section className="ws-card app-panel ws-stack" aria-labelledby="calendar-feed-title">
        <h2 id="calendar-feed-title" className="ws-card__title">
          {t('settingsCalendar.feedTitle')}
        </h2>
        <p className="ws-muted">{t('settingsCalendar.feedIntro')}</p>
        {settings.feedUrl ? (
          <div className="ws-field">
            <label className="ws-label" htmlFor="calendar-feed-url">
              {t('settingsCalendar.feedLabel')}
            </label>
            <div className="wsc-feed">
              <input id="calendar-feed-url" ref={field} className="ws-input wsc-feed__value" readOnly value={settings.feedUrl} onFocus={(e) => e.target.select()} />
              <button type="button" className="ws-btn" onClick={() => void copyText(settings.feedUrl ?? '', field.current).then(setCopied)}>
                {t('settingsCalendar.copy')}
              </button>
            </div>
            <p className="ws-field-hint" role="status">
              {copied === 'copied' ? t('settingsCalendar.copied') : copied === 'selected' ? t('settingsCalendar.selected') : ''}
            </p>
          </div>
        ) : (
          <p>{t('settingsCalendar.noFeed')}</p>
        )}
        <label className="wsc-check">
          <input
            type="checkbox"
            checked={settings.showNames}
            disabled={busy !== null}
            aria-describedby="calendar-names-hint"
            onChange={(e) => {
              const showNames = e.target.checked;
              void run('names', () => api.tracking.updateCalendar({ showNames }));
            }}
          />
          <span>{t('settingsCalendar.names')}</span>
        </label>
        <p id="calendar-names-hint" className="ws-field-hint">
          {t('settingsCalendar.namesHint')}
        </p>
        <div className="ws-row">
          {settings.feedUrl ? (
            <button type="button" className="ws-btn" disabled={busy !== null} aria-busy={busy === 'feed' || undefined} onClick={() => setConfirmRotate(true)}>
              {busy === 'feed' ? t('settingsCalendar.working') : t('settingsCalendar.rotate')}
            </button>
          ) : (
            <button type="button" className="ws-btn ws-btn--primary" disabled={busy !== null} aria-busy={busy === 'feed' || undefined} onClick={() => void run('feed', () => api.tracking.rotateFeed())}>
              {busy === 'feed' ? t('settingsCalendar.working') : t('settingsCalendar.makeFeed')}
            </button>
          )}
        </div>
      </section>
      {confirmRotate ? (
        <ConfirmDialog
          title={t('settingsCalendar.rotateTitle')}
          cancelLabel={t('settingsCalendar.keep')}
          confirmLabel={t('settingsCalendar.rotate')}
          danger
          onConfirm={() => {
            setConfirmRotate(false);
            void run('feed', () => api.tracking.rotateFeed());
          }}
          onClose={() => setConfirmRotate(false)}
        >
          <p>{t('settingsCalendar.rotateBody')}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
