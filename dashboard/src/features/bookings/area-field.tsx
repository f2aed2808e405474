// The booking's Estimated square feet in the shop's units (issue 28 item 2, decision 098). The booking keeps square
// feet (the spec's field, `estimatedSQ`); a metric shop reads and types square metres, converted here both ways. The
// text typed is kept as typed (so "23." stays while typing) and follows the stored value only when it changes from
// elsewhere ("Use this estimate", a reload).
import { useEffect, useState } from 'react';
import { squareFeetToUnits, unitsToSquareFeet, type UnitSystem } from '@wrapsmith/core';
import { TextField } from '../../components/field.tsx';
import { useArea } from '../../i18n/area.ts';
import { BOOKING_FORM } from '../../i18n/areas/booking-form/index.ts';

export const AREA_FIELD_LABELS = { imperial: 'Estimated square feet', metric: 'Estimated area (m²)' } as const;

/** The field's label in the shop's units and the active language (AREA_FIELD_LABELS in English). */
export const AREA_FIELD_KEYS = { imperial: 'bookingForm.areaImperial', metric: 'bookingForm.areaMetric' } as const;

/** Text in one unit as text in the other: "" and what is not a number stay as they are; imperial is as typed. */
function convert(text: string, units: UnitSystem, to: (value: number, units: UnitSystem) => number): string {
  const value = Number(text.trim());
  return text.trim() === '' || !Number.isFinite(value) || units === 'imperial' ? text : String(Math.round(to(value, units) * 100) / 100);
}

/** Square feet as text in the shop's units (square metres to the hundredth). */
export const areaText = (squareFeet: string, units: UnitSystem): string => convert(squareFeet, units, squareFeetToUnits);

/** Text typed in the shop's units as the square feet the booking keeps. */
export const squareFeetText = (typed: string, units: UnitSystem): string => convert(typed, units, unitsToSquareFeet);

interface AreaFieldProps {
  /** The stored square feet as the form holds them (text). */
  squareFeet: string;
  units: UnitSystem;
  onChange: (squareFeet: string) => void;
  error?: string | undefined;
  disabled?: boolean;
}

export function AreaField({ squareFeet, units, onChange, error, disabled }: AreaFieldProps) {
  const t = useArea(BOOKING_FORM);
  const [typed, setTyped] = useState(() => areaText(squareFeet, units));
  useEffect(() => {
    // The stored value moved without this field (or the units changed): show it afresh.
    if (squareFeetText(typed, units) !== squareFeet) setTyped(areaText(squareFeet, units));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change from outside resets the text
  }, [squareFeet, units]);
  return (
    <TextField
      label={t(AREA_FIELD_KEYS[units])}
      type="number"
      inputMode="decimal"
      min={0}
      step="any"
      value={typed}
      error={error}
      disabled={disabled}
      onChange={(e) => {
        setTyped(e.target.value);
        onChange(squareFeetText(e.target.value, units));
      }}
    />
  );
}
