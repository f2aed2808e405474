// Settings → Prices (/settings/prices, issue 25 item 1, decision 085): the shop's price book — currency and tax,
// labour per service and vehicle size class, film per area, extras, waste, and the widget's price range — with a
// live example priced by the same functions quotes use (draftQuoteLines + priceDocument). Those with the Prices
// area's view level read it; its edit level saves it (the owner and the Shop Manager by default). Its words are the
// settings-prices area's (decision 101).
import { useMemo, useState } from 'react';
import { formatMinor, priceDocument } from '@wrapsmith/core';
import type { PriceBookDto } from '@wrapsmith/core/contract';
import {
  BRANDS,
  draftQuoteLines,
  FILMS,
  FINISHES,
  LABOUR_SERVICE_INFO,
  LABOUR_SERVICES,
  priceRange,
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
import { useArea } from '../../../i18n/area.ts';
import { COMMON } from '../../../i18n/areas/common/index.ts';
import type { SETTINGS_PRICES_EN } from '../../../i18n/areas/settings-prices/en.ts';
import { SETTINGS_PRICES } from '../../../i18n/areas/settings-prices/index.ts';
import { useFormat } from '../../../i18n/locale.ts';
import { useSession } from '../../../stores/session.ts';
import { SettingsNav } from '../settings-nav.tsx';
import { fromForm, rowKey, toForm, type FormErrors, type FormWords, type PriceForm } from './prices-form.ts';
import './prices.css';

/** The example on the page: a mid-size sedan's full wrap in 3M 2080 Gloss Black. */
const EXAMPLE = {
  vehicle: { year: 2022, make: 'Toyota', model: 'Camry', bodyStyle: 'sedan' as const },
  filmId: '3m-g12',
};

const GROUPS: readonly ServiceGroup[] = ['wrap', 'tint', 'ppf'];

type PricesT = (key: keyof typeof SETTINGS_PRICES_EN, values?: Record<string, string | number>) => string;

const CURRENCIES = (() => {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : [];
  return all.length > 0 ? all : ['USD', 'CAD', 'EUR', 'GBP', 'AUD', 'JPY'];
})();

export function PricesPage() {
  const t = useArea(SETTINGS_PRICES);
  const common = useArea(COMMON);
  const user = useSession((s) => s.currentUser);
  const { state, reload, update } = useData('price-book', async (api) => (await api.prices.book()).data);
  if (!user) return null;
  const canEdit = userMay(user, 'prices', 'edit');
  return (
    <div className="app-page prx-page">
      <SettingsNav />
      <PageHeader title={t('settingsPrices.title')}>{t('settingsPrices.intro')}</PageHeader>
      {canEdit ? null : <Alert tone="info">{t('settingsPrices.readOnly')}</Alert>}
      {state.status === 'loading' ? <Spinner label={t('settingsPrices.loading')} /> : null}
      {state.status === 'error' ? <LoadError message={t('settingsPrices.loadFailed')} retryLabel={common('common.retry')} onRetry={reload} /> : null}
      {state.status === 'ready' ? (
        <PriceBookForm key={state.data.updatedAt ?? 'defaults'} stored={state.data} canEdit={canEdit} onSaved={(saved) => update(() => saved)} />
      ) : null}
    </div>
  );
}

function PriceBookForm({ stored, canEdit, onSaved }: { stored: PriceBookDto; canEdit: boolean; onSaved: (saved: PriceBookDto) => void }) {
  const t = useArea(SETTINGS_PRICES);
  const common = useArea(COMMON);
  const { locale } = useFormat();
  const api = useApi();
  const [form, setForm] = useState<PriceForm>(() => toForm(stored.book));
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof PriceForm>(key: K, value: PriceForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const say: FormWords = {
    pickCurrency: t('settingsPrices.error.pickCurrency'),
    currencyFirst: t('settingsPrices.error.currencyFirst'),
    amount: (currency, example) => t('settingsPrices.error.amount', { currency, example }),
    percent: (max) => t('settingsPrices.error.percent', { max }),
    nameTax: t('settingsPrices.error.nameTax'),
    nameExtra: t('settingsPrices.error.nameExtra'),
  };
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the words change with the language only, and `locale` stands for them
  const parsed = useMemo(() => fromForm(form, say), [form, locale]);
  const currency = 'book' in parsed ? parsed.book.currency : stored.book.currency;
  // English as the browser writes amounts (as before); another language as that language does.
  const fmt = (amount: number) => formatMinor(amount, currency, { locale: locale === 'en' ? navigator.language || 'en-US' : locale });
  const unit = t(`settingsPrices.unitShort.${form.unit}`);
  const sizeLabel = (size: (typeof SIZE_CLASSES)[number]) => t(`settingsPrices.size.${size}`);
  const serviceLabel = (service: (typeof LABOUR_SERVICES)[number]) => t(`settingsPrices.labour.${service}`);
  const finishLabel = (finish: Finish) => t(`settingsPrices.finish.${finish}`);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setFailure(null);
    if ('errors' in parsed) {
      setErrors(parsed.errors);
      setFailure(t('settingsPrices.fixFields'));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const res = await api.prices.save(parsed.book);
      // The API's message is English: the screen says it in its own words.
      notify('success', t('settingsPrices.saved'));
      onSaved(res.data);
    } catch (err) {
      setFailure(apiErrorText(err, t('settingsPrices.saveFailed'), t('settingsPrices.saveFailed')));
    } finally {
      setSaving(false);
    }
  }

  const money = (label: string, field: string, value: string, onChange: (v: string) => void, hint?: string) => (
    <TextField label={label} inputMode="decimal" autoComplete="off" className="prx-amount" value={value} onChange={(e) => onChange(e.target.value)} error={errors[field]} hint={hint} />
  );

  return (
    <form className="prx-layout" onSubmit={(e) => void save(e)} noValidate aria-label={t('settingsPrices.book')}>
      <fieldset className="prx-fieldset" disabled={!canEdit || saving}>
        <legend className="ws-visually-hidden">{t('settingsPrices.book')}</legend>
        {stored.saved ? null : <Alert tone="info">{t('settingsPrices.startingPoints')}</Alert>}

        <section className="ws-card app-panel prx-section" aria-labelledby="prx-tax-title">
          <h2 id="prx-tax-title" className="ws-card__title">
            {t('settingsPrices.taxTitle')}
          </h2>
          <div className="prx-grid">
            <SelectField label={t('settingsPrices.currency')} value={form.currency} onChange={(e) => set('currency', e.target.value)} error={errors.currency} hint={t('settingsPrices.currencyHint')}>
              {CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </SelectField>
          </div>
          <label className="prx-check">
            <input type="checkbox" checked={form.pricesIncludeTax} onChange={(e) => set('pricesIncludeTax', e.target.checked)} />
            <span>{t('settingsPrices.includesTax')}</span>
          </label>
          <fieldset className="prx-fieldset prx-list">
            <legend className="prx-legend">{t('settingsPrices.taxRates')}</legend>
            {form.taxes.length === 0 ? <p className="ws-muted">{t('settingsPrices.noTaxes')}</p> : null}
            {form.taxes.map((tax, i) => (
              <div key={tax.key} className="prx-list__row">
                <TextField label={t('settingsPrices.taxName', { n: i + 1 })} value={tax.name} maxLength={60} onChange={(e) => set('taxes', form.taxes.map((r) => (r.key === tax.key ? { ...r, name: e.target.value } : r)))} error={errors[`taxes.${i}.name`]} />
                <TextField label={t('settingsPrices.taxPercent', { n: i + 1 })} inputMode="decimal" className="prx-amount" value={tax.percent} onChange={(e) => set('taxes', form.taxes.map((r) => (r.key === tax.key ? { ...r, percent: e.target.value } : r)))} error={errors[`taxes.${i}.percent`]} />
                <label className="prx-check">
                  <input type="radio" name="default-tax" checked={form.defaultTaxKey === tax.key} onChange={() => set('defaultTaxKey', tax.key)} />
                  <span>{t('settingsPrices.default')}</span>
                </label>
                <button type="button" className="ws-btn ws-btn--ghost ws-btn--sm" onClick={() => setForm((f) => ({ ...f, taxes: f.taxes.filter((r) => r.key !== tax.key), defaultTaxKey: f.defaultTaxKey === tax.key ? null : f.defaultTaxKey }))}>
                  {t('settingsPrices.remove')} <span className="ws-visually-hidden">{t('settingsPrices.removeTax', { n: i + 1 })}</span>
                </button>
              </div>
            ))}
            {form.taxes.length < 5 ? (
              <div className="ws-row">
                <button type="button" className="ws-btn ws-btn--ghost ws-btn--sm" onClick={() => set('taxes', [...form.taxes, { key: rowKey(), id: '', name: '', percent: '0' }])}>
                  {t('settingsPrices.addTax')}
                </button>
              </div>
            ) : null}
          </fieldset>
        </section>

        {GROUPS.map((group) => {
          const title = t(`settingsPrices.group.${group}`);
          return (
          <section key={group} className="ws-card app-panel prx-section" aria-labelledby={`prx-${group}-title`}>
            <h2 id={`prx-${group}-title`} className="ws-card__title">
              {title}
            </h2>
            <p className="ws-muted">{t(`settingsPrices.groupHint.${group}`)}</p>
            <div className="ws-table-wrap app-table-stack">
              <table className="ws-table prx-table">
                <caption className="ws-visually-hidden">{t('settingsPrices.bySize', { title })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('settingsPrices.service')}</th>
                    {SIZE_CLASSES.map((size) => (
                      <th key={size} scope="col">
                        {sizeLabel(size)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {LABOUR_SERVICES.filter((s) => LABOUR_SERVICE_INFO[s].group === group).map((service) => (
                    <tr key={service}>
                      <th scope="row">{serviceLabel(service)}</th>
                      {SIZE_CLASSES.map((size) => {
                        const field = `labour.${service}.${size}`;
                        return (
                          <td key={size} data-label={sizeLabel(size)}>
                            <input
                              className="ws-input prx-amount"
                              inputMode="decimal"
                              aria-label={t('settingsPrices.cell', { service: serviceLabel(service), size: sizeLabel(size), currency: form.currency })}
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
          );
        })}

        <section className="ws-card app-panel prx-section" aria-labelledby="prx-film-title">
          <h2 id="prx-film-title" className="ws-card__title">
            {t('settingsPrices.filmTitle')}
          </h2>
          <p className="ws-muted">{t('settingsPrices.filmIntro')}</p>
          <div className="prx-grid">
            <SelectField label={t('settingsPrices.unit')} value={form.unit} onChange={(e) => set('unit', e.target.value as AreaUnit)}>
              <option value="sqft">{t('settingsPrices.unit.sqft')}</option>
              <option value="m2">{t('settingsPrices.unit.m2')}</option>
            </SelectField>
            {money(t('settingsPrices.waste'), 'waste', form.waste, (v) => set('waste', v), t('settingsPrices.wasteHint'))}
          </div>
          <fieldset className="prx-fieldset">
            <legend className="prx-legend">{t('settingsPrices.byFinish', { unit })}</legend>
            <div className="prx-grid">
              {FINISHES.map((finish) => (
                <div key={finish}>{money(finishLabel(finish), `byFinish.${finish}`, form.byFinish[finish], (v) => set('byFinish', { ...form.byFinish, [finish]: v }))}</div>
              ))}
            </div>
          </fieldset>
          <fieldset className="prx-fieldset prx-list">
            <legend className="prx-legend">{t('settingsPrices.byBrand')}</legend>
            {form.byBrand.map((row, i) => (
              <div key={row.key} className="prx-list__row">
                <SelectField label={t('settingsPrices.brand', { n: i + 1 })} value={row.brandId} onChange={(e) => set('byBrand', form.byBrand.map((b) => (b.key === row.key ? { ...b, brandId: e.target.value } : b)))}>
                  {BRANDS.map((b) => (
                    <option key={b.id} value={b.id}>
                      {b.name}
                    </option>
                  ))}
                </SelectField>
                <SelectField label={t('settingsPrices.brandFinish', { n: i + 1 })} value={row.finish} onChange={(e) => set('byBrand', form.byBrand.map((b) => (b.key === row.key ? { ...b, finish: e.target.value as Finish | '' } : b)))}>
                  <option value="">{t('settingsPrices.everyFinish')}</option>
                  {FINISHES.map((f) => (
                    <option key={f} value={f}>
                      {finishLabel(f)}
                    </option>
                  ))}
                </SelectField>
                {money(t('settingsPrices.brandPrice', { n: i + 1, unit }), `byBrand.${i}.price`, row.price, (v) => set('byBrand', form.byBrand.map((b) => (b.key === row.key ? { ...b, price: v } : b))))}
                <button type="button" className="ws-btn ws-btn--ghost ws-btn--sm" onClick={() => set('byBrand', form.byBrand.filter((b) => b.key !== row.key))}>
                  {t('settingsPrices.remove')} <span className="ws-visually-hidden">{t('settingsPrices.removeBrand', { n: i + 1 })}</span>
                </button>
              </div>
            ))}
            <div className="ws-row">
              <button type="button" className="ws-btn ws-btn--ghost ws-btn--sm" onClick={() => set('byBrand', [...form.byBrand, { key: rowKey(), brandId: '3m', finish: '', price: form.byFinish.gloss }])}>
                {t('settingsPrices.addBrand')}
              </button>
            </div>
          </fieldset>
          <fieldset className="prx-fieldset prx-list">
            <legend className="prx-legend">{t('settingsPrices.byFilm')}</legend>
            {form.byFilm.map((row, i) => (
              <div key={row.key} className="prx-list__row">
                <SelectField label={t('settingsPrices.film', { n: i + 1 })} value={row.filmId} onChange={(e) => set('byFilm', form.byFilm.map((f) => (f.key === row.key ? { ...f, filmId: e.target.value } : f)))}>
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
                {money(t('settingsPrices.filmPrice', { n: i + 1, unit }), `byFilm.${i}.price`, row.price, (v) => set('byFilm', form.byFilm.map((f) => (f.key === row.key ? { ...f, price: v } : f))))}
                <button type="button" className="ws-btn ws-btn--ghost ws-btn--sm" onClick={() => set('byFilm', form.byFilm.filter((f) => f.key !== row.key))}>
                  {t('settingsPrices.remove')} <span className="ws-visually-hidden">{t('settingsPrices.removeFilm', { n: i + 1 })}</span>
                </button>
              </div>
            ))}
            <div className="ws-row">
              <button type="button" className="ws-btn ws-btn--ghost ws-btn--sm" onClick={() => set('byFilm', [...form.byFilm, { key: rowKey(), filmId: EXAMPLE.filmId, price: form.byFinish.gloss }])}>
                {t('settingsPrices.addFilm')}
              </button>
            </div>
          </fieldset>
        </section>

        <section className="ws-card app-panel prx-section" aria-labelledby="prx-extras-title">
          <h2 id="prx-extras-title" className="ws-card__title">
            {t('settingsPrices.extrasTitle')}
          </h2>
          <fieldset className="prx-fieldset prx-list">
            <legend className="ws-visually-hidden">{t('settingsPrices.extrasTitle')}</legend>
            {form.extras.length === 0 ? <p className="ws-muted">{t('settingsPrices.noExtras')}</p> : null}
            {form.extras.map((row, i) => (
              <div key={row.key} className="prx-list__row">
                <TextField label={t('settingsPrices.extra', { n: i + 1 })} value={row.name} maxLength={80} onChange={(e) => set('extras', form.extras.map((x) => (x.key === row.key ? { ...x, name: e.target.value } : x)))} error={errors[`extras.${i}.name`]} />
                {money(t('settingsPrices.extraPrice', { n: i + 1 }), `extras.${i}.price`, row.price, (v) => set('extras', form.extras.map((x) => (x.key === row.key ? { ...x, price: v } : x))))}
                <button type="button" className="ws-btn ws-btn--ghost ws-btn--sm" onClick={() => set('extras', form.extras.filter((x) => x.key !== row.key))}>
                  {t('settingsPrices.remove')} <span className="ws-visually-hidden">{t('settingsPrices.removeExtra', { n: i + 1 })}</span>
                </button>
              </div>
            ))}
            <div className="ws-row">
              <button type="button" className="ws-btn ws-btn--ghost ws-btn--sm" onClick={() => set('extras', [...form.extras, { key: rowKey(), id: '', name: '', price: '0' }])}>
                {t('settingsPrices.addExtra')}
              </button>
            </div>
          </fieldset>
        </section>

        <section className="ws-card app-panel prx-section" aria-labelledby="prx-widget-title">
          <h2 id="prx-widget-title" className="ws-card__title">
            {t('settingsPrices.rangeTitle')}
          </h2>
          <label className="prx-check">
            <input type="checkbox" checked={form.rangeEnabled} onChange={(e) => set('rangeEnabled', e.target.checked)} />
            <span>{t('settingsPrices.rangeEnabled')}</span>
          </label>
          <div className="prx-grid">
            {money(t('settingsPrices.rangeSpread'), 'rangeSpread', form.rangeSpread, (v) => set('rangeSpread', v), t('settingsPrices.rangeHint', { low: fmt(280_000), high: fmt(350_000) }))}
          </div>
        </section>
      </fieldset>

      <aside className="ws-card app-panel prx-example" aria-labelledby="prx-example-title" aria-live="polite">
        <h2 id="prx-example-title" className="ws-card__title">
          {t('settingsPrices.exampleTitle')}
        </h2>
        <Example parsed={parsed} fmt={fmt} t={t} />
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        {canEdit ? (
          <div className="ws-row">
            <button type="submit" className="ws-btn ws-btn--primary" disabled={saving}>
              {saving ? common('common.saving') : t('settingsPrices.save')}
            </button>
          </div>
        ) : null}
      </aside>
    </form>
  );
}

function Example({ parsed, fmt, t }: { parsed: ReturnType<typeof fromForm>; fmt: (amount: number) => string; t: PricesT }) {
  if ('errors' in parsed) return <p className="ws-muted">{t('settingsPrices.fixToSee')}</p>;
  const book: PriceBook = parsed.book;
  try {
    const input = { vehicle: EXAMPLE.vehicle, filmId: EXAMPLE.filmId, zones: ['fullWrap' as const] };
    const lines = draftQuoteLines(book, input);
    const totals = priceDocument({ currency: book.currency, lines, pricesIncludeTax: book.pricesIncludeTax });
    const range = priceRange(book, input);
    return (
      <div className="ws-stack">
        <p data-testid="price-example">
          {t('settingsPrices.exampleLead')} <strong>{fmt(totals.total)}</strong>
          {totals.tax > 0 ? <span className="ws-muted"> {t(book.pricesIncludeTax ? 'settingsPrices.includingTax' : 'settingsPrices.withTax', { tax: fmt(totals.tax) })}</span> : null}
        </p>
        <ul className="prx-example__lines">
          {lines.map((line, i) => (
            <li key={`${line.kind}-${line.ref}`}>
              <span>{line.description}</span> <span>{fmt(totals.lines[i]?.lineAmount ?? 0)}</span>
            </li>
          ))}
        </ul>
        <p className="ws-muted">{range ? t('settingsPrices.wouldShow', { low: fmt(range.low), high: fmt(range.high) }) : t('settingsPrices.noRange')}</p>
      </div>
    );
  } catch {
    return <p className="ws-muted">{t('settingsPrices.outOfRange')}</p>;
  }
}
