// An offline VisualizerClient over the built-in catalogue, for the signed-out demo of the public visualizer:
// the pickers work without an account, and rendering stays the server's (a colour click shows the sign-up call
// to action instead), so `render` refuses.
import { BRANDS, FILMS, FINISHES, FINISH_LABELS, VEHICLE_MODELS, filmsOfBrand, modelYears } from '@wrapsmith/catalog';
import { VisualizerError, type FilmGroup, type VisualizerClient } from './client.ts';

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');

export function createCatalogVisualizerClient(): VisualizerClient {
  const soldIn = (year: number) => VEHICLE_MODELS.filter((vehicle) => modelYears(vehicle).includes(year));
  return {
    async getYears() {
      const years = new Set(VEHICLE_MODELS.flatMap(modelYears));
      return [...years].sort((a, b) => b - a);
    },
    async getMakes(year) {
      const names = new Set(soldIn(year).map((vehicle) => vehicle.make));
      return [...names].map((name) => ({ id: slug(name), name })).sort(byName);
    },
    async getModels(year, make) {
      return soldIn(year)
        .filter((vehicle) => vehicle.make === make.name)
        .map((vehicle) => ({ id: slug(vehicle.model), name: vehicle.model, bodyStyles: [...vehicle.bodyStyles] }))
        .sort(byName);
    },
    async getBrands() {
      // Only brands with films, as every picker (issue 22).
      return BRANDS.map((brand) => ({ id: brand.id, name: brand.name, filmCount: filmsOfBrand(brand.id, FILMS).length })).filter((brand) => brand.filmCount > 0);
    },
    async getFilms(brandId) {
      const films = filmsOfBrand(brandId, FILMS);
      const groups: FilmGroup[] = FINISHES.map((finish) => ({
        finish,
        label: FINISH_LABELS[finish],
        films: films
          .filter((film) => film.finish === finish)
          .map((film) => ({
            id: film.id,
            name: film.name,
            code: film.code,
            colorCode: film.hex,
            finish: film.finish,
            secondaryHex: film.secondaryHex ?? null,
          })),
      }));
      return groups.filter((group) => group.films.length > 0);
    },
    async render() {
      throw new VisualizerError('HTTP', 'Sign up to render previews.');
    },
  };
}
