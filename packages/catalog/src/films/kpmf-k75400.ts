// KPMF K75400 series cast wrap film: a starter set on KPMF's K75 numbering; hex values are our own
// approximations of the swatches.
import { defineFilms } from './film.ts';

export const FILMS_KPMF = defineFilms('kpmf', [
  ['K75470', 'Gloss Black', '#0c0c0d', 'gloss'],
  ['K75404', 'Gloss White', '#f4f4f1', 'gloss'],
  ['K75425', 'Gloss Red', '#be1622', 'gloss'],
  ['K75432', 'Gloss Tiger Orange', '#ec6a14', 'gloss'],
  ['K75411', 'Gloss Bright Yellow', '#f7d417', 'gloss'],
  ['K75448', 'Gloss Royal Blue', '#1d3d8f', 'gloss'],
  ['K75455', 'Gloss Racing Green', '#1d4a30', 'gloss'],
  ['K75462', 'Gloss Storm Grey', '#5b6166', 'gloss'],
  ['K75490', 'Matt Black', '#1d1d1e', 'matte'],
  ['K75491', 'Matt White', '#ebeae6', 'matte'],
  ['K75493', 'Matt Charcoal', '#3d4043', 'matte'],
  ['K75571', 'Satin Black', '#1a1a1b', 'satin'],
  ['K75574', 'Satin Frost White', '#e9e8e3', 'satin'],
  ['K75542', 'Iridescent Gloss Blue Purple', '#2b3a8c', 'flip', '#6a2f8c'],
  ['K75544', 'Iridescent Matt Green Gold', '#3f6b3a', 'flip', '#a8893a'],
  ['K75510', 'Brushed Aluminium', '#b4b6b8', 'brushed'],
]);
