// The public quote page (/confirm-booking?token=…, spec §2, §4): no login, the emailed token is the key. It is the
// shop's page, not Wrapsmith's: the shop's name, logo and colours from its widget branding head it, its contact
// details close it, and no sign-up or log-in links lead away. Shows a read-only table of the booking and its render,
// until when the quote is valid, and Accept / Reject (Reject asks first). The answer just given gets a thank-you
// that says what happens next; a later visit to an accepted or cancelled booking says 'Booking Already {status}'
// with no buttons; an expired quote says when it expired and to ask the shop for a new one. The spec only logs
// fetch and update errors; we show a friendly error with a retry instead.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PublicBookingDto } from '@wrapsmith/core/contract';
import { BOOKING_MESSAGES, BOOKING_STATUS_LABELS, DEPOSIT_MONEY, DEPOSIT_STATUS_LABELS, formatQuoteExpiry, QUOTE_TOKEN, type QuoteAnswer } from '@wrapsmith/core';
import { browserLocation } from '../../lib/browser-location.ts';
import { apiErrorInfo, useApi } from '../../api/index.ts';
import { Alert } from '../../components/alert.tsx';
import { Spinner } from '../../components/loading.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { moneyText } from '../../features/bookings/booking-format.ts';
import { formatDay } from '../../features/bookings/local-day.ts';
import { LoadError } from '../../components/load-error.tsx';
import { useData } from '../../hooks/use-data.ts';
import { ShopPageFrame } from '../../features/customer-page/shop-page-frame.tsx';
import { QuoteOptions } from './quote-options.tsx';
import { TextField } from '../../components/field.tsx';
import './confirm-booking.css';

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
  skip: 'Skip to content',
  logoAlt: (shop: string) => `${shop} logo`,
  poweredBy: 'Powered by Wrapsmith',
  thanksAccepted: (name: string) => `Thank you${name ? `, ${name}` : ''}! Your booking is accepted.`,
  nextAccepted: (shop: string, when: string | null) =>
    `${shop} has been told and will contact you to confirm ${when ? `your appointment on ${when}` : 'a day for your appointment'}. There is nothing more to do on this page.`,
  thanksCancelled: 'You declined the quote.',
  nextCancelled: (shop: string) => `${shop} has been told that you do not want to go ahead. If you change your mind, contact them.`,
  keepCode: (code: string) => `Your invoice code is ${code}: mention it when you contact the shop.`,
  imageAlt: (vehicle: string, wrap: string) => `Preview of your ${vehicle}${wrap ? ` in ${wrap}` : ''}`,
  // Deposits on acceptance (issue 25 item 4).
  depositAsked: (amount: string) => `Accepting this quote asks for a deposit of ${amount}, paid by card right after.`,
  depositDue: (amount: string) => `Your booking is accepted. Pay the deposit of ${amount} to confirm it.`,
  payDeposit: (amount: string) => `Pay deposit ${amount}`,
  openingPayment: 'Opening the payment page…',
  paymentFailed: 'We could not open the payment page just now. Please try again.',
  depositPaid: (amount: string) => `Deposit of ${amount} paid. Your booking is confirmed.`,
  depositRefunded: (amount: string) => `Your deposit of ${amount} was refunded.`,
  checkingPayment: 'Checking your payment…',
  signature: 'Type your full name to accept',
  signatureHint: 'Your typed name is your signature: it is kept with the time and your internet address.',
  chooseFirst: 'Choose one of the options first.',
  nameFirst: 'Type your full name to accept the quote.',
  acceptOption: (label: string) => `Accept ${label}`,
} as const;

const money = (d: { amountMinor: number; currency: string }) => DEPOSIT_MONEY.format(d.amountMinor, d.currency);

const isToken = (token: string) => QUOTE_TOKEN.test(token.trim());

function Details({ booking }: { booking: PublicBookingDto }) {
  const several = booking.quote.options.length > 1;
  const rows: [string, string][] = [
    ['Customer', `${booking.firstName} ${booking.lastName}`.trim() || '—'],
    ['Vehicle', booking.vehicle || '—'],
    ['Brand', booking.brand || '—'],
    ['Colour', booking.wrapColor || '—'],
    ['Date', formatDay(booking.bookingDate)],
    ['Check-in', booking.checkInTime || '—'],
    ['Total', moneyText(booking.total)],
    ...(booking.deposit ? ([['Deposit', `${money(booking.deposit)}${booking.deposit.status ? ` · ${DEPOSIT_STATUS_LABELS[booking.deposit.status]}` : ''}`]] as [string, string][]) : []),
    ['Invoice code', booking.invoiceCode],
  ].filter(([label]) => !(several && label === 'Total')) as [string, string][];
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
  const { state: loaded, reload, update } = useData(valid ? token : null, async (api) => {
    try {
      return (await api.bookings.publicGet(token)).data;
    } catch (err) {
      console.warn('confirm-booking: loading the booking failed', apiErrorInfo(err).status ?? err);
      throw err;
    }
  });
  /** `answered`: the answer given on this visit, which earns a thank-you instead of 'Booking Already …'. */
  const [reply, setReply] = useState<{ answer: 'idle' | 'sending' | 'failed'; answered?: QuoteAnswer }>({ answer: 'idle' });
  /** The link stopped working while the page was open (the answer was refused with 404). */
  const [gone, setGone] = useState(false);
  const invalid = !valid || gone || (loaded.status === 'error' && apiErrorInfo(loaded.error).status === 404);
  const [confirmReject, setConfirmReject] = useState(false);
  const [paying, setPaying] = useState<'idle' | 'opening' | 'failed'>('idle');
  const returned = params.get('deposit') === 'return';
  const [checking, setChecking] = useState(returned);

  // Back from paying: ask whether the deposit is paid now (Stripe: the webhook may not have arrived yet), then show it.
  const verified = useRef(false);
  useEffect(() => {
    if (!returned || !valid || verified.current) return;
    verified.current = true;
    void api.payments
      .verifyDeposit(token)
      .catch(() => undefined)
      .then(() => {
        setChecking(false);
        reload();
      });
  }, [returned, valid, token, api, reload]);

  async function payDeposit() {
    setPaying('opening');
    try {
      const res = await api.payments.depositCheckout(token);
      browserLocation.assign(res.data.url);
    } catch (err) {
      console.warn('confirm-booking: opening the deposit payment failed', apiErrorInfo(err).status ?? err);
      setPaying('failed');
      reload();
    }
  }

  /** The option picked and the name typed (issue 25 item 3), and what is missing when Accept was pressed without. */
  const [chosen, setChosen] = useState<string | null>(null);
  const [signature, setSignature] = useState('');
  const [missingInput, setMissingInput] = useState<'option' | 'name' | null>(null);

  async function answer(status: QuoteAnswer) {
    setConfirmReject(false);
    const options = loaded.status === 'ready' ? loaded.data.quote.options : [];
    const optionId = options.length === 1 ? options[0]?.id : (chosen ?? undefined);
    if (status === 'accepted') {
      if (options.length > 1 && !optionId) return setMissingInput('option');
      if (!signature.trim()) return setMissingInput('name');
    }
    setMissingInput(null);
    setReply((r) => ({ ...r, answer: 'sending' }));
    try {
      const res = await api.bookings.publicAnswer(token, status, status === 'accepted' ? { ...(optionId ? { optionId } : {}), name: signature.trim() } : {});
      update(() => res.data);
      setReply({ answer: 'idle', answered: status });
      // Accepted with a deposit due: straight on to pay it (Stripe Checkout on the shop's account, or the offline page).
      if (status === 'accepted' && res.data.deposit?.status === 'pending' && res.data.deposit.payUrl) browserLocation.assign(res.data.deposit.payUrl);
    } catch (err) {
      const info = apiErrorInfo(err);
      console.warn('confirm-booking: sending the answer failed', info.status ?? err);
      // Answered meanwhile (another tab, the shop), or expired while the page was open: show what the booking is now.
      if (info.status === 409 || info.status === 410) {
        setReply({ answer: 'idle' });
        return reload();
      }
      if (info.status === 404) return setGone(true);
      setReply((r) => ({ ...r, answer: 'failed' }));
    }
  }

  const booking = !invalid && loaded.status === 'ready' ? loaded.data : null;
  const waiting = booking?.status === 'quote_sent' && !booking.expired;
  const thanked = booking && reply.answered === booking.status ? reply.answered : undefined;
  const thanksRef = useRef<HTMLHeadingElement>(null);
  // The buttons just pressed are gone: the thank-you takes the focus, so keyboard and screen reader users land on it.
  useEffect(() => {
    if (thanked) thanksRef.current?.focus();
  }, [thanked]);
  const shop = booking?.shop;
  const deposit = booking?.deposit;
  const depositPanel =
    booking?.status === 'accepted' && deposit?.status === 'pending' ? (
      <div className="ws-stack" data-testid="deposit-due">
        <Alert tone="warning">{CONFIRM_MESSAGES.depositDue(money(deposit))}</Alert>
        <p className="ws-muted">{deposit.refundPolicy}</p>
        {paying === 'failed' ? <Alert tone="error">{CONFIRM_MESSAGES.paymentFailed}</Alert> : null}
        <div className="wsq-actions">
          <button type="button" className="ws-btn ws-btn--primary ws-btn--lg" disabled={paying === 'opening'} aria-busy={paying === 'opening' || undefined} onClick={() => void payDeposit()}>
            {paying === 'opening' ? CONFIRM_MESSAGES.openingPayment : CONFIRM_MESSAGES.payDeposit(money(deposit))}
          </button>
        </div>
      </div>
    ) : deposit?.status === 'paid' ? (
      <Alert tone="success">
        <span data-testid="deposit-paid">{CONFIRM_MESSAGES.depositPaid(money(deposit))}</span>
      </Alert>
    ) : deposit?.status === 'refunded' ? (
      <Alert tone="info">{CONFIRM_MESSAGES.depositRefunded(money(deposit))}</Alert>
    ) : null;

  return (
    <ShopPageFrame
      shop={shop}
      words={CONFIRM_MESSAGES}
      title={CONFIRM_MESSAGES.title}
      after={
        confirmReject && booking ? (
          <ConfirmDialog
            title={CONFIRM_MESSAGES.rejectTitle}
            cancelLabel={CONFIRM_MESSAGES.rejectKeep}
            confirmLabel={CONFIRM_MESSAGES.rejectConfirm}
            danger
            onConfirm={() => answer('cancelled')}
            onClose={() => setConfirmReject(false)}
          >
            <p>{CONFIRM_MESSAGES.rejectBody(booking.shop.name)}</p>
          </ConfirmDialog>
        ) : null
      }
    >
      {!invalid && loaded.status === 'loading' ? <Spinner label={CONFIRM_MESSAGES.loading} /> : null}
      {invalid ? <Alert tone="error">{BOOKING_MESSAGES.linkInvalid}</Alert> : null}
      {!invalid && loaded.status === 'error' ? (
        <LoadError message={CONFIRM_MESSAGES.loadFailed} retryLabel={CONFIRM_MESSAGES.retry} onRetry={reload} />
      ) : null}
      {booking ? (
        <>
          {waiting ? <p>{CONFIRM_MESSAGES.intro(booking.shop.name)}</p> : null}
          {waiting && deposit ? (
            <p>
              {CONFIRM_MESSAGES.depositAsked(money(deposit))} {deposit.refundPolicy}
            </p>
          ) : null}
          {checking ? <Spinner label={CONFIRM_MESSAGES.checkingPayment} /> : null}
          {depositPanel}
          {booking.imageUrl && !booking.quote.options.some((o) => o.imageUrl) ? (
            <img className="wsq-image" src={booking.imageUrl} alt={CONFIRM_MESSAGES.imageAlt(booking.vehicle || 'vehicle', [booking.brand, booking.wrapColor].filter(Boolean).join(' '))} />
          ) : null}
          <Details booking={booking} />
          <QuoteOptions
            quote={booking.quote}
            chosen={chosen}
            onChoose={waiting ? (id) => { setChosen(id); setMissingInput(null); } : null}
            disabled={reply.answer === 'sending'}
          />
          {waiting ? (
            <div className="ws-stack">
              {booking.expiresAt ? <p className="wsq-valid">{CONFIRM_MESSAGES.validUntil(booking.expiresAt)}</p> : null}
              {reply.answer === 'failed' ? <Alert tone="error">{CONFIRM_MESSAGES.answerFailed}</Alert> : null}
              {missingInput === 'option' ? <Alert tone="error">{CONFIRM_MESSAGES.chooseFirst}</Alert> : null}
              <TextField
                label={CONFIRM_MESSAGES.signature}
                hint={CONFIRM_MESSAGES.signatureHint}
                autoComplete="name"
                maxLength={120}
                value={signature}
                disabled={reply.answer === 'sending'}
                error={missingInput === 'name' ? CONFIRM_MESSAGES.nameFirst : undefined}
                onChange={(e) => {
                  setSignature(e.target.value);
                  if (missingInput === 'name') setMissingInput(null);
                }}
              />
              <div className="wsq-actions">
                <button type="button" className="ws-btn ws-btn--primary ws-btn--lg" disabled={reply.answer === 'sending'} onClick={() => void answer('accepted')}>
                  {(() => {
                    const label = booking.quote.options.find((o) => o.id === chosen)?.label;
                    return label && booking.quote.options.length > 1 ? CONFIRM_MESSAGES.acceptOption(label) : CONFIRM_MESSAGES.accept;
                  })()}
                </button>
                <button type="button" className="ws-btn ws-btn--lg" disabled={reply.answer === 'sending'} onClick={() => setConfirmReject(true)}>
                  {CONFIRM_MESSAGES.reject}
                </button>
              </div>
              {reply.answer === 'sending' ? <Spinner label={CONFIRM_MESSAGES.sending} /> : null}
            </div>
          ) : thanked ? (
            <Alert tone={thanked === 'accepted' ? 'success' : 'info'}>
              <h2 ref={thanksRef} tabIndex={-1} className="wsq-thanks">
                {thanked === 'accepted' ? CONFIRM_MESSAGES.thanksAccepted(booking.firstName) : CONFIRM_MESSAGES.thanksCancelled}
              </h2>
              <p>
                {thanked === 'accepted' && deposit?.status === 'pending'
                  ? CONFIRM_MESSAGES.depositDue(money(deposit))
                  : thanked === 'accepted'
                  ? CONFIRM_MESSAGES.nextAccepted(booking.shop.name, booking.bookingDate ? `${formatDay(booking.bookingDate)}${booking.checkInTime ? ` at ${booking.checkInTime}` : ''}` : null)
                  : CONFIRM_MESSAGES.nextCancelled(booking.shop.name)}
              </p>
              <p>{CONFIRM_MESSAGES.keepCode(booking.invoiceCode)}</p>
            </Alert>
          ) : booking.status === 'quote_sent' && booking.expiresAt ? (
            <Alert tone="warning">{BOOKING_MESSAGES.quoteExpired(booking.expiresAt, booking.shop.name)}</Alert>
          ) : booking.status === 'accepted' && (deposit?.status === 'paid' || deposit?.status === 'pending') ? null : booking.status === 'accepted' || booking.status === 'cancelled' ? (
            <Alert tone={booking.status === 'accepted' ? 'success' : 'info'}>{BOOKING_MESSAGES.alreadyAnswered(BOOKING_STATUS_LABELS[booking.status])}</Alert>
          ) : (
            <Alert tone="info">{CONFIRM_MESSAGES.status(BOOKING_STATUS_LABELS[booking.status])}</Alert>
          )}
        </>
      ) : null}
    </ShopPageFrame>
  );
}
