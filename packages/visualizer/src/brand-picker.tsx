// The wrap brand select: every brand in the catalogue's order, saying which ones have no colours yet.
import type { WrapBrand } from './client.ts';
import { useVisualizerMessages } from './use-messages.ts';
import { useStableId } from './use-stable-id.ts';

export interface BrandPickerProps {
  brands: WrapBrand[];
  value: string | null;
  onChange: (brand: WrapBrand) => void;
}

export function BrandPicker({ brands, value, onChange }: BrandPickerProps) {
  const M = useVisualizerMessages();
  const id = useStableId('brand');
  const hintId = useStableId('brand-hint');
  const selected = brands.find((brand) => brand.id === value);
  const empty = selected !== undefined && selected.filmCount === 0;
  return (
    <div className="ws-field">
      <label className="ws-label" htmlFor={id}>
        {M.brand}
      </label>
      <select
        id={id}
        className="ws-select"
        value={value ?? ''}
        aria-describedby={empty ? hintId : undefined}
        onChange={(event) => {
          const next = brands.find((brand) => brand.id === event.currentTarget.value);
          if (next) onChange(next);
        }}
      >
        {value === null && <option value="">{M.selectBrand}</option>}
        {brands.map((brand) => (
          <option key={brand.id} value={brand.id}>
            {`${brand.name} (${brand.filmCount > 0 ? M.filmCount(brand.filmCount) : M.noFilmsOption})`}
          </option>
        ))}
      </select>
      {empty && (
        <p id={hintId} className="ws-field-hint">
          {M.noFilms(selected.name)}
        </p>
      )}
    </div>
  );
}
