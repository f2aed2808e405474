// Hexis Skintac HX20000 series: a starter set on Hexis's codes (suffix B gloss, M matte); hex values are
// our own approximations of the swatches.
import { defineFilms } from './film.ts';

export const FILMS_HEXIS = defineFilms('hexis', [
  ['HX20889B', 'Gloss Black', '#0d0d0e', 'gloss'],
  ['HX20001B', 'Gloss White', '#f3f3f0', 'gloss'],
  ['HX20485B', 'Gloss Cherry Red', '#b0121f', 'gloss'],
  ['HX20151B', 'Gloss Orange', '#e8641a', 'gloss'],
  ['HX20109B', 'Gloss Yellow', '#f5cd12', 'gloss'],
  ['HX20300B', 'Gloss Blue', '#1f4d9c', 'gloss'],
  ['HX20348B', 'Gloss Light Blue', '#4d9ad6', 'gloss'],
  ['HX20356B', 'Gloss Green', '#2b8a3e', 'gloss'],
  ['HX20877B', 'Gloss Medium Grey', '#707377', 'gloss'],
  ['HX20G03B', 'Gloss Metallic Silver', '#aeb1b4', 'gloss'],
  ['HX20889M', 'Matte Black', '#1d1d1e', 'matte'],
  ['HX20001M', 'Matte White', '#ebeae6', 'matte'],
  ['HX20877M', 'Matte Medium Grey', '#6b6e72', 'matte'],
  ['HX20G02M', 'Matte Metallic Anthracite', '#45484c', 'matte'],
  ['HX30CA890B', 'Carbon Black', '#1c1d1f', 'carbon'],
  ['HX30BRA', 'Brushed Aluminium', '#b5b7b9', 'brushed'],
]);
