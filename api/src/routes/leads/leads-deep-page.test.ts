// Issue 23 (the last stop's open end of item 19): a deep `?page=` of the leads list without reading the skipped rows.
// The list and its `total` are answered from the partial index `leads_shop_listed_idx` (held_at is null), so the
// offset walks index entries only (decision 097); `page` keeps its contract, held leads stay out. Both engines.
import type { LeadStatus } from '@wrapsmith/core';
import type { LeadDto } from '@wrapsmith/core/contract';
import type { Pool } from 'pg';
import { describe, expect, it } from 'vitest';
import { DIALECT, leads } from '../../db/schema/index.ts';
import { forShop } from '../../db/scope.ts';
import { newId } from '../../lib/crypto.ts';
import { leadCountQuery, leadPageQuery } from '../../services/leads/index.ts';
import { body } from '../../test/widget.ts';
import { bookingShop } from '../bookings/booking-fixtures.ts';

const SNAPSHOT = {
  vehicle: { year: 2021, make: 'Ford', model: 'F-150', bodyStyle: 'pickup' },
  film: { id: null, brand: '3M', name: 'Gloss Black', code: 'G12', colorCode: '#000000', finish: 'gloss' },
};

/** `n` leads a second apart (every seventh held for review, two sharing each instant), straight into the table. */
async function manyLeads(t: Awaited<ReturnType<typeof bookingShop>>, n: number) {
  const start = t.deps.now().getTime();
  const rows = Array.from({ length: n }, (_, i) => ({
    id: newId(),
    shopId: t.owner.shop.id,
    snapshot: SNAPSHOT,
    name: `Lead ${i}`,
    email: `lead${i}@example.com`,
    consentAt: t.deps.now(),
    pageUrl: 'https://shop.example/',
    origin: 'https://shop.example',
    status: (i % 5 === 0 ? 'contacted' : 'new') as LeadStatus,
    heldAt: i % 7 === 3 ? t.deps.now() : null,
    createdAt: new Date(start - Math.floor(i / 2) * 1000),
    updatedAt: t.deps.now(),
  }));
  for (let i = 0; i < rows.length; i += 200) await t.deps.db.insert(leads).values(rows.slice(i, i + 200));
  return rows;
}

describe('issue 23 item 19 (deep ?page=): the leads list skips and counts in the index', () => {
  it('a deep page by `page` is the same rows as the list order there, with its total, held leads left out', async () => {
    const t = await bookingShop();
    const rows = await manyLeads(t, 230);
    const listed = rows
      .filter((r) => r.heldAt === null)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
      .map((r) => r.id);
    for (const page of [1, 4, Math.ceil(listed.length / 25)]) {
      const res = await t.app.request(`/api/v1/user/leads?page=${page}&pageSize=25`, { headers: t.auth });
      expect(res.status).toBe(200);
      const json = await body<{ data: LeadDto[]; page: number; pageSize: number; total: number; nextCursor: string | null }>(res);
      expect(json.page).toBe(page);
      expect(json.total).toBe(listed.length);
      expect(json.data.map((l) => l._id)).toEqual(listed.slice((page - 1) * 25, page * 25));
    }
    // A page past the end is empty, with the total.
    const past = await body<{ data: LeadDto[]; total: number }>(await t.app.request('/api/v1/user/leads?page=99&pageSize=25', { headers: t.auth }));
    expect(past).toMatchObject({ data: [], total: listed.length });
  });

  it('the page and its total are planned on leads_shop_listed_idx (SQLite: the only index read; PostgreSQL: chosen over the table)', async () => {
    const t = await bookingShop();
    await manyLeads(t, 40);
    const scope = forShop(t.owner.shop.id);
    const query = { page: 40, pageSize: 25 };
    const page = leadPageQuery(t.deps.db, scope, query).toSQL();
    const total = leadCountQuery(t.deps.db, scope, query).toSQL();
    if (DIALECT === 'sqlite') {
      const plan = (q: { sql: string; params: unknown[] }) =>
        (t.deps.db.$client.prepare(`explain query plan ${q.sql}`).all(...q.params) as { detail: string }[]).map((r) => r.detail).join(' | ');
      // Ordered by the index (no sort), and on the partial one: the skipped rows need nothing from the table.
      expect(plan(page)).toBe('SEARCH leads USING INDEX leads_shop_listed_idx (shop_id=?)');
      expect(plan(total)).toContain('leads_shop_listed_idx');
    } else {
      const client = await (t.deps.db.$client as unknown as Pool).connect();
      try {
        await client.query('analyze leads');
        await client.query('set enable_seqscan = off');
        const plan = async (q: { sql: string; params: unknown[] }) => JSON.stringify((await client.query(`explain (format json) ${q.sql}`, q.params)).rows);
        expect(await plan(page)).toContain('leads_shop_listed_idx');
        expect(await plan(total)).toContain('leads_shop_listed_idx');
        await client.query('reset enable_seqscan');
      } finally {
        client.release();
      }
    }
  });
});
