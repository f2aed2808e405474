// Brand → finish → colour, loading the catalogue through the client. Used by the Studio and by photo renders.
import type { Finish } from '@wrapsmith/catalog';
import { useEffect, useState } from 'react';
import { BrandPicker } from './brand-picker.tsx';
import type { Film, FilmGroup, VisualizerClient, WrapBrand } from './client.ts';
import { ColorSwatches } from './color-swatches.tsx';
import { FinishTabs } from './finish-tabs.tsx';
import { LoadError } from './load-error.tsx';
import { useVisualizerMessages } from './use-messages.ts';
import { useAsync } from './use-async.ts';

export interface FilmPickerProps {
  client: VisualizerClient;
  brand: WrapBrand | null;
  selectedFilmId: string | null;
  /** The host resets the picked colour here (spec §4: changing brand resets wrap colour). */
  onBrandChange: (brand: WrapBrand) => void;
  onPick: (film: Film) => void;
  busy?: boolean;
}

const NO_GROUPS: FilmGroup[] = [];

export function FilmPicker({ client, brand, selectedFilmId, onBrandChange, onPick, busy = false }: FilmPickerProps) {
  const M = useVisualizerMessages();
  const brands = useAsync(client, 'brands', () => client.getBrands());
  const brandKey = brand && brand.filmCount > 0 ? brand.id : null;
  const films = useAsync(client, brandKey, () => (brandKey === null ? Promise.resolve(NO_GROUPS) : client.getFilms(brandKey)));
  const [chosenFinish, setChosenFinish] = useState<Finish | null>(null);

  const brandList = brands.state.status === 'ready' ? brands.state.data : null;
  useEffect(() => {
    if (brand !== null || !brandList) return;
    const first = brandList.find((b) => b.filmCount > 0) ?? brandList[0];
    if (first) onBrandChange(first);
  }, [brand, brandList, onBrandChange]);

  if (brands.state.status === 'error') {
    return <LoadError error={brands.state.error} fallback={M.brandsFailed} onRetry={brands.retry} />;
  }
  if (!brandList) {
    return (
      <p role="status" className="ws-muted">
        {M.loading}
      </p>
    );
  }

  const groups = films.state.status === 'ready' ? films.state.data.filter((group) => group.films.length > 0) : NO_GROUPS;
  const finishes = groups.map((group) => group.finish);
  const selectedFinish = groups.flatMap((g) => g.films).find((film) => film.id === selectedFilmId)?.finish;
  const active = [chosenFinish, selectedFinish, finishes[0]].find((f): f is Finish => !!f && finishes.includes(f));

  return (
    <div className="wsv-film-picker">
      <BrandPicker brands={brandList} value={brand?.id ?? null} onChange={onBrandChange} />
      {films.state.status === 'loading' && (
        <p role="status" className="ws-muted">
          {M.loading}
        </p>
      )}
      {films.state.status === 'error' && <LoadError error={films.state.error} fallback={M.filmsFailed} onRetry={films.retry} />}
      {active && (
        <FinishTabs finishes={finishes} value={active} onChange={setChosenFinish}>
          <ColorSwatches
            films={groups.find((group) => group.finish === active)?.films ?? []}
            selectedId={selectedFilmId}
            onPick={onPick}
            busy={busy}
          />
        </FinishTabs>
      )}
    </div>
  );
}
