// Settings → Prices (/settings/prices, issue 25 item 1, decision 085): the shop's price book — currency and tax,
// labour per service and vehicle size class, film per area, extras, waste, and the widget's price range — with a
// live example priced by the same functions quotes use (draftQuoteLines + priceDocument). Those with the Prices
// area's view level read it; its edit level saves it (the owner and the Shop Manager by default).
import { useMemo, useState } from 'react';
import { formatMinor, priceDocument } from '@wrapsmith/core';
import type { PriceBookDto } from '@wrapsmith/core/contract';
import {
  AREA_UNIT_LABELS,
  BRANDS,
  draftQuoteLines,
  FILMS,
  FINISH_LABELS,
  FINISHES,
  LABOUR_SERVICE_INFO,
  LABOUR_SERVICES,
  priceRange,
  SIZE_CLASS_LABELS,
  SIZE_CLASSES,
  type AreaUnit,
  type Finish,
  type PriceBook,
  type ServiceGroup,
} from '@wrapsmith/core/prices';
import { apiErrorText, useApi } from '../../../api/index.ts';
import { Alert } from '../../../components/alert.tsx';
import { SelectField, TextField } from '../../../components/field.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { Spinner } from '../../../components/loading.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { notify } from '../../../components/toasts.tsx';
import { userMay } from '../../../features/viewer/viewer.ts';
import { useData } from '../../../hooks/use-data.ts';
import { useSession } from '../../../stores/session.ts';
import { SettingsNav } from '../settings-nav.tsx';
import { fromForm, rowKey, toForm, type FormErrors, type PriceForm } from './prices-form.ts';
import './prices.css';

export const PRICES_MESSAGES = {
  intro: 'What your work costs: the price book quotes start from, and the range your widget shows after a render.',
  startingPoints: 'These are starting points in US-typical figures, not your prices yet: change them to yours and save. Your widget shows no prices until you save.',
  readOnly: 'You can see the price book; only those who may set prices can change it.',
  loadFailed: 'The price book could not be loaded.',
  retry: 'Try again',
  saveFailed: 'The prices could not be saved. Please try again.',
  fixFields: 'Some amounts do not read as amounts or percentages: see the fields marked below.',
  saved: 'Prices saved',
} as const;
const M = PRICES_MESSAGES;

/** The example on the page: a mid-size sedan's full wrap in 3M 2080 Gloss Black. */
const EXAMPLE = {
  vehicle: { year: 2022, make: 'Toyota', model: 'Camry', bodyStyle: 'sedan' as const },
  filmId: '3m-g12',
  words: 'A mid-size sedan (2022 Toyota Camry), full wrap in 3M 2080 Gloss Black',
};

const GROUPS: { group: ServiceGroup; title: string; hint: string }[] = [
  { group: 'wrap', title: 'Wrap labour', hint: 'Per job, by vehicle size. Film is added per area below.' },
  { group: 'tint', title: 'Window tint, by window', hint: 'Film included. “Window tint” on a quote is the front sides, rear sides and rear window.' },
  { group: 'ppf', title: 'Paint protection film, by package', hint: 'Film included. “PPF” on a quote is the full front.' },
];

const CURRENCIES = (() => {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : [];
  return all.length > 0 ? all : ['USD', 'CAD', 'EUR', 'GBP', 'AUD', 'JPY'];
})();

export function PricesPage() {
  const user = useSession((s) => s.currentUser);
  const { state, reload, update } = useData('price-book', async (api) => (await api.prices.book()).data);
  if (!user) return null;
  const canEdit = userMay(user, 'prices', 'edit');
  return (
    <div className="app-page prx-page">
      <SettingsNav />
      <PageHeader title="Prices">{M.intro}</PageHeader>
      {canEdit ? null : <Alert tone="info">{M.readOnly}</Alert>}
      {state.status === 'loading' ? <Spinner label="Loading your price book…" /> : null}
      {state.status === 'error' ? <LoadError message={M.loadFailed} retryLabel={M.retry} onRetry={reload} /> : null}
      {state.status === 'ready' ? (
        <PriceBookForm key={state.data.updatedAt ?? 'defaults'} stored={state.data} canEdit={canEdit} onSaved={(saved) => update(() => saved)} />
      ) : null}
    </div>
  );
}

function PriceBookForm({ stored, canEdit, onSaved }: { stored: PriceBookDto; canEdit: boolean; onSaved: (saved: PriceBookDto) => void }) {
  const api = useApi();
  const [form, setForm] = useState<PriceForm>(() => toForm(stored.book));
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof PriceForm>(key: K, value: PriceForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const parsed = useMemo(() => fromForm(form), [form]);
  const currency = 'book' in parsed ? parsed.book.currency : stored.book.currency;
  const fmt = (amount: number) => formatMinor(amount, currency, { locale: navigator.language || 'en-US' });

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setFailure(null);
    if ('errors' in parsed) {
      setErrors(parsed.errors);
      setFailure(M.fixFields);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const res = await api.prices.save(parsed.book);
      notify('success', res.message || M.saved);
      onSaved(res.data);
    } catch (err) {
      setFailure(apiErrorText(err, M.saveFailed, M.saveFailed));
    } finally {
      setSaving(false);
    }
  }

  const money = (label: string, field: string, value: string, onChange: (v: string) => void, hint?: string) => (
    <TextField label={label} inputMode="decimal" autoComplete="off" className="prx-amount" value={value} onChange={(e) => onChange(e.target.value)} error={errors[field]} hint={hint} />
  );

  return (
    <form className="prx-layout" onSubmit={(e) => void save(e)} noValidate aria-label="Price book">
      <fieldset className="prx-fieldset" disabled={!canEdit || saving}>
        <legend className="ws-visually-hidden">Price book</legend>
        {stored.saved ? null : <Alert tone="info">{M.startingPoints}</Alert>}

        <section className="ws-card app-panel prx-section" aria-labelledby="prx-tax-title">
          <h2 id="prx-tax-title" className="ws-card__title">
            Currency and tax
          </h2>
          <div className="prx-grid">
            <SelectField label="Currency" value={form.currency} onChange={(e) => set('currency', e.target.value)} error={errors.currency} hint="Every price below is in this currency. Quotes already sent keep theirs.">
              {CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </SelectField>
          </div>
          <label className="prx-check">
            <input type="checkbox" checked={form.pricesIncludeTax} onChange={(e) => set('pricesIncludeTax', e.target.checked)} />
            <span>My prices include tax (as in most of Europe); unticked, tax is added on top (as in the US)</span>
          </label>
          <fieldset className="prx-fieldset prx-list">
            <legend className="prx-legend">Tax rates</legend>
            {form.taxes.length === 0 ? <p className="ws-muted">No tax rates: prices are untaxed.</p> : null}
            {form.taxes.map((tax, i) => (
              <div key={tax.key} className="prx-list__row">
                <TextField label={`Tax rate ${i + 1} name`} value={tax.name} maxLength={60} onChange={(e) => set('taxes', form.taxes.map((t) => (t.key === tax.key ? { ...t, name: e.target.value } : t)))} error={errors[`taxes.${i}.name`]} />
                <TextField label={`Tax rate ${i + 1} (%)`} inputMode="decimal" className="prx-amount" value={tax.percent} onChange={(e) => set('taxes', form.taxes.map((t) => (t.key === tax.key ? { ...t, percent: e.target.value } : t)))} error={errors[`taxes.${i}.percent`]} />
                <label className="prx-check">
                  <input type="radio" name="default-tax" checked={form.defaultTaxKey === tax.key} onChange={() => set('defaultTaxKey', tax.key)} />
                  <span>Default</span>
                </label>
                <button type="button" className="ws-btn ws-btn--ghost ws-btn--sm" onClick={() => setForm((f) => ({ ...f, taxes: f.taxes.filter((t) => t.key !== tax.key), defaultTaxKey: f.defaultTaxKey === tax.key ? null : f.defaultTaxKey }))}>
                  Remove <span className="ws-visually-hidden">tax rate {i + 1}</span>
                </button>
              </div>
            ))}
            {form.taxes.length < 5 ? (
              <div className="ws-row">
                <button type="button" className="ws-btn ws-btn--ghost ws-btn--sm" onClick={() => set('taxes', [...form.taxes, { key: rowKey(), id: '', name: '', percent: '0' }])}>
                  Add a tax rate
                </button>
              </div>
            ) : null}
          </fieldset>
        </section>

        {GROUPS.map(({ group, title, hint }) => (
          <section key={group} className="ws-card app-panel prx-section" aria-labelledby={`prx-${group}-title`}>
            <h2 id={`prx-${group}-title`} className="ws-card__title">
              {title}
            </h2>
            <p className="ws-muted">{hint}</p>
            <div className="ws-table-wrap app-table-stack">
              <table className="ws-table prx-table">
                <caption className="ws-visually-hidden">{title}, by vehicle size</caption>
                <thead>
                  <tr>
                    <th scope="col">Service</th>
                    {SIZE_CLASSES.map((size) => (
                      <th key={size} scope="col">
                        {SIZE_CLASS_LABELS[size]}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {LABOUR_SERVICES.filter((s) => LABOUR_SERVICE_INFO[s].group === group).map((service) => (
                    <tr key={service}>
                      <th scope="row">{LABOUR_SERVICE_INFO[service].label}</th>
                      {SIZE_CLASSES.map((size) => {
                        const field = `labour.${service}.${size}`;
                        return (
                          <td key={size} data-label={SIZE_CLASS_LABELS[size]}>
                            <input
                              className="ws-input prx-amount"
                              inputMode="decimal"
                              aria-label={`${LABOUR_SERVICE_INFO[service].label}, ${SIZE_CLASS_LABELS[size]} (${form.currency})`}
                              aria-invalid={errors[field] ? true : undefined}
                              title={errors[field]}
                              value={form.labour[service][size]}
                              onChange={(e) => set('labour', { ...form.labour, [service]: { ...form.labour[service], [size]: e.target.value } })}
                            />
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        ))}

        <section className="ws-card app-panel prx-section" aria-labelledby="prx-film-title">
          <h2 id="prx-film-title" className="ws-card__title">
            Film
          </h2>
          <p className="ws-muted">What you charge for film by area, for the full wrap, roof and mirrors. A film’s own price comes first, then its brand’s, then its finish’s.</p>
          <div className="prx-grid">
            <SelectField label="Film prices are per" value={form.unit} onChange={(e) => set('unit', e.target.value as AreaUnit)}>
              <option value="sqft">square foot</option>
              <option value="m2">square metre</option>
            </SelectField>
            {money('Waste allowance (%)', 'waste', form.waste, (v) => set('waste', v), 'Film bought beyond the area: overlaps and trimming.')}
          </div>
          <fieldset className="prx-fieldset">
            <legend className="prx-legend">By finish, per {AREA_UNIT_LABELS[form.unit]}</legend>
            <div className="prx-grid">
              {FINISHES.map((finish) => (
                <div key={finish}>{money(FINISH_LABELS[finish], `byFinish.${finish}`, form.byFinish[finish], (v) => set('byFinish', { ...form.byFinish, [finish]: v }))}</div>
              ))}
            </div>
          </fieldset>
          <fieldset className="prx-fieldset prx-list">
            <legend className="prx-legend">By brand</legend>
            {form.byBrand.map((row, i) => (
              <div key={row.key} className="prx-list__row">
                <SelectField label={`Brand ${i + 1}`} value={row.brandId} onChange={(e) => set('byBrand', form.byBrand.map((b) => (b.key === row.key ? { ...b, brandId: e.target.value } : b)))}>
                  {BRANDS.map((b) => (
                    <option key={b.id} value={b.id}>
                      {b.name}
                    </option>
                  ))}
                </SelectField>
                <SelectField label={`Brand ${i + 1} finish`} value={row.finish} onChange={(e) => set('byBrand', form.byBrand.map((b) => (b.key === row.key ? { ...b, finish: e.target.value as Finish | '' } : b)))}>
                  <option value="">Every finish</option>
                  {FINISHES.map((f) => (
                    <option key={f} value={f}>
                      {FINISH_LABELS[f]}
                    </option>
                  ))}
                </SelectField>
                {money(`Brand ${i + 1} price per ${AREA_UNIT_LABELS[form.unit]}`, `byBrand.${i}.price`, row.price, (v) => set('byBrand', form.byBrand.map((b) => (b.key === row.key ? { ...b, price: v } : b))))}
                <button type="button" className="ws-btn ws-btn--ghost ws-btn--sm" onClick={() => set('byBrand', form.byBrand.filter((b) => b.key !== row.key))}>
                  Remove <span className="ws-visually-hidden">brand price {i + 1}</span>
                </button>
              </div>
            ))}
            <div className="ws-row">
              <button type="button" className="ws-btn ws-btn--ghost ws-btn--sm" onClick={() => set('byBrand', [...form.byBrand, { key: rowKey(), brandId: '3m', finish: '', price: form.byFinish.gloss }])}>
                Add a brand price
              </button>
            </div>
          </fieldset>
          <fieldset className="prx-fieldset prx-list">
            <legend className="prx-legend">By film</legend>
            {form.byFilm.map((row, i) => (
              <div key={row.key} className="prx-list__row">
                <SelectField label={`Film ${i + 1}`} value={row.filmId} onChange={(e) => set('byFilm', form.byFilm.map((f) => (f.key === row.key ? { ...f, filmId: e.target.value } : f)))}>
                  {FILMS.some((f) => f.id === row.filmId) ? null : <option value={row.filmId}>{row.filmId}</option>}
                  {BRANDS.filter((b) => FILMS.some((f) => f.brandId === b.id)).map((b) => (
                    <optgroup key={b.id} label={b.name}>
                      {FILMS.filter((f) => f.brandId === b.id).map((f) => (
                        <option key={f.id} value={f.id}>
                          {f.name}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </SelectField>
                {money(`Film ${i + 1} price per ${AREA_UNIT_LABELS[form.unit]}`, `byFilm.${i}.price`, row.price, (v) => set('byFilm', form.byFilm.map((f) => (f.key === row.key ? { ...f, price: v } : f))))}
                <button type="button" className="ws-btn ws-btn--ghost ws-btn--sm" onClick={() => set('byFilm', form.byFilm.filter((f) => f.key !== row.key))}>
                  Remove <span className="ws-visually-hidden">film price {i + 1}</span>
                </button>
              </div>
            ))}
            <div className="ws-row">
              <button type="button" className="ws-btn ws-btn--ghost ws-btn--sm" onClick={() => set('byFilm', [...form.byFilm, { key: rowKey(), filmId: EXAMPLE.filmId, price: form.byFinish.gloss }])}>
                Add a film price
              </button>
            </div>
          </fieldset>
        </section>

        <section className="ws-card app-panel prx-section" aria-labelledby="prx-extras-title">
          <h2 id="prx-extras-title" className="ws-card__title">
            Extras
          </h2>
          <fieldset className="prx-fieldset prx-list">
            <legend className="ws-visually-hidden">Extras</legend>
            {form.extras.length === 0 ? <p className="ws-muted">No extras yet.</p> : null}
            {form.extras.map((row, i) => (
              <div key={row.key} className="prx-list__row">
                <TextField label={`Extra ${i + 1}`} value={row.name} maxLength={80} onChange={(e) => set('extras', form.extras.map((x) => (x.key === row.key ? { ...x, name: e.target.value } : x)))} error={errors[`extras.${i}.name`]} />
                {money(`Extra ${i + 1} price`, `extras.${i}.price`, row.price, (v) => set('extras', form.extras.map((x) => (x.key === row.key ? { ...x, price: v } : x))))}
                <button type="button" className="ws-btn ws-btn--ghost ws-btn--sm" onClick={() => set('extras', form.extras.filter((x) => x.key !== row.key))}>
                  Remove <span className="ws-visually-hidden">extra {i + 1}</span>
                </button>
              </div>
            ))}
            <div className="ws-row">
              <button type="button" className="ws-btn ws-btn--ghost ws-btn--sm" onClick={() => set('extras', [...form.extras, { key: rowKey(), id: '', name: '', price: '0' }])}>
                Add an extra
              </button>
            </div>
          </fieldset>
        </section>

        <section className="ws-card app-panel prx-section" aria-labelledby="prx-widget-title">
          <h2 id="prx-widget-title" className="ws-card__title">
            Price range in your widget
          </h2>
          <label className="prx-check">
            <input type="checkbox" checked={form.rangeEnabled} onChange={(e) => set('rangeEnabled', e.target.checked)} />
            <span>After a render, show visitors a price range for their vehicle and film</span>
          </label>
          <div className="prx-grid">
            {money('Range around the price (± %)', 'rangeSpread', form.rangeSpread, (v) => set('rangeSpread', v), 'Rounded outward, e.g. “From $2,800 to $3,500”.')}
          </div>
        </section>
      </fieldset>

      <aside className="ws-card app-panel prx-example" aria-labelledby="prx-example-title" aria-live="polite">
        <h2 id="prx-example-title" className="ws-card__title">
          Example
        </h2>
        <Example parsed={parsed} fmt={fmt} />
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        {canEdit ? (
          <div className="ws-row">
            <button type="submit" className="ws-btn ws-btn--primary" disabled={saving}>
              {saving ? 'Saving…' : 'Save prices'}
            </button>
          </div>
        ) : null}
      </aside>
    </form>
  );
}

function Example({ parsed, fmt }: { parsed: ReturnType<typeof fromForm>; fmt: (amount: number) => string }) {
  if ('errors' in parsed) return <p className="ws-muted">Fix the marked fields to see an example.</p>;
  const book: PriceBook = parsed.book;
  try {
    const input = { vehicle: EXAMPLE.vehicle, filmId: EXAMPLE.filmId, zones: ['fullWrap' as const] };
    const lines = draftQuoteLines(book, input);
    const totals = priceDocument({ currency: book.currency, lines, pricesIncludeTax: book.pricesIncludeTax });
    const range = priceRange(book, input);
    return (
      <div className="ws-stack">
        <p data-testid="price-example">
          {EXAMPLE.words}: <strong>{fmt(totals.total)}</strong>
          {totals.tax > 0 ? <span className="ws-muted"> ({book.pricesIncludeTax ? 'including' : 'with'} {fmt(totals.tax)} tax)</span> : null}
        </p>
        <ul className="prx-example__lines">
          {lines.map((line, i) => (
            <li key={`${line.kind}-${line.ref}`}>
              <span>{line.description}</span> <span>{fmt(totals.lines[i]?.lineAmount ?? 0)}</span>
            </li>
          ))}
        </ul>
        <p className="ws-muted">{range ? `Your widget would show: From ${fmt(range.low)} to ${fmt(range.high)}.` : 'Your widget shows no price range.'}</p>
      </div>
    );
  } catch {
    return <p className="ws-muted">These prices are out of range: lower the amounts to see an example.</p>;
  }
}
