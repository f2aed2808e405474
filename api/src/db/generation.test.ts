import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventually, tempDir, twoConnections } from '../test/app.ts';
import { openDb, type Db } from './client.ts';
import { DATA_VERSION_CHECK_MS, dataVersion, generationOf, LISTEN_STALE_MS, listeningClientOf } from './generation.ts';
import { DIALECT, shops } from './schema/index.ts';
import { transaction } from './tx.ts';
import { createOwner } from '../seed/factories.ts';
import path from 'node:path';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Process caches are SQLite's alone: PostgreSQL keeps none (docs/decisions/041).
describe.skipIf(DIALECT === 'postgres')('generationOf', () => {
  it('stays put while nothing is written and moves with every row this connection writes', async () => {
    const db = openDb(':memory:');
    const { shop } = await createOwner(db);
    const first = generationOf(db);
    expect(generationOf(db)).toBe(first);
    await db.select().from(shops);
    expect(generationOf(db)).toBe(first);
    await db.update(shops).set({ name: 'Renamed' }).where(eq(shops.id, shop.id));
    const second = generationOf(db);
    expect(second).not.toBe(first);
    expect(generationOf(db)).toBe(second);
  });

  it('is undefined inside a transaction and moves after one that rolled back', async () => {
    const db = openDb(':memory:');
    const { shop } = await createOwner(db);
    const before = generationOf(db);
    await expect(
      transaction(db, async (tx) => {
        await tx.update(shops).set({ name: 'Never' }).where(eq(shops.id, shop.id));
        expect(generationOf(db)).toBeUndefined();
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const after = generationOf(db);
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
  });

  it("notices another connection's commit within DATA_VERSION_CHECK_MS", async () => {
    const file = path.join(tempDir(), 'wrapsmith.sqlite');
    const here = openDb(file);
    const other = openDb(file);
    const { shop } = await createOwner(here);
    const before = generationOf(here);
    const version = dataVersion(here);
    await other.update(shops).set({ name: 'Imported elsewhere' }).where(eq(shops.id, shop.id));
    await sleep(DATA_VERSION_CHECK_MS + 50);
    expect(generationOf(here)).not.toBe(before);
    expect(dataVersion(here)).not.toBe(version);
    here.$client.close();
    other.$client.close();
  });
});

describe.skipIf(DIALECT !== 'postgres')('generationOf on PostgreSQL', () => {
  const settled = async (db: Db) => {
    await eventually(async () => generationOf(db) !== undefined, true);
    return generationOf(db);
  };

  it("is undefined until it listens, then stays put on reads, and moves with this instance's writes and others' commits", async () => {
    const [here, elsewhere] = await twoConnections();
    const { shop } = await createOwner(here);
    expect(generationOf(here)).toBeUndefined();
    const first = await settled(here);
    expect(first).toBeDefined();
    await here.select().from(shops);
    expect(generationOf(here)).toBe(first);

    await here.update(shops).set({ name: 'Here' }).where(eq(shops.id, shop.id));
    const second = generationOf(here);
    expect(second).not.toBe(first);

    // Another instance's commit: the trigger's notice moves it when it arrives.
    await elsewhere.update(shops).set({ name: 'Elsewhere' }).where(eq(shops.id, shop.id));
    await eventually(async () => generationOf(here) !== second, true);
    expect(generationOf(here)).not.toBe(second);
  });

  it('is not moved by a transaction of another instance that rolls back', async () => {
    const [here, elsewhere] = await twoConnections();
    const { shop } = await createOwner(here);
    const before = await settled(here);
    await expect(
      transaction(elsewhere, async (tx) => {
        await tx.update(shops).set({ name: 'Never' }).where(eq(shops.id, shop.id));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    // A committed change after it: its notice is the first to arrive.
    await sleep(200);
    expect(generationOf(here)).toBe(before);
  });

  it('keeps nothing past LISTEN_STALE_MS when the listening connection goes silent without a word (issue 23 item 18)', async () => {
    const [here, elsewhere] = await twoConnections();
    const { shop } = await createOwner(here);
    const before = await settled(here);
    const client = listeningClientOf(here);
    if (!client) throw new Error('Not listening');
    // A NAT drops the connection: notices stop arriving and the heartbeat gets no answer (and no error) for now.
    client.removeAllListeners('notification');
    (client as unknown as { query: () => Promise<never> }).query = () => new Promise<never>(() => undefined);
    await elsewhere.update(shops).set({ name: 'Signed out elsewhere' }).where(eq(shops.id, shop.id));
    const silentAt = Date.now();
    // Within the bound, the generation this instance caches under is gone (undefined) or has moved.
    await eventually(async () => generationOf(here) !== before, true);
    expect(generationOf(here)).not.toBe(before);
    expect(Date.now() - silentAt).toBeLessThanOrEqual(LISTEN_STALE_MS + 1_000);
  });
});
