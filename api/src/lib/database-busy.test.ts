// Another process holding the SQLite lock: requests that need it answer 503 with Retry-After after a short wait
// (not a 5 s freeze and a 500), /health answers, and the same request succeeds once the lock is gone.
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it, onTestFinished } from 'vitest';
import { openDb } from '../db/client.ts';
import { bearer, createOwner, json, logIn, makeTestApp, tempDir } from '../test/app.ts';
import { DATABASE_BUSY_MESSAGE } from './errors.ts';

describe('a database locked by another process', () => {
  it('answers 503 with Retry-After instead of 500, keeps /health answering, and works again when released', async () => {
    const file = path.join(tempDir(), 'wrapsmith.sqlite');
    const db = openDb(file);
    const t = await makeTestApp({ db });
    const owner = await createOwner(db);
    const auth = bearer((await logIn(t.app, owner.user.email, owner.password)).token);

    // The other process: a connection of its own that takes the write lock and keeps it.
    const other = new Database(file);
    onTestFinished(() => {
      other.close();
    });
    other.exec('BEGIN EXCLUSIVE');
    const settings = () => t.app.request('/api/v1/user/catalog/settings', json('PUT', { hiddenBrands: ['3m'], hiddenFilms: [] }, auth));

    const locked = await settings();
    expect(locked.status).toBe(503);
    expect(locked.headers.get('retry-after')).toBe('1');
    expect(await locked.json()).toEqual({ error: { message: DATABASE_BUSY_MESSAGE, code: 'SERVICE_BUSY' } });
    expect((await t.app.request('/api/v1/health')).status).toBe(200);

    other.exec('ROLLBACK');
    expect((await settings()).status).toBe(200);
  });
});
