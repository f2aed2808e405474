// Film rolls (/rolls, issue 27 item 1, decision 092): receive a roll (a catalogue film or one named here), the rolls
// with what is left on each, and per film the stock, the shrinkage (received − used − on hand, from staff counts)
// and a low-stock alert. Each roll opens its page (/rolls/:id), which its label's QR code opens too.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { BrandDto, FilmStockDto, RollDto } from '@wrapsmith/core/contract';
import { formatMinor, formatRollWidth, parseMajor, rollWidthLabel } from '@wrapsmith/core';
import { apiErrorText, useApi } from '../../api/index.ts';
import { Alert } from '../../components/alert.tsx';
import { DataTable, type Column } from '../../components/data-table.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { SelectField, TextField } from '../../components/field.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { Spinner } from '../../components/loading.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { notify } from '../../components/toasts.tsx';
import { formatLength, lengthInput, parseLength, type LengthUnit } from '../../features/rolls/lengths.ts';
import { useAccess } from '../../features/viewer/viewer.ts';
import { useData } from '../../hooks/use-data.ts';
import { formatDay } from '../../lib/format.ts';
import { useShopFormat } from '../../lib/shop-format.ts';
import './rolls.css';

/** The widths a roll is received in, named in the shop's units (decision 098). */
const WIDTHS = [{ mm: 1524 }, { mm: 1372 }, { mm: 1520 }, { mm: 1220 }];
const OTHER_FILM = '__other';
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

function ReceiveForm({ unit, currency, onReceived }: { unit: LengthUnit | null; currency: string; onReceived: () => void }) {
  const format = useShopFormat();
  const api = useApi();
  const brands = useData('roll brands', async (a) => (await a.catalogue.brands()).data);
  const [brandId, setBrandId] = useState('');
  const films = useData(brandId && brandId !== OTHER_FILM ? `roll films ${brandId}` : null, async (a) => (await a.catalogue.films(brandId)).data);
  const [filmId, setFilmId] = useState('');
  const [customName, setCustomName] = useState('');
  const [customCode, setCustomCode] = useState('');
  const [batch, setBatch] = useState('');
  const [widthMm, setWidthMm] = useState(1524);
  const [lengthUnit, setLengthUnit] = useState<LengthUnit>(unit ?? 'ft');
  const [length, setLength] = useState(lengthInput(22_860, unit ?? 'ft'));
  const [cost, setCost] = useState('');
  const [supplier, setSupplier] = useState('');
  const [receivedOn, setReceivedOn] = useState(today);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const custom = brandId === OTHER_FILM;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const lengthMm = parseLength(length, lengthUnit);
    const costMinor = cost.trim() ? parseMajor(cost, currency) : null;
    if (!custom && !filmId) return setError('Choose the film, or “Film not in the catalogue” and name it.');
    if (custom && !customName.trim()) return setError('Name the film on the roll.');
    if (lengthMm === null || lengthMm < 1000) return setError('Enter the roll’s length, at least 1 m (3.3 ft).');
    if (cost.trim() && (costMinor === null || costMinor < 0)) return setError(`Enter the cost as an amount in ${currency}, for example 899.00, or leave it empty.`);
    setBusy(true);
    setError(null);
    try {
      const res = await api.rolls.receive({
        ...(custom ? { filmId: null, customName: customName.trim(), customCode: customCode.trim() } : { filmId }),
        batch: batch.trim(),
        widthMm,
        lengthMm,
        costMinor,
        supplier: supplier.trim(),
        receivedOn,
      });
      notify('success', res.message);
      setBatch('');
      setCost('');
      onReceived();
    } catch (err) {
      setError(apiErrorText(err, 'The roll could not be saved.', 'The roll could not be saved.'));
    } finally {
      setBusy(false);
    }
  };

  const brandList: BrandDto[] = brands.state.status === 'ready' ? brands.state.data : [];
  return (
    <form className="ws-card" onSubmit={(e) => void submit(e)} aria-label="Receive a roll">
      <h2 className="ws-card__title">Receive a roll</h2>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {brands.state.status === 'error' ? <Alert tone="error">The catalogue could not be loaded: name the film instead, or reload the page.</Alert> : null}
      <div className="wsr-form">
        <SelectField label="Brand" value={brandId} onChange={(e) => { setBrandId(e.currentTarget.value); setFilmId(''); }}>
          <option value="">Choose a brand</option>
          {brandList.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
          <option value={OTHER_FILM}>Film not in the catalogue</option>
        </SelectField>
        {custom ? (
          <>
            <TextField label="Film name" value={customName} maxLength={120} onChange={(e) => setCustomName(e.currentTarget.value)} />
            <TextField label="Film code (optional)" value={customCode} maxLength={60} onChange={(e) => setCustomCode(e.currentTarget.value)} />
          </>
        ) : (
          <SelectField label="Film" value={filmId} disabled={!brandId || films.state.status !== 'ready'} onChange={(e) => setFilmId(e.currentTarget.value)}>
            <option value="">{brandId ? (films.state.status === 'ready' ? 'Choose the film' : 'Loading films…') : 'Choose a brand first'}</option>
            {films.state.status === 'ready'
              ? films.state.data.groups.map((g) => (
                  <optgroup key={g.finish} label={g.label}>
                    {g.films.map((f) => (
                      <option key={f.id} value={f.id}>
                        {f.name}
                      </option>
                    ))}
                  </optgroup>
                ))
              : null}
          </SelectField>
        )}
        <TextField label="Batch or lot number" value={batch} required maxLength={60} onChange={(e) => setBatch(e.currentTarget.value)} />
        <SelectField label="Width" value={String(widthMm)} onChange={(e) => setWidthMm(Number(e.currentTarget.value))}>
          {WIDTHS.map((w) => (
            <option key={w.mm} value={w.mm}>
              {rollWidthLabel(w.mm, format.units, format.locale)}
            </option>
          ))}
        </SelectField>
        <div className="wsr-inline">
          <TextField label={`Length (${lengthUnit})`} inputMode="decimal" value={length} onChange={(e) => setLength(e.currentTarget.value)} />
          <SelectField label="Unit" value={lengthUnit} onChange={(e) => { const next = e.currentTarget.value as LengthUnit; const mm = parseLength(length, lengthUnit); setLengthUnit(next); if (mm !== null) setLength(lengthInput(mm, next)); }}>
            <option value="ft">feet</option>
            <option value="m">metres</option>
          </SelectField>
        </div>
        <TextField label={`Cost (${currency}, optional)`} inputMode="decimal" value={cost} onChange={(e) => setCost(e.currentTarget.value)} />
        <TextField label="Supplier" value={supplier} maxLength={120} onChange={(e) => setSupplier(e.currentTarget.value)} />
        <TextField label="Received on" type="date" value={receivedOn} onChange={(e) => setReceivedOn(e.currentTarget.value)} />
      </div>
      <button type="submit" className="ws-btn ws-btn--primary" disabled={busy} aria-busy={busy || undefined}>
        {busy ? 'Saving…' : 'Receive roll'}
      </button>
    </form>
  );
}

function AlertField({ film, unit, onSaved }: { film: FilmStockDto; unit: LengthUnit | null; onSaved: () => void }) {
  const api = useApi();
  const inUnit: LengthUnit = unit ?? 'ft';
  const [value, setValue] = useState(film.thresholdMm === null ? '' : lengthInput(film.thresholdMm, inUnit));
  const [busy, setBusy] = useState(false);
  const save = async (e: FormEvent) => {
    e.preventDefault();
    const mm = value.trim() ? parseLength(value, inUnit) : null;
    if (value.trim() && (mm === null || mm < 1)) return notify('error', `Enter a length in ${inUnit}, or leave it empty for no alert.`);
    setBusy(true);
    try {
      const res = await api.rolls.setAlert({ filmKey: film.filmKey, thresholdMm: mm });
      notify('success', res.message);
      onSaved();
    } catch (err) {
      notify('error', apiErrorText(err, 'The alert could not be saved.', 'The alert could not be saved.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="wsr-inline" onSubmit={(e) => void save(e)} aria-label={`Low-stock alert for ${film.filmName}`}>
      <TextField label={`Alert below (${inUnit})`} inputMode="decimal" value={value} onChange={(e) => setValue(e.currentTarget.value)} />
      <button type="submit" className="ws-btn ws-btn--ghost" disabled={busy}>
        Save
      </button>
    </form>
  );
}

export function RollsPage() {
  const format = useShopFormat();
  const mayEdit = useAccess('inventory') === 'edit';
  const rolls = useData('rolls', async (a) => (await a.rolls.list()).data);
  const stock = useData('roll stock', async (a) => (await a.rolls.stock()).data);
  const reload = () => {
    rolls.reload();
    stock.reload();
  };
  const unit = rolls.state.status === 'ready' ? rolls.state.data.unit : null;
  const columns: Column<RollDto>[] = [
    { header: 'Film', cell: (r) => <Link to={`/rolls/${r.id}`}>{[r.brand, r.filmName].filter(Boolean).join(' ')}</Link> },
    { header: 'Batch', cell: (r) => r.batch },
    { header: 'Width', cell: (r) => formatRollWidth(r.widthMm, format.units, format.locale) },
    { header: 'Left on roll', cell: (r) => formatLength(r.onHandMm, unit) },
    { header: 'Free', cell: (r) => formatLength(r.freeMm, unit) },
    { header: 'Received', cell: (r) => formatDay(r.receivedOn, format.locale) },
    ...(rolls.state.status === 'ready' && rolls.state.data.rolls.some((r) => !r.pricesHidden) ? [{ header: 'Cost', cell: (r: RollDto) => (r.costMinor === null ? '—' : formatMinor(r.costMinor, r.currency)) }] : []),
  ];
  const stockColumns: Column<FilmStockDto>[] = [
    { header: 'Film', cell: (f) => f.filmName },
    { header: 'Rolls', cell: (f) => String(f.rolls) },
    { header: 'Received', cell: (f) => formatLength(f.receivedMm, unit) },
    { header: 'Used', cell: (f) => formatLength(f.usedMm, unit) },
    { header: 'On hand', cell: (f) => formatLength(f.onHandMm, unit) },
    { header: 'Shrinkage', cell: (f) => formatLength(f.shrinkageMm, unit) },
    { header: 'Free', cell: (f) => <span className={f.low ? 'wsr-low' : undefined}>{formatLength(f.freeMm, unit)}{f.low ? ' (low)' : ''}</span> },
    ...(mayEdit ? [{ header: 'Low-stock alert', cell: (f: FilmStockDto) => <AlertField film={f} unit={unit} onSaved={stock.reload} /> }] : []),
  ];
  return (
    <div className="app-page">
      <PageHeader title="Film rolls">Every roll with what is left on it. Print its label: the QR code opens the roll on a phone, to use it on a job.</PageHeader>
      {mayEdit && rolls.state.status === 'ready' ? <ReceiveForm unit={unit} currency={rolls.state.data.currency} onReceived={reload} /> : null}
      <section className="ws-card" aria-labelledby="rolls-in-stock">
        <h2 className="ws-card__title" id="rolls-in-stock">
          Rolls in stock
        </h2>
        {rolls.state.status === 'error' ? (
          <LoadError message="The rolls could not be loaded." retryLabel="Try again" onRetry={rolls.reload} />
        ) : rolls.state.status !== 'ready' ? (
          <Spinner label="Loading rolls…" />
        ) : rolls.state.data.rolls.length === 0 ? (
          <EmptyState title="No rolls in stock">{mayEdit ? 'Receive a roll above when film arrives.' : 'Rolls appear here when the shop receives them.'}</EmptyState>
        ) : (
          <DataTable caption="Rolls in stock" columns={columns} rows={rolls.state.data.rolls} rowKey={(r) => r.id} stacked />
        )}
      </section>
      <section className="ws-card" aria-labelledby="rolls-stock">
        <h2 className="ws-card__title" id="rolls-stock">
          Stock and shrinkage per film
        </h2>
        <p className="ws-field-hint">Shrinkage is received − used − on hand, with on hand as staff counted it on each roll’s page.</p>
        {stock.state.status === 'error' ? (
          <LoadError message="The stock could not be loaded." retryLabel="Try again" onRetry={stock.reload} />
        ) : stock.state.status !== 'ready' ? (
          <Spinner label="Loading stock…" />
        ) : stock.state.data.films.length === 0 ? (
          <EmptyState title="No film received yet">Stock per film shows once a roll is received.</EmptyState>
        ) : (
          <DataTable caption="Stock and shrinkage per film" columns={stockColumns} rows={stock.state.data.films} rowKey={(f) => f.filmKey} stacked />
        )}
      </section>
    </div>
  );
}
