// The booking's material estimate (issue 25 item 2, docs/decisions/083): each zone's surface and the film length on
// the chosen roll width plus waste, from GET /user/tool/material-estimate for the form's vehicle. "Use this estimate"
// writes the square feet and the rolls (25-yard rolls) into the booking's own fields, which Save keeps.
import { useId, useState } from 'react';
import { formatArea, formatLength, rollWidthLabel } from '@wrapsmith/core';
import type { MaterialEstimateDto } from '@wrapsmith/core/contract';
import { Alert } from '../../components/alert.tsx';
import { SelectField, TextField } from '../../components/field.tsx';
import { Spinner } from '../../components/loading.tsx';
import { errorText, useData } from '../../hooks/use-data.ts';
import { useShopFormat, type ShopFormat } from '../../lib/shop-format.ts';
import { useArea } from '../../i18n/area.ts';
import { BOOKING_FORM, type BookingFormWords } from '../../i18n/areas/booking-form/index.ts';
import { AREA_FIELD_KEYS } from './area-field.tsx';
import './material-estimate.css';

/** The roll widths offered (decision 083), named in the shop's units (decision 098). */
export const ROLL_CHOICES = [{ mm: 1524 }, { mm: 1372 }, { mm: 1520 }] as const;

/** The length of a full roll of wrap film the Rolls field counts: 25 yards (3M 2080, Avery SW900 and most others). */
export const ROLL_LENGTH_MM = 22_860;

export const MATERIAL_MESSAGES = {
  zones: 'Zones',
  rollWidth: 'Roll width',
  waste: 'Waste allowance (%)',
  bodyStyle: 'Body style',
  bodyStyleAuto: 'From the catalogue',
  needsVehicle: 'Pick the vehicle’s year, make and model to estimate the film it needs.',
  loading: 'Estimating the film…',
  failed: 'The estimate could not be made.',
  noZones: 'Tick at least one zone.',
  zone: 'Zone',
  area: 'Surface',
  length: 'Film',
  planned: 'Planned',
  wasteRow: (percent: number) => `Waste (${percent} %)`,
  total: 'Total to have',
  fromFacts: (generation: string, lengthMm: number, heightMm: number) =>
    `From the published dimensions of this generation (${generation}: ${lengthMm} mm long, ${heightMm} mm high); width from its class.`,
  fromBodyStyle: (style: string) => `No published dimensions for this vehicle: estimated from a typical ${style.toLowerCase()}.`,
  use: 'Use this estimate',
  fillsHint: (area: string) => `Fills ${area} and Rolls (25-yard rolls) below; Save keeps them.`,
} as const;

export const MATERIAL_ZONE_LABELS: Record<MaterialEstimateDto['zones'][number]['zone'], string> = {
  fullWrap: 'Full wrap',
  roof: 'Roof',
  mirrors: 'Mirror caps',
  chromeDelete: 'Chrome delete',
  calipers: 'Brake calipers',
  windowTint: 'Window tint',
  ppf: 'PPF (full front)',
};


// The catalogue's words, typed through the contract so the dashboard does not bundle the catalogue itself.
type MaterialZone = MaterialEstimateDto['zones'][number]['zone'];
type BodyStyle = MaterialEstimateDto['bodyStyle'];
const MATERIAL_ZONES = Object.keys(MATERIAL_ZONE_LABELS) as MaterialZone[];
const BODY_STYLE_LABELS: Record<BodyStyle, string> = {
  sedan: 'Sedan',
  coupe: 'Coupe',
  hatchback: 'Hatchback',
  wagon: 'Wagon',
  convertible: 'Convertible',
  suv: 'SUV',
  pickup: 'Pickup',
  van: 'Van / Minivan',
};
const BODY_STYLES = Object.keys(BODY_STYLE_LABELS) as BodyStyle[];
/** The API's defaults (DEFAULT_ROLL_WIDTH_MM and DEFAULT_WASTE_PERCENT of the catalogue, decision 083). */
const DEFAULT_ROLL_WIDTH_MM = 1524;
const DEFAULT_WASTE_PERCENT = 10;


/** The zones a booking asks for: the full wrap, and PPF and window tint when its fields name them. */
export function materialZonesOf(values: { ppfCost: string; windowTintingCost: string; frontPercentage: string; rearPercentage: string }): MaterialZone[] {
  const given = (text: string) => text.trim() !== '' && Number(text) > 0;
  return [
    'fullWrap',
    ...(given(values.ppfCost) ? (['ppf'] as const) : []),
    ...(given(values.windowTintingCost) || given(values.frontPercentage) || given(values.rearPercentage) ? (['windowTint'] as const) : []),
  ];
}

export interface MaterialEstimateProps {
  year: string;
  make: string;
  model: string;
  /** The zones ticked at first (the booking's PPF and tint fields add theirs). */
  initialZones: readonly MaterialZone[];
  /** Writes the figures into the booking's fields; absent where they cannot be edited. */
  onUse?: (estimate: { squareFeet: number; rolls: number }) => void;
  disabled?: boolean;
}

export function MaterialEstimate({ year, make, model, initialZones, onUse, disabled = false }: MaterialEstimateProps) {
  const legendId = useId();
  const t = useArea(BOOKING_FORM);
  const format = useShopFormat();
  const [zones, setZones] = useState<MaterialZone[]>([...initialZones]);
  const [rollWidthMm, setRollWidth] = useState<number>(DEFAULT_ROLL_WIDTH_MM);
  const [waste, setWaste] = useState(String(DEFAULT_WASTE_PERCENT));
  const [bodyStyle, setBodyStyle] = useState<BodyStyle | ''>('');
  const wasteNumber = Number(waste);
  const wasteOk = waste.trim() !== '' && Number.isFinite(wasteNumber) && wasteNumber >= 0 && wasteNumber <= 100;
  const vehicle = year.trim() && make.trim() && model.trim() ? { year: year.trim(), make: make.trim(), model: model.trim() } : null;
  const params = vehicle && zones.length > 0 && wasteOk
    ? new URLSearchParams({ ...vehicle, zones: MATERIAL_ZONES.filter((z) => zones.includes(z)).join(','), rollWidthMm: String(rollWidthMm), wastePercent: String(wasteNumber), ...(bodyStyle ? { bodyStyle } : {}) }).toString()
    : null;
  const { state, reload } = useData(params, async (api) => (await api.bookings.materialEstimate(params ?? '')).data);

  const toggle = (zone: MaterialZone, on: boolean) => setZones((current) => (on ? [...current, zone] : current.filter((z) => z !== zone)));

  return (
    <div className="wsm-estimate" aria-live="polite">
      <div className="wsm-controls">
        <fieldset className="wsm-zones" aria-labelledby={legendId} disabled={disabled}>
          <legend id={legendId} className="ws-label">
            {t('bookingForm.est.zones')}
          </legend>
          <ul className="wsm-checklist" role="list">
            {MATERIAL_ZONES.map((zone) => (
              <li key={zone}>
                <label className="wsm-check">
                  <input type="checkbox" checked={zones.includes(zone)} onChange={(e) => toggle(zone, e.target.checked)} />
                  {t(`bookingForm.zone.${zone}`)}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <SelectField label={t('bookingForm.est.rollWidth')} value={String(rollWidthMm)} disabled={disabled} onChange={(e) => setRollWidth(Number(e.target.value))}>
          {ROLL_CHOICES.map((roll) => (
            <option key={roll.mm} value={roll.mm}>
              {rollWidthLabel(roll.mm, format.units, format.locale)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('bookingForm.est.waste')}
          type="number"
          inputMode="decimal"
          min={0}
          max={100}
          step="any"
          value={waste}
          disabled={disabled}
          error={wasteOk ? undefined : t('bookingForm.est.wasteRange')}
          onChange={(e) => setWaste(e.target.value)}
        />
        <SelectField label={t('bookingForm.est.bodyStyle')} value={bodyStyle} disabled={disabled} onChange={(e) => setBodyStyle(e.target.value as BodyStyle | '')}>
          <option value="">{t('bookingForm.est.bodyStyleAuto')}</option>
          {BODY_STYLES.map((style) => (
            <option key={style} value={style}>
              {t(`bookingForm.body.${style}`)}
            </option>
          ))}
        </SelectField>
      </div>
      {!vehicle ? (
        <p className="ws-field-hint">{t('bookingForm.est.needsVehicle')}</p>
      ) : zones.length === 0 ? (
        <p className="ws-field-hint">{t('bookingForm.est.noZones')}</p>
      ) : state.status === 'error' ? (
        <Alert tone="error">
          {errorText(state.error, t('bookingForm.est.failed'))}{' '}
          <button type="button" className="ws-link-btn" onClick={reload}>
            {t('bookingForm.retry')}
          </button>
        </Alert>
      ) : state.status === 'ready' ? (
        <EstimateTable t={t} estimate={state.data} format={format} onUse={disabled ? undefined : onUse} />
      ) : params ? (
        <Spinner label={t('bookingForm.est.loading')} />
      ) : null}
    </div>
  );
}

function EstimateTable({ t, estimate, format, onUse }: { t: BookingFormWords; estimate: MaterialEstimateDto; format: ShopFormat; onUse?: MaterialEstimateProps['onUse'] }) {
  // Every figure in the shop's units and locale (issue 28 item 2, decision 098); the API gives millimetres.
  const area = (mm2: number) => formatArea(mm2, format.units, format.locale);
  const length = (mm: number) => formatLength(mm, format.units, format.locale);
  return (
    <>
      <div className="ws-table-wrap">
        <table className="ws-table wsm-table" aria-label={t('bookingForm.est.table')}>
          <thead>
            <tr>
              <th scope="col">{t('bookingForm.est.zone')}</th>
              <th scope="col">{t('bookingForm.est.area')}</th>
              <th scope="col">{t('bookingForm.est.length')}</th>
            </tr>
          </thead>
          <tbody>
            {estimate.zones.map((zone) => (
              <tr key={zone.zone}>
                <th scope="row">{t(`bookingForm.zone.${zone.zone}`)}</th>
                <td>{zone.areaMm2 > 0 ? area(zone.areaMm2) : '—'}</td>
                <td>{zone.lengthMm > 0 ? length(zone.lengthMm) : '—'}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('bookingForm.est.planned')}</th>
              <td>{area(estimate.areaMm2)}</td>
              <td>{length(estimate.plannedMm)}</td>
            </tr>
            <tr>
              <th scope="row">{t('bookingForm.est.wasteRow', { percent: estimate.wastePercent })}</th>
              <td />
              <td>{length(estimate.wasteMm)}</td>
            </tr>
            <tr className="wsm-total">
              <th scope="row">{t('bookingForm.est.total')}</th>
              <td />
              <td>
                <output aria-label={t('bookingForm.est.total')}>{t('bookingForm.est.totalOf', { length: length(estimate.totalMm), roll: rollWidthLabel(estimate.rollWidthMm, format.units, format.locale) })}</output>
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="ws-field-hint">
        {estimate.basis === 'generation' && estimate.generation
          ? t('bookingForm.est.fromFacts', { generation: estimate.generation, length: estimate.lengthMm, height: estimate.heightMm })
          : t('bookingForm.est.fromBodyStyle', { style: t(`bookingForm.typical.${estimate.bodyStyle}`) })}
      </p>
      {onUse ? (
        <div className="wsm-use">
          <button
            type="button"
            className="ws-btn"
            onClick={() => onUse({ squareFeet: estimate.areaSqFt, rolls: Math.round((estimate.totalMm * 100) / ROLL_LENGTH_MM) / 100 })}
          >
            {t('bookingForm.est.use')}
          </button>
          <span className="ws-field-hint">{t('bookingForm.est.fillsHint', { area: t(AREA_FIELD_KEYS[format.units]) })}</span>
        </div>
      ) : null}
    </>
  );
}
