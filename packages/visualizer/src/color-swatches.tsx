// Colour buttons of one finish: the colour itself, its name and product code. Flip films show both colours.
import type { CSSProperties } from 'react';
import { brandedFilmName } from '@wrapsmith/core/rules';
import type { Film } from './client.ts';

export interface ColorSwatchesProps {
  films: Film[];
  selectedId: string | null;
  onPick: (film: Film) => void;
  /** While a render runs the buttons stay focusable but do nothing. */
  busy?: boolean;
}

function showsCode(film: Film): boolean {
  return film.code !== '' && !film.name.includes(film.code);
}

/** The name as shops say it: "Gloss Black G12", without repeating a code the name already carries. */
export function filmLabel(film: Film): string {
  return showsCode(film) ? `${film.name} ${film.code}` : film.name;
}

/** "3M Gloss Black G12": the brand once, even for a film whose name starts with it (core's rule, issue 24 item 5). */
export function brandedFilmLabel(brandName: string, film: Film): string {
  return brandedFilmName(brandName, filmLabel(film));
}

function chipStyle(film: Film): CSSProperties {
  return film.secondaryHex
    ? { background: `linear-gradient(135deg, ${film.colorCode} 0 48%, ${film.secondaryHex} 52% 100%)` }
    : { background: film.colorCode };
}

export function ColorSwatches({ films, selectedId, onPick, busy = false }: ColorSwatchesProps) {
  return (
    <ul role="list" className="wsv-swatches">
      {films.map((film) => (
        <li key={film.id}>
          <button
            type="button"
            className="wsv-swatch"
            aria-pressed={film.id === selectedId}
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) onPick(film);
            }}
          >
            <span className="wsv-swatch__chip" style={chipStyle(film)} aria-hidden="true" />
            <span className="wsv-swatch__name">{film.name}</span>
            {showsCode(film) && (
              <>
                {' '}
                <span className="wsv-swatch__code">{film.code}</span>
              </>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
