// Settings → Calendar (/settings/calendar, issue 26 item 4, decision 091), the owner's: the shop's time zone (booking
// times are the shop's local time in it, and calendars say so), and the private iCal feed URL that Google, Outlook
// and Apple Calendar subscribe to: copy it, make a new one (the old one stops working), and whether it names customers.
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
import { useRefreshUser } from '../../../hooks/use-refresh-user.ts';
import { copyText } from '../../../lib/copy-text.ts';
import { useSession } from '../../../stores/session.ts';
import { SettingsNav } from '../settings-nav.tsx';
import './calendar-settings.css';

export const CALENDAR_SETTINGS_MESSAGES = {
  intro: 'Your shop’s time zone, and a private calendar of your bookings for Google Calendar, Outlook or Apple Calendar.',
  ownerOnly: 'Only the shop owner can change the calendar settings.',
  loading: 'Loading the calendar settings…',
  loadFailed: 'Could not load the calendar settings.',
  retry: 'Try again',
  zoneTitle: 'Time zone',
  zoneLabel: 'Shop time zone',
  zoneHint: 'Booking days and check-in times are your shop’s local time here. Calendar files and the feed use it, so times stay right across daylight-saving changes.',
  saveZone: 'Save time zone',
  saving: 'Saving…',
  saveFailed: 'Could not save the calendar settings.',
  feedTitle: 'Calendar feed',
  feedIntro: 'Subscribe to this private address in your calendar app ("From URL" in Google Calendar, "Subscribe to calendar" in Outlook and Apple Calendar): your bookings appear and stay up to date. Anyone with the address can read it.',
  noFeed: 'No calendar feed yet.',
  makeFeed: 'Make a calendar link',
  feedLabel: 'Private calendar address',
  copy: 'Copy',
  copied: 'Copied to the clipboard.',
  selected: 'Selected: press Ctrl+C (⌘C) to copy.',
  rotate: 'Make a new link',
  rotateTitle: 'Make a new calendar link?',
  rotateBody: 'The current link stops working at once: calendars subscribed to it stop updating, and you subscribe again with the new one.',
  rotateConfirm: 'Make a new link',
  keep: 'Keep the current link',
  working: 'Working…',
  names: 'Show customers’ names in the feed',
  namesHint: 'Off: events show only the vehicle. On: “Dana Reyes: 2024 Toyota Camry”. No email or phone number is ever in the feed.',
} as const;
const M = CALENDAR_SETTINGS_MESSAGES;

/** The zones the browser knows (the API checks against the same Intl list); the saved one is always offered. */
function zones(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return all.includes(current) ? all : [current, ...all];
}

export function CalendarSettingsPage() {
  const user = useSession((s) => s.currentUser);
  const owner = user?.role.role === 'owner';
  return (
    <div className="app-page">
      <SettingsNav />
      <PageHeader title="Calendar">{M.intro}</PageHeader>
      {owner ? <CalendarSettings /> : <Alert tone="info">{M.ownerOnly}</Alert>}
    </div>
  );
}

function CalendarSettings() {
  const api = useApi();
  const refreshUser = useRefreshUser();
  const { state, reload, update } = useData('calendar-settings', async (api) => (await api.tracking.calendar()).data);
  const [zone, setZone] = useState<string | null>(null);
  const [busy, setBusy] = useState<'zone' | 'names' | 'feed' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmRotate, setConfirmRotate] = useState(false);
  const [copied, setCopied] = useState<'copied' | 'selected' | null>(null);
  const field = useRef<HTMLInputElement>(null);

  if (state.status === 'loading' || state.status === 'idle') return <Spinner label={M.loading} />;
  if (state.status === 'error') return <LoadError message={M.loadFailed} retryLabel={M.retry} onRetry={reload} />;
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
      notify('success', res.message ?? '');
    } catch (err) {
      setFailure(apiErrorText(err, M.saveFailed, M.saveFailed));
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <section className="ws-card app-panel" aria-labelledby="calendar-zone-title">
        <h2 id="calendar-zone-title" className="ws-card__title">
          {M.zoneTitle}
        </h2>
        <form
          className="ws-stack"
          aria-label={M.zoneTitle}
          onSubmit={(e) => {
            e.preventDefault();
            void run('zone', () => api.tracking.updateCalendar({ timeZone: chosen }));
          }}
        >
          <SelectField label={M.zoneLabel} hint={M.zoneHint} value={chosen} onChange={(e) => setZone(e.target.value)} disabled={busy !== null}>
            {zones(settings.timeZone).map((z) => (
              <option key={z} value={z}>
                {z.replace(/_/g, ' ')}
              </option>
            ))}
          </SelectField>
          <div className="ws-row">
            <button type="submit" className="ws-btn ws-btn--primary" disabled={busy !== null || chosen === settings.timeZone} aria-busy={busy === 'zone' || undefined}>
              {busy === 'zone' ? M.saving : M.saveZone}
            </button>
          </div>
        </form>
      </section>
      <section className="ws-card app-panel ws-stack" aria-labelledby="calendar-feed-title">
        <h2 id="calendar-feed-title" className="ws-card__title">
          {M.feedTitle}
        </h2>
        <p className="ws-muted">{M.feedIntro}</p>
        {settings.feedUrl ? (
          <div className="ws-field">
            <label className="ws-label" htmlFor="calendar-feed-url">
              {M.feedLabel}
            </label>
            <div className="wsc-feed">
              <input id="calendar-feed-url" ref={field} className="ws-input wsc-feed__value" readOnly value={settings.feedUrl} onFocus={(e) => e.target.select()} />
              <button type="button" className="ws-btn" onClick={() => void copyText(settings.feedUrl ?? '', field.current).then(setCopied)}>
                {M.copy}
              </button>
            </div>
            <p className="ws-field-hint" role="status">
              {copied === 'copied' ? M.copied : copied === 'selected' ? M.selected : ''}
            </p>
          </div>
        ) : (
          <p>{M.noFeed}</p>
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
          <span>{M.names}</span>
        </label>
        <p id="calendar-names-hint" className="ws-field-hint">
          {M.namesHint}
        </p>
        <div className="ws-row">
          {settings.feedUrl ? (
            <button type="button" className="ws-btn" disabled={busy !== null} aria-busy={busy === 'feed' || undefined} onClick={() => setConfirmRotate(true)}>
              {busy === 'feed' ? M.working : M.rotate}
            </button>
          ) : (
            <button type="button" className="ws-btn ws-btn--primary" disabled={busy !== null} aria-busy={busy === 'feed' || undefined} onClick={() => void run('feed', () => api.tracking.rotateFeed())}>
              {busy === 'feed' ? M.working : M.makeFeed}
            </button>
          )}
        </div>
      </section>
      {confirmRotate ? (
        <ConfirmDialog
          title={M.rotateTitle}
          cancelLabel={M.keep}
          confirmLabel={M.rotateConfirm}
          danger
          onConfirm={() => {
            setConfirmRotate(false);
            void run('feed', () => api.tracking.rotateFeed());
          }}
          onClose={() => setConfirmRotate(false)}
        >
          <p>{M.rotateBody}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
