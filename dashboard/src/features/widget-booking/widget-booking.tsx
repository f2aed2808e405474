// "Book with a deposit" in the dashboard (issue 25 item 6, decision 088): the shop's choice on the widget settings
// page, and a lead's drafted quote with its "Send this quote" action in the lead's dialog.
// Their words are the widget-booking area's (issue 28 item 1, decision 101); money and the day in the shop's locale.
import { Suspense, useEffect, useState } from 'react';
import { formatMinor } from '@wrapsmith/core';
import type { DraftedQuoteDto, WidgetBookingSettingsDto } from '@wrapsmith/core/contract';
import { apiErrorInfo, useApi } from '../../api/index.ts';
import { Alert } from '../../components/alert.tsx';
import { SelectField } from '../../components/field.tsx';
import { Spinner } from '../../components/loading.tsx';
import { notify } from '../../components/toasts.tsx';
import { useArea } from '../../i18n/area.ts';
import { WIDGET_BOOKING } from '../../i18n/areas/widget-booking/index.ts';
import { useFormat } from '../../i18n/locale.ts';
import { formatDay } from '../../lib/format.ts';
import { useBusy } from '../../lib/form.ts';
import { useShopFormat } from '../../lib/shop-format.ts';

/**
 * The panels fetch their words (the widget-booking area) the first time they show in another language: their own
 * Suspense boundary keeps the page around them on screen meanwhile, instead of the route's loading state.
 */
export function WidgetBookingPanel(props: { canEdit: boolean }) {
  return (
    <Suspense fallback={null}>
      <BookingSettingsPanel {...props} />
    </Suspense>
  );
}

function BookingSettingsPanel({ canEdit }: { canEdit: boolean }) {
  const api = useApi();
  const t = useArea(WIDGET_BOOKING);
  // English shows the server's own success words; another language its own (the API's errors already come in it).
  const english = useFormat().locale === 'en';
  const [settings, setSettings] = useState<WidgetBookingSettingsDto | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [busy, run] = useBusy();
  useEffect(() => {
    api.widgetBooking.settings().then((res) => setSettings(res.data), () => setLoadFailed(true));
  }, [api]);
  async function save(mode: WidgetBookingSettingsDto['mode']) {
    setFailure(null);
    try {
      const res = await run(() => api.widgetBooking.saveSettings(mode));
      setSettings(res.data);
      notify('success', (english && res.message) || t('widget-booking.saved'));
    } catch (err) {
      setFailure(apiErrorInfo(err).message ?? t('widget-booking.failed'));
    }
  }
  return (
    <section className="ws-card app-panel ws-stack" aria-labelledby="widget-booking-title">
      <h2 id="widget-booking-title" className="ws-card__title">
        {t('widget-booking.title')}
      </h2>
      <p className="ws-muted">{t('widget-booking.intro')}</p>
      {settings ? (
        <SelectField
          label={t('widget-booking.mode')}
          value={settings.mode}
          disabled={!canEdit || busy}
          hint={settings.depositAvailable ? undefined : t('widget-booking.depositNeeds')}
          onChange={(e) => void save(e.target.value as WidgetBookingSettingsDto['mode'])}
        >
          <option value="quote_first">{t('widget-booking.quoteFirst')}</option>
          <option value="deposit_now" disabled={!settings.depositAvailable}>
            {t('widget-booking.depositNow')}
          </option>
        </SelectField>
      ) : loadFailed ? (
        <Alert tone="error">{t('widget-booking.loadFailed')}</Alert>
      ) : (
        <Spinner label={t('widget-booking.loading')} />
      )}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
    </section>
  );
}

/** The lead's drafted quote, when the lead came from "Book" in the widget; nothing otherwise. */
export function DraftedQuotePanel(props: { leadId: string; canSend: boolean }) {
  return (
    <Suspense fallback={null}>
      <DraftedQuote {...props} />
    </Suspense>
  );
}

function DraftedQuote({ leadId, canSend }: { leadId: string; canSend: boolean }) {
  const api = useApi();
  const t = useArea(WIDGET_BOOKING);
  const english = useFormat().locale === 'en';
  const { locale } = useShopFormat();
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
      notify('success', (english && res.message) || t('widget-booking.quoteSent'));
    } catch (err) {
      setFailure(apiErrorInfo(err).message ?? t('widget-booking.notDrafted'));
    }
  }
  return (
    <div className="ws-card ws-stack" data-testid="drafted-quote" aria-label={t('widget-booking.draftedTitle')} role="region">
      <strong>{t('widget-booking.draftedTitle')}</strong>
      <p>
        {drafted.film}
        {drafted.zones.length > 0 ? ` · ${drafted.zones.join(', ')}` : ''}
        {drafted.totalMinor !== null ? ` — ${formatMinor(drafted.totalMinor, drafted.currency, { locale })}` : ''}
      </p>
      {drafted.requestedDay ? <p>{t('widget-booking.dayRequested', { day: formatDay(drafted.requestedDay) })}</p> : null}
      <p className="ws-muted">{t(`widget-booking.status.${drafted.status}`)}</p>
      {drafted.totalMinor === null && drafted.status === 'drafted' ? <Alert tone="warning">{t('widget-booking.noPrice')}</Alert> : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className="ws-row">
        {drafted.status === 'drafted' && canSend && drafted.totalMinor !== null ? (
          <button type="button" className="ws-btn ws-btn--primary" disabled={busy} aria-busy={busy || undefined} onClick={() => void send()}>
            {busy ? t('widget-booking.sending') : t('widget-booking.send')}
          </button>
        ) : null}
        {drafted.bookingId ? (
          <a className="ws-btn" href={`/work-order?id=${encodeURIComponent(drafted.bookingId)}`}>
            {t('widget-booking.openWorkOrder')}
          </a>
        ) : null}
      </div>
    </div>
  );
}
