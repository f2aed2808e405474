// Work Order (/work-order): one booking's invoice code, status and every field, with the actions of spec §4:
// Book IN (→ inprogress), Vehicle Completed (→ completed), Cancel Appointment (→ cancelled, confirmed first)
// and Save (PUT, keeps the status). Only the moves BOOKING_TRANSITIONS allows are enabled. The booking comes
// through navigation state (`{ booking }`, as the spec passes it) or `?id=<bookingId>` (notifications,
// reloads); a booking passed in state gets its id written into the address so a reload finds it again. The
// booking's car photos are shown, added and deleted in their own section (booking-photos.tsx). A waiting quote
// says until when its link can be answered, or that it expired and a resend renews it.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { BookingDto } from '@wrapsmith/core/contract';
import { canMoveBooking, isQuoteExpired, type BookingStatus } from '@wrapsmith/core';
import { apiErrorInfo, apiErrorText, useApi } from '../../api/index.ts';
import { Alert, type Tone } from '../../components/alert.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { Spinner } from '../../components/loading.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useData } from '../../hooks/use-data.ts';
import { fieldChecks, useBusy, useZodForm } from '../../lib/form.ts';
import { saveFailure } from '../../features/bookings/booking-errors.ts';
import { BookingForm } from '../../features/bookings/booking-form.tsx';
import { bookingBody, checkBooking, formFromBooking, type BookingFormValues } from '../../features/bookings/booking-values.ts';
import { useArea } from '../../i18n/area.ts';
import { WORK_ORDER } from '../../i18n/areas/work-order/index.ts';
import { COMMON } from '../../i18n/areas/common/index.ts';
import { useFormat } from '../../i18n/locale.ts';
import { useServerWords } from '../../i18n/server-words.ts';
import './work-order.css';
import { LoadError } from '../../components/load-error.tsx';
import { useAccess } from '../../features/viewer/viewer.ts';

type Move = 'inprogress' | 'completed' | 'cancelled';

/** The quote editor (issue 25 item 3) loads after the work order itself, which it follows on the page. */
// The deposit's panel (issue 25 item 4) arrives after the work order shows, as the quote editor does: the route's
// first load stays within its budget (build.mjs, LOADED_LATER).
const DepositPanel = lazy(() => import('./deposit-panel.tsx').then((m) => ({ default: m.DepositPanel })));
// The job's film roll (issue 27 item 1), loaded later like the deposit.
const RollPanel = lazy(() => import('./roll-panel.tsx').then((m) => ({ default: m.RollPanel })));
// Its warranties (issue 27 item 2), likewise.
const WarrantyPanel = lazy(() => import('./warranty-panel.tsx').then((m) => ({ default: m.WarrantyPanel })));
// The job's photos (before/after), likewise: the details above come first.
const BookingPhotos = lazy(() => import('./booking-photos.tsx').then((m) => ({ default: m.BookingPhotos })));
// What the customer was sent (issue 26 item 2), likewise.
const CustomerMessages = lazy(() => import('./customer-messages.tsx').then((m) => ({ default: m.CustomerMessages })));
const TrackingPanel = lazy(() => import('./tracking-panel.tsx').then((m) => ({ default: m.TrackingPanel })));
const QuoteEditor = lazy(() => import('../../features/quotes/quote-editor.tsx').then((m) => ({ default: m.QuoteEditor })));

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The booking the previous page passed: `{ booking }`, or the booking itself. */
function passedBooking(state: unknown): BookingDto | null {
  const candidate = isRecord(state) && isRecord(state.booking) ? state.booking : state;
  return isRecord(candidate) && typeof candidate._id === 'string' && typeof candidate.status === 'string' ? (candidate as unknown as BookingDto) : null;
}

export function WorkOrderPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const passed = passedBooking(location.state);
  const id = params.get('id') ?? passed?._id ?? null;
  const idInAddress = params.has('id');

  useEffect(() => {
    if (id && !idInAddress) void navigate({ search: `?id=${encodeURIComponent(id)}` }, { replace: true, state: location.state });
  }, [id, idInAddress, navigate, location.state]);

  return <WorkOrder key={id ?? ''} id={id} passed={passed?._id === id ? passed : null} />;
}

function WorkOrder({ id, passed }: { id: string | null; passed: BookingDto | null }) {
  const api = useApi();
  const t = useArea(WORK_ORDER);
  const c = useArea(COMMON);
  const f = useFormat();
  const server = useServerWords();
  const statusLabel = (status: BookingStatus) => t(`workOrder.status.${status}`);
  // A quote's expiry is its UTC day (as the email says it), in the reader's language.
  const expiryDay = (iso: string) => f.date(iso, { dateStyle: 'long', timeZone: 'UTC' });
  // Always asked afresh: the booking the previous page passed (kept in the history entry, so a reload passes it
  // again however old) is only shown until the answer comes, never instead of it.
  const { state: loaded, reload } = useData(id, async (api) => (await api.bookings.get(id ?? '')).data);
  /** The booking as the last change answered it (a save, a move, its photos); before any, the one loaded or passed. */
  const [changed, setChanged] = useState<BookingDto | null>(null);
  const shown = changed ?? (loaded.status === 'ready' ? loaded.data : passed);
  const [edited, setValues] = useState<BookingFormValues | null>(null);
  const values = edited ?? (shown ? formFromBooking(shown) : null);
  const missing = !id || (loaded.status === 'error' && apiErrorInfo(loaded.error).status === 404);
  const saving = useZodForm(fieldChecks((form: BookingFormValues) => checkBooking(form, 'save')), (err) => saveFailure(err).message);
  const { errors, setErrors } = saving;
  const [notice, setNotice] = useState<{ tone: Tone; text: string } | null>(null);
  const [changing, run] = useBusy();
  /** The move or resend under way, when `changing`. */
  const [pending, setPending] = useState<Move | 'resend'>('inprogress');
  const busy: Move | 'save' | 'resend' | null = saving.submitting ? 'save' : changing ? pending : null;
  // A role without the Prices area gets the booking without them and must not send them back (decision 062).
  const prices = useAccess('prices');
  const mayQuote = useAccess('quotes') === 'edit';
  const [confirmCancel, setConfirmCancel] = useState(false);


  if (!shown || !values) {
    return (
      <div className="app-page">
        <PageHeader title={t('workOrder.title')}>{t('workOrder.intro')}</PageHeader>
        {!missing && loaded.status !== 'error' ? <Spinner label={t('workOrder.loading')} /> : null}
        {!missing && loaded.status === 'error' ? (
          <LoadError message={t('workOrder.loadFailed')} retryLabel={c('common.retry')} onRetry={reload} />
        ) : null}
        {missing ? (
          <div className="ws-card">
            <EmptyState
              title={t('workOrder.notFound')}
              action={
                <Link to="/appointment" className="ws-btn">
                  {t('workOrder.goToAppointments')}
                </Link>
              }
            >
              {t('workOrder.notFoundBody')}
            </EmptyState>
          </div>
        ) : null}
      </div>
    );
  }

  const booking = shown;

  const save = () => {
    if (busy !== null) return;
    setNotice(null);
    return saving.handleSubmit(
      () => values,
      async (checked) => {
        try {
          const res = await api.bookings.update(booking._id, bookingBody(checked, { prices: prices === 'edit' }));
          setChanged(res.data);
          setValues(formFromBooking(res.data));
          setNotice({ tone: 'success', text: server(res.message, t('workOrder.saved')) });
        } catch (err) {
          setErrors(saveFailure(err).fields);
          throw err;
        }
      },
    )();
  };

  /** A move or a resend: one at a time, the booking as the server answers it, the outcome in the notice. */
  async function change<R extends { data: BookingDto }>(kind: Move | 'resend', request: () => Promise<R>, done: (res: R) => string, failed: string) {
    if (busy !== null) return;
    setPending(kind);
    setNotice(null);
    saving.setFailure(null);
    try {
      const res = await run(request);
      setChanged(res.data);
      setNotice({ tone: 'success', text: done(res) });
    } catch (err) {
      setNotice({ tone: 'error', text: server(apiErrorText(err, t('workOrder.failed'), failed), failed) });
    }
  }

  /** Changes only the status; edits not saved yet stay in the form. */
  const move = (to: Move) =>
    change(to, () => api.bookings.setStatus(booking._id, to), (res) => t('workOrder.statusChanged', { status: f.locale === 'en' ? statusLabel(res.data.status).toLowerCase() : statusLabel(res.data.status) }), t('workOrder.statusFailed'));

  /** Emails the waiting quote again; the customer's earlier link stops working. */
  const resendQuote = () =>
    change('resend', () => api.bookings.resendQuote(booking._id), (res) => server(res.message, t('workOrder.resent')), t('workOrder.resendFailed'));

  const allowed = (to: BookingStatus) => canMoveBooking(booking.status, to);
  const moveButton = (to: Move, label: string, onClick: () => void) => (
    <button type="button" className="ws-btn" disabled={busy !== null || !allowed(to)} aria-busy={busy === to || undefined} onClick={onClick}>
      {busy === to ? t('workOrder.working') : label}
    </button>
  );
  const vehicle = [booking.year, booking.make, booking.model].filter(Boolean).join(' ');
  const film = [booking.brand, booking.wrapColor].filter(Boolean).join(' ');
  const customer = [booking.firstName, booking.lastName].filter(Boolean).join(' ');
  // Only a waiting quote has a validity to show, and one sent before quotes expired has none.
  const expiresAt = booking.status === 'quote_sent' ? (booking.quoteExpiresAt ?? null) : null;

  return (
    <div className="app-page" ref={saving.focusScope}>
      <PageHeader title={t('workOrder.title')}>{t('workOrder.intro')}</PageHeader>
      <dl className="ws-card wsw-facts">
        <div>
          <dt>{t('workOrder.invoice')}</dt>
          <dd className="wsw-invoice">#{booking.invoiceCode}</dd>
        </div>
        <div>
          <dt>{t('workOrder.status')}</dt>
          <dd>
            <span className={`wsw-status wsw-status--${booking.status}`}>{statusLabel(booking.status)}</span>
          </dd>
        </div>
        {customer ? (
          <div>
            <dt>{t('workOrder.customer')}</dt>
            <dd>{customer}</dd>
          </div>
        ) : null}
        {prices === 'edit' && booking.status !== 'quote_sent' && booking.status !== 'cancelled' ? (
          <div>
            <dt>{t('workOrder.invoice')}</dt>
            <dd>
              {/* Issue 25 item 5: the booking's invoice (made as a draft on the way, or the one it has). */}
              <Link to={`/invoices/new?booking=${encodeURIComponent(booking._id)}`}>{t('workOrder.invoiceThis')}</Link>
            </dd>
          </div>
        ) : null}
      </dl>
      <Suspense fallback={null}>
        <DepositPanel bookingId={booking._id} status={booking.status} />
        <RollPanel bookingId={booking._id} status={booking.status} />
      </Suspense>
      <Suspense fallback={null}>
        <WarrantyPanel bookingId={booking._id} status={booking.status} />
      </Suspense>
      {/* Issue 26 item 3: the customer's tracking page, and Car ready on a job in progress. */}
      <Suspense fallback={null}>
        <TrackingPanel booking={booking} onChange={setChanged} />
      </Suspense>
      <Suspense fallback={null}>
        <CustomerMessages bookingId={booking._id} status={booking.status} />
      </Suspense>
      <Suspense fallback={null}>
        <BookingPhotos
          bookingId={booking._id}
          images={booking.images}
          onImagesChange={(update) =>
            setChanged((current) => {
              const base = current ?? booking;
              return { ...base, images: update(base.images) };
            })
          }
        />
      </Suspense>
      <BookingForm
        prices={prices}
        label={`${t('workOrder.title')} #${booking.invoiceCode}`}
        values={values}
        onChange={(next, field) => {
          setValues(next);
          setErrors((e) => ({ ...e, [field]: undefined }));
        }}
        onSubmit={() => void save()}
        errors={errors}
        disabled={busy === 'save'}
        image={booking.render ? { src: booking.render.imageUrl, alt: t('workOrder.renderAlt', { vehicle, film }) } : null}
      >
        {saving.failure ? <Alert tone="error">{saving.failure}</Alert> : notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
        <p className="ws-field-hint">{t('workOrder.actionsHint')}</p>
        {expiresAt === null ? null : isQuoteExpired(expiresAt, new Date()) ? (
          <Alert tone="warning">{t('workOrder.quoteExpired', { date: expiryDay(expiresAt) })}</Alert>
        ) : (
          <p className="ws-field-hint">{t('workOrder.quoteValidUntil', { date: expiryDay(expiresAt) })}</p>
        )}
        <div className="ws-row wsb-actions">
          {moveButton('inprogress', t('workOrder.bookIn'), () => void move('inprogress'))}
          {moveButton('completed', t('workOrder.vehicleCompleted'), () => void move('completed'))}
          {moveButton('cancelled', t('workOrder.cancelAppointment'), () => setConfirmCancel(true))}
          {booking.status === 'quote_sent' && mayQuote ? (
            <button type="button" className="ws-btn" disabled={busy !== null || !booking.email} aria-busy={busy === 'resend' || undefined} onClick={() => void resendQuote()}>
              {busy === 'resend' ? t('workOrder.working') : t('workOrder.resendQuote')}
            </button>
          ) : null}
          <button type="submit" className="ws-btn ws-btn--primary" disabled={busy !== null} aria-busy={busy === 'save' || undefined}>
            {busy === 'save' ? c('common.saving') : c('common.save')}
          </button>
        </div>
      </BookingForm>
      {/* Issue 25 item 3: the quote's options and lines; reloaded after each save of the booking (its prices may feed it). */}
      {prices !== 'none' ? (
        <Suspense fallback={<Spinner label={t('workOrder.loading')} />}>
          <QuoteEditor key={booking.updatedAt} bookingId={booking._id} editable={prices === 'edit'} />
        </Suspense>
      ) : null}
      {confirmCancel ? (
        <ConfirmDialog
          title={t('workOrder.cancelTitle')}
          cancelLabel={t('workOrder.keepAppointment')}
          confirmLabel={t('workOrder.cancelAppointment')}
          danger
          onConfirm={() => {
            setConfirmCancel(false);
            void move('cancelled');
          }}
          onClose={() => setConfirmCancel(false)}
        >
          <p>{t('workOrder.cancelBody')}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
