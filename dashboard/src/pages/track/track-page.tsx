// The customer's tracking page (/track?token=…, issue 26 item 3, decision 091): no login, the token of the link in
// the shop's messages is the key. The shop's page, like the quote page (same frame, branding and contact footer):
// the job's steps (booked, in progress, ready, completed) with the current one marked, the render, the booking day
// in the shop's time zone, and of the customer only their first name.
import { useSearchParams } from 'react-router-dom';
import type { TrackingDto, TrackingStatusValue } from '@wrapsmith/core/contract';
import { apiErrorInfo } from '../../api/index.ts';
import { Alert } from '../../components/alert.tsx';
import { Spinner } from '../../components/loading.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { formatDate, type Locale } from '@wrapsmith/core/i18n';
import { isCalendarDay } from '@wrapsmith/core';
import { pageLocale, trackWords } from '../../features/customer-page/i18n/track.ts';
import { useData } from '../../hooks/use-data.ts';
import { ShopPageFrame } from '../../features/customer-page/shop-page-frame.tsx';
import './track.css';


const STEPS = ['booked', 'in_progress', 'ready', 'completed'] as const;
const TOKEN = /^[0-9a-f]{64}$/;

type T = ReturnType<typeof trackWords>;

/** A calendar day as the customer's language writes it ("3 juin 2026"), in no time zone: the day itself. */
function dayIn(locale: Locale, day: string | null): string {
  if (!day || !isCalendarDay(day)) return day || '—';
  return formatDate(locale, new Date(`${day}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });
}

function Steps({ status, t }: { status: TrackingStatusValue; t: T }) {
  const current = STEPS.indexOf(status as (typeof STEPS)[number]);
  if (current < 0) return null;
  return (
    <ol className="wst-steps" aria-label={t('steps')}>
      {STEPS.map((step, i) => (
        <li key={step} className={`wst-step${i < current ? ' wst-step--done' : ''}${i === current ? ' wst-step--current' : ''}`} aria-current={i === current ? 'step' : undefined}>
          <span className="wst-step__dot" aria-hidden="true">{i < current ? '✓' : i + 1}</span>
          <span className="wst-step__label">{t(`step.${step}`)}</span>
        </li>
      ))}
    </ol>
  );
}

function Details({ job, t, locale }: { job: TrackingDto; t: T; locale: Locale }) {
  const wrap = [job.brand, job.wrapColor].filter(Boolean).join(' ');
  const rows: [string, string][] = [
    [t('appointment'), job.bookingDate ? (job.checkInTime ? t('appointmentAt', { day: dayIn(locale, job.bookingDate), time: job.checkInTime }) : dayIn(locale, job.bookingDate)) : '—'],
    [t('vehicle'), job.vehicle || '—'],
    [t('wrap'), wrap || '—'],
    ...(job.completionDate ? ([[t('planned'), dayIn(locale, job.completionDate)]] as [string, string][]) : []),
    [t('code'), job.invoiceCode],
  ];
  return (
    <div className="ws-table-wrap">
      <table className="ws-table wsq-details">
        <caption className="ws-visually-hidden">{t('title')}</caption>
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

function imageAlt(t: T, vehicle: string, wrap: string): string {
  if (wrap) return vehicle ? t('imageAltWrap', { vehicle, wrap }) : t('imageAltNoVehicleWrap', { wrap });
  return vehicle ? t('imageAlt', { vehicle }) : t('imageAltNoVehicle');
}

export function TrackPage() {
  const [params] = useSearchParams();
  const token = (params.get('token') ?? '').trim();
  const valid = TOKEN.test(token);
  const { state: loaded, reload } = useData(valid ? `track:${token}` : null, async (api) => (await api.tracking.publicGet(token)).data);
  const invalid = !valid || (loaded.status === 'error' && apiErrorInfo(loaded.error).status === 404);
  const job = !invalid && loaded.status === 'ready' ? loaded.data : null;
  const shop = job?.shop;
  // The customer's language once the job is known (decision 100); before that, the browser's.
  const locale = pageLocale(job?.locale);
  const t = trackWords(locale);
  const words = { skip: t('skip'), logoAlt: (name: string) => t('logoAlt', { shop: name }), contact: t('contact'), poweredBy: t('poweredBy') };
  return (
    <ShopPageFrame shop={shop} words={words} title={t('title')} lang={locale}>
        {!invalid && loaded.status === 'loading' ? <Spinner label={t('loading')} /> : null}
        {invalid ? <Alert tone="error">{t('invalid')}</Alert> : null}
        {!invalid && loaded.status === 'error' ? <LoadError message={t('loadFailed')} retryLabel={t('retry')} onRetry={reload} /> : null}
        {job ? (
          <>
            <p>{job.firstName ? t('greeting', { name: job.firstName, shop: job.shop.name }) : t('greetingNoName', { shop: job.shop.name })}</p>
            <Steps status={job.status} t={t} />
            <Alert tone={job.status === 'ready' || job.status === 'completed' ? 'success' : job.status === 'cancelled' ? 'warning' : 'info'}>
              <span data-testid="tracking-status">{t(`now.${job.status}`)}</span>
            </Alert>
            {job.imageUrl ? <img className="wsq-image" src={job.imageUrl} alt={imageAlt(t, job.vehicle, [job.brand, job.wrapColor].filter(Boolean).join(' '))} /> : null}
            <Details job={job} t={t} locale={locale} />
            {job.checkInTime ? <p className="ws-muted">{t('timeNote', { zone: job.timeZone.replace(/_/g, ' ') })}</p> : null}
          </>
        ) : null}
    </ShopPageFrame>
  );
}
