// Oracal 970RA Premium Wrapping Cast (Orafol): a starter set on Orafol's colour numbering (G gloss, M matte);
// hex values are our own approximations of the swatches.
import { defineFilms } from './film.ts';

export const FILMS_ORACAL = defineFilms('oracal', [
  ['970-070G', 'Gloss Black', '#0d0d0e', 'gloss'],
  ['970-010G', 'Gloss White', '#f5f5f2', 'gloss'],
  ['970-031G', 'Gloss Red', '#b5121b', 'gloss'],
  ['970-034G', 'Gloss Orange', '#e55a13', 'gloss'],
  ['970-021G', 'Gloss Yellow', '#f6cf0a', 'gloss'],
  ['970-052G', 'Gloss Azure Blue', '#1f6fb8', 'gloss'],
  ['970-050G', 'Gloss Dark Blue', '#1b2f5e', 'gloss'],
  ['970-060G', 'Gloss Dark Green', '#1f5a32', 'gloss'],
  ['970-073G', 'Gloss Dark Grey', '#3f4245', 'gloss'],
  ['970-090G', 'Gloss Silver Grey', '#a4a7aa', 'gloss'],
  ['970-091G', 'Gloss Gold', '#b9943e', 'gloss'],
  ['970-070M', 'Matte Black', '#1e1e1f', 'matte'],
  ['970-010M', 'Matte White', '#ebeae5', 'matte'],
  ['970-073M', 'Matte Dark Grey', '#45484b', 'matte'],
  ['970-070S', 'Satin Black', '#19191a', 'satin'],
  ['970-090S', 'Satin Silver Grey', '#9a9da1', 'satin'],
]);
