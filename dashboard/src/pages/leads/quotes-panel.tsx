// "Quotes sent" under the leads (spec §2 "Customers and Leads": a table of quote_sent appointments with
// search), a page at a time (?quotesPage=). It follows the Leads page's search (?q=), so one search box looks
// through leads and quotes alike.
// Each quote says until when its link can be answered; an expired one says so in words, and a resend renews it.
import { useCallback, useId, useState } from 'react';
import { BOOKING_MESSAGES, formatQuoteExpiry, isQuoteExpired } from '@wrapsmith/core';
import { useSearchParams } from 'react-router-dom';
import type { BookingDto } from '@wrapsmith/core/contract';
import { apiErrorInfo, apiErrorText, useApi } from '../../api/index.ts';
import { DataTable, type Column } from '../../components/data-table.tsx';
import { notify } from '../../components/toasts.tsx';
import { moneyText, quoteAmountOf, vehicleText, wrapText } from '../../features/bookings/booking-format.ts';
import { LoadedBookings } from '../../features/bookings/loaded-bookings.tsx';
import { useBookingList } from '../../features/bookings/use-booking-list.ts';
import { customerColumn } from '../../features/bookings/booking-columns.tsx';
import { readPage, withPageParam } from '../../lib/page-param.ts';
import { useWordsDates } from '../../features/leads/words-dates.ts';
import { useArea } from '../../i18n/area.ts';
import { LEADS } from '../../i18n/areas/leads/index.ts';
import { useFormat } from '../../i18n/locale.ts';
import '../../features/bookings/bookings.css';
import './leads.css';

export const QUOTES_MESSAGES = {
  title: 'Quotes sent',
  intro: 'Quotes waiting for the customer’s answer. They accept or reject them from the link in their email.',
  matching: (q: string) => `Quotes matching “${q}”.`,
  resend: 'Resend',
  resendLabel: (name: string) => `Resend quote to ${name}`,
  validUntil: 'Valid until',
  expired: 'Expired',
  noExpiry: 'No expiry',
} as const;

/** The address parameter of this list's page: the Leads table above it has ?page=. */
export const QUOTES_PAGE_PARAM = 'quotesPage';

const nameOf = (b: BookingDto): string => `${b.firstName} ${b.lastName}`.trim() || (b.email ?? '');
export function QuotesPanel() {
  const titleId = useId();
  const t = useArea(LEADS);
  const english = useFormat().locale === 'en';
  const dates = useWordsDates();
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const page = readPage(params.get(QUOTES_PAGE_PARAM));
  const { state, reload } = useBookingList({ status: 'quote_sent', q, page });
  const showPage = useCallback((to: number) => setParams((current) => withPageParam(current, QUOTES_PAGE_PARAM, to)), [setParams]);
  const api = useApi();
  const [sending, setSending] = useState<string | null>(null);
  // Quotes resent from this panel, as the resend answered: their rows show the renewed validity without a reload.
  const [resent, setResent] = useState<Record<string, BookingDto>>({});
  const latest = (b: BookingDto): BookingDto => {
    const sent = resent[b._id];
    return sent && sent.updatedAt > b.updatedAt ? sent : b;
  };

  async function resend(b: BookingDto) {
    setSending(b._id);
    try {
      const res = await api.bookings.resendQuote(b._id);
      setResent((all) => ({ ...all, [b._id]: res.data }));
      // The API answers in English; another language says the same outcome in its own words (decision 099).
      notify('success', english ? res.message : t('leads.quotes.resent', { name: nameOf(b) }));
    } catch (err) {
      notify('error', english ? apiErrorText(err, BOOKING_MESSAGES.generic, BOOKING_MESSAGES.resendFailed) : t('leads.quotes.resendFailed'));
      // The customer may have answered meanwhile: the list shows where the quote stands now.
      if (apiErrorInfo(err).status === 409) reload();
    } finally {
      setSending(null);
    }
  }

  /** The "Valid until" cell: the day, "Expired" before the day once it has passed, or no expiry for an older quote. */
  function validity(b: BookingDto) {
    const expiresAt = b.quoteExpiresAt ?? null;
    if (expiresAt === null) return <span className="ws-muted">{t('leads.quotes.noExpiry')}</span>;
    const day = english ? formatQuoteExpiry(expiresAt) : dates.longUtcDay(expiresAt);
    if (!isQuoteExpired(expiresAt, new Date())) return <span className="wsa-nowrap">{day}</span>;
    return (
      <span className="wsa-nowrap">
        <span className="wsa-status">{t('leads.quotes.expired')}</span> {day}
      </span>
    );
  }

  // Name and email share a cell, as do vehicle and wrap and the amount and when it was sent, so the table fits a desktop without sideways scrolling.
  const columns: Column<BookingDto>[] = [
    {
      header: t('leads.quotes.customer'),
      cell: (b) => (
        <span className="wsl-lines">
          {customerColumn(t('leads.quotes.customer')).cell(b)}
          {b.email && (
            <a className="wsl-break" href={`mailto:${b.email}`}>
              {b.email}
            </a>
          )}
        </span>
      ),
    },
    {
      header: t('leads.quotes.vehicleWrap'),
      cell: (b) => (
        <span className="wsl-lines">
          <span>{vehicleText(b)}</span>
          <span className="wsl-muted">{wrapText(b)}</span>
        </span>
      ),
    },
    { header: t('leads.quotes.bookingDate'), cell: (b) => <span className="wsa-nowrap">{dates.day(b.bookingDate)}</span> },
    {
      header: t('leads.quotes.quote'),
      cell: (b) => (
        <span className="wsl-lines">
          <span className="wsa-money">{moneyText(quoteAmountOf(b))}</span>
          <span className="wsl-muted">{t('leads.quotes.sent', { date: dates.dateTime(b.createdAt) })}</span>
        </span>
      ),
    },
    { header: t('leads.quotes.validUntil'), cell: validity },
    {
      header: t('leads.col.actions'),
      cell: (b) => (
        <button
          type="button"
          className="ws-btn ws-btn--sm"
          disabled={sending !== null || !b.email}
          aria-busy={sending === b._id || undefined}
          aria-label={t('leads.quotes.resendLabel', { name: nameOf(b) })}
          onClick={() => void resend(b)}
        >
          {t('leads.quotes.resend')}
        </button>
      ),
    },
  ];
  return (
    <section className="ws-stack" aria-labelledby={titleId}>
      <div>
        <h2 id={titleId} className="ws-card__title">
          {t('leads.quotes.title')}
        </h2>
        <p className="ws-muted">{q ? t('leads.quotes.matching', { q }) : t('leads.quotes.intro')}</p>
      </div>
      <LoadedBookings state={state} reload={reload} what="quotes" pages={{ label: t('leads.quotes.title'), noun: [t('leads.quotes.nounOne'), t('leads.quotes.nounMany')], onPage: showPage }}>
        {(bookings) => <DataTable caption={t('leads.quotes.title')} stacked columns={columns} rows={bookings.map(latest)} rowKey={(b) => b._id} />}
      </LoadedBookings>
    </section>
  );
}
