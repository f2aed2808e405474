// VViViD Vinyl (VViViD+ and XPO lines): a starter set on VViViD's product codes; hex values are our own
// approximations of the swatches.
import { defineFilms } from './film.ts';

export const FILMS_VVIVID = defineFilms('vvivid', [
  ['VP-GB01', 'Gloss Black', '#0b0b0c', 'gloss'],
  ['VP-GW02', 'Gloss White', '#f4f4f1', 'gloss'],
  ['VP-GR03', 'Gloss Fire Red', '#c0141f', 'gloss'],
  ['VP-GO04', 'Gloss Burnt Orange', '#cc5216', 'gloss'],
  ['VP-GY05', 'Gloss Yellow', '#f6d20f', 'gloss'],
  ['VP-GB06', 'Gloss Blue', '#1e4c9e', 'gloss'],
  ['VP-GG07', 'Gloss Kelly Green', '#21883e', 'gloss'],
  ['VP-GG08', 'Gloss Battleship Grey', '#5f6468', 'gloss'],
  ['VP-SB11', 'Satin Black', '#1a1a1b', 'satin'],
  ['VP-SC12', 'Satin Chrome Silver', '#b2b5b9', 'chrome'],
  ['VP-MB21', 'Matte Black', '#1d1d1e', 'matte'],
  ['VP-MW22', 'Matte White', '#ebebe6', 'matte'],
  ['VP-MG23', 'Matte Charcoal', '#3f4245', 'matte'],
  ['XPO-CF01', 'Carbon Fiber Black', '#1d1e20', 'carbon'],
  ['XPO-BA01', 'Brushed Aluminum', '#b6b8ba', 'brushed'],
  ['VP-CS31', 'Colour Shift Purple Teal', '#57307f', 'flip', '#1f8a8a'],
  ['XPO-CH01', 'Gloss Chrome Silver', '#d0d3d7', 'chrome'],
]);
