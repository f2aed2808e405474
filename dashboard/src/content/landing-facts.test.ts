// The landing page states what is built in (issue 22): its counts are those of the built-in catalogue, as the
// public demo visualizer (the same catalogue) lists it.
import { describe, expect, it } from 'vitest';
import { createCatalogVisualizerClient } from '@wrapsmith/visualizer';
import { LANDING_EN, type LandingKey } from '../i18n/areas/landing/en.ts';
import DE from '../i18n/areas/landing/de.ts';
import ES from '../i18n/areas/landing/es.ts';
import FR from '../i18n/areas/landing/fr.ts';
import PT from '../i18n/areas/landing/pt.ts';
import { BRAND_STRIP, CATALOGUE_FACTS, landingEnglish, landingValues } from './landing.ts';

describe('the landing page’s facts', () => {
  it('counts the brands that have colours and their colours', async () => {
    const client = createCatalogVisualizerClient();
    const brands = await client.getBrands();
    expect(CATALOGUE_FACTS.brands).toBe(brands.length);
    expect(BRAND_STRIP).toHaveLength(brands.length);
    expect(CATALOGUE_FACTS.colours).toBe(brands.reduce((sum, b) => sum + b.filmCount, 0));
  });

  it('counts the year, make and model combinations, models and makes built in', async () => {
    const client = createCatalogVisualizerClient();
    let vehicles = 0;
    const models = new Set<string>();
    const makes = new Set<string>();
    for (const year of await client.getYears()) {
      for (const make of await client.getMakes(year)) {
        makes.add(make.name);
        for (const model of await client.getModels(year, make)) {
          vehicles += 1;
          models.add(`${make.name} ${model.name}`);
        }
      }
    }
    expect(CATALOGUE_FACTS).toMatchObject({ vehicles, models: models.size, makes: makes.size });
  });

  it('claims no million vehicles and no twenty brands anywhere', () => {
    const text = JSON.stringify((Object.keys(LANDING_EN) as LandingKey[]).map(landingEnglish));
    expect(text).not.toMatch(/million|1\.2M|20 (vinyl )?brands|200\+/);
    expect(text).toContain('10,400');
    expect(text).toContain('9 vinyl brands');
    for (const other of [DE, ES, FR, PT]) expect(JSON.stringify(other)).not.toMatch(/[Mm]ill|1\.2M|200\+/);
  });

  it('writes the counts and prices as each language does', () => {
    expect(landingValues('en')).toMatchObject({ vehicles: '10,400', basic: '$79', crm: '$49.99', brandFee: '$999', yearly: '$36K', basicCredits: '250', ultimateCredits: '1,000' });
    expect(landingValues('de')).toMatchObject({ vehicles: '10.400', basic: '79\u00a0$', ultimateCredits: '1.000' });
    expect(landingValues('es').crm).toMatch(/^49,99\s?US\$$/);
  });
});
