// TeckWrap car wrap vinyl: a starter set on TeckWrap's series codes; hex values are our own approximations
// of the swatches.
import { defineFilms } from './film.ts';

export const FILMS_TECKWRAP = defineFilms('teckwrap', [
  ['GS01', 'Gloss Super Black', '#09090a', 'gloss'],
  ['GS02', 'Gloss Super White', '#f5f5f2', 'gloss'],
  ['GS05', 'Gloss Nardo Grey', '#898c8d', 'gloss'],
  ['GS11', 'Gloss Rosso Red', '#b81522', 'gloss'],
  ['GS16', 'Gloss Miami Blue', '#1f9fc9', 'gloss'],
  ['GS21', 'Gloss British Racing Green', '#17402b', 'gloss'],
  ['GM03', 'Gloss Metallic Liquid Silver', '#b7babd', 'gloss'],
  ['GM08', 'Gloss Metallic Midnight Blue', '#182650', 'gloss'],
  ['SM01', 'Satin Black', '#1a1a1b', 'satin'],
  ['SM05', 'Satin Nardo Grey', '#7f8284', 'satin'],
  ['MT01', 'Matte Black', '#1d1d1e', 'matte'],
  ['MT12', 'Matte Military Green', '#4d5433', 'matte'],
  ['CF01', 'Carbon Fiber Black', '#1c1d1f', 'carbon'],
  ['CH01', 'Mirror Chrome Silver', '#c8cbcf', 'chrome'],
  ['CH04', 'Mirror Chrome Rose Gold', '#c59288', 'chrome'],
  ['RB01', 'Rainbow Drift Purple Green', '#4b2d7a', 'flip', '#2f8a5c'],
  ['BR01', 'Brushed Titanium', '#6e7175', 'brushed'],
]);
