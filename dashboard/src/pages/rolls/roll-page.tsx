// One roll (/rolls/:id, issue 27 item 1, decision 092): the page its label's QR code opens on a phone. What is left,
// the label, "Use on job …" with the length defaulting to the job's reservation (deducted once), and a count of
// what is measured left on the roll (its shrinkage). Works at 375 px.
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { RollDetailDto } from '@wrapsmith/core/contract';
import { BOOKING_STATUSES, formatMinor, formatRollWidth, type BookingStatus } from '@wrapsmith/core';
import { apiErrorInfo, apiErrorText, useApi } from '../../api/index.ts';
import { Alert } from '../../components/alert.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { SelectField, TextField } from '../../components/field.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { Spinner } from '../../components/loading.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { notify } from '../../components/toasts.tsx';
import { formatLength, lengthInput, parseLength, type LengthUnit } from '../../features/rolls/lengths.ts';
import { useData } from '../../hooks/use-data.ts';
import { formatDay, formatDateTime } from '../../lib/format.ts';
import { useShopFormat } from '../../lib/shop-format.ts';
import { useArea } from '../../i18n/area.ts';
import { ROLLS } from '../../i18n/areas/rolls/index.ts';
import { COMMON } from '../../i18n/areas/common/index.ts';
import { useLocale } from '../../i18n/locale.ts';
import { useServerWords } from '../../i18n/server-words.ts';
import './rolls.css';

/** The rolls' words, the common ones, the server's English only in English. */
function useWords() {
  const t = useArea(ROLLS);
  const c = useArea(COMMON);
  const server = useServerWords();
  const language = useLocale((s) => s.locale);
  const failure = (err: unknown, ours: string) => server(apiErrorText(err, ours, ours), ours);
  return { t, c, server, failure, language };
}

const isStatus = (status: string): status is BookingStatus => (BOOKING_STATUSES as readonly string[]).includes(status);

function UseForm({ detail, onUsed }: { detail: RollDetailDto; onUsed: (next: RollDetailDto) => void }) {
  const api = useApi();
  const { t, c, server, failure } = useWords();
  const open = detail.jobs.filter((j) => j.usedMm === null);
  const unit: LengthUnit = detail.unit ?? 'ft';
  const first = open[0];
  const [bookingId, setBookingId] = useState(first?.bookingId ?? '');
  const job = open.find((j) => j.bookingId === bookingId);
  const [length, setLength] = useState(first && first.reservedMm > 0 ? lengthInput(first.reservedMm, unit) : '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (open.length === 0) return <p className="ws-field-hint">{t('roll.noJobs')}</p>;
  const choose = (id: string) => {
    setBookingId(id);
    const next = open.find((j) => j.bookingId === id);
    setLength(next && next.reservedMm > 0 ? lengthInput(next.reservedMm, unit) : '');
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // The reservation as shown, untouched: its exact millimetres, not the rounded text's.
    const usedMm = job && job.reservedMm > 0 && length === lengthInput(job.reservedMm, unit) ? job.reservedMm : parseLength(length, unit);
    if (!job) return setError(t('roll.chooseJob'));
    if (usedMm === null || usedMm < 1) return setError(unit === 'ft' ? t('roll.needUsedFeet') : t('roll.needUsedMetres'));
    setBusy(true);
    setError(null);
    try {
      const res = await api.rolls.use(detail.roll.id, { bookingId: job.bookingId, usedMm });
      notify('success', server(res.message, t('roll.usedDone')));
      onUsed(res.data);
    } catch (err) {
      setError(failure(err, t('roll.useFailed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} aria-label={t('roll.useTitle')}>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="wsr-form">
        <SelectField label={t('roll.job')} value={bookingId} onChange={(e) => choose(e.currentTarget.value)}>
          {open.map((j) => (
            <option key={j.bookingId} value={j.bookingId}>
              {j.reservedMm > 0 ? t('roll.reservedHere', { job: j.title }) : j.title}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('roll.lengthUsed', { unit })}
          inputMode="decimal"
          value={length}
          hint={job && job.reservedMm > 0 ? t('roll.reservedHint', { length: formatLength(job.reservedMm, detail.unit) }) : undefined}
          onChange={(e) => setLength(e.currentTarget.value)}
        />
      </div>
      <button type="submit" className="ws-btn ws-btn--primary wsr-wrap" disabled={busy} aria-busy={busy || undefined}>
        {busy ? c('common.saving') : job ? t('roll.useOnJob', { job: job.title }) : t('roll.useOn')}
      </button>
    </form>
  );
}

function CountForm({ detail, onCounted }: { detail: RollDetailDto; onCounted: () => void }) {
  const api = useApi();
  const { t, server, failure } = useWords();
  const unit: LengthUnit = detail.unit ?? 'ft';
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const onHandMm = parseLength(value, unit);
    if (onHandMm === null) return notify('error', unit === 'ft' ? t('roll.needCountFeet') : t('roll.needCountMetres'));
    setBusy(true);
    try {
      const res = await api.rolls.count(detail.roll.id, { onHandMm });
      notify('success', server(res.message, t('roll.counted')));
      setValue('');
      onCounted();
    } catch (err) {
      notify('error', failure(err, t('roll.countFailed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="wsr-inline" onSubmit={(e) => void submit(e)} aria-label={t('roll.countForm')}>
      <TextField label={t('roll.measured', { unit })} inputMode="decimal" value={value} onChange={(e) => setValue(e.currentTarget.value)} />
      <button type="submit" className="ws-btn ws-btn--ghost" disabled={busy}>
        {t('roll.recordCount')}
      </button>
    </form>
  );
}

export function RollPage() {
  const format = useShopFormat();
  const { id = '' } = useParams();
  const api = useApi();
  const { t, c, language } = useWords();
  const dateLocale = language === 'en' ? format.locale : language;
  const { state, reload, update } = useData(`roll:${id}`, async (a) => (await a.rolls.get(id)).data);
  const back = (
    <Link to="/rolls" className="ws-btn ws-btn--ghost">
      {t('roll.allRolls')}
    </Link>
  );
  if (state.status === 'error') {
    const missing = apiErrorInfo(state.error).status === 404;
    return (
      <div className="app-page">
        <PageHeader title={t('roll.title')} actions={back} />
        {missing ? <EmptyState title={t('roll.notFound')}>{t('roll.notFoundBody')}</EmptyState> : <LoadError message={t('roll.loadFailed')} retryLabel={c('common.retry')} onRetry={reload} />}
      </div>
    );
  }
  if (state.status !== 'ready') {
    return (
      <div className="app-page">
        <Spinner label={t('roll.loading')} />
      </div>
    );
  }
  const detail = state.data;
  const { roll, unit } = detail;
  const used = detail.jobs.filter((j) => j.usedMm !== null);
  return (
    <div className="app-page">
      <PageHeader title={roll.filmName} actions={back}>
        {[roll.brand, roll.filmCode ? t('roll.code', { code: roll.filmCode }) : null, t('roll.batch', { batch: roll.batch })].filter(Boolean).join(' · ')}
      </PageHeader>
      <section className="ws-card" aria-labelledby="roll-left">
        <h2 className="ws-card__title" id="roll-left">
          {t('roll.left')}
        </h2>
        <p className="wsr-big">{formatLength(roll.onHandMm, unit)}</p>
        <dl className="wsr-facts">
          <dt>{t('roll.freeForJobs')}</dt>
          <dd>{formatLength(roll.freeMm, unit)}</dd>
          <dt>{t('roll.reserved')}</dt>
          <dd>{formatLength(roll.reservedMm, unit)}</dd>
          <dt>{t('roll.used')}</dt>
          <dd>{formatLength(roll.usedMm, unit)}</dd>
          <dt>{t('roll.received')}</dt>
          <dd>
            {t(roll.supplier ? 'roll.receivedFrom' : 'roll.receivedFacts', {
              length: formatLength(roll.lengthMm, unit),
              width: formatRollWidth(roll.widthMm, format.units, format.locale),
              day: formatDay(roll.receivedOn, dateLocale),
              supplier: roll.supplier,
            })}
          </dd>
          {roll.costMinor !== null ? (
            <>
              <dt>{t('roll.cost')}</dt>
              <dd>{formatMinor(roll.costMinor, roll.currency, { locale: format.locale })}</dd>
            </>
          ) : null}
          {roll.countedMm !== null && roll.countedAt ? (
            <>
              <dt>{t('roll.lastCount')}</dt>
              <dd>
                {t('roll.countedOn', { length: formatLength(roll.countedMm, unit), at: formatDateTime(roll.countedAt, dateLocale) })}
                {roll.lostMm !== 0 ? ` (${t(roll.lostMm > 0 ? 'roll.missing' : 'roll.extra', { length: formatLength(Math.abs(roll.lostMm), unit) })})` : ''}
              </dd>
            </>
          ) : null}
        </dl>
        <div className="wsr-actions">
          <a className="ws-btn ws-btn--ghost" href={api.rolls.labelHref(roll.id)} target="_blank" rel="noopener">
            {t('roll.printLabel')}
          </a>
        </div>
      </section>
      {detail.canUse ? (
        <section className="ws-card" aria-labelledby="roll-use">
          <h2 className="ws-card__title" id="roll-use">
            {t('roll.useTitle')}
          </h2>
          <UseForm key={detail.jobs.map((j) => `${j.bookingId}:${j.usedMm ?? ''}`).join(',')} detail={detail} onUsed={(next) => update(() => next)} />
        </section>
      ) : null}
      {used.length > 0 ? (
        <section className="ws-card" aria-labelledby="roll-used">
          <h2 className="ws-card__title" id="roll-used">
            {t('roll.usedOn')}
          </h2>
          <ul>
            {used.map((j) => (
              <li key={j.bookingId}>
                <Link to={`/work-order?id=${j.bookingId}`}>{j.title}</Link> — {formatLength(j.usedMm ?? 0, unit)} ({isStatus(j.status) ? t(`roll.status.${j.status}`) : j.status})
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {detail.canEdit ? (
        <section className="ws-card" aria-labelledby="roll-count">
          <h2 className="ws-card__title" id="roll-count">
            {t('roll.countTitle')}
          </h2>
          <p className="ws-field-hint">{t('roll.countHint')}</p>
          <CountForm detail={detail} onCounted={reload} />
        </section>
      ) : null}
    </div>
  );
}
