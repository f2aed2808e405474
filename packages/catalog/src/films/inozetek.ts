// Inozetek Super Gloss and Satin wrap films: a starter set on Inozetek's SG/SM codes; hex values are our
// own approximations of the swatches.
import { defineFilms } from './film.ts';

export const FILMS_INOZETEK = defineFilms('inozetek', [
  ['SG001', 'Super Gloss Black', '#080809', 'gloss'],
  ['SG002', 'Super Gloss Pearl White', '#f2efe8', 'gloss'],
  ['SG005', 'Super Gloss Milano Red', '#b3101c', 'gloss'],
  ['SG008', 'Super Gloss Nardo Grey', '#8a8d8e', 'gloss'],
  ['SG010', 'Super Gloss Khaki Green', '#6f7150', 'gloss'],
  ['SG012', 'Super Gloss Pastel Mint', '#a8dcc6', 'gloss'],
  ['SG014', 'Super Gloss Lilac Purple', '#b39ccf', 'gloss'],
  ['SG016', 'Super Gloss Midnight Purple', '#2a1b3d', 'gloss'],
  ['SG018', 'Super Gloss Pastel Yellow', '#f3e08a', 'gloss'],
  ['SG020', 'Super Gloss Sapphire Blue', '#1a3d8c', 'gloss'],
  ['SG022', 'Super Gloss Lava Orange', '#e24a12', 'gloss'],
  ['SG024', 'Super Gloss Chalk Grey', '#b9b9b3', 'gloss'],
  ['SG026', 'Super Gloss Racing Green', '#174a33', 'gloss'],
  ['SM001', 'Satin Black', '#1b1b1c', 'satin'],
  ['SM008', 'Satin Nardo Grey', '#85888a', 'satin'],
  ['SM016', 'Satin Midnight Purple', '#2d2140', 'satin'],
]);
