// The vinyl catalogue as a shop sees it: global films (built-in and imported) plus the shop's custom colours,
// minus the brands and films the shop chose not to offer. Every film query for a shop goes through offeredTo().
import { BRANDS, FILMS, FINISH_LABELS, FINISHES, findBrand, finishFromWords, type Film, type Finish } from '@wrapsmith/catalog';
import { and, asc, count, eq, inArray, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { catalogExclusions, films, type FilmRow } from '../../db/schema/index.ts';
import { newId } from '../../lib/crypto.ts';
import type { BrandDto, FilmDto, FilmGroupDto } from '../../types.ts';
import { firstRow, transaction, onlyRow } from '../../db/tx.ts';
import { forShop } from '../../db/scope.ts';

/** The pseudo-brand of a shop's own colours: listed after the 20 brands once the shop has any. */
export const CUSTOM_BRAND = { id: 'custom', name: 'Custom colours' } as const;


export function toFilmDto(row: FilmRow): FilmDto {
  return {
    id: row.id,
    brandId: row.brandId,
    name: row.name,
    code: row.code,
    colorCode: row.hex,
    finish: row.finish,
    secondaryHex: row.secondaryHex,
    custom: row.shopId !== null,
  };
}

/** A catalogue Film (what render scenes and colour matching take) from a row. */
export function toFilm(row: FilmRow): Film {
  return {
    id: row.id,
    brandId: row.brandId,
    code: row.code,
    name: row.name,
    hex: row.hex,
    finish: row.finish,
    ...(row.secondaryHex ? { secondaryHex: row.secondaryHex } : {}),
  };
}

/** "Gloss", "Carbon Fiber", "carbon" → the finish id; undefined for anything else. */
export function finishOf(text: string): Finish | undefined {
  const lower = text.trim().toLowerCase();
  return (FINISHES as readonly string[]).includes(lower) ? (lower as Finish) : finishFromWords(text, '');
}

/** Display name of a brand id, the custom pseudo-brand included. */
export function brandName(brandId: string): string {
  return brandId === CUSTOM_BRAND.id ? CUSTOM_BRAND.name : (findBrand(brandId)?.name ?? brandId);
}

function hidden(db: DbOrTx, shopId: string, kind: 'brand' | 'film') {
  return db
    .select({ id: catalogExclusions.refId })
    .from(catalogExclusions)
    .where(forShop(shopId).where(catalogExclusions, eq(catalogExclusions.kind, kind)));
}

/** The films a shop offers: global and its own, not hidden one by one or by brand. */
export function offeredTo(db: DbOrTx, shopId: string, ...conditions: (SQL | undefined)[]): SQL {
  return and(
    forShop(shopId).ownOrGlobal(films),
    notInArray(films.id, hidden(db, shopId, 'film')),
    notInArray(films.brandId, hidden(db, shopId, 'brand')),
    ...conditions,
  ) as SQL;
}

/**
 * The brands in spec order that have films in the catalogue (built-in, imported or the shop's own), minus those the
 * shop hides, with how many films the shop offers of each, then the shop's custom colours. A brand with no films is
 * in no picker (issue 22): it appears once an import gives it some. `filmCount` is 0 only when the shop has hidden
 * every film of a brand one by one, so Settings → Catalogue can still offer them again.
 */
export async function listBrands(db: Db, shopId: string): Promise<BrandDto[]> {
  const countBy = async (where: SQL | undefined) =>
    new Map((await db.select({ brandId: films.brandId, n: count() }).from(films).where(where).groupBy(films.brandId)).map((r) => [r.brandId, r.n]));
  const [counts, catalogued] = await Promise.all([countBy(offeredTo(db, shopId)), countBy(forShop(shopId).ownOrGlobal(films))]);
  const hiddenBrands = new Set((await hidden(db, shopId, 'brand')).map((r) => r.id));
  const brands: BrandDto[] = BRANDS.filter((b) => !hiddenBrands.has(b.id) && (catalogued.get(b.id) ?? 0) > 0).map((b) => ({
    id: b.id,
    name: b.name,
    productLine: b.productLine,
    filmCount: counts.get(b.id) ?? 0,
  }));
  const custom = counts.get(CUSTOM_BRAND.id) ?? 0;
  if (custom > 0) brands.push({ ...CUSTOM_BRAND, productLine: '', filmCount: custom });
  return brands;
}

/** A brand's offered films grouped by finish in the Studio's tab order; empty finishes are left out. */
export async function listFilmGroups(db: Db, shopId: string, brandId: string): Promise<FilmGroupDto[]> {
  const rows = await db
    .select()
    .from(films)
    .where(offeredTo(db, shopId, eq(films.brandId, brandId)))
    .orderBy(asc(films.name));
  return FINISHES.map((finish) => ({
    finish,
    label: FINISH_LABELS[finish],
    films: rows.filter((r) => r.finish === finish).map(toFilmDto),
  })).filter((group) => group.films.length > 0);
}

export async function findOfferedFilm(db: Db, shopId: string, filmId: string): Promise<FilmRow | undefined> {
  return firstRow(db.select().from(films).where(offeredTo(db, shopId, eq(films.id, filmId))));
}

export async function listOfferedFilms(db: Db, shopId: string): Promise<FilmRow[]> {
  return db.select().from(films).where(offeredTo(db, shopId));
}

/** The shop's film of this colour and finish (of the brand, when given); the catalogue's order breaks ties. */
export async function matchFilm(db: Db, shopId: string, wanted: { brandId?: string | undefined; hex: string; finish: Finish }): Promise<FilmRow | undefined> {
  return firstRow(db
    .select()
    .from(films)
    .where(
      offeredTo(
        db,
        shopId,
        eq(films.hex, wanted.hex),
        eq(films.finish, wanted.finish),
        wanted.brandId ? eq(films.brandId, wanted.brandId) : undefined,
      ),
    )
    .orderBy(sql`${films.shopId} is null`, asc(films.id)));
}

export interface FilmUpsertResult {
  added: number;
  updated: number;
  unchanged: number;
}

const SAME_FIELDS = ['name', 'hex', 'finish', 'secondaryHex', 'description'] as const;

/** Adds or refreshes global films (by brand + code id) in one transaction; a second identical run changes nothing. */
export async function upsertFilms(db: Db, list: readonly Film[], source: 'builtin' | 'import', at: Date): Promise<FilmUpsertResult> {
  const result: FilmUpsertResult = { added: 0, updated: 0, unchanged: 0 };
  await transaction(db, async (tx) => {
    const existing = new Map<string, FilmRow>();
    for (let i = 0; i < list.length; i += 500) {
      const ids = list.slice(i, i + 500).map((f) => f.id);
      for (const row of (await tx.select().from(films).where(and(inArray(films.id, ids), isNull(films.shopId))))) existing.set(row.id, row);
    }
    for (const film of list) {
      const values = {
        name: film.name,
        hex: film.hex,
        finish: film.finish,
        secondaryHex: film.secondaryHex ?? null,
        description: film.description ?? null,
      };
      const row = existing.get(film.id);
      if (!row) {
        await tx.insert(films).values({ id: film.id, shopId: null, brandId: film.brandId, code: film.code, source, createdAt: at, ...values });
        existing.set(film.id, { id: film.id, shopId: null, brandId: film.brandId, code: film.code, source, createdAt: at, ...values });
        result.added += 1;
      } else if (SAME_FIELDS.some((key) => row[key] !== values[key])) {
        await tx.update(films).set(values).where(eq(films.id, film.id));
        existing.set(film.id, { ...row, ...values });
        result.updated += 1;
      } else {
        result.unchanged += 1;
      }
    }
  });
  return result;
}

/** Fills an empty catalogue with the built-in films; returns how many it added (0 when films exist). */
export async function seedFilms(db: Db, at: Date): Promise<number> {
  const any = await firstRow(db.select({ id: films.id }).from(films).where(isNull(films.shopId)).limit(1));
  return any ? 0 : (await upsertFilms(db, FILMS, 'builtin', at)).added;
}

export async function createCustomFilm(db: Db, shopId: string, input: { name: string; code: string; hex: string; finish: Finish }, at: Date): Promise<FilmRow> {
  return onlyRow(db
    .insert(films)
    .values({
      id: `custom-${newId()}`,
      shopId,
      brandId: CUSTOM_BRAND.id,
      code: input.code,
      name: input.code ? `${input.name} (${input.code})` : input.name,
      hex: input.hex,
      finish: input.finish,
      source: 'custom',
      createdAt: at,
    })
    .returning());
}

/** Deletes one of the shop's custom films; false when the shop has no such film (global films included). */
export async function deleteCustomFilm(db: Db, shopId: string, filmId: string): Promise<boolean> {
  const gone = await db.delete(films).where(forShop(shopId).where(films, eq(films.id, filmId))).returning({ id: films.id });
  return gone.length > 0;
}

export interface CatalogSettings {
  hiddenBrands: string[];
  hiddenFilms: string[];
}

export async function getCatalogSettings(db: DbOrTx, shopId: string): Promise<CatalogSettings> {
  return {
    hiddenBrands: (await hidden(db, shopId, 'brand').orderBy(asc(catalogExclusions.refId))).map((r) => r.id),
    hiddenFilms: (await hidden(db, shopId, 'film').orderBy(asc(catalogExclusions.refId))).map((r) => r.id),
  };
}

/** Replaces what the shop hides. Unknown brand or film ids are refused by the caller before this runs. */
export async function setCatalogSettings(db: Db, shopId: string, settings: CatalogSettings): Promise<CatalogSettings> {
  return transaction(db, async (tx) => {
    await tx.delete(catalogExclusions).where(forShop(shopId).where(catalogExclusions));
    const rows = [
      ...[...new Set(settings.hiddenBrands)].map((refId) => ({ shopId, kind: 'brand' as const, refId })),
      ...[...new Set(settings.hiddenFilms)].map((refId) => ({ shopId, kind: 'film' as const, refId })),
    ];
    if (rows.length > 0) await tx.insert(catalogExclusions).values(rows);
    return getCatalogSettings(tx, shopId);
  });
}

/** Ids among `filmIds` that are neither global films nor the shop's own. */
export async function unknownFilmIds(db: Db, shopId: string, filmIds: readonly string[]): Promise<string[]> {
  if (filmIds.length === 0) return [];
  const known = new Set(
    (await db
      .select({ id: films.id })
      .from(films)
      .where(and(inArray(films.id, [...filmIds]), forShop(shopId).ownOrGlobal(films))))
      .map((r) => r.id),
  );
  return filmIds.filter((id) => !known.has(id));
}
