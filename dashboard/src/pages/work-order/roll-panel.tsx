// The work order's film roll (issue 27 item 1, decision 092): the roll and batch the job reserved, or used once staff
// confirmed it from the roll's page, or why no roll is reserved ("no roll reserved / reorder"), with Reserve again.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatRollWidth, type BookingStatus } from '@wrapsmith/core';
import { apiErrorInfo, apiErrorText, useApi } from '../../api/index.ts';
import { LoadError } from '../../components/load-error.tsx';
import { Spinner } from '../../components/loading.tsx';
import { notify } from '../../components/toasts.tsx';
import { formatLength } from '../../features/rolls/lengths.ts';
import { useArea } from '../../i18n/area.ts';
import { WORK_ORDER_PANELS } from '../../i18n/areas/work-order-panels/index.ts';
import { COMMON } from '../../i18n/areas/common/index.ts';
import { useServerWords } from '../../i18n/server-words.ts';
import { withPart } from '../../i18n/parts.tsx';
import { useAccess } from '../../features/viewer/viewer.ts';
import { useData } from '../../hooks/use-data.ts';
import { useShopFormat } from '../../lib/shop-format.ts';

const rollPath = (url: string) => new URL(url, window.location.origin).pathname;

export function RollPanel({ bookingId, status }: { bookingId: string; status: BookingStatus }) {
  const api = useApi();
  const format = useShopFormat();
  const t = useArea(WORK_ORDER_PANELS);
  const c = useArea(COMMON);
  const server = useServerWords();
  const bookings = useAccess('bookings');
  const { state, reload, update } = useData(`job rolls ${bookingId} ${status}`, async (a) => (await a.rolls.job(bookingId)).data);
  const [busy, setBusy] = useState(false);
  if (state.status === 'error' && [403, 404].includes(apiErrorInfo(state.error).status ?? 0)) return null;
  const reserve = async () => {
    setBusy(true);
    try {
      const res = await api.rolls.reserve(bookingId);
      update(() => res.data);
      notify(res.data.state === 'reserved' ? 'success' : 'info', res.data.state === 'reserved' ? t('panels.roll.reservedDone') : t('panels.roll.noRollReserved'));
    } catch (err) {
      notify('error', server(apiErrorText(err, t('panels.roll.reserveFailed'), t('panels.roll.reserveFailed')), t('panels.roll.reserveFailed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="ws-card" aria-labelledby="wo-film-roll">
      <h2 className="ws-card__title" id="wo-film-roll">
        {t('panels.roll.title')}
      </h2>
      {state.status === 'error' ? (
        <LoadError message={t('panels.roll.loadFailed')} retryLabel={c('common.retry')} onRetry={reload} />
      ) : state.status !== 'ready' ? (
        <Spinner label={t('panels.roll.loading')} />
      ) : state.data.state === 'used' ? (
        <ul>
          {state.data.used.map((u) => (
            <li key={u.rollId}>
              {withPart(
                t('panels.roll.used', { link: '\u0000', length: formatLength(u.usedMm, state.data.unit) }),
                <Link to={rollPath(u.url)}>{t('panels.roll.filmBatch', { film: u.filmName, batch: u.batch })}</Link>,
              )}
            </li>
          ))}
        </ul>
      ) : state.data.state === 'reserved' && state.data.reservation ? (
        <p>
          {withPart(
            t('panels.roll.reserved', {
              length: formatLength(state.data.reservation.lengthMm, state.data.unit),
              film: state.data.filmName ?? '',
              link: '\u0000',
              width: formatRollWidth(state.data.reservation.widthMm, format.units, format.locale),
            }),
            <Link to={rollPath(state.data.reservation.url)}>{t('panels.roll.batch', { batch: state.data.reservation.batch })}</Link>,
          )}{' '}
          {t('panels.roll.scan')}
        </p>
      ) : (
        <>
          <p>
            {state.data.reason === 'no_film'
              ? t('panels.roll.noFilm')
              : state.data.reason === 'no_estimate'
                ? t('panels.roll.noEstimate')
                : state.data.reason === 'closed'
                  ? t('panels.roll.closed')
                  : t('panels.roll.noRollReserved')}
            {state.data.reason !== 'no_film' && state.data.reason !== 'no_estimate' && state.data.reason !== 'closed' && state.data.neededMm
              ? ` ${state.data.filmName ? t('panels.roll.needs', { length: formatLength(state.data.neededMm, state.data.unit), film: state.data.filmName }) : t('panels.roll.needsFilm', { length: formatLength(state.data.neededMm, state.data.unit) })}`
              : null}
          </p>
          {bookings === 'edit' && state.data.reason === 'no_roll' ? (
            <button type="button" className="ws-btn ws-btn--ghost" disabled={busy} onClick={() => void reserve()}>
              {t('panels.roll.reserve')}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}
