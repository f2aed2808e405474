// Roll lengths as the shop reads them (issue 27 item 1): stored in whole millimetres, shown in the shop's units
// (Settings → Shop, its country's by default; issue 28 item 2, decision 098) through Intl in its locale.
import { formatLength as formatIn, MM_PER_FOOT } from '@wrapsmith/core';
import { shopFormat } from '../../lib/shop-format.ts';

export type LengthUnit = 'ft' | 'm';

export { MM_PER_FOOT };

export function formatLength(mm: number, unit: LengthUnit | null): string {
  const { locale } = shopFormat();
  const m = formatIn(mm, 'metric', locale);
  const ft = formatIn(mm, 'imperial', locale);
  if (unit === 'm') return m;
  if (unit === 'ft') return ft;
  return `${ft} · ${m}`;
}

/** Text typed in `unit` as whole millimetres; null when it is not a positive number. */
export function parseLength(text: string, unit: LengthUnit): number | null {
  const value = Number(text.trim().replace(',', '.'));
  if (!text.trim() || !Number.isFinite(value) || value < 0) return null;
  return Math.round(unit === 'ft' ? value * MM_PER_FOOT : value * 1000);
}

/** Millimetres as an input's starting text in `unit`. */
export const lengthInput = (mm: number, unit: LengthUnit): string => (unit === 'ft' ? (mm / MM_PER_FOOT).toFixed(1) : (mm / 1000).toFixed(2));
