export type { Film, FilmEntry } from './film.ts';
export { defineFilms, filmId, filmName } from './film.ts';
export { FILMS, filmsOfBrand } from './catalogue.ts';
