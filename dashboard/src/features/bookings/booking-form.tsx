// The booking form of spec §3, shared by Book Now and the work order: every field in sections, the Studio's
// catalogue for year → make → model and brand → wrap colour (with the resets of §4), and the page's buttons
// (children) at the end. Controlled: the page owns the values, the errors and what submitting does.
import { useId, type ReactNode } from 'react';
import type { FilmGroup, VehicleMake, WrapBrand } from '@wrapsmith/visualizer';
import { useAsync, type AsyncState } from '@wrapsmith/visualizer';
import { BOOKING_MESSAGES, bookingCost, DEALERSHIP_OPTIONS, formatMoney, normaliseCheckInTime, REPEAT_CUSTOMER_OPTIONS, SHOP_CURRENCY, VIP_OPTIONS } from '@wrapsmith/core';
import { useApi } from '../../api/index.ts';
import { SelectField, TextAreaField, TextField } from '../../components/field.tsx';
import type { FieldErrors } from '../../lib/form-errors.ts';
import { useArea } from '../../i18n/area.ts';
import { BOOKING_FORM, type BookingFormWords } from '../../i18n/areas/booking-form/index.ts';
import { filmName, withChange, type BookingField, type BookingFormValues } from './booking-values.ts';
import { AreaField } from './area-field.tsx';
import { useShopFormat } from '../../lib/shop-format.ts';
import { MaterialEstimate, materialZonesOf } from './material-estimate.tsx';
import './booking-form.css';

export interface BookingFormProps {
  /** Names the form for assistive technology. */
  label: string;
  values: BookingFormValues;
  /** The new values, already with the dependency resets applied, and the field the user changed. */
  onChange: (values: BookingFormValues, field: BookingField) => void;
  onSubmit: () => void;
  errors?: FieldErrors;
  /** The earliest booking and completion date (today for a new booking); none on the work order. */
  minDate?: string;
  /** While a request runs, nothing can be edited. */
  disabled?: boolean;
  image?: { src: string; alt: string } | null;
  /** Messages and buttons under the sections. */
  children: ReactNode;
  /**
   * The viewer's Prices level (decision 062): `none` hides every money field (the server sends them as null),
   * `view` shows them read-only; default `edit`.
   */
  prices?: 'none' | 'view' | 'edit';
}

/** The form's own checks (booking-values.ts: core's BOOKING_MESSAGES) in the active language; any other message as it came. */
const CHECK_KEYS = {
  [BOOKING_MESSAGES.dateNeeded]: 'bookingForm.dateNeeded',
  [BOOKING_MESSAGES.emailNeededForQuote]: 'bookingForm.emailNeededForQuote',
  [BOOKING_MESSAGES.dateInPast]: 'bookingForm.dateInPast',
  [BOOKING_MESSAGES.completionBeforeBooking]: 'bookingForm.completionBeforeBooking',
  [BOOKING_MESSAGES.submitFailed]: 'bookingForm.submitFailed',
  [BOOKING_MESSAGES.generic]: 'bookingForm.generic',
} as const satisfies Record<string, keyof typeof BOOKING_FORM.english>;

export function bookingMessage(t: BookingFormWords, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const key = (CHECK_KEYS as Record<string, keyof typeof BOOKING_FORM.english | undefined>)[message];
  return key ? t(key) : message;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="ws-card wsb-section" aria-labelledby={id}>
      <h2 id={id} className="wsb-section__title">
        {title}
      </h2>
      <div className="ws-form-grid">{children}</div>
    </section>
  );
}

interface ListSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  state: AsyncState<unknown>;
  onRetry: () => void;
  /** First option while there is nothing to load yet, and once the list is there. */
  waitingText: string;
  placeholder: string;
  failedText: string;
  loadingText: string;
  retryText: string;
  /** The values the loaded options offer; a saved value outside them is kept as an option of its own. */
  offered: readonly string[];
  hint?: string;
  error?: string;
  children?: ReactNode;
}

/** A select over a list loaded from the catalogue, disabled until the list is there, with a retry on failure. */
function ListSelect({ label, value, onChange, state, onRetry, waitingText, placeholder, failedText, loadingText, retryText, offered, hint, error, children }: ListSelectProps) {
  const first = state.status === 'idle' ? waitingText : state.status === 'loading' ? loadingText : placeholder;
  return (
    <div className="wsb-list">
      <SelectField
        label={label}
        value={value}
        disabled={state.status !== 'ready'}
        aria-busy={state.status === 'loading' || undefined}
        hint={hint}
        error={error}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{first}</option>
        {value && !offered.includes(value) ? <option value={value}>{value}</option> : null}
        {state.status === 'ready' ? children : null}
      </SelectField>
      {state.status === 'error' ? (
        <p className="wsb-list__failed" role="alert">
          {failedText}{' '}
          <button type="button" className="ws-link-btn" onClick={onRetry}>
            {retryText}
          </button>
        </p>
      ) : null}
    </div>
  );
}

function itemsOf<T>(state: AsyncState<T[]>): T[] {
  return state.status === 'ready' ? state.data : [];
}

/** The cost sum of spec §9 as the shop types; a field that is not a number yet counts as nothing. */
function liveCost(values: BookingFormValues): number {
  const num = (text: string) => {
    const n = Number(text.trim());
    return text.trim() !== '' && Number.isFinite(n) ? n : null;
  };
  return bookingCost({ price: num(values.price), ppfCost: num(values.ppfCost), decalsCost: num(values.decalsCost), windowTintingCost: num(values.windowTintingCost) });
}

export function BookingForm({ label, values, onChange, onSubmit, errors = {}, minDate, disabled = false, image, children, prices = 'edit' }: BookingFormProps) {
  const client = useApi().studio.visualizer;
  const t = useArea(BOOKING_FORM);
  const listWords = { loadingText: t('bookingForm.loading'), retryText: t('bookingForm.retry') };
  const { units } = useShopFormat();
  const year = values.year ? Number(values.year) : null;

  const years = useAsync<number[]>(client, 'years', () => client.getYears());
  const makes = useAsync<VehicleMake[]>(client, year === null ? null : String(year), () => client.getMakes(year ?? 0));
  const madeBy = itemsOf(makes.state).find((m) => m.name === values.make) ?? { id: values.make, name: values.make };
  const models = useAsync(client, year !== null && values.make ? `${year}|${values.make}` : null, () => client.getModels(year ?? 0, madeBy));
  const brands = useAsync<WrapBrand[]>(client, 'brands', () => client.getBrands());
  const brand = itemsOf(brands.state).find((b) => b.name === values.brand);
  const films = useAsync<FilmGroup[]>(client, brand && brand.filmCount > 0 ? brand.id : null, () => client.getFilms(brand?.id ?? ''));

  const set = (field: BookingField) => (value: string) => onChange(withChange(values, field, value), field);
  const input = (field: BookingField) => ({
    value: values[field],
    error: bookingMessage(t, errors[field]),
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => set(field)(e.target.value),
  });
  const number = (field: BookingField, max?: number) => ({ ...input(field), type: 'number', inputMode: 'decimal' as const, min: 0, max, step: 'any' });
  const money = (field: BookingField) => ({ ...number(field), readOnly: prices === 'view' });
  const showPrices = prices !== 'none';

  const completionMin = [minDate, values.bookingDate].filter(Boolean).sort().at(-1);
  const checkInIgnored = values.checkInTime.trim() !== '' && normaliseCheckInTime(values.checkInTime) === '';
  const filmNames = itemsOf(films.state).flatMap((group) => group.films.map(filmName));

  return (
    <form
      className="wsb-form"
      aria-label={label}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {image ? <img className="wsb-render" src={image.src} alt={image.alt} /> : null}
      <fieldset className="wsb-fields" disabled={disabled}>
        <Section title={t('bookingForm.customer')}>
          <TextField label={t('bookingForm.firstName')} autoComplete="off" {...input('firstName')} />
          <TextField label={t('bookingForm.lastName')} autoComplete="off" {...input('lastName')} />
          <TextField label={t('bookingForm.email')} type="email" autoComplete="off" {...input('email')} />
          <TextField label={t('bookingForm.phone')} type="tel" autoComplete="off" {...input('phone')} />
        </Section>

        <Section title={t('bookingForm.vehicle')}>
          <ListSelect
            label={t('bookingForm.year')}
            value={values.year}
            onChange={set('year')}
            state={years.state}
            onRetry={years.retry}
            waitingText={t('bookingForm.loading')}
            placeholder={t('bookingForm.chooseYear')}
            failedText={t('bookingForm.yearsFailed')}
            {...listWords}
            offered={itemsOf(years.state).map(String)}
            error={errors.year}
          >
            {itemsOf(years.state).map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </ListSelect>
          <ListSelect
            label={t('bookingForm.make')}
            value={values.make}
            onChange={set('make')}
            state={makes.state}
            onRetry={makes.retry}
            waitingText={t('bookingForm.pickYearFirst')}
            placeholder={t('bookingForm.chooseMake')}
            failedText={t('bookingForm.makesFailed')}
            {...listWords}
            offered={itemsOf(makes.state).map((m) => m.name)}
            error={errors.make}
          >
            {itemsOf(makes.state).map((m) => (
              <option key={m.id} value={m.name}>
                {m.name}
              </option>
            ))}
          </ListSelect>
          <ListSelect
            label={t('bookingForm.model')}
            value={values.model}
            onChange={set('model')}
            state={models.state}
            onRetry={models.retry}
            waitingText={t('bookingForm.pickMakeFirst')}
            placeholder={t('bookingForm.chooseModel')}
            failedText={t('bookingForm.modelsFailed')}
            {...listWords}
            offered={itemsOf(models.state).map((m) => m.name)}
            error={errors.model}
          >
            {itemsOf(models.state).map((m) => (
              <option key={m.id} value={m.name}>
                {m.name}
              </option>
            ))}
          </ListSelect>
          <ListSelect
            label={t('bookingForm.brand')}
            value={values.brand}
            onChange={set('brand')}
            state={brands.state}
            onRetry={brands.retry}
            waitingText={t('bookingForm.loading')}
            placeholder={t('bookingForm.selectBrand')}
            failedText={t('bookingForm.brandsFailed')}
            {...listWords}
            offered={itemsOf(brands.state).map((b) => b.name)}
            hint={brand && brand.filmCount === 0 ? t('bookingForm.brandHasNoColours', { brand: brand.name }) : undefined}
            error={errors.brand}
          >
            {itemsOf(brands.state).map((b) => (
              <option key={b.id} value={b.name}>
                {t('bookingForm.brandOption', { brand: b.name, colours: b.filmCount > 0 ? t(b.filmCount === 1 ? 'bookingForm.colourOne' : 'bookingForm.colourOther', { count: b.filmCount }) : t('bookingForm.noFilmsOption') })}
              </option>
            ))}
          </ListSelect>
          <ListSelect
            label={t('bookingForm.wrapColor')}
            value={values.wrapColor}
            onChange={set('wrapColor')}
            state={films.state}
            onRetry={films.retry}
            waitingText={t('bookingForm.pickBrandFirst')}
            placeholder={t('bookingForm.chooseColour')}
            failedText={t('bookingForm.filmsFailed')}
            {...listWords}
            offered={filmNames}
            error={errors.wrapColor}
          >
            {itemsOf(films.state).map((group) => (
              <optgroup key={group.finish} label={group.label}>
                {group.films.map((film) => (
                  <option key={film.id} value={filmName(film)}>
                    {filmName(film)}
                  </option>
                ))}
              </optgroup>
            ))}
          </ListSelect>
        </Section>

        <Section title={t('bookingForm.schedule')}>
          <TextField label={t('bookingForm.bookingDate')} type="date" min={minDate} {...input('bookingDate')} />
          <TextField
            label={t('bookingForm.checkInTime')}
            placeholder="9:30"
            autoComplete="off"
            hint={checkInIgnored ? t('bookingForm.checkInIgnored') : t('bookingForm.checkInHint')}
            {...input('checkInTime')}
          />
          <TextField label={t('bookingForm.completionDate')} type="date" min={completionMin} {...input('completionDate')} />
        </Section>

        <Section title={showPrices ? t('bookingForm.pricing') : t('bookingForm.tint')}>
          {showPrices ? (
            <>
              <TextField label={t('bookingForm.price')} {...money('price')} />
              <TextField label={t('bookingForm.ppfCost')} {...money('ppfCost')} />
              <TextField label={t('bookingForm.decalsCost')} {...money('decalsCost')} />
              <TextField label={t('bookingForm.windowTintingCost')} {...money('windowTintingCost')} />
            </>
          ) : null}
          <TextField label={t('bookingForm.frontPercentage')} {...number('frontPercentage', 100)} />
          <TextField label={t('bookingForm.rearPercentage')} {...number('rearPercentage', 100)} />
          {showPrices ? (
            <>
              <TextField label={t('bookingForm.additionalTotal')} {...money('additionalTotal')} />
              <TextField label={t('bookingForm.customerTotal')} {...money('customerTotal')} />
              <p className="wsb-cost">
                <span className="ws-label">{t('bookingForm.cost')}</span>
                <output aria-label={t('bookingForm.cost')}>{formatMoney(liveCost(values), SHOP_CURRENCY)}</output>
              </p>
            </>
          ) : null}
        </Section>

        <Section title={t('bookingForm.material')}>
          <MaterialEstimate
            year={values.year}
            make={values.make}
            model={values.model}
            initialZones={materialZonesOf(values)}
            disabled={disabled}
            onUse={({ squareFeet, rolls }) =>
              onChange(withChange(withChange(values, 'estimatedSQ', String(squareFeet)), 'estimatedRolls', String(rolls)), 'estimatedSQ')
            }
          />
          <AreaField squareFeet={values.estimatedSQ} units={units} error={bookingMessage(t, errors.estimatedSQ)} onChange={set('estimatedSQ')} />
          <TextField label={t('bookingForm.estimatedRolls')} {...number('estimatedRolls')} />
          {showPrices ? (
            <>
              <TextField label={t('bookingForm.estimatedMaterialCost')} {...money('estimatedMaterialCost')} />
              <TextField label={t('bookingForm.netMaterialRevenue')} {...money('netMaterialRevenue')} />
              <TextField label={t('bookingForm.customerQuote')} {...money('customerQuote')} />
            </>
          ) : null}
        </Section>

        <Section title={t('bookingForm.tags')}>
          <SelectField label={t('bookingForm.vip')} {...input('vip')}>
            <option value="">{t('bookingForm.none')}</option>
            {VIP_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {t(`bookingForm.option.${option}`)}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('bookingForm.repeatCustomer')} {...input('repeatCustomer')}>
            <option value="">{t('bookingForm.none')}</option>
            {REPEAT_CUSTOMER_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {t(`bookingForm.option.${option}`)}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('bookingForm.dealership')} {...input('dealership')}>
            <option value="">{t('bookingForm.none')}</option>
            {DEALERSHIP_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {t(`bookingForm.option.${option}`)}
              </option>
            ))}
          </SelectField>
        </Section>

        <section className="ws-card wsb-section">
          <TextAreaField label={t('bookingForm.notes')} rows={5} {...input('notes')} />
        </section>
      </fieldset>
      {children}
    </form>
  );
}
