// One roll (/rolls/:id, issue 27 item 1, decision 092): the page its label's QR code opens on a phone. What is left,
// the label, "Use on job …" with the length defaulting to the job's reservation (deducted once), and a count of
// what is measured left on the roll (its shrinkage). Works at 375 px.
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { RollDetailDto } from '@wrapsmith/core/contract';
import { BOOKING_STATUS_LABELS, formatMinor, formatRollWidth, type BookingStatus } from '@wrapsmith/core';
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
import './rolls.css';

function UseForm({ detail, onUsed }: { detail: RollDetailDto; onUsed: (next: RollDetailDto) => void }) {
  const api = useApi();
  const open = detail.jobs.filter((j) => j.usedMm === null);
  const unit: LengthUnit = detail.unit ?? 'ft';
  const first = open[0];
  const [bookingId, setBookingId] = useState(first?.bookingId ?? '');
  const job = open.find((j) => j.bookingId === bookingId);
  const [length, setLength] = useState(first && first.reservedMm > 0 ? lengthInput(first.reservedMm, unit) : '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (open.length === 0) return <p className="ws-field-hint">No open job in this film is waiting for film. Jobs that reserve this roll appear here.</p>;
  const choose = (id: string) => {
    setBookingId(id);
    const next = open.find((j) => j.bookingId === id);
    setLength(next && next.reservedMm > 0 ? lengthInput(next.reservedMm, unit) : '');
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // The reservation as shown, untouched: its exact millimetres, not the rounded text's.
    const usedMm = job && job.reservedMm > 0 && length === lengthInput(job.reservedMm, unit) ? job.reservedMm : parseLength(length, unit);
    if (!job) return setError('Choose the job.');
    if (usedMm === null || usedMm < 1) return setError(`Enter the length used, in ${unit === 'ft' ? 'feet' : 'metres'}.`);
    setBusy(true);
    setError(null);
    try {
      const res = await api.rolls.use(detail.roll.id, { bookingId: job.bookingId, usedMm });
      notify('success', res.message);
      onUsed(res.data);
    } catch (err) {
      setError(apiErrorText(err, 'The use could not be recorded.', 'The use could not be recorded.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} aria-label="Use on a job">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="wsr-form">
        <SelectField label="Job" value={bookingId} onChange={(e) => choose(e.currentTarget.value)}>
          {open.map((j) => (
            <option key={j.bookingId} value={j.bookingId}>
              {j.title}
              {j.reservedMm > 0 ? ' (reserved on this roll)' : ''}
            </option>
          ))}
        </SelectField>
        <TextField
          label={`Length used (${unit})`}
          inputMode="decimal"
          value={length}
          hint={job && job.reservedMm > 0 ? `Reserved: ${formatLength(job.reservedMm, detail.unit)}` : undefined}
          onChange={(e) => setLength(e.currentTarget.value)}
        />
      </div>
      <button type="submit" className="ws-btn ws-btn--primary wsr-wrap" disabled={busy} aria-busy={busy || undefined}>
        {busy ? 'Saving…' : `Use on job${job ? `: ${job.title}` : ''}`}
      </button>
    </form>
  );
}

function CountForm({ detail, onCounted }: { detail: RollDetailDto; onCounted: () => void }) {
  const api = useApi();
  const unit: LengthUnit = detail.unit ?? 'ft';
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const onHandMm = parseLength(value, unit);
    if (onHandMm === null) return notify('error', `Enter the length measured on the roll, in ${unit === 'ft' ? 'feet' : 'metres'}.`);
    setBusy(true);
    try {
      const res = await api.rolls.count(detail.roll.id, { onHandMm });
      notify('success', res.message);
      setValue('');
      onCounted();
    } catch (err) {
      notify('error', apiErrorText(err, 'The count could not be saved.', 'The count could not be saved.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="wsr-inline" onSubmit={(e) => void submit(e)} aria-label="Count the roll">
      <TextField label={`Measured left on the roll (${unit})`} inputMode="decimal" value={value} onChange={(e) => setValue(e.currentTarget.value)} />
      <button type="submit" className="ws-btn ws-btn--ghost" disabled={busy}>
        Record count
      </button>
    </form>
  );
}

export function RollPage() {
  const format = useShopFormat();
  const { id = '' } = useParams();
  const api = useApi();
  const { state, reload, update } = useData(`roll:${id}`, async (a) => (await a.rolls.get(id)).data);
  const back = (
    <Link to="/rolls" className="ws-btn ws-btn--ghost">
      All rolls
    </Link>
  );
  if (state.status === 'error') {
    const missing = apiErrorInfo(state.error).status === 404;
    return (
      <div className="app-page">
        <PageHeader title="Film roll" actions={back} />
        {missing ? <EmptyState title="Roll not found">The label may belong to another shop, or the link is wrong.</EmptyState> : <LoadError message="The roll could not be loaded." retryLabel="Try again" onRetry={reload} />}
      </div>
    );
  }
  if (state.status !== 'ready') {
    return (
      <div className="app-page">
        <Spinner label="Loading the roll…" />
      </div>
    );
  }
  const detail = state.data;
  const { roll, unit } = detail;
  const used = detail.jobs.filter((j) => j.usedMm !== null);
  return (
    <div className="app-page">
      <PageHeader title={roll.filmName} actions={back}>
        {[roll.brand, roll.filmCode ? `Code ${roll.filmCode}` : null, `Batch ${roll.batch}`].filter(Boolean).join(' · ')}
      </PageHeader>
      <section className="ws-card" aria-labelledby="roll-left">
        <h2 className="ws-card__title" id="roll-left">
          Left on the roll
        </h2>
        <p className="wsr-big">{formatLength(roll.onHandMm, unit)}</p>
        <dl className="wsr-facts">
          <dt>Free for new jobs</dt>
          <dd>{formatLength(roll.freeMm, unit)}</dd>
          <dt>Reserved</dt>
          <dd>{formatLength(roll.reservedMm, unit)}</dd>
          <dt>Used</dt>
          <dd>{formatLength(roll.usedMm, unit)}</dd>
          <dt>Received</dt>
          <dd>
            {formatLength(roll.lengthMm, unit)}, {formatRollWidth(roll.widthMm, format.units, format.locale)} wide, on {formatDay(roll.receivedOn, format.locale)}
            {roll.supplier ? ` from ${roll.supplier}` : ''}
          </dd>
          {roll.costMinor !== null ? (
            <>
              <dt>Cost</dt>
              <dd>{formatMinor(roll.costMinor, roll.currency)}</dd>
            </>
          ) : null}
          {roll.countedMm !== null && roll.countedAt ? (
            <>
              <dt>Last count</dt>
              <dd>
                {formatLength(roll.countedMm, unit)} on {formatDateTime(roll.countedAt, format.locale)}
                {roll.lostMm !== 0 ? ` (${formatLength(Math.abs(roll.lostMm), unit)} ${roll.lostMm > 0 ? 'missing' : 'more than recorded'})` : ''}
              </dd>
            </>
          ) : null}
        </dl>
        <div className="wsr-actions">
          <a className="ws-btn ws-btn--ghost" href={api.rolls.labelHref(roll.id)} target="_blank" rel="noopener">
            Print label (PDF)
          </a>
        </div>
      </section>
      {detail.canUse ? (
        <section className="ws-card" aria-labelledby="roll-use">
          <h2 className="ws-card__title" id="roll-use">
            Use on a job
          </h2>
          <UseForm key={detail.jobs.map((j) => `${j.bookingId}:${j.usedMm ?? ''}`).join(',')} detail={detail} onUsed={(next) => update(() => next)} />
        </section>
      ) : null}
      {used.length > 0 ? (
        <section className="ws-card" aria-labelledby="roll-used">
          <h2 className="ws-card__title" id="roll-used">
            Used on
          </h2>
          <ul>
            {used.map((j) => (
              <li key={j.bookingId}>
                <Link to={`/work-order?id=${j.bookingId}`}>{j.title}</Link> — {formatLength(j.usedMm ?? 0, unit)} ({BOOKING_STATUS_LABELS[j.status as BookingStatus] ?? j.status})
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {detail.canEdit ? (
        <section className="ws-card" aria-labelledby="roll-count">
          <h2 className="ws-card__title" id="roll-count">
            Count
          </h2>
          <p className="ws-field-hint">Measure what is left and record it: the difference from the records is the film’s shrinkage.</p>
          <CountForm detail={detail} onCounted={reload} />
        </section>
      ) : null}
    </div>
  );
}
