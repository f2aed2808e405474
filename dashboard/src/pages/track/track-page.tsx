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
import { formatDay } from '../../features/bookings/local-day.ts';
import { useData } from '../../hooks/use-data.ts';
import { ShopPageFrame } from '../../features/customer-page/shop-page-frame.tsx';
import './track.css';

export const TRACK_MESSAGES = {
  title: 'Your vehicle wrap',
  greeting: (name: string, shop: string) => (name ? `Hi ${name}, here is where your job at ${shop} stands.` : `Here is where your job at ${shop} stands.`),
  loading: 'Loading your job…',
  loadFailed: 'We could not load your job just now.',
  retry: 'Try again',
  invalid: 'This tracking link is not valid. Ask the shop for a new one.',
  steps: 'Progress',
  step: { booked: 'Booked', in_progress: 'In progress', ready: 'Ready', completed: 'Completed' } as Record<string, string>,
  now: {
    quote: 'Your quote is waiting for your answer: the shop emailed you a link to accept it.',
    booked: 'Your appointment is booked.',
    in_progress: 'Your vehicle is in the shop and being worked on.',
    ready: 'Your vehicle is ready for collection.',
    completed: 'Your job is complete. Thank you!',
    cancelled: 'This job was cancelled. Contact the shop with any questions.',
  } satisfies Record<TrackingStatusValue, string>,
  appointment: 'Appointment',
  vehicle: 'Vehicle',
  wrap: 'Wrap',
  planned: 'Planned completion',
  code: 'Reference',
  timeNote: (zone: string) => `Times are the shop's local time (${zone.replace(/_/g, ' ')}).`,
  contact: 'Questions? Contact the shop:',
  skip: 'Skip to content',
  logoAlt: (shop: string) => `${shop} logo`,
  imageAlt: (vehicle: string, wrap: string) => `Your ${vehicle || 'vehicle'}${wrap ? ` in ${wrap}` : ''}`,
  poweredBy: 'Powered by Wrapsmith',
} as const;

const STEPS = ['booked', 'in_progress', 'ready', 'completed'] as const;
const TOKEN = /^[0-9a-f]{64}$/;

function Steps({ status }: { status: TrackingStatusValue }) {
  const current = STEPS.indexOf(status as (typeof STEPS)[number]);
  if (current < 0) return null;
  return (
    <ol className="wst-steps" aria-label={TRACK_MESSAGES.steps}>
      {STEPS.map((step, i) => (
        <li key={step} className={`wst-step${i < current ? ' wst-step--done' : ''}${i === current ? ' wst-step--current' : ''}`} aria-current={i === current ? 'step' : undefined}>
          <span className="wst-step__dot" aria-hidden="true">{i < current ? '✓' : i + 1}</span>
          <span className="wst-step__label">{TRACK_MESSAGES.step[step]}</span>
        </li>
      ))}
    </ol>
  );
}

function Details({ job }: { job: TrackingDto }) {
  const wrap = [job.brand, job.wrapColor].filter(Boolean).join(' ');
  const rows: [string, string][] = [
    [TRACK_MESSAGES.appointment, job.bookingDate ? `${formatDay(job.bookingDate)}${job.checkInTime ? ` at ${job.checkInTime}` : ''}` : '—'],
    [TRACK_MESSAGES.vehicle, job.vehicle || '—'],
    [TRACK_MESSAGES.wrap, wrap || '—'],
    ...(job.completionDate ? ([[TRACK_MESSAGES.planned, formatDay(job.completionDate)]] as [string, string][]) : []),
    [TRACK_MESSAGES.code, job.invoiceCode],
  ];
  return (
    <div className="ws-table-wrap">
      <table className="ws-table wsq-details">
        <caption className="ws-visually-hidden">{TRACK_MESSAGES.title}</caption>
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

export function TrackPage() {
  const [params] = useSearchParams();
  const token = (params.get('token') ?? '').trim();
  const valid = TOKEN.test(token);
  const { state: loaded, reload } = useData(valid ? `track:${token}` : null, async (api) => (await api.tracking.publicGet(token)).data);
  const invalid = !valid || (loaded.status === 'error' && apiErrorInfo(loaded.error).status === 404);
  const job = !invalid && loaded.status === 'ready' ? loaded.data : null;
  const shop = job?.shop;
  return (
    <ShopPageFrame
      shop={shop}
      words={TRACK_MESSAGES}
      title={TRACK_MESSAGES.title}
    >
      {!invalid && loaded.status === 'loading' ? <Spinner label={TRACK_MESSAGES.loading} /> : null}
      {invalid ? <Alert tone="error">{TRACK_MESSAGES.invalid}</Alert> : null}
      {!invalid && loaded.status === 'error' ? <LoadError message={TRACK_MESSAGES.loadFailed} retryLabel={TRACK_MESSAGES.retry} onRetry={reload} /> : null}
      {job ? (
        <>
          <p>{TRACK_MESSAGES.greeting(job.firstName, job.shop.name)}</p>
          <Steps status={job.status} />
          <Alert tone={job.status === 'ready' || job.status === 'completed' ? 'success' : job.status === 'cancelled' ? 'warning' : 'info'}>
            <span data-testid="tracking-status">{TRACK_MESSAGES.now[job.status]}</span>
          </Alert>
          {job.imageUrl ? <img className="wsq-image" src={job.imageUrl} alt={TRACK_MESSAGES.imageAlt(job.vehicle, [job.brand, job.wrapColor].filter(Boolean).join(' '))} /> : null}
          <Details job={job} />
          {job.checkInTime ? <p className="ws-muted">{TRACK_MESSAGES.timeNote(job.timeZone)}</p> : null}
        </>
      ) : null}
    </ShopPageFrame>
  );
}
