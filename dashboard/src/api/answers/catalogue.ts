// Settings → Catalogue's answer schemas (catalogue-endpoints.ts), in a chunk of their own: see lazy-answer.ts.
import { filmAnswers, toolAnswers } from '@wrapsmith/core/contract';

export { checkAnswer } from '../read-answer.ts';

export const answers = {
  settings: filmAnswers.getCatalogSettings,
  saveSettings: filmAnswers.putCatalogSettings,
  brands: toolAnswers.getBrands,
  films: toolAnswers.getFilms,
  addFilm: filmAnswers.createFilm,
  deleteFilm: filmAnswers.deleteFilm,
  matchSwatch: filmAnswers.matchSwatch,
};
