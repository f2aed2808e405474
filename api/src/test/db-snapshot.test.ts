// The "changes nothing" check (dbSnapshot) must see every write: on SQLite it reuses its last reading while the
// connection's change counters stand still, so a write, an unchanged-value update and a rolled-back write must each
// be noticed, on both engines.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as tables from '../db/schema/index.ts';
import type { AppDeps } from '../lib/context.ts';
import { createOwner, dbSnapshot, makeTestApp, rawRun, twoConnections } from './app.ts';

describe('dbSnapshot', () => {
  it('sees a new row, a changed value and a catalogue edit after an unchanged reading', async () => {
    const { deps } = await makeTestApp();
    const empty = await dbSnapshot(deps);
    expect(await dbSnapshot(deps)).toEqual(empty);

    const { shop } = await createOwner(deps.db);
    const withShop = await dbSnapshot(deps);
    expect(withShop).not.toEqual(empty);
    expect(await dbSnapshot(deps)).toEqual(withShop);

    await deps.db.update(tables.shops).set({ name: 'Renamed' }).where(eq(tables.shops.id, shop.id));
    const renamed = await dbSnapshot(deps);
    expect(renamed).not.toEqual(withShop);

    // A catalogue table (the biggest one) counts too.
    await rawRun(deps.db, sql`update vehicles set model = model || ' x' where id = (select min(id) from vehicles)`);
    expect(await dbSnapshot(deps)).not.toEqual(renamed);
  });

  it('sees a write another connection made', async () => {
    const [mine, theirs] = await twoConnections();
    const deps = { db: mine } as AppDeps;
    const before = await dbSnapshot(deps);
    expect(await dbSnapshot(deps)).toEqual(before);
    await createOwner(theirs);
    expect(await dbSnapshot(deps)).not.toEqual(before);
  });
});
