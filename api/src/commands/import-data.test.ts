import type { Db } from '../db/client.ts';
import fs from 'node:fs';
import path from 'node:path';
import { parseFilmCsv, parseVehicleCsv } from '@wrapsmith/catalog';
import { count, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { films } from '../db/schema/index.ts';
import { seedCatalog } from '../seed/seed.ts';
import { countVehicles } from '../services/vehicles/index.ts';
import { tempDir, testDb } from '../test/app.ts';
import { sharedCsvFiles, sharedFile, SHARED_DATA } from '../test/shared-data.ts';
import { formatSummary, ImportError, importFilms, importVehicles } from './import-data.ts';
import { firstRow } from '../db/tx.ts';

const filmCount = async (db: Db) => (await firstRow(db.select({ n: count() }).from(films).where(isNull(films.shopId))))?.n ?? 0;

describe('import summaries', () => {
  it('reports counts and the first ten rejections as line N: reason', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'cars.csv');
    const bad = Array.from({ length: 12 }, (_, i) => `18${String(i).padStart(2, '0')},Ford,Model T,sedan`);
    fs.writeFileSync(file, ['year,make,model,body_styles', '2020,Ford,Mustang,coupe|convertible', ...bad].join('\n'));
    const db = await testDb({ catalogue: false });
    const summary = await importVehicles(db, file);
    expect(summary).toMatchObject({ read: 13, added: 2, present: 0, format: 'plain' });
    const text = formatSummary('Vehicles', summary);
    expect(text).toMatch(/Rows read: +13/);
    expect(text).toMatch(/Rejected: +12/);
    expect(text).toContain('line 3: Year 1800 is outside 1990–2026');
    expect(text.match(/^ {2}line \d+:/gm)).toHaveLength(10);
    expect(text).toContain('… and 2 more');
    await expect(importVehicles(db, path.join(dir, 'missing.csv'))).rejects.toThrow(ImportError);
    await expect(importFilms(db, file, { brand: 'Acme' })).rejects.toThrow(/Unknown brand "Acme"/);
  });
});

// Never skipped: without the data sets, sharedCsvFiles throws and this suite fails, naming the folder (issue 24 item 6).
describe(`imports of the shared data sets in ${SHARED_DATA}`, () => {
  it('fails with a clear message when the shared data sets are missing (issue 24 item 6)', () => {
    expect(() => sharedCsvFiles('vehicles', path.join(tempDir(), 'no-shared-data'))).toThrow(/shared data sets are missing: no CSV files in .*no-shared-data/);
  });

  for (const name of sharedCsvFiles('vehicles')) {
    it(`imports vehicles/${name} and adds nothing the second time`, async () => {
      const file = sharedFile(`vehicles/${name}`);
      const parsed = parseVehicleCsv(fs.readFileSync(file, 'utf8'));
      const db = await testDb({ catalogue: false });
      const seeded = (await seedCatalog(db)).vehicles;
      const first = await importVehicles(db, file);
      expect(first.read).toBe(parsed.records);
      expect(first.rejected).toEqual(parsed.rejected);
      expect(first.added + first.present).toBe(parsed.rows.length);
      expect(first.added).toBeGreaterThan(0);
      expect(await countVehicles(db)).toBe(seeded + first.added);
      const second = await importVehicles(db, file);
      expect(second).toMatchObject({ added: 0, present: parsed.rows.length });
      expect(await countVehicles(db)).toBe(seeded + first.added);
    });
  }

  for (const name of sharedCsvFiles('vinyl')) {
    it(`imports vinyl/${name} and changes nothing the second time`, async () => {
      const file = sharedFile(`vinyl/${name}`);
      const text = fs.readFileSync(file, 'utf8');
      // Single-brand charts without a brand column need --brand; the others carry it per row.
      const brand = /^brand,/i.test(text) ? undefined : name.split('_')[0];
      const parsed = parseFilmCsv(text, brand ? { brandId: brand } : {});
      const db = await testDb({ catalogue: false });
      await seedCatalog(db);
      const before = await filmCount(db);
      const first = await importFilms(db, file, { brand });
      expect(first.read).toBe(parsed.records);
      expect(first.rejected).toEqual(parsed.rejected);
      expect(first.added + first.present).toBe(parsed.films.length);
      expect(await filmCount(db)).toBe(before + first.added);
      const second = await importFilms(db, file, { brand });
      expect(second).toMatchObject({ added: 0, updated: 0, present: parsed.films.length });
      expect(await filmCount(db)).toBe(before + first.added);
    });
  }
});
