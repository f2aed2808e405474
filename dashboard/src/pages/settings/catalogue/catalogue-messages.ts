// The words of Settings → Catalogue, in one place for the screen and its tests.
import type { FilmDto } from '@wrapsmith/core/contract';

export const CATALOGUE_MESSAGES = {
  title: 'Catalogue',
  intro: 'Choose the wrap brands and films your Studio and widget offer, and add your own colours.',
  readOnly: 'Your role can see which brands and films are offered but not change them. Ask the shop owner if you need to.',
  coloursReadOnly: 'Your role can use the custom colours but not add or delete them.',
  loadFailed: 'Could not load your catalogue.',
  filmsFailed: 'Could not load this brand’s films.',
  retry: 'Try again',
  saved: 'Catalogue saved',
  saveFailed: 'Could not save the catalogue.',
  brandHidden: 'Tick this brand and save to choose its films.',
  noCustom: 'No custom colours yet',
  noCustomHint: 'Add a colour you stock that is not in the catalogue, or match one from a swatch photo.',
  colourSaved: 'Colour saved',
  colourFailed: 'Could not save the colour.',
  colourDeleted: 'Colour deleted',
  deleteFailed: 'Could not delete the colour.',
  swatchNotImage: 'Choose a photo (JPEG, PNG or WebP).',
  swatchTooBig: 'The image is too large. The limit is 5 MB.',
  swatchFailed: 'Could not read the colour of that photo.',
  fixFields: 'Please fix the highlighted fields.',
} as const;

export const SWATCH_MAX_BYTES = 5 * 1024 * 1024;

/** The finishes a custom colour can have, in the Studio's tab order; the server takes the id. */
export const FINISH_OPTIONS = [
  { id: 'gloss', label: 'Gloss' },
  { id: 'satin', label: 'Satin' },
  { id: 'matte', label: 'Matte' },
  { id: 'chrome', label: 'Chrome' },
  { id: 'flip', label: 'Flip' },
  { id: 'brushed', label: 'Brushed' },
  { id: 'carbon', label: 'Carbon Fiber' },
] as const;

export function finishLabel(finish: string): string {
  return FINISH_OPTIONS.find((f) => f.id === finish)?.label ?? finish;
}

/** "Gloss Hot Rod Red (G13)", without repeating a code the name already carries ("Gloss Anthracite (G201)"). */
export function filmName(film: Pick<FilmDto, 'name' | 'code'>): string {
  return film.code && !film.name.includes(film.code) ? `${film.name} (${film.code})` : film.name;
}
