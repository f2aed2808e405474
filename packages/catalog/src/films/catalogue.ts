// The built-in film catalogue: every brand's starter set in spec order.
import { FILMS_3M } from './3m-2080.ts';
import { FILMS_ARLON } from './arlon-slx.ts';
import { FILMS_AVERY_DENNISON } from './avery-dennison-supreme.ts';
import type { Film } from './film.ts';
import { FILMS_HEXIS } from './hexis-skintac.ts';
import { FILMS_INOZETEK } from './inozetek.ts';
import { FILMS_KPMF } from './kpmf-k75400.ts';
import { FILMS_ORACAL } from './oracal-970ra.ts';
import { FILMS_TECKWRAP } from './teckwrap.ts';
import { FILMS_VVIVID } from './vvivid.ts';

export const FILMS: readonly Film[] = [
  ...FILMS_3M,
  ...FILMS_AVERY_DENNISON,
  ...FILMS_ORACAL,
  ...FILMS_KPMF,
  ...FILMS_HEXIS,
  ...FILMS_INOZETEK,
  ...FILMS_ARLON,
  ...FILMS_TECKWRAP,
  ...FILMS_VVIVID,
];

export function filmsOfBrand(brandId: string, films: readonly Film[] = FILMS): Film[] {
  return films.filter((film) => film.brandId === brandId);
}
