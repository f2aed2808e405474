import { describe, expect, it } from 'vitest';
import { testDb } from '../../test/app.ts';
import { DIALECT } from '../../db/schema/index.ts';
import { countVehicles, findMake, listMakes, listModels, listYears, resolveVehicle, seedVehicles, upsertVehicles } from './index.ts';

describe('vehicles service', () => {
  it('seeds an empty table once, and answers the three lookups from indexes', async () => {
    const db = await testDb({ catalogue: false });
    const added = await seedVehicles(db);
    expect(added).toBeGreaterThan(10_000);
    expect(await countVehicles(db)).toBe(added);
    expect(await seedVehicles(db)).toBe(0);
    await listYears(db);
    await listMakes(db, 2020);
    await listModels(db, 2020, 'ford');
    await findMake(db, 'Ford');
    // Every lookup must search an index, never scan the table (checked on SQLite's plans).
    if (DIALECT !== 'sqlite') return;
    const plans = [
      'select distinct year from vehicles order by year desc',
      "select distinct make_id, make from vehicles where year = 2020 order by make collate nocase",
      "select model, body_style, make from vehicles where year = 2020 and make_id = 'ford' order by model collate nocase",
      "select make_id, make from vehicles where make_id = 'ford' limit 1",
    ].map((q) => (db.$client.prepare(`explain query plan ${q}`).all() as { detail: string }[]).map((r) => r.detail).join(' | '));
    for (const plan of plans) {
      expect(plan).toMatch(/USING (COVERING )?INDEX/);
      expect(plan).not.toMatch(/SCAN vehicles(?! USING)/);
    }
  });

  it('lists a model\'s own most common body style first and draws it by default: a 2024 Integra is a liftback', async () => {
    const db = await testDb({ catalogue: false });
    await seedVehicles(db);
    expect((await listModels(db, 2024, 'acura')).find((m) => m.name === 'Integra')?.bodyStyles[0]).toBe('hatchback');
    expect((await resolveVehicle(db, { year: 2024, make: 'Acura', model: 'Integra' }))?.bodyStyle).toBe('hatchback');
    // A model the built-in list lacks (imported) keeps the shared order.
    await upsertVehicles(db, [
      { year: 2024, make: 'Acura', model: 'Imported X', bodyStyle: 'wagon' },
      { year: 2024, make: 'Acura', model: 'Imported X', bodyStyle: 'sedan' },
    ]);
    expect((await listModels(db, 2024, 'acura')).find((m) => m.name === 'Imported X')?.bodyStyles).toEqual(['sedan', 'wagon']);
  });

  it('adds rows idempotently and resolves makes and models by id or spelling', async () => {
    const db = await testDb({ catalogue: false });
    const rows = [
      { year: 2021, make: 'Mercedes-Benz', model: 'C-Class', bodyStyle: 'sedan' as const },
      { year: 2021, make: 'Mercedes-Benz', model: 'C-Class', bodyStyle: 'coupe' as const },
    ];
    expect(await upsertVehicles(db, rows)).toEqual({ added: 2, present: 0 });
    expect(await upsertVehicles(db, rows)).toEqual({ added: 0, present: 2 });
    expect((await findMake(db, 'mercedes benz'))).toEqual({ id: 'mercedes-benz', name: 'Mercedes-Benz' });
    expect((await resolveVehicle(db, { year: 2021, make: 'mercedes-benz', model: 'c-class' }))).toEqual(rows[0]);
    expect((await resolveVehicle(db, { year: 2021, make: 'Mercedes-Benz', model: 'C-Class', bodyStyle: 'Coupe' }))).toEqual(rows[1]);
    expect((await resolveVehicle(db, { year: 2021, make: 'Mercedes-Benz', model: 'C-Class', bodyStyle: 'pickup' }))).toBeUndefined();
    expect((await resolveVehicle(db, { year: 2022, make: 'Mercedes-Benz', model: 'C-Class' }))).toBeUndefined();
  });
});
