// A full disk during a render (issue #8): the answer is 502 RENDER_FAILED, the credit comes back, and nothing
// half-written stays on disk, even when SQLite cannot write the refund either.
import fs from 'node:fs';
import type * as FsPromises from 'node:fs/promises';
import path from 'node:path';
import { expandVehicles, FILMS } from '@wrapsmith/catalog';
import { RENDER_MESSAGES } from '@wrapsmith/core';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client.ts';
import { creditLedger, DIALECT, pendingRenders, renders } from '../../db/schema/index.ts';
import { balance, ledgerTotal } from '../../services/credits/index.ts';
import { closeSharedRenderPool, reconcileRenders, RENDER_LEASE_MS } from '../../services/render/index.ts';
import { json, rawRun } from '../../test/app.ts';
import { studioApp } from '../../test/studio.ts';

// The real fs, except that the next writeFile stores one byte of the file and fails with ENOSPC, as a write
// does when the disk fills up.
const disk = vi.hoisted(() => ({ full: false }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof FsPromises>();
  const writeFile: typeof actual.writeFile = async (file, data, options) => {
    if (!disk.full) return actual.writeFile(file, data, options);
    await actual.writeFile(file, (data as Uint8Array).subarray(0, 1), options);
    throw Object.assign(new Error(`ENOSPC: no space left on device, write '${String(file)}'`), { code: 'ENOSPC' });
  };
  return { ...actual, writeFile, default: { ...actual, writeFile } };
});

afterEach(async () => {
  disk.full = false;
  await closeSharedRenderPool();
});

const film = FILMS.find((f) => f.finish === 'gloss' && f.brandId === '3m');
if (!film) throw new Error('The built-in catalogue has no 3M gloss film');
const car = [...expandVehicles()].find((v) => v.year === 2024 && v.bodyStyle === 'suv');
if (!car) throw new Error('The built-in list has no 2024 SUV');
const generate = { year: car.year, make: car.make, model: car.model, finish: 'Gloss', color: film.hex, brand: '3m', filmId: film.id };

const filesUnder = (root: string) => (fs.existsSync(root) ? fs.readdirSync(root, { recursive: true }).map(String).filter((f) => fs.statSync(path.join(root, f)).isFile()) : []);

describe('a render on a full disk', () => {
  it('answers 502 RENDER_FAILED, refunds the credit and leaves no .part file', async () => {
    const { app, auth, deps, owner } = await studioApp({ credits: 3 });
    disk.full = true;
    const res = await app.request('/api/v1/user/tool/generate-car-image', json('POST', generate, auth));
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: { code: 'RENDER_FAILED', message: RENDER_MESSAGES.renderFailed } });
    expect(await balance(deps.db, owner.shop.id)).toBe(3);
    expect(await ledgerTotal(deps.db, owner.shop.id)).toBe(3);
    expect(await deps.db.select().from(pendingRenders)).toEqual([]);
    expect(await deps.db.select().from(renders)).toEqual([]);
    expect(filesUnder(path.join(deps.env.DATA_DIR, 'renders'))).toEqual([]);

    disk.full = false;
    expect((await app.request('/api/v1/user/tool/generate-car-image', json('POST', generate, auth))).status).toBe(200);
    expect(await balance(deps.db, owner.shop.id)).toBe(2);
  });

  it('says the credit is not back yet when the database cannot write the refund, then retries it once writes work (issue 23 item 9)', async () => {
    const { app, auth, deps, owner } = await studioApp({ credits: 3 });
    disk.full = true;
    // SQLite lives on the same full disk: the refund's ledger row is refused as well.
    await refuseRefunds(deps.db, true);
    const res = await app.request('/api/v1/user/tool/generate-car-image', json('POST', generate, auth));
    expect(res.status).toBe(502);
    // Not "Your credit was refunded": it was not.
    expect(await res.json()).toEqual({ error: { code: 'RENDER_FAILED', message: RENDER_MESSAGES.renderFailedRefundPending } });
    const [pending] = await deps.db.select().from(pendingRenders);
    expect(pending).toBeDefined();
    expect(await balance(deps.db, owner.shop.id)).toBe(2);
    expect(filesUnder(path.join(deps.env.DATA_DIR, 'renders'))).toEqual([]);

    // Space is freed; the pipeline's own retry (a second later) gives the credit back, without a restart or a pass.
    disk.full = false;
    await refuseRefunds(deps.db, false);
    await vi.waitFor(async () => expect(await balance(deps.db, owner.shop.id)).toBe(3), { timeout: 5_000, interval: 100 });
    expect(await deps.db.select().from(pendingRenders)).toEqual([]);
    // Reconciliation later finds nothing left to give: once only.
    const leaseOver = new Date(deps.now().getTime() + RENDER_LEASE_MS + 1);
    expect(await reconcileRenders(deps, leaseOver)).toEqual({ renders: 0, credits: 0, partials: 0 });
    expect(await ledgerTotal(deps.db, owner.shop.id)).toBe(3);
    expect((await deps.db.select().from(creditLedger).where(eq(creditLedger.reference, pending?.id ?? ''))).map((e) => [e.kind, e.delta])).toEqual([
      ['render', -1],
      ['refund', 1],
    ]);
  });
});

/** A full disk as the database sees it: every refund row refused (a trigger), or accepted again. */
async function refuseRefunds(db: Db, refuse: boolean): Promise<void> {
  const statements =
    DIALECT === 'postgres'
      ? refuse
        ? [
            `create function full_disk() returns trigger language plpgsql as $$ begin raise exception 'could not extend file: No space left on device'; end $$`,
            `create trigger full_disk before insert on credit_ledger for each row when (new.kind = 'refund') execute function full_disk()`,
          ]
        : ['drop trigger full_disk on credit_ledger', 'drop function full_disk()']
      : refuse
        ? [`create temp trigger full_disk before insert on credit_ledger when new.kind = 'refund' begin select raise(abort, 'database or disk is full'); end`]
        : ['drop trigger full_disk'];
  for (const statement of statements) await rawRun(db, sql.raw(statement));
}
