// The quote editor on a booking (issue 25 item 3): up to three options (good / better / best), each with its name,
// film, zones, a picture chosen from the shop's renders, lines (description, kind, quantity, unit price, tax rate
// from the shop's default), a discount and notes. Totals are priced live by priceDocument and written by
// formatMinor in the quote's currency. Once the customer accepted, it says which option, by whom and when, and
// nothing changes. The PDF is one link away.
import { useId, useState, type ReactNode } from 'react';
import { formatMinor, formatRate, QUOTE_LINE_KINDS, QUOTE_LINE_KIND_LABELS, type PricingTotals, type QuoteLineKind } from '@wrapsmith/core';
import type { QuoteDto, RenderDto } from '@wrapsmith/core/contract';
import { renderImagePath } from '@wrapsmith/core/rules';
import { apiErrorText, useApi } from '../../api/index.ts';
import { Alert, type Tone } from '../../components/alert.tsx';
import { SelectField, TextAreaField, TextField } from '../../components/field.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { Spinner } from '../../components/loading.tsx';
import { useData } from '../../hooks/use-data.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useShopFormat } from '../../lib/shop-format.ts';
import {
  canAddOption,
  checkOption,
  editorValues,
  emptyLine,
  lineValues,
  newOption,
  QUOTE_EDITOR_ERRORS,
  QUOTE_ZONE_LABELS,
  type LineValues,
  type OptionValues,
} from './quote-values.ts';
import { useWordsDates } from '../leads/words-dates.ts';
import { useArea } from '../../i18n/area.ts';
import { COMMON } from '../../i18n/areas/common/index.ts';
import { QUOTES } from '../../i18n/areas/quotes/index.ts';
import { useFormat } from '../../i18n/locale.ts';
import './quote-editor.css';

export const QUOTE_EDITOR_MESSAGES = {
  title: 'Quote options',
  intro: 'Up to three options the customer picks from on the quote page, each with its picture, lines and total.',
  loading: 'Loading the quote…',
  loadFailed: 'We could not load the quote.',
  retry: 'Try again',
  fromFields: 'These lines come from the prices above. Save the options to edit the lines themselves.',
  noOptions: 'No option yet: add one to price this quote line by line.',
  option: (n: number) => `Option ${n}`,
  name: 'Name',
  film: 'Film',
  zones: 'Zones',
  picture: 'Picture',
  noPicture: 'No picture',
  picturesFailed: 'The shop’s renders could not be loaded; the picture stays as it is.',
  pictureAlt: (what: string) => `Render: ${what}`,
  line: (n: number) => `Line ${n}`,
  description: 'Description',
  kind: 'Kind',
  quantity: 'Quantity',
  unitPrice: (currency: string) => `Unit price (${currency})`,
  taxRate: 'Tax %',
  removeLine: 'Remove line',
  addLine: 'Add line',
  fromPriceBook: 'Price from the price book',
  fromPriceBookHint: 'Replaces the lines with labour for this vehicle, the picture’s film over its zones, waste and tax, from Settings → Prices.',
  pickPictureFirst: 'Pick a picture of this film first: its film is what the price book prices.',
  priceBookFailed: 'The price book could not price this option. Fill in the lines by hand.',
  discount: 'Discount',
  discountNone: 'No discount',
  discountAmount: 'Amount off',
  discountRate: 'Percent off',
  discountValue: 'Discount value',
  notes: 'Notes for the customer',
  removeOption: 'Remove this option',
  addOption: 'Add option',
  save: 'Save quote options',
  saving: 'Saving…',
  saved: 'Quote options saved.',
  saveFailed: 'The quote options could not be saved.',
  fixFirst: 'Fix the highlighted fields first.',
  pdf: 'Download the quote (PDF)',
  subtotal: 'Subtotal',
  subtotalInclusive: 'Subtotal (tax included)',
  tax: (rate: number, on: string, inclusive: boolean) => `${inclusive ? 'Includes tax' : 'Tax'} ${formatRate(rate)} on ${on}`,
  total: 'Total',
  accepted: (label: string, name: string, at: string, address: string) =>
    `The customer accepted “${label}”${name ? `, signed “${name}”` : ''}, on ${at}${address ? ` from ${address}` : ''}.`,
  acceptedBadge: 'Accepted',
  readOnly: 'Your role may see these prices but not change them.',
} as const;

const M = QUOTE_EDITOR_MESSAGES;

type Words = typeof QUOTE_EDITOR_MESSAGES;
interface EditorWords extends Words {
  kindLabel: (kind: QuoteLineKind) => string;
  zoneLabel: (zone: string) => string;
  /** quote-values' English check messages and priceDocument's refusal, in the reader's words. */
  error: (text: string | undefined) => string | undefined;
  pricingError: (text: string | undefined) => string | undefined;
  money: (amount: number, currency: string) => string;
  removeLineN: (n: number) => string;
  discountLabel: (kind: 'rate' | 'amount', currency: string) => string;
}

const ENGLISH_WORDS: EditorWords = {
  ...M,
  kindLabel: (kind) => QUOTE_LINE_KIND_LABELS[kind],
  zoneLabel: (zone) => QUOTE_ZONE_LABELS[zone] ?? zone,
  error: (text) => text,
  pricingError: (text) => text,
  money: (amount, currency) => formatMinor(amount, currency),
  removeLineN: (n) => `${M.removeLine} ${n}`,
  discountLabel: (kind, currency) => (kind === 'rate' ? `${M.discountValue} (%)` : `${M.discountValue} (${currency})`),
};

const ERROR_KEYS = Object.keys(QUOTE_EDITOR_ERRORS) as (keyof typeof QUOTE_EDITOR_ERRORS)[];

/**
 * The editor's words in the reader's language (issue 28 item 1, the quotes area): English is QUOTE_EDITOR_MESSAGES
 * as before; another language reads the area's catalogue, money and rates through Intl in that language.
 */
function useQuoteWords(): EditorWords {
  const t = useArea(QUOTES);
  const c = useArea(COMMON);
  const dates = useWordsDates();
  const { locale } = useFormat();
  if (locale === 'en') return ENGLISH_WORDS;
  const rate = (r: number) => `${(r / 1000).toLocaleString(locale, { maximumFractionDigits: 3 })} %`;
  return {
    title: t('quotes.title'),
    intro: t('quotes.intro'),
    loading: t('quotes.loading'),
    loadFailed: t('quotes.loadFailed'),
    retry: c('common.retry'),
    fromFields: t('quotes.fromFields'),
    noOptions: t('quotes.noOptions'),
    option: (n) => t('quotes.option', { n }),
    name: t('quotes.name'),
    film: t('quotes.film'),
    zones: t('quotes.zones'),
    picture: t('quotes.picture'),
    noPicture: t('quotes.noPicture'),
    picturesFailed: t('quotes.picturesFailed'),
    pictureAlt: (what) => t('quotes.pictureAlt', { what }),
    line: (n) => t('quotes.line', { n }),
    description: t('quotes.description'),
    kind: t('quotes.kind'),
    quantity: t('quotes.quantity'),
    unitPrice: (currency) => t('quotes.unitPrice', { currency }),
    taxRate: t('quotes.taxRate'),
    removeLine: t('quotes.removeLine'),
    addLine: t('quotes.addLine'),
    fromPriceBook: t('quotes.fromPriceBook'),
    fromPriceBookHint: t('quotes.fromPriceBookHint'),
    pickPictureFirst: t('quotes.pickPictureFirst'),
    priceBookFailed: t('quotes.priceBookFailed'),
    discount: t('quotes.discount'),
    discountNone: t('quotes.discountNone'),
    discountAmount: t('quotes.discountAmount'),
    discountRate: t('quotes.discountRate'),
    discountValue: t('quotes.discount'),
    notes: t('quotes.notes'),
    removeOption: t('quotes.removeOption'),
    addOption: t('quotes.addOption'),
    save: t('quotes.save'),
    saving: c('common.saving'),
    saved: t('quotes.saved'),
    saveFailed: t('quotes.saveFailed'),
    fixFirst: t('quotes.fixFirst'),
    pdf: t('quotes.pdf'),
    subtotal: t('quotes.subtotal'),
    subtotalInclusive: t('quotes.subtotalInclusive'),
    tax: (r, on, inclusive) => t(inclusive ? 'quotes.taxIncluded' : 'quotes.tax', { rate: rate(r), on }),
    total: t('quotes.total'),
    accepted: (label, name, at, address) =>
      t(name ? (address ? 'quotes.acceptedSignedFrom' : 'quotes.acceptedSigned') : address ? 'quotes.acceptedFrom' : 'quotes.accepted', { label, name, at, address }),
    acceptedBadge: t('quotes.acceptedBadge'),
    readOnly: t('quotes.readOnly'),
    kindLabel: (kind) => t(`quotes.kind.${kind}`),
    zoneLabel: (zone) => (zone in QUOTE_ZONE_LABELS ? t(`quotes.zone.${zone as 'roof'}`) : zone),
    error: (text) => {
      const key = ERROR_KEYS.find((k) => QUOTE_EDITOR_ERRORS[k] === text);
      return key ? t(`quotes.error.${key}`) : text;
    },
    pricingError: (text) => (text ? t('quotes.pricingFailed') : undefined),
    money: (amount, currency) => formatMinor(amount, currency, { locale: dates.locale ?? locale }),
    removeLineN: (n) => t('quotes.removeLineN', { n }),
    discountLabel: (kind, currency) => (kind === 'rate' ? t('quotes.discountPercent') : t('quotes.discountIn', { currency })),
  } as EditorWords;
}

function Totals({ totals, currency, inclusive }: { totals: PricingTotals | null; currency: string; inclusive: boolean }) {
  const M = useQuoteWords();
  if (!totals) return null;
  const money = (amount: number) => M.money(amount, currency);
  const rows: [string, string, boolean?][] = [
    [inclusive ? M.subtotalInclusive : M.subtotal, money(totals.subtotal)],
    ...(totals.discount !== 0 ? [[M.discount, money(totals.discount)] as [string, string]] : []),
    ...totals.taxes.filter((t) => t.rate !== 0).map((t) => [M.tax(t.rate, money(t.taxable), inclusive), money(t.tax)] as [string, string]),
    [M.total, money(totals.total), true],
  ];
  return (
    <dl className="wsqe-totals" aria-live="polite">
      {rows.map(([label, value, strong]) => (
        <div key={label} className={strong ? 'wsqe-totals__total' : undefined}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function LineFields({ n, line, errors, currency, onChange, onRemove }: {
  n: number;
  line: LineValues;
  errors: Partial<Record<string, string>>;
  currency: string;
  onChange: (line: LineValues) => void;
  onRemove: () => void;
}) {
  const M = useQuoteWords();
  const set = (field: keyof LineValues) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => onChange({ ...line, [field]: e.target.value });
  return (
    <fieldset className="wsqe-line">
      <legend className="wsqe-line__legend">{M.line(n)}</legend>
      <div className="wsqe-line__description">
        <TextField label={M.description} value={line.description} error={M.error(errors.description)} onChange={set('description')} autoComplete="off" />
      </div>
      <SelectField label={M.kind} value={line.kind} onChange={set('kind')}>
        {QUOTE_LINE_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {M.kindLabel(kind)}
          </option>
        ))}
      </SelectField>
      <TextField label={M.quantity} inputMode="decimal" value={line.quantity} error={M.error(errors.quantity)} onChange={set('quantity')} autoComplete="off" />
      <TextField label={M.unitPrice(currency)} inputMode="decimal" value={line.unitPrice} error={M.error(errors.unitPrice)} onChange={set('unitPrice')} autoComplete="off" />
      <TextField label={M.taxRate} inputMode="decimal" value={line.taxRate} error={M.error(errors.taxRate)} onChange={set('taxRate')} autoComplete="off" />
      <div className="wsqe-line__remove">
        <button type="button" className="ws-btn ws-btn--sm" onClick={onRemove} aria-label={M.removeLineN(n)}>
          {M.removeLine}
        </button>
      </div>
    </fieldset>
  );
}

function PicturePicker({ value, renders, failed, onChange }: { value: string | null; renders: RenderDto[]; failed: boolean; onChange: (id: string | null, render?: RenderDto) => void }) {
  const M = useQuoteWords();
  const name = useId();
  // A picture chosen before that is not on the first page of renders stays shown and chosen.
  const shown = value && !renders.some((r) => r._id === value) ? [{ _id: value, url: renderImagePath(value) }] : [];
  return (
    <fieldset className="wsqe-pictures">
      <legend className="ws-label">{M.picture}</legend>
      {failed ? <p className="ws-field-hint">{M.picturesFailed}</p> : null}
      <div className="wsqe-pictures__grid">
        <label className="wsqe-picture">
          <input type="radio" name={name} checked={value === null} onChange={() => onChange(null)} />
          <span className="wsqe-picture__none">{M.noPicture}</span>
        </label>
        {shown.map((r) => (
          <label key={r._id} className="wsqe-picture">
            <input type="radio" name={name} checked readOnly />
            <img src={r.url} alt={M.pictureAlt(M.picture)} />
          </label>
        ))}
        {renders.map((r) => {
          const what = [r.vehicle ? `${r.vehicle.year} ${r.vehicle.make} ${r.vehicle.model}` : '', `${r.film.brand} ${r.film.name}`].filter(Boolean).join(', ');
          return (
            <label key={r._id} className="wsqe-picture">
              <input type="radio" name={name} checked={value === r._id} onChange={() => onChange(r._id, r)} />
              <img src={r.url} alt={M.pictureAlt(what)} loading="lazy" />
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

function OptionCard({ n, option, quote, renders, rendersFailed, onChange, onRemove, showErrors, onPrice }: {
  n: number;
  option: OptionValues;
  quote: QuoteDto;
  renders: RenderDto[];
  rendersFailed: boolean;
  onChange: (option: OptionValues) => void;
  onRemove: (() => void) | null;
  showErrors: boolean;
  /** Drafts this option's lines from the price book for the film of its picture and its zones (issue 25 items 1–3). */
  onPrice: (filmId: string) => Promise<void>;
}) {
  const M = useQuoteWords();
  const [pricing, setPricing] = useState<'idle' | 'busy' | 'failed'>('idle');
  const filmId = renders.find((r) => r._id === option.renderId)?.film.id ?? null;
  async function price() {
    if (!filmId) return;
    setPricing('busy');
    try {
      await onPrice(filmId);
      setPricing('idle');
    } catch {
      setPricing('failed');
    }
  }
  const headingId = useId();
  const checked = checkOption(option, quote.currency, quote.pricesIncludeTax);
  const accepted = quote.accepted?.optionId !== undefined && quote.options[n - 1]?.id === quote.accepted.optionId;
  const setLine = (i: number) => (line: LineValues) => onChange({ ...option, lines: option.lines.map((l, j) => (j === i ? line : l)) });
  return (
    <section className="ws-card wsqe-option" aria-labelledby={headingId}>
      <h3 id={headingId} className="wsqe-option__title">
        {M.option(n)}
        {accepted ? <span className="wsqe-badge">{M.acceptedBadge}</span> : null}
      </h3>
      <div className="ws-form-grid">
        <TextField label={M.name} value={option.label} maxLength={40} error={showErrors ? M.error(checked.labelError) : undefined} onChange={(e) => onChange({ ...option, label: e.target.value })} />
        <TextField label={M.film} value={option.film} maxLength={120} onChange={(e) => onChange({ ...option, film: e.target.value })} />
      </div>
      <fieldset className="wsqe-zones">
        <legend className="ws-label">{M.zones}</legend>
        {Object.keys(QUOTE_ZONE_LABELS).map((zone) => (
          <label key={zone} className="wsqe-check">
            <input
              type="checkbox"
              checked={option.zones.includes(zone)}
              onChange={(e) => onChange({ ...option, zones: e.target.checked ? [...option.zones, zone] : option.zones.filter((z) => z !== zone) })}
            />
            {M.zoneLabel(zone)}
          </label>
        ))}
      </fieldset>
      <PicturePicker
        value={option.renderId}
        renders={renders}
        failed={rendersFailed}
        onChange={(renderId, render) => onChange({ ...option, renderId, film: option.film || (render ? `${render.film.brand} ${render.film.name}`.trim() : '') })}
      />
      <div className="ws-row">
        <button type="button" className="ws-btn ws-btn--sm" disabled={!filmId || pricing === 'busy'} aria-describedby={`${headingId}-price-hint`} onClick={() => void price()}>
          {M.fromPriceBook}
        </button>
        <p id={`${headingId}-price-hint`} className="ws-field-hint">
          {filmId ? M.fromPriceBookHint : M.pickPictureFirst}
        </p>
      </div>
      {pricing === 'failed' ? <Alert tone="error">{M.priceBookFailed}</Alert> : null}
      <div className="wsqe-lines">
        {option.lines.map((line, i) => (
          <LineFields
            key={line.key}
            n={i + 1}
            line={line}
            currency={quote.currency}
            errors={showErrors ? (checked.lineErrors[i] ?? {}) : {}}
            onChange={setLine(i)}
            onRemove={() => onChange({ ...option, lines: option.lines.filter((_, j) => j !== i) })}
          />
        ))}
        <div>
          <button type="button" className="ws-btn ws-btn--sm" onClick={() => onChange({ ...option, lines: [...option.lines, emptyLine(quote.defaultTaxRate)] })}>
            {M.addLine}
          </button>
        </div>
      </div>
      <div className="ws-form-grid">
        <SelectField label={M.discount} value={option.discountKind} onChange={(e) => onChange({ ...option, discountKind: e.target.value as OptionValues['discountKind'] })}>
          <option value="none">{M.discountNone}</option>
          <option value="amount">{M.discountAmount}</option>
          <option value="rate">{M.discountRate}</option>
        </SelectField>
        {option.discountKind !== 'none' ? (
          <TextField
            label={M.discountLabel(option.discountKind === 'rate' ? 'rate' : 'amount', quote.currency)}
            inputMode="decimal"
            value={option.discount}
            error={showErrors ? M.error(checked.discountError) : undefined}
            onChange={(e) => onChange({ ...option, discount: e.target.value })}
          />
        ) : null}
      </div>
      <TextAreaField label={M.notes} rows={3} maxLength={2000} value={option.notes} onChange={(e) => onChange({ ...option, notes: e.target.value })} />
      {checked.pricingError ? <Alert tone="error">{M.pricingError(checked.pricingError)}</Alert> : null}
      <Totals totals={checked.totals} currency={quote.currency} inclusive={quote.pricesIncludeTax} />
      {onRemove ? (
        <div>
          <button type="button" className="ws-btn ws-btn--sm" onClick={onRemove}>
            {M.removeOption}
          </button>
        </div>
      ) : null}
    </section>
  );
}

function Frame({ children }: { children: ReactNode }) {
  const M = useQuoteWords();
  const id = useId();
  return (
    <section className="ws-card wsqe" aria-labelledby={id}>
      <h2 id={id} className="wsqe__title">
        {M.title}
      </h2>
      <p className="ws-muted">{M.intro}</p>
      {children}
    </section>
  );
}

/** `editable`: the viewer may set prices (decision 062); otherwise the options are shown read-only. */
export function QuoteEditor({ bookingId, editable }: { bookingId: string; editable: boolean }) {
  const { locale } = useShopFormat();
  const M = useQuoteWords();
  const dates = useWordsDates();
  const english = useFormat().locale === 'en';
  const api = useApi();
  const { state, reload } = useData(bookingId, async (api) => (await api.bookings.quote(bookingId)).data);
  const pictures = useData(editable ? 'quote-renders' : null, async (api) => (await api.studio.renders('all', 1)).data.renders);
  const [values, setValues] = useState<{ from: QuoteDto; options: OptionValues[] } | null>(null);
  const [saved, setSaved] = useState<QuoteDto | null>(null);
  const [notice, setNotice] = useState<{ tone: Tone; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [showErrors, setShowErrors] = useState(false);

  if (state.status === 'loading' || state.status === 'idle') return <Frame><Spinner label={M.loading} /></Frame>;
  if (state.status === 'error') return <Frame><LoadError message={M.loadFailed} retryLabel={M.retry} onRetry={reload} /></Frame>;
  const quote = saved ?? state.data;
  const options = values?.from === quote ? values.options : editorValues(quote);
  const locked = !editable || quote.accepted !== null;
  const setOptions = (next: OptionValues[]) => {
    setValues({ from: quote, options: next });
    setNotice(null);
  };
  const renders = pictures.state.status === 'ready' ? pictures.state.data : [];

  async function addOption() {
    const last = options.at(-1);
    if (last) return setOptions([...options, newOption(options, last, quote.defaultTaxRate)]);
    // The first option starts from the booking's drafted lines (the price book, once it is there).
    const fresh = newOption(options, undefined, quote.defaultTaxRate);
    try {
      const drafted = (await api.bookings.draftQuoteLines(bookingId, '', [])).data;
      if (drafted.length > 0) fresh.lines = drafted.map((l) => lineValues(l, quote.currency));
    } catch {
      // Drafting is a convenience: an empty line to fill in is as good.
    }
    setOptions([fresh]);
  }

  async function save() {
    const checked = options.map((o) => checkOption(o, quote.currency, quote.pricesIncludeTax));
    const inputs = checked.flatMap((c) => (c.input ? [c.input] : []));
    if (inputs.length !== options.length || inputs.length === 0) {
      setShowErrors(true);
      setNotice({ tone: 'error', text: M.fixFirst });
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      const res = await api.bookings.saveQuote(bookingId, { options: inputs });
      setSaved(res.data);
      setValues(null);
      setShowErrors(false);
      setNotice({ tone: 'success', text: (english && res.message) || M.saved });
    } catch (err) {
      setNotice({ tone: 'error', text: english ? apiErrorText(err, M.saveFailed, M.saveFailed) : M.saveFailed });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Frame>
      {quote.accepted ? (
        <Alert tone="success">{M.accepted(quote.accepted.optionLabel, quote.accepted.name, formatDateTime(quote.accepted.at, dates.locale ?? locale), quote.accepted.address)}</Alert>
      ) : null}
      {!editable ? <p className="ws-field-hint">{M.readOnly}</p> : null}
      {!quote.edited && options.length > 0 && !locked ? <p className="ws-field-hint">{M.fromFields}</p> : null}
      {options.length === 0 ? <p className="ws-muted">{M.noOptions}</p> : null}
      <fieldset className="wsqe-fields" disabled={locked || busy}>
        {options.map((option, i) => (
          <OptionCard
            key={option.key}
            n={i + 1}
            option={option}
            quote={quote}
            renders={renders}
            rendersFailed={pictures.state.status === 'error'}
            showErrors={showErrors}
            onChange={(next) => setOptions(options.map((o, j) => (j === i ? next : o)))}
            onRemove={options.length > 1 ? () => setOptions(options.filter((_, j) => j !== i)) : null}
            onPrice={async (filmId) => {
              const drafted = (await api.bookings.draftQuoteLines(bookingId, filmId, option.zones)).data;
              setOptions(options.map((o, j) => (j === i ? { ...o, lines: drafted.map((l) => lineValues(l, quote.currency)) } : o)));
            }}
          />
        ))}
      </fieldset>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <div className="ws-row wsqe-actions">
        {!locked && canAddOption(options) ? (
          <button type="button" className="ws-btn" disabled={busy} onClick={() => void addOption()}>
            {M.addOption}
          </button>
        ) : null}
        {!locked ? (
          <button type="button" className="ws-btn ws-btn--primary" disabled={busy || options.length === 0} aria-busy={busy || undefined} onClick={() => void save()}>
            {busy ? M.saving : M.save}
          </button>
        ) : null}
        {options.length > 0 ? (
          <a className="ws-btn ws-btn--ghost" href={quote.pdfUrl} target="_blank" rel="noopener">
            {M.pdf}
          </a>
        ) : null}
      </div>
    </Frame>
  );
}
