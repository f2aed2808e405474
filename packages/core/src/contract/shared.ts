// Shapes more than one route group answers: pages of a list, the catalogue's pickers (makes, models, brands, film
// groups), a render's answer and the library photo it was made from (docs/decisions/081).
import { BODY_STYLES, FINISHES } from '@wrapsmith/catalog';
import { z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { LIBRARY_SIDES } from '../library-rules.ts';
import { filmDto } from './films.ts';
import { nullable } from './route.ts';

/** `{ data: [...rows], page, pageSize, total }`: one page of a bounded list (docs/decisions/030). */
export function pageOf<T extends $ZodType>(row: T) {
  return z.object({ data: z.array(row), page: z.number(), pageSize: z.number(), total: z.number() });
}

/**
 * A list that pages by cursor as well (bookings, leads): `nextCursor` continues after the last row (null after the
 * last page); asked with `cursor`, the answer has no `page` or `total`.
 */
export function cursorPageOf<T extends $ZodType>(row: T) {
  return z.object({
    data: z.array(row),
    page: z.optional(z.number()),
    pageSize: z.number(),
    total: z.optional(z.number()),
    nextCursor: nullable(z.string()),
  });
}

/** `{ id }` of a path: one of our ids (letters, digits, - and _). */
export const idParam64 = z.object({ id: z.string().check(z.trim(), z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/, 'Invalid id')) });

export const makeDto = z.object({
  /** Slug of the make, e.g. "mercedes-benz"; get-models takes it or the name. */
  id: z.string(),
  name: z.string(),
});
export type MakeDto = z.infer<typeof makeDto>;

export const modelDto = z.object({ id: z.string(), name: z.string(), bodyStyles: z.array(z.enum(BODY_STYLES)) });
export type ModelDto = z.infer<typeof modelDto>;

export const brandDto = z.object({
  id: z.string(),
  name: z.string(),
  productLine: z.string(),
  /** Films the shop offers of this brand; 0 means no catalogue yet. */
  filmCount: z.number(),
});
export type BrandDto = z.infer<typeof brandDto>;

export const filmGroupDto = z.object({ finish: z.enum(FINISHES), label: z.string(), films: z.array(filmDto) });
export type FilmGroupDto = z.infer<typeof filmGroupDto>;

/** What a render answers about a library photo it was made from, for the visualizer's caption. */
export const libraryPhotoDto = z.object({
  /** The shop's name as the viewer knows it (the widget's display name to visitors). */
  shopName: z.string(),
  side: z.enum(LIBRARY_SIDES),
  /** The photographed car's own year, which may be near the picked one. */
  year: z.number(),
});
export type LibraryPhotoDto = z.infer<typeof libraryPhotoDto>;

/** The picture of a render, as Gemini's answer shape (the spec's): base64 PNG. */
export const renderImage = z.array(z.object({ inlineData: z.object({ mimeType: z.literal('image/png'), data: z.string() }) }));
