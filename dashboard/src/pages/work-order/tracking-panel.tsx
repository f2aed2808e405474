// The work order's customer page (issue 26 items 3): Copy tracking link (the customer's page, made on first use) and,
// for a job in progress, Car ready, which moves that page to "Ready" and tells the customer when their notifications
// are on. Both need the Bookings area: Car ready its edit level (the API checks it too).
import { useRef, useState } from 'react';
import type { BookingDto } from '@wrapsmith/core/contract';
import { apiErrorText, useApi } from '../../api/index.ts';
import { Alert, type Tone } from '../../components/alert.tsx';
import { copyText } from '../../lib/copy-text.ts';
import { useAccess } from '../../features/viewer/viewer.ts';
import { formatDateTime } from '../../lib/format.ts';

export const TRACKING_PANEL_MESSAGES = {
  title: 'Customer’s tracking page',
  intro: 'A page for the customer with the job’s status, the picture and your contact details (no login).',
  copy: 'Copy tracking link',
  copying: 'Getting the link…',
  copied: 'Tracking link copied to the clipboard.',
  selected: 'Tracking link selected: press Ctrl+C (⌘C) to copy.',
  linkLabel: 'Tracking link',
  linkFailed: 'Could not get the tracking link.',
  markReady: 'Car ready',
  unmarkReady: 'Not ready after all',
  ready: (at: string) => `Ready for collection since ${formatDateTime(at)}.`,
  readyHint: 'Marks the car ready for collection: the customer’s tracking page says so.',
  readyFailed: 'Could not change whether the car is ready.',
  working: 'Working…',
} as const;

const M = TRACKING_PANEL_MESSAGES;

export function TrackingPanel({ booking, onChange }: { booking: BookingDto; onChange: (booking: BookingDto) => void }) {
  const api = useApi();
  const mayEdit = useAccess('bookings') === 'edit';
  const [link, setLink] = useState<string | null>(null);
  const [busy, setBusy] = useState<'link' | 'ready' | null>(null);
  const [notice, setNotice] = useState<{ tone: Tone; text: string } | null>(null);
  const field = useRef<HTMLInputElement>(null);

  async function copyLink() {
    setBusy('link');
    setNotice(null);
    try {
      const url = link ?? (await api.tracking.link(booking._id)).data.url;
      setLink(url);
      // The field must exist to be selected when the clipboard is refused: wait for the render that shows it.
      await new Promise((resolve) => setTimeout(resolve, 0));
      const how = await copyText(url, field.current);
      setNotice({ tone: 'success', text: how === 'copied' ? M.copied : M.selected });
    } catch (err) {
      setNotice({ tone: 'error', text: apiErrorText(err, M.linkFailed, M.linkFailed) });
    } finally {
      setBusy(null);
    }
  }

  async function setReady(ready: boolean) {
    setBusy('ready');
    setNotice(null);
    try {
      const res = await api.tracking.setReady(booking._id, ready);
      onChange(res.data);
      setNotice({ tone: 'success', text: res.message ?? '' });
    } catch (err) {
      setNotice({ tone: 'error', text: apiErrorText(err, M.readyFailed, M.readyFailed) });
    } finally {
      setBusy(null);
    }
  }

  if (booking.status === 'cancelled') return null;
  return (
    <section className="ws-card ws-stack" aria-labelledby="wsw-tracking-title">
      <h2 id="wsw-tracking-title" className="ws-card__title">
        {M.title}
      </h2>
      <p className="ws-field-hint">{M.intro}</p>
      {booking.readyAt ? (
        <p>
          <span className="wsw-status wsw-status--completed" data-testid="car-ready">
            {M.ready(booking.readyAt)}
          </span>
        </p>
      ) : null}
      {notice?.text ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <div className="ws-row wsb-actions">
        <button type="button" className="ws-btn" disabled={busy !== null} aria-busy={busy === 'link' || undefined} onClick={() => void copyLink()}>
          {busy === 'link' ? M.copying : M.copy}
        </button>
        {booking.status === 'inprogress' && mayEdit ? (
          <button
            type="button"
            className={booking.readyAt ? 'ws-btn' : 'ws-btn ws-btn--primary'}
            disabled={busy !== null}
            aria-busy={busy === 'ready' || undefined}
            aria-describedby="wsw-ready-hint"
            onClick={() => void setReady(!booking.readyAt)}
          >
            {busy === 'ready' ? M.working : booking.readyAt ? M.unmarkReady : M.markReady}
          </button>
        ) : null}
      </div>
      {booking.status === 'inprogress' && mayEdit ? (
        <p id="wsw-ready-hint" className="ws-field-hint">
          {M.readyHint}
        </p>
      ) : null}
      {link ? (
        <div className="ws-field">
          <label className="ws-label" htmlFor="wsw-tracking-link">
            {M.linkLabel}
          </label>
          <input id="wsw-tracking-link" ref={field} className="ws-input" readOnly value={link} onFocus={(e) => e.target.select()} />
        </div>
      ) : null}
    </section>
  );
}
