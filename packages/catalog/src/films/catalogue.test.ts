import { describe, expect, it } from 'vitest';
import { BRANDS } from '../brands.ts';
import { FINISHES, type Finish } from '../vocabulary.ts';
import { FILMS, filmId, filmsOfBrand } from './index.ts';

function countByFinish(brandId: string): Record<Finish, number> {
  const counts = Object.fromEntries(FINISHES.map((f) => [f, 0])) as Record<Finish, number>;
  for (const film of filmsOfBrand(brandId)) counts[film.finish] += 1;
  return counts;
}

describe('built-in film catalogue', () => {
  it('has unique ids made of brand and code', () => {
    expect(new Set(FILMS.map((f) => f.id)).size).toBe(FILMS.length);
    for (const film of FILMS) expect(film.id).toBe(filmId(film.brandId, film.code));
  });

  it('uses known brands, valid hex colours and known finishes', () => {
    const brandIds = new Set<string>(BRANDS.map((b) => b.id));
    for (const film of FILMS) {
      expect(brandIds.has(film.brandId), film.id).toBe(true);
      expect(film.hex, film.id).toMatch(/^#[0-9a-f]{6}$/);
      expect(FINISHES, film.id).toContain(film.finish);
      if (film.secondaryHex !== undefined) expect(film.secondaryHex, film.id).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('puts each product code in brackets at the end of the name', () => {
    for (const film of FILMS) {
      expect(film.name, film.id).toBe(`${film.name.slice(0, -film.code.length - 3)} (${film.code})`);
      expect(film.name.length, film.id).toBeGreaterThan(film.code.length + 3);
    }
  });

  it('gives every flip film the colour it shifts to', () => {
    const flips = FILMS.filter((f) => f.finish === 'flip');
    expect(flips.length).toBeGreaterThan(0);
    for (const film of flips) expect(film.secondaryHex, film.id).toBeDefined();
    for (const film of FILMS.filter((f) => f.finish !== 'flip')) expect(film.secondaryHex, film.id).toBeUndefined();
  });

  it('offers 3M 2080 in the spread the Studio shows (spec §3)', () => {
    const counts = countByFinish('3m');
    expect(filmsOfBrand('3m').length).toBeGreaterThanOrEqual(50);
    expect(counts.gloss).toBeGreaterThanOrEqual(24);
    expect(counts.gloss).toBeLessThanOrEqual(30);
    expect(counts.satin).toBeGreaterThanOrEqual(8);
    expect(counts.matte).toBeGreaterThanOrEqual(8);
    expect(counts.flip).toBeGreaterThanOrEqual(3);
    expect(counts.brushed).toBeGreaterThanOrEqual(2);
    expect(counts.carbon).toBeGreaterThanOrEqual(2);
    expect(counts.chrome).toBeGreaterThanOrEqual(1);
    expect(filmsOfBrand('3m').map((f) => f.name)).toEqual(
      expect.arrayContaining(['Gloss Black (G12)', 'Satin White (S10)', 'Matte Red (M13)']),
    );
  });

  it('offers Avery Dennison Supreme Wrapping Film across every finish', () => {
    const counts = countByFinish('avery-dennison');
    expect(filmsOfBrand('avery-dennison').length).toBeGreaterThanOrEqual(24);
    for (const finish of FINISHES) expect(counts[finish], finish).toBeGreaterThanOrEqual(2);
  });

  it('has a starter set for seven more brands and 200+ colours in all (spec §1)', () => {
    for (const brandId of ['oracal', 'kpmf', 'hexis', 'inozetek', 'arlon', 'teckwrap', 'vvivid']) {
      expect(filmsOfBrand(brandId).length, brandId).toBeGreaterThanOrEqual(6);
    }
    expect(FILMS.length).toBeGreaterThanOrEqual(200);
  });
});
