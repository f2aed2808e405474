// The work order's film roll (issue 27 item 1, decision 092): the roll and batch the job reserved, or used once staff
// confirmed it from the roll's page, or why no roll is reserved ("no roll reserved / reorder"), with Reserve again.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatRollWidth, type BookingStatus } from '@wrapsmith/core';
import { apiErrorInfo, apiErrorText, useApi } from '../../api/index.ts';
import { LoadError } from '../../components/load-error.tsx';
import { Spinner } from '../../components/loading.tsx';
import { notify } from '../../components/toasts.tsx';
import { formatLength, ROLL_MESSAGES } from '../../features/rolls/lengths.ts';
import { useAccess } from '../../features/viewer/viewer.ts';
import { useData } from '../../hooks/use-data.ts';
import { useShopFormat } from '../../lib/shop-format.ts';

const rollPath = (url: string) => new URL(url, window.location.origin).pathname;

export function RollPanel({ bookingId, status }: { bookingId: string; status: BookingStatus }) {
  const api = useApi();
  const format = useShopFormat();
  const bookings = useAccess('bookings');
  const { state, reload, update } = useData(`job rolls ${bookingId} ${status}`, async (a) => (await a.rolls.job(bookingId)).data);
  const [busy, setBusy] = useState(false);
  if (state.status === 'error' && [403, 404].includes(apiErrorInfo(state.error).status ?? 0)) return null;
  const reserve = async () => {
    setBusy(true);
    try {
      const res = await api.rolls.reserve(bookingId);
      update(() => res.data);
      notify(res.data.state === 'reserved' ? 'success' : 'info', res.data.state === 'reserved' ? 'Roll reserved' : ROLL_MESSAGES.noRollReserved);
    } catch (err) {
      notify('error', apiErrorText(err, 'The roll could not be reserved.', 'The roll could not be reserved.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="ws-card" aria-labelledby="wo-film-roll">
      <h2 className="ws-card__title" id="wo-film-roll">
        Film roll
      </h2>
      {state.status === 'error' ? (
        <LoadError message="The job’s film roll could not be loaded." retryLabel="Try again" onRetry={reload} />
      ) : state.status !== 'ready' ? (
        <Spinner label="Loading the film roll…" />
      ) : state.data.state === 'used' ? (
        <ul>
          {state.data.used.map((u) => (
            <li key={u.rollId}>
              Used <Link to={rollPath(u.url)}>{u.filmName}, batch {u.batch}</Link>: {formatLength(u.usedMm, state.data.unit)}
            </li>
          ))}
        </ul>
      ) : state.data.state === 'reserved' && state.data.reservation ? (
        <p>
          Reserved {formatLength(state.data.reservation.lengthMm, state.data.unit)} of {state.data.filmName} on{' '}
          <Link to={rollPath(state.data.reservation.url)}>batch {state.data.reservation.batch}</Link> ({formatRollWidth(state.data.reservation.widthMm, format.units, format.locale)} wide). Scan the roll’s label to use it on this job.
        </p>
      ) : (
        <>
          <p>
            {state.data.reason === 'no_film'
              ? ROLL_MESSAGES.noFilm
              : state.data.reason === 'no_estimate'
                ? ROLL_MESSAGES.noEstimate
                : state.data.reason === 'closed'
                  ? ROLL_MESSAGES.closed
                  : `${ROLL_MESSAGES.noRollReserved}${state.data.neededMm ? ` This job needs about ${formatLength(state.data.neededMm, state.data.unit)} of ${state.data.filmName ?? 'its film'}.` : ''}`}
          </p>
          {bookings === 'edit' && state.data.reason === 'no_roll' ? (
            <button type="button" className="ws-btn ws-btn--ghost" disabled={busy} onClick={() => void reserve()}>
              Reserve again
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}
