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
import { useArea } from '../../i18n/area.ts';
import { WORK_ORDER_PANELS } from '../../i18n/areas/work-order-panels/index.ts';
import { useServerWords } from '../../i18n/server-words.ts';
import { useLocale } from '../../i18n/locale.ts';


export function TrackingPanel({ booking, onChange }: { booking: BookingDto; onChange: (booking: BookingDto) => void }) {
  const api = useApi();
  const t = useArea(WORK_ORDER_PANELS);
  const server = useServerWords();
  const language = useLocale((s) => s.locale);
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
      setNotice({ tone: 'success', text: how === 'copied' ? t('panels.tracking.copied') : t('panels.tracking.selected') });
    } catch (err) {
      setNotice({ tone: 'error', text: server(apiErrorText(err, t('panels.tracking.linkFailed'), t('panels.tracking.linkFailed')), t('panels.tracking.linkFailed')) });
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
      setNotice({ tone: 'success', text: server(res.message, ready ? t('panels.tracking.readyDone') : t('panels.tracking.notReadyDone')) });
    } catch (err) {
      setNotice({ tone: 'error', text: server(apiErrorText(err, t('panels.tracking.readyFailed'), t('panels.tracking.readyFailed')), t('panels.tracking.readyFailed')) });
    } finally {
      setBusy(null);
    }
  }

  if (booking.status === 'cancelled') return null;
  return (
    <section className="ws-card ws-stack" aria-labelledby="wsw-tracking-title">
      <h2 id="wsw-tracking-title" className="ws-card__title">
        {t('panels.tracking.title')}
      </h2>
      <p className="ws-field-hint">{t('panels.tracking.intro')}</p>
      {booking.readyAt ? (
        <p>
          <span className="wsw-status wsw-status--completed" data-testid="car-ready">
            {t('panels.tracking.ready', { at: formatDateTime(booking.readyAt, language === 'en' ? undefined : language) })}
          </span>
        </p>
      ) : null}
      {notice?.text ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <div className="ws-row wsb-actions">
        <button type="button" className="ws-btn" disabled={busy !== null} aria-busy={busy === 'link' || undefined} onClick={() => void copyLink()}>
          {busy === 'link' ? t('panels.tracking.copying') : t('panels.tracking.copy')}
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
            {busy === 'ready' ? t('panels.working') : booking.readyAt ? t('panels.tracking.unmarkReady') : t('panels.tracking.markReady')}
          </button>
        ) : null}
      </div>
      {booking.status === 'inprogress' && mayEdit ? (
        <p id="wsw-ready-hint" className="ws-field-hint">
          {t('panels.tracking.readyHint')}
        </p>
      ) : null}
      {link ? (
        <div className="ws-field">
          <label className="ws-label" htmlFor="wsw-tracking-link">
            {t('panels.tracking.linkLabel')}
          </label>
          <input id="wsw-tracking-link" ref={field} className="ws-input" readOnly value={link} onFocus={(e) => e.target.select()} />
        </div>
      ) : null}
    </section>
  );
}
