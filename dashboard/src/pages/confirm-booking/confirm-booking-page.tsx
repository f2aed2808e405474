// The public quote page (/confirm-booking?token=…, spec §2, §4): no login, the emailed token is the key. It is the
// shop's page, not Wrapsmith's: the shop's name, logo and colours from its widget branding head it, its contact
// details close it, and no sign-up or log-in links lead away. Shows a read-only table of the booking and its render,
// until when the quote is valid, and Accept / Reject (Reject asks first). The answer just given gets a thank-you
// that says what happens next; a later visit to an accepted or cancelled booking says 'Booking Already {status}'
// with no buttons; an expired quote says when it expired and to ask the shop for a new one. The spec only logs
// fetch and update errors; we show a friendly error with a retry instead. Its words, money and days are in the
// customer's language (issue 28 item 1, decision 100: the answer carries `locale`; before it arrives, the browser's).
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PublicBookingDto, PublicDepositDto } from '@wrapsmith/core/contract';
import { DEPOSIT_MONEY, isCalendarDay, QUOTE_TOKEN, type QuoteAnswer } from '@wrapsmith/core';
import { formatDate, formatMoneyIn, type Locale } from '@wrapsmith/core/i18n';
import { browserLocation } from '../../lib/browser-location.ts';
import { apiErrorInfo, useApi } from '../../api/index.ts';
import { Alert } from '../../components/alert.tsx';
import { Spinner } from '../../components/loading.tsx';
import { ConfirmDialogFrame as ConfirmDialog } from '../../components/confirm-dialog-frame.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { useData } from '../../hooks/use-data.ts';
import { ShopPageFrame } from '../../features/customer-page/shop-page-frame.tsx';
import { pageLocale } from '../../features/customer-page/i18n/page-locale.ts';
import { loadQuoteCatalogue, quoteCatalogue, quoteWords, type QuoteWords } from '../../features/customer-page/i18n/quote.ts';
import { QuoteOptions } from './quote-options.tsx';
import { TextField } from '../../components/field.tsx';
import './confirm-booking.css';

const isToken = (token: string) => QUOTE_TOKEN.test(token.trim());

/** The page's money, days and refund rule in the customer's language (issue 28 item 1, decision 100). */
function formatsIn(locale: Locale, t: QuoteWords) {
  return {
    money: (d: { amountMinor: number; currency: string }) => formatMoneyIn(locale, { amount: d.amountMinor, currency: d.currency }),
    /** A calendar day ("12.06.2025" in German, "Jun 12, 2025" in English), the day itself in no time zone. */
    day: (day: string | null) => (!day || !isCalendarDay(day) ? day || '—' : formatDate(locale, new Date(`${day}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' })),
    /** A quote's expiry as its UTC day, long ("23. Dezember 2026"), as the email writes it. */
    expiry: (iso: string) => formatDate(locale, new Date(iso), { dateStyle: 'long', timeZone: 'UTC' }),
    /** The refund rule in the customer's words when the API sends it, else the API's (English) sentence. */
    refund: (deposit: PublicDepositDto) =>
      !deposit.refund ? deposit.refundPolicy : deposit.refund.policy === 'none' ? t('refund.none') : deposit.refund.days === 0 ? t('refund.beforeDay') : t('refund.days', { days: deposit.refund.days }),
  };
}
type Formats = ReturnType<typeof formatsIn>;

function imageAlt(t: QuoteWords, vehicle: string, wrap: string): string {
  if (wrap) return vehicle ? t('imageAltWrap', { vehicle, wrap }) : t('imageAltNoVehicleWrap', { wrap });
  return vehicle ? t('imageAlt', { vehicle }) : t('imageAltNoVehicle');
}

function Details({ booking, t, f }: { booking: PublicBookingDto; t: QuoteWords; f: Formats }) {
  const several = booking.quote.options.length > 1;
  const total = booking.total === null ? '—' : f.money({ amountMinor: DEPOSIT_MONEY.toMinor(booking.total, booking.quote.currency), currency: booking.quote.currency });
  const rows: [string, string][] = [
    [t('row.customer'), `${booking.firstName} ${booking.lastName}`.trim() || '—'],
    [t('row.vehicle'), booking.vehicle || '—'],
    [t('row.brand'), booking.brand || '—'],
    [t('row.colour'), booking.wrapColor || '—'],
    [t('row.date'), f.day(booking.bookingDate)],
    [t('row.checkIn'), booking.checkInTime || '—'],
    ...(several ? [] : ([[t('row.total'), total]] as [string, string][])),
    ...(booking.deposit ? ([[t('row.deposit'), `${f.money(booking.deposit)}${booking.deposit.status ? ` · ${t(`deposit.${booking.deposit.status}`)}` : ''}`]] as [string, string][]) : []),
    [t('row.invoiceCode'), booking.invoiceCode],
  ];
  return (
    <div className="ws-table-wrap">
      <table className="ws-table wsq-details">
        <caption className="ws-visually-hidden">{t('details')}</caption>
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
      const data = (await api.bookings.publicGet(token)).data;
      // The customer's words arrive with the booking, so the page does not show English first.
      await loadQuoteCatalogue(pageLocale(data.locale));
      return data;
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
  // The customer's language once the booking is known (decision 100); before that, the browser's.
  const wanted = pageLocale(booking?.locale);
  // English until the language's catalogue is loaded (the browser's, before the booking arrives).
  const locale = quoteCatalogue(wanted) ? wanted : 'en';
  const [, catalogueLoaded] = useState(0);
  useEffect(() => {
    if (!quoteCatalogue(wanted)) void loadQuoteCatalogue(wanted).then(() => catalogueLoaded((n) => n + 1));
  }, [wanted]);
  const t = quoteWords(locale);
  const f = formatsIn(locale, t);
  const money = f.money;
  const words = { skip: t('skip'), logoAlt: (name: string) => t('logoAlt', { shop: name }), contact: t('contact'), poweredBy: t('poweredBy') };
  const deposit = booking?.deposit;
  const depositPanel =
    booking?.status === 'accepted' && deposit?.status === 'pending' ? (
      <div className="ws-stack" data-testid="deposit-due">
        <Alert tone="warning">{t('depositDue', { amount: money(deposit) })}</Alert>
        <p className="ws-muted">{deposit.refundPolicy}</p>
        {paying === 'failed' ? <Alert tone="error">{t('paymentFailed')}</Alert> : null}
        <div className="wsq-actions">
          <button type="button" className="ws-btn ws-btn--primary ws-btn--lg" disabled={paying === 'opening'} aria-busy={paying === 'opening' || undefined} onClick={() => void payDeposit()}>
            {paying === 'opening' ? t('openingPayment') : t('payDeposit', { amount: money(deposit) })}
          </button>
        </div>
      </div>
    ) : deposit?.status === 'paid' ? (
      <Alert tone="success">
        <span data-testid="deposit-paid">{t('depositPaid', { amount: money(deposit) })}</span>
      </Alert>
    ) : deposit?.status === 'refunded' ? (
      <Alert tone="info">{t('depositRefunded', { amount: money(deposit) })}</Alert>
    ) : null;

  return (
    <ShopPageFrame
      shop={shop}
      words={words}
      title={t('title')}
      lang={locale}
      after={
        confirmReject && booking ? (
          <ConfirmDialog
            title={t('rejectTitle')}
            cancelLabel={t('rejectKeep')}
            confirmLabel={t('rejectConfirm')}
            danger
            onConfirm={() => answer('cancelled')}
            onClose={() => setConfirmReject(false)}
          >
            <p>{t('rejectBody', { shop: booking.shop.name })}</p>
          </ConfirmDialog>
        ) : null
      }
    >
      {!invalid && loaded.status === 'loading' ? <Spinner label={t('loading')} /> : null}
      {invalid ? <Alert tone="error">{t('invalid')}</Alert> : null}
      {!invalid && loaded.status === 'error' ? (
        <LoadError message={t('loadFailed')} retryLabel={t('retry')} onRetry={reload} />
      ) : null}
      {booking ? (
        <>
          {waiting ? <p>{t('intro', { shop: booking.shop.name })}</p> : null}
          {waiting && deposit ? (
            <p>
              {t('depositAsked', { amount: money(deposit) })} {f.refund(deposit)}
            </p>
          ) : null}
          {checking ? <Spinner label={t('checkingPayment')} /> : null}
          {depositPanel}
          {booking.imageUrl && !booking.quote.options.some((o) => o.imageUrl) ? (
            <img className="wsq-image" src={booking.imageUrl} alt={imageAlt(t, booking.vehicle, [booking.brand, booking.wrapColor].filter(Boolean).join(' '))} />
          ) : null}
          <Details booking={booking} t={t} f={f} />
          <QuoteOptions
            quote={booking.quote}
            chosen={chosen}
            onChoose={waiting ? (id) => { setChosen(id); setMissingInput(null); } : null}
            disabled={reply.answer === 'sending'}
            locale={locale}
            t={t}
          />
          {waiting ? (
            <div className="ws-stack">
              {booking.expiresAt ? <p className="wsq-valid">{t('validUntil', { day: f.expiry(booking.expiresAt) })}</p> : null}
              {reply.answer === 'failed' ? <Alert tone="error">{t('answerFailed')}</Alert> : null}
              {missingInput === 'option' ? <Alert tone="error">{t('chooseFirst')}</Alert> : null}
              <TextField
                label={t('signature')}
                hint={t('signatureHint')}
                autoComplete="name"
                maxLength={120}
                value={signature}
                disabled={reply.answer === 'sending'}
                error={missingInput === 'name' ? t('nameFirst') : undefined}
                onChange={(e) => {
                  setSignature(e.target.value);
                  if (missingInput === 'name') setMissingInput(null);
                }}
              />
              <div className="wsq-actions">
                <button type="button" className="ws-btn ws-btn--primary ws-btn--lg" disabled={reply.answer === 'sending'} onClick={() => void answer('accepted')}>
                  {(() => {
                    const label = booking.quote.options.find((o) => o.id === chosen)?.label;
                    return label && booking.quote.options.length > 1 ? t('acceptOption', { label }) : t('accept');
                  })()}
                </button>
                <button type="button" className="ws-btn ws-btn--lg" disabled={reply.answer === 'sending'} onClick={() => setConfirmReject(true)}>
                  {t('reject')}
                </button>
              </div>
              {reply.answer === 'sending' ? <Spinner label={t('sending')} /> : null}
            </div>
          ) : thanked ? (
            <Alert tone={thanked === 'accepted' ? 'success' : 'info'}>
              <h2 ref={thanksRef} tabIndex={-1} className="wsq-thanks">
                {thanked === 'accepted' ? (booking.firstName ? t('thanksAccepted', { name: booking.firstName }) : t('thanksAcceptedNoName')) : t('thanksCancelled')}
              </h2>
              <p>
                {thanked === 'accepted' && deposit?.status === 'pending'
                  ? t('depositDue', { amount: money(deposit) })
                  : thanked === 'accepted'
                  ? booking.bookingDate
                  ? t('nextAccepted', { shop: booking.shop.name, when: booking.checkInTime ? t('appointmentAt', { day: f.day(booking.bookingDate), time: booking.checkInTime }) : f.day(booking.bookingDate) })
                  : t('nextAcceptedNoDay', { shop: booking.shop.name })
                  : t('nextCancelled', { shop: booking.shop.name })}
              </p>
              <p>{t('keepCode', { code: booking.invoiceCode })}</p>
            </Alert>
          ) : booking.status === 'quote_sent' && booking.expiresAt ? (
            <Alert tone="warning">{t('expired', { day: f.expiry(booking.expiresAt), shop: booking.shop.name })}</Alert>
          ) : booking.status === 'accepted' && (deposit?.status === 'paid' || deposit?.status === 'pending') ? null : booking.status === 'accepted' || booking.status === 'cancelled' ? (
            <Alert tone={booking.status === 'accepted' ? 'success' : 'info'}>{t(booking.status === 'accepted' ? 'already.accepted' : 'already.cancelled')}</Alert>
          ) : (
            <Alert tone="info">{t(`now.${booking.status}`)}</Alert>
          )}
        </>
      ) : null}
    </ShopPageFrame>
  );
}
