import { BRANDS, FILMS } from '@wrapsmith/catalog';
import { describe, expect, it } from 'vitest';
import { createCatalogVisualizerClient } from './catalog-client.ts';

describe('createCatalogVisualizerClient', () => {
  const client = createCatalogVisualizerClient();

  it('lists years newest first, the makes of a year and the models of a make', async () => {
    const years = await client.getYears();
    expect(years[0]).toBeGreaterThan(years.at(-1) ?? Infinity);
    const makes = await client.getMakes(2020);
    const ford = makes.find((make) => make.name === 'Ford');
    expect(ford).toEqual({ id: 'ford', name: 'Ford' });
    const models = await client.getModels(2020, ford ?? { id: 'ford', name: 'Ford' });
    expect(models.length).toBeGreaterThan(0);
    expect(models.every((model) => model.bodyStyles.length > 0)).toBe(true);
    expect(models.map((model) => model.name)).toEqual([...models.map((model) => model.name)].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it("lists the brands with films in spec order and groups a brand's films by finish, skipping empty finishes", async () => {
    const brands = await client.getBrands();
    expect(brands.map((brand) => brand.name)).toEqual(BRANDS.filter((brand) => FILMS.some((film) => film.brandId === brand.id)).map((brand) => brand.name));
    expect(brands.every((brand) => brand.filmCount > 0)).toBe(true);
    const groups = await client.getFilms('3m');
    expect(groups.length).toBeGreaterThan(1);
    expect(groups.every((group) => group.films.length > 0 && group.films.every((film) => film.finish === group.finish))).toBe(true);
    const empty = BRANDS.find((brand) => !FILMS.some((film) => film.brandId === brand.id));
    expect(empty).toBeDefined();
    expect(await client.getFilms(empty?.id ?? '')).toEqual([]);
  });

  it('never renders', async () => {
    await expect(
      client.render({ year: 2020, make: 'Ford', model: 'Mustang', finish: 'gloss', color: '#000000', description: '', brand: '3M', filmId: 'x' }),
    ).rejects.toThrow('Sign up');
  });
});
