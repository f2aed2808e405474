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
import { useArea } from '../../i18n/area.ts';
import { ROLLS } from '../../i18n/areas/rolls/index.ts';
import { COMMON } from '../../i18n/areas/common/index.ts';
import { useLocale } from '../../i18n/locale.ts';
import { useServerWords } from '../../i18n/server-words.ts';
import './rolls.css';

/** The widths a roll is received in, named in the shop's units (decision 098). */
const WIDTHS = [{ mm: 1524 }, { mm: 1372 }, { mm: 1520 }, { mm: 1220 }];
const OTHER_FILM = '__other';
/** The rolls' words, the common ones, the server's English only in English, and days in the reader's language. */
function useWords() {
  const t = useArea(ROLLS);
  const c = useArea(COMMON);
  const server = useServerWords();
  const language = useLocale((s) => s.locale);
  const failure = (err: unknown, ours: string) => server(apiErrorText(err, ours, ours), ours);
  return { t, c, server, failure, language };
}

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

function ReceiveForm({ unit, currency, onReceived }: { unit: LengthUnit | null; currency: string; onReceived: () => void }) {
  const format = useShopFormat();
  const { t, c, server, failure } = useWords();
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
    if (!custom && !filmId) return setError(t('rolls.needFilm'));
    if (custom && !customName.trim()) return setError(t('rolls.needName'));
    if (lengthMm === null || lengthMm < 1000) return setError(t('rolls.needLength'));
    if (cost.trim() && (costMinor === null || costMinor < 0)) return setError(t('rolls.badCost', { currency }));
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
      notify('success', server(res.message, t('rolls.received')));
      setBatch('');
      setCost('');
      onReceived();
    } catch (err) {
      setError(failure(err, t('rolls.receiveFailed')));
    } finally {
      setBusy(false);
    }
  };

  const brandList: BrandDto[] = brands.state.status === 'ready' ? brands.state.data : [];
  return (
    <form className="ws-card" onSubmit={(e) => void submit(e)} aria-label={t('rolls.receiveTitle')}>
      <h2 className="ws-card__title">{t('rolls.receiveTitle')}</h2>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {brands.state.status === 'error' ? <Alert tone="error">{t('rolls.catalogueFailed')}</Alert> : null}
      <div className="wsr-form">
        <SelectField label={t('rolls.brand')} value={brandId} onChange={(e) => { setBrandId(e.currentTarget.value); setFilmId(''); }}>
          <option value="">{t('rolls.chooseBrand')}</option>
          {brandList.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
          <option value={OTHER_FILM}>{t('rolls.otherFilm')}</option>
        </SelectField>
        {custom ? (
          <>
            <TextField label={t('rolls.filmName')} value={customName} maxLength={120} onChange={(e) => setCustomName(e.currentTarget.value)} />
            <TextField label={t('rolls.filmCode')} value={customCode} maxLength={60} onChange={(e) => setCustomCode(e.currentTarget.value)} />
          </>
        ) : (
          <SelectField label={t('rolls.film')} value={filmId} disabled={!brandId || films.state.status !== 'ready'} onChange={(e) => setFilmId(e.currentTarget.value)}>
            <option value="">{brandId ? (films.state.status === 'ready' ? t('rolls.chooseFilm') : t('rolls.loadingFilms')) : t('rolls.brandFirst')}</option>
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
        <TextField label={t('rolls.batchField')} value={batch} required maxLength={60} onChange={(e) => setBatch(e.currentTarget.value)} />
        <SelectField label={t('rolls.width')} value={String(widthMm)} onChange={(e) => setWidthMm(Number(e.currentTarget.value))}>
          {WIDTHS.map((w) => (
            <option key={w.mm} value={w.mm}>
              {rollWidthLabel(w.mm, format.units, format.locale)}
            </option>
          ))}
        </SelectField>
        <div className="wsr-inline">
          <TextField label={t('rolls.lengthIn', { unit: lengthUnit })} inputMode="decimal" value={length} onChange={(e) => setLength(e.currentTarget.value)} />
          <SelectField label={t('rolls.unit')} value={lengthUnit} onChange={(e) => { const next = e.currentTarget.value as LengthUnit; const mm = parseLength(length, lengthUnit); setLengthUnit(next); if (mm !== null) setLength(lengthInput(mm, next)); }}>
            <option value="ft">{t('rolls.feet')}</option>
            <option value="m">{t('rolls.metres')}</option>
          </SelectField>
        </div>
        <TextField label={t('rolls.costIn', { currency })} inputMode="decimal" value={cost} onChange={(e) => setCost(e.currentTarget.value)} />
        <TextField label={t('rolls.supplier')} value={supplier} maxLength={120} onChange={(e) => setSupplier(e.currentTarget.value)} />
        <TextField label={t('rolls.receivedOn')} type="date" value={receivedOn} onChange={(e) => setReceivedOn(e.currentTarget.value)} />
      </div>
      <button type="submit" className="ws-btn ws-btn--primary" disabled={busy} aria-busy={busy || undefined}>
        {busy ? c('common.saving') : t('rolls.receive')}
      </button>
    </form>
  );
}

function AlertField({ film, unit, onSaved }: { film: FilmStockDto; unit: LengthUnit | null; onSaved: () => void }) {
  const api = useApi();
  const { t, c, server, failure } = useWords();
  const inUnit: LengthUnit = unit ?? 'ft';
  const [value, setValue] = useState(film.thresholdMm === null ? '' : lengthInput(film.thresholdMm, inUnit));
  const [busy, setBusy] = useState(false);
  const save = async (e: FormEvent) => {
    e.preventDefault();
    const mm = value.trim() ? parseLength(value, inUnit) : null;
    if (value.trim() && (mm === null || mm < 1)) return notify('error', t('rolls.badAlert', { unit: inUnit }));
    setBusy(true);
    try {
      const res = await api.rolls.setAlert({ filmKey: film.filmKey, thresholdMm: mm });
      notify('success', server(res.message, t('rolls.alertSaved')));
      onSaved();
    } catch (err) {
      notify('error', failure(err, t('rolls.alertFailed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="wsr-inline" onSubmit={(e) => void save(e)} aria-label={t('rolls.alertFor', { film: film.filmName })}>
      <TextField label={t('rolls.alertBelow', { unit: inUnit })} inputMode="decimal" value={value} onChange={(e) => setValue(e.currentTarget.value)} />
      <button type="submit" className="ws-btn ws-btn--ghost" disabled={busy}>
        {c('common.save')}
      </button>
    </form>
  );
}

export function RollsPage() {
  const format = useShopFormat();
  const { t, c, language } = useWords();
  const day = (iso: string) => formatDay(iso, language === 'en' ? format.locale : language);
  const mayEdit = useAccess('inventory') === 'edit';
  const rolls = useData('rolls', async (a) => (await a.rolls.list()).data);
  const stock = useData('roll stock', async (a) => (await a.rolls.stock()).data);
  const reload = () => {
    rolls.reload();
    stock.reload();
  };
  const unit = rolls.state.status === 'ready' ? rolls.state.data.unit : null;
  const columns: Column<RollDto>[] = [
    { header: t('rolls.film'), cell: (r) => <Link to={`/rolls/${r.id}`}>{[r.brand, r.filmName].filter(Boolean).join(' ')}</Link> },
    { header: t('rolls.col.batch'), cell: (r) => r.batch },
    { header: t('rolls.width'), cell: (r) => formatRollWidth(r.widthMm, format.units, format.locale) },
    { header: t('rolls.col.left'), cell: (r) => formatLength(r.onHandMm, unit) },
    { header: t('rolls.col.free'), cell: (r) => formatLength(r.freeMm, unit) },
    { header: t('rolls.col.received'), cell: (r) => day(r.receivedOn) },
    ...(rolls.state.status === 'ready' && rolls.state.data.rolls.some((r) => !r.pricesHidden) ? [{ header: t('rolls.col.cost'), cell: (r: RollDto) => (r.costMinor === null ? '—' : formatMinor(r.costMinor, r.currency, { locale: format.locale })) }] : []),
  ];
  const stockColumns: Column<FilmStockDto>[] = [
    { header: t('rolls.film'), cell: (f) => f.filmName },
    { header: t('rolls.col.rolls'), cell: (f) => f.rolls.toLocaleString(format.locale) },
    { header: t('rolls.col.received'), cell: (f) => formatLength(f.receivedMm, unit) },
    { header: t('rolls.col.used'), cell: (f) => formatLength(f.usedMm, unit) },
    { header: t('rolls.col.onHand'), cell: (f) => formatLength(f.onHandMm, unit) },
    { header: t('rolls.col.shrinkage'), cell: (f) => formatLength(f.shrinkageMm, unit) },
    { header: t('rolls.col.free'), cell: (f) => <span className={f.low ? 'wsr-low' : undefined}>{f.low ? t('rolls.low', { length: formatLength(f.freeMm, unit) }) : formatLength(f.freeMm, unit)}</span> },
    ...(mayEdit ? [{ header: t('rolls.col.alert'), cell: (f: FilmStockDto) => <AlertField film={f} unit={unit} onSaved={stock.reload} /> }] : []),
  ];
  return (
    <div className="app-page">
      <PageHeader title={t('rolls.title')}>{t('rolls.intro')}</PageHeader>
      {mayEdit && rolls.state.status === 'ready' ? <ReceiveForm unit={unit} currency={rolls.state.data.currency} onReceived={reload} /> : null}
      <section className="ws-card" aria-labelledby="rolls-in-stock">
        <h2 className="ws-card__title" id="rolls-in-stock">
          {t('rolls.inStock')}
        </h2>
        {rolls.state.status === 'error' ? (
          <LoadError message={t('rolls.loadFailed')} retryLabel={c('common.retry')} onRetry={rolls.reload} />
        ) : rolls.state.status !== 'ready' ? (
          <Spinner label={t('rolls.loading')} />
        ) : rolls.state.data.rolls.length === 0 ? (
          <EmptyState title={t('rolls.noneTitle')}>{mayEdit ? t('rolls.noneEdit') : t('rolls.noneView')}</EmptyState>
        ) : (
          <DataTable caption={t('rolls.inStock')} columns={columns} rows={rolls.state.data.rolls} rowKey={(r) => r.id} stacked />
        )}
      </section>
      <section className="ws-card" aria-labelledby="rolls-stock">
        <h2 className="ws-card__title" id="rolls-stock">
          {t('rolls.stockTitle')}
        </h2>
        <p className="ws-field-hint">{t('rolls.stockHint')}</p>
        {stock.state.status === 'error' ? (
          <LoadError message={t('rolls.stockFailed')} retryLabel={c('common.retry')} onRetry={stock.reload} />
        ) : stock.state.status !== 'ready' ? (
          <Spinner label={t('rolls.stockLoading')} />
        ) : stock.state.data.films.length === 0 ? (
          <EmptyState title={t('rolls.stockNoneTitle')}>{t('rolls.stockNone')}</EmptyState>
        ) : (
          <DataTable caption={t('rolls.stockTitle')} columns={stockColumns} rows={stock.state.data.films} rowKey={(f) => f.filmKey} stacked />
        )}
      </section>
    </div>
  );
}
