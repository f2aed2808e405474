// Arlon SLX+ cast wrap film: a starter set on Arlon's three-digit colour numbers; hex values are our own
// approximations of the swatches.
import { defineFilms } from './film.ts';

export const FILMS_ARLON = defineFilms('arlon', [
  ['SLX-402', 'Gloss White', '#f3f3ef', 'gloss'],
  ['SLX-409', 'Gloss Black', '#0d0d0e', 'gloss'],
  ['SLX-401', 'Gloss Red', '#bd1723', 'gloss'],
  ['SLX-431', 'Gloss Orange', '#e65d14', 'gloss'],
  ['SLX-415', 'Gloss Yellow', '#f4cc12', 'gloss'],
  ['SLX-466', 'Gloss Intense Blue', '#1b4395', 'gloss'],
  ['SLX-484', 'Gloss Kelly Green', '#1f8a3f', 'gloss'],
  ['SLX-442', 'Gloss Gunmetal', '#4a4e53', 'gloss'],
  ['SLX-450', 'Gloss Silver Metallic', '#a9acb0', 'gloss'],
  ['SLX-509', 'Matte Black', '#1d1d1e', 'matte'],
  ['SLX-502', 'Matte White', '#eaeae5', 'matte'],
  ['SLX-542', 'Matte Gunmetal', '#484b4f', 'matte'],
  ['SLX-609', 'Satin Black', '#19191a', 'satin'],
  ['SLX-602', 'Satin White', '#ecebe6', 'satin'],
  ['SLX-642', 'Satin Grey', '#5e6165', 'satin'],
  ['SLX-CF09', 'Carbon Fiber Black', '#1d1e20', 'carbon'],
]);
