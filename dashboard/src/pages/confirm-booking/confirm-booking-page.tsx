// The public quote page (/confirm-booking?token=…, spec §2, §4): no login, the emailed token is the key. Shows
// the shop, a read-only table of the booking and its render, until when the quote is valid, and Accept / Reject
// (Reject asks first). Once answered, or when already accepted or cancelled, it says 'Booking Already {status}'
// and offers no buttons; an expired quote says when it expired and to ask the shop, whose contact details
// follow, for a new one. The spec only logs fetch and update errors; we show a friendly error with a retry instead.
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PublicBookingDto } from '@wrapsmith/api/types';
import { BOOKING_MESSAGES, BOOKING_STATUS_LABELS, formatQuoteExpiry, quoteAnswerInput, type QuoteAnswer } from '@wrapsmith/core';
import { apiErrorInfo, useApi } from '../../api/index.ts';
import { Alert } from '../../components/alert.tsx';
import { Spinner } from '../../components/loading.tsx';
import { Modal } from '../../components/modal.tsx';
import { formatMoney } from '../appointment/booking-format.ts';
import { formatDay } from '../appointment/local-day.ts';
import './confirm-booking.css';
import { LoadError } from '../../components/load-error.tsx';

export const CONFIRM_MESSAGES = {
  title: 'Your booking',
  intro: (shop: string) => `${shop} has sent you this quote. Check the details, then accept or reject it.`,
  validUntil: (iso: string) => `Valid until ${formatQuoteExpiry(iso)}`,
  loading: 'Loading your booking…',
  loadFailed: 'We could not load your booking just now.',
  answerFailed: 'We could not send your answer just now. Please try again.',
  retry: 'Try again',
  accept: 'Accept',
  reject: 'Reject',
  sending: 'Sending…',
  rejectTitle: 'Reject this quote?',
  rejectBody: (shop: string) => `${shop} will be told that you do not want to go ahead. This cannot be undone from this page.`,
  rejectConfirm: 'Yes, reject the quote',
  rejectKeep: 'Keep the quote',
  status: (label: string) => `This booking is ${label.toLowerCase()}.`,
  contact: 'Questions? Contact the shop:',
  imageAlt: (vehicle: string, wrap: string) => `Preview of your ${vehicle}${wrap ? ` in ${wrap}` : ''}`,
} as const;

type State =
  | { status: 'loading' }
  | { status: 'invalid' }
  | { status: 'error' }
  | { status: 'ready'; booking: PublicBookingDto; answer: 'idle' | 'sending' | 'failed' };

const isToken = (token: string) => quoteAnswerInput.shape.token.safeParse(token).success;

function Details({ booking }: { booking: PublicBookingDto }) {
  const rows: [string, string][] = [
    ['Customer', `${booking.firstName} ${booking.lastName}`.trim() || '—'],
    ['Vehicle', booking.vehicle || '—'],
    ['Brand', booking.brand || '—'],
    ['Colour', booking.wrapColor || '—'],
    ['Date', formatDay(booking.bookingDate)],
    ['Check-in', booking.checkInTime || '—'],
    ['Total', formatMoney(booking.total)],
    ['Invoice code', booking.invoiceCode],
  ];
  return (
    <div className="ws-table-wrap">
      <table className="ws-table wsq-details">
        <caption className="ws-visually-hidden">Booking details</caption>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ConfirmBookingPage() {
  const api = useApi();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const valid = isToken(token);
  const [state, setState] = useState<State>(valid ? { status: 'loading' } : { status: 'invalid' });
  const [confirmReject, setConfirmReject] = useState(false);

  const load = useCallback(async () => {
    if (!valid) return setState({ status: 'invalid' });
    setState({ status: 'loading' });
    try {
      const res = await api.bookings.publicGet(token);
      setState({ status: 'ready', booking: res.data, answer: 'idle' });
    } catch (err) {
      const info = apiErrorInfo(err);
      console.warn('confirm-booking: loading the booking failed', info.status ?? err);
      setState({ status: info.status === 404 ? 'invalid' : 'error' });
    }
  }, [api, token, valid]);

  useEffect(() => {
    void load();
  }, [load]);

  async function answer(status: QuoteAnswer) {
    setConfirmReject(false);
    setState((s) => (s.status === 'ready' ? { ...s, answer: 'sending' } : s));
    try {
      const res = await api.bookings.publicAnswer(token, status);
      setState({ status: 'ready', booking: res.data, answer: 'idle' });
    } catch (err) {
      const info = apiErrorInfo(err);
      console.warn('confirm-booking: sending the answer failed', info.status ?? err);
      // Answered meanwhile (another tab, the shop), or expired while the page was open: show what the booking is now.
      if (info.status === 409 || info.status === 410) return void load();
      if (info.status === 404) return setState({ status: 'invalid' });
      setState((s) => (s.status === 'ready' ? { ...s, answer: 'failed' } : s));
    }
  }

  const booking = state.status === 'ready' ? state.booking : null;
  const waiting = booking?.status === 'quote_sent' && !booking.expired;

  return (
    <div className="landing-section">
      <div className="landing-wrap ws-stack app-narrow">
        {booking ? (
          <header className="ws-stack wsq-head">
            <p className="ws-eyebrow">{booking.shop.name}</p>
            <h1>{CONFIRM_MESSAGES.title}</h1>
          </header>
        ) : (
          <h1>{CONFIRM_MESSAGES.title}</h1>
        )}
        {state.status === 'loading' ? <Spinner label={CONFIRM_MESSAGES.loading} /> : null}
        {state.status === 'invalid' ? <Alert tone="error">{BOOKING_MESSAGES.linkInvalid}</Alert> : null}
        {state.status === 'error' ? (
          <LoadError message={CONFIRM_MESSAGES.loadFailed} retryLabel={CONFIRM_MESSAGES.retry} onRetry={() => void load()} />
        ) : null}
        {booking && state.status === 'ready' ? (
          <>
            {waiting ? <p>{CONFIRM_MESSAGES.intro(booking.shop.name)}</p> : null}
            {booking.imageUrl ? (
              <img className="wsq-image" src={booking.imageUrl} alt={CONFIRM_MESSAGES.imageAlt(booking.vehicle || 'vehicle', [booking.brand, booking.wrapColor].filter(Boolean).join(' '))} />
            ) : null}
            <Details booking={booking} />
            {waiting ? (
              <div className="ws-stack">
                {booking.expiresAt ? <p className="wsq-valid">{CONFIRM_MESSAGES.validUntil(booking.expiresAt)}</p> : null}
                {state.answer === 'failed' ? <Alert tone="error">{CONFIRM_MESSAGES.answerFailed}</Alert> : null}
                <div className="wsq-actions">
                  <button type="button" className="ws-btn ws-btn--primary ws-btn--lg" disabled={state.answer === 'sending'} onClick={() => void answer('accepted')}>
                    {CONFIRM_MESSAGES.accept}
                  </button>
                  <button type="button" className="ws-btn ws-btn--lg" disabled={state.answer === 'sending'} onClick={() => setConfirmReject(true)}>
                    {CONFIRM_MESSAGES.reject}
                  </button>
                </div>
                {state.answer === 'sending' ? <Spinner label={CONFIRM_MESSAGES.sending} /> : null}
              </div>
            ) : booking.status === 'quote_sent' && booking.expiresAt ? (
              <Alert tone="warning">{BOOKING_MESSAGES.quoteExpired(booking.expiresAt, booking.shop.name)}</Alert>
            ) : booking.status === 'accepted' || booking.status === 'cancelled' ? (
              <Alert tone={booking.status === 'accepted' ? 'success' : 'info'}>{BOOKING_MESSAGES.alreadyAnswered(BOOKING_STATUS_LABELS[booking.status])}</Alert>
            ) : (
              <Alert tone="info">{CONFIRM_MESSAGES.status(BOOKING_STATUS_LABELS[booking.status])}</Alert>
            )}
            {booking.shop.email || booking.shop.phone ? (
              <p className="ws-muted wsq-contact">
                {CONFIRM_MESSAGES.contact}{' '}
                {booking.shop.phone ? <a href={`tel:${booking.shop.phone.replace(/[^+0-9]/g, '')}`}>{booking.shop.phone}</a> : null}
                {booking.shop.phone && booking.shop.email ? ' · ' : null}
                {booking.shop.email ? <a href={`mailto:${booking.shop.email}`}>{booking.shop.email}</a> : null}
              </p>
            ) : null}
          </>
        ) : null}
      </div>
      {confirmReject && booking ? (
        <Modal
          title={CONFIRM_MESSAGES.rejectTitle}
          onClose={() => setConfirmReject(false)}
          actions={
            <>
              <button type="button" className="ws-btn" onClick={() => setConfirmReject(false)}>
                {CONFIRM_MESSAGES.rejectKeep}
              </button>
              <button type="button" className="ws-btn ws-btn--danger" onClick={() => void answer('cancelled')}>
                {CONFIRM_MESSAGES.rejectConfirm}
              </button>
            </>
          }
        >
          <p>{CONFIRM_MESSAGES.rejectBody(booking.shop.name)}</p>
        </Modal>
      ) : null}
    </div>
  );
}
