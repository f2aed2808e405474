// "Book with a deposit" in the dashboard (issue 25 item 6, decision 088): the shop's choice on the widget settings
// page, and a lead's drafted quote with its "Send this quote" action in the lead's dialog.
import { useEffect, useState } from 'react';
import { formatMinor, WIDGET_BOOKING_MESSAGES } from '@wrapsmith/core';
import type { DraftedQuoteDto, WidgetBookingSettingsDto } from '@wrapsmith/core/contract';
import { apiErrorInfo, useApi } from '../../api/index.ts';
import { Alert } from '../../components/alert.tsx';
import { SelectField } from '../../components/field.tsx';
import { notify } from '../../components/toasts.tsx';
import { useBusy } from '../../lib/form.ts';

export const BOOKING_PANEL_MESSAGES = {
  title: 'Book with a deposit',
  intro: 'What a visitor’s “Book” button does after a picture in your widget.',
  mode: 'When a visitor books',
  quoteFirst: 'Quote first: I review the price-book quote and send it',
  depositNow: 'Deposit now: the visitor picks a day and pays the deposit',
  depositNeeds: 'Deposit now needs deposits turned on, with a connected account, under Settings → Payments.',
  saved: WIDGET_BOOKING_MESSAGES.settingsSaved,
  failed: 'The booking setting could not be saved. Please try again.',
  draftedTitle: 'Quote drafted from your price book',
  draftedStatus: {
    drafted: 'Waiting for you: review it and send it to the customer.',
    sent: 'Sent to the customer as a quote.',
    deposit_requested: 'Booked from the widget with a deposit: the day is requested and confirmed when the deposit is paid (see the work order).',
  },
  noPrice: 'Your price book has no price for this vehicle and film now: send a quote from the form instead.',
  send: 'Send this quote',
  sending: 'Sending…',
  openWorkOrder: 'Open the work order',
} as const;
const M = BOOKING_PANEL_MESSAGES;

export function WidgetBookingPanel({ canEdit }: { canEdit: boolean }) {
  const api = useApi();
  const [settings, setSettings] = useState<WidgetBookingSettingsDto | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, run] = useBusy();
  useEffect(() => {
    api.widgetBooking.settings().then((res) => setSettings(res.data), () => setFailure(M.failed));
  }, [api]);
  async function save(mode: WidgetBookingSettingsDto['mode']) {
    setFailure(null);
    try {
      const res = await run(() => api.widgetBooking.saveSettings(mode));
      setSettings(res.data);
      notify('success', res.message || M.saved);
    } catch (err) {
      setFailure(apiErrorInfo(err).message ?? M.failed);
    }
  }
  return (
    <section className="ws-card app-panel ws-stack" aria-labelledby="widget-booking-title">
      <h2 id="widget-booking-title" className="ws-card__title">
        {M.title}
      </h2>
      <p className="ws-muted">{M.intro}</p>
      {settings ? (
        <SelectField label={M.mode} value={settings.mode} disabled={!canEdit || busy} hint={settings.depositAvailable ? undefined : M.depositNeeds} onChange={(e) => void save(e.target.value as WidgetBookingSettingsDto['mode'])}>
          <option value="quote_first">{M.quoteFirst}</option>
          <option value="deposit_now" disabled={!settings.depositAvailable}>
            {M.depositNow}
          </option>
        </SelectField>
      ) : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
    </section>
  );
}

/** The lead's drafted quote, when the lead came from "Book" in the widget; nothing otherwise. */
export function DraftedQuotePanel({ leadId, canSend }: { leadId: string; canSend: boolean }) {
  const api = useApi();
  const [drafted, setDrafted] = useState<DraftedQuoteDto | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, run] = useBusy();
  useEffect(() => {
    api.widgetBooking.drafted(leadId).then((res) => setDrafted(res.data), () => setDrafted(null));
  }, [api, leadId]);
  if (!drafted) return null;
  async function send() {
    setFailure(null);
    try {
      const res = await run(() => api.widgetBooking.send(leadId));
      setDrafted(res.data);
      notify('success', res.message);
    } catch (err) {
      setFailure(apiErrorInfo(err).message ?? WIDGET_BOOKING_MESSAGES.notDrafted);
    }
  }
  return (
    <div className="ws-card ws-stack" data-testid="drafted-quote" aria-label={M.draftedTitle} role="region">
      <strong>{M.draftedTitle}</strong>
      <p>
        {drafted.film}
        {drafted.zones.length > 0 ? ` · ${drafted.zones.join(', ')}` : ''}
        {drafted.totalMinor !== null ? ` — ${formatMinor(drafted.totalMinor, drafted.currency)}` : ''}
      </p>
      {drafted.requestedDay ? <p>Day requested: {drafted.requestedDay}</p> : null}
      <p className="ws-muted">{M.draftedStatus[drafted.status]}</p>
      {drafted.totalMinor === null && drafted.status === 'drafted' ? <Alert tone="warning">{M.noPrice}</Alert> : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className="ws-row">
        {drafted.status === 'drafted' && canSend && drafted.totalMinor !== null ? (
          <button type="button" className="ws-btn ws-btn--primary" disabled={busy} aria-busy={busy || undefined} onClick={() => void send()}>
            {busy ? M.sending : M.send}
          </button>
        ) : null}
        {drafted.bookingId ? (
          <a className="ws-btn" href={`/work-order?id=${encodeURIComponent(drafted.bookingId)}`}>
            {M.openWorkOrder}
          </a>
        ) : null}
      </div>
    </div>
  );
}
