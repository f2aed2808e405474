import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { leads, type LeadSnapshot } from '../../db/schema/index.ts';
import { RENDER_LINK_TTL_MS } from '../../services/links/signed-links.ts';
import { publicUrl } from '../../env.ts';
import type { AppDeps } from '../../lib/context.ts';
import { newId } from '../../lib/crypto.ts';
import { bearer, createMember, json, logIn } from '../../test/app.ts';
import { otherShop } from '../../test/studio.ts';
import { SHOP_ORIGIN, WIDGET_FILM, WIDGET_VEHICLE } from '../../test/widget.ts';
import { shopWithLead } from '../bookings/booking-fixtures.ts';
import { csvRowsOf } from '../../test/csv.ts';
import { onlyRow } from '../../db/tx.ts';
import { CSV_SLICE_ROWS } from '../../lib/csv.ts';

const HEADER = 'Created,Status,Name,Email,Phone,Preferred date,Vehicle,Film,Finish,Message,Source page,Render image';

/** A film outside the catalogue: its name does not carry its code. */
const SNAPSHOT: LeadSnapshot = {
  vehicle: { year: 2021, make: 'Ford', model: 'F-150', bodyStyle: 'pickup' },
  film: { id: null, brand: 'Avery Dennison', name: 'Satin Midnight Purple', code: 'SW900-698-S', colorCode: '#2b1e3f', finish: 'satin' },
};

/** A lead straight into the table (no render), `at` the test clock's now. */
async function storedLead(deps: AppDeps, shopId: string, fields: Partial<typeof leads.$inferInsert> = {}) {
  const at = deps.now();
  return onlyRow(deps.db
    .insert(leads)
    .values({
      id: newId(),
      shopId,
      snapshot: SNAPSHOT,
      name: 'Sam Ortiz',
      email: 'sam@example.com',
      consentAt: at,
      pageUrl: `${SHOP_ORIGIN}/wraps`,
      origin: SHOP_ORIGIN,
      createdAt: at,
      updatedAt: at,
      ...fields,
    })
    .returning());
}

type Shop = Awaited<ReturnType<typeof shopWithLead>>;

async function exportLeads(t: Shop, query = '', headers: Record<string, string> = t.auth) {
  return t.app.request(`/api/v1/user/leads/export.csv${query}`, { headers });
}

describe('GET /user/leads/export.csv', () => {
  it('downloads the shop’s leads as CSV, newest first, with the design and an absolute link to its render', async () => {
    const t = await shopWithLead();
    t.clock.advance(60_000);
    await storedLead(t.deps, t.owner.shop.id, { phone: '(555) 010-2000', preferredDate: '2026-07-04', message: 'Roof too, please' });

    const res = await exportLeads(t);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="wrapsmith-leads-2026-06-01.csv"');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const rows = await csvRowsOf(res);
    const [danaLink] = rows[2]?.split(',').slice(-1) ?? [];
    expect(danaLink).toMatch(new RegExp(`^${publicUrl(t.deps.env)}/api/v1/public/render-image/${t.renderId}\\.png\\?expires=\\d+&signature=[0-9a-f]{64}$`));
    expect(rows).toEqual([
      HEADER,
      `2026-06-01T12:01:11.000Z,new,Sam Ortiz,sam@example.com,(555) 010-2000,2026-07-04,2021 Ford F-150,Avery Dennison Satin Midnight Purple (SW900-698-S),Satin,"Roof too, please",${SHOP_ORIGIN}/wraps,`,
      [
        '2026-06-01T12:00:11.000Z',
        'new',
        'Dana Reyes',
        'dana@example.com',
        '',
        '',
        `${WIDGET_VEHICLE.year} ${WIDGET_VEHICLE.make} ${WIDGET_VEHICLE.model}`,
        `3M ${WIDGET_FILM.name}`,
        'Gloss',
        '',
        `${SHOP_ORIGIN}/`,
        danaLink,
      ].join(','),
    ]);
  });

  it('links each render with a signed link that opens without a session for 30 days, and not once changed or expired', async () => {
    const t = await shopWithLead();
    const rows = await csvRowsOf(await exportLeads(t));
    const link = rows[1]?.split(',').at(-1) ?? '';
    const path = link.slice(publicUrl(t.deps.env).length);
    expect(path).toMatch(/^\/api\/v1\/public\/render-image\//);
    const opened = await t.app.request(path);
    expect([opened.status, opened.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect((await sharp(Buffer.from(await opened.arrayBuffer())).metadata()).format).toBe('png');
    // Another render's id, a changed expiry or signature: nothing to see.
    const [, query] = path.split('?');
    const params = new URLSearchParams(query);
    const tampered = [
      path.replace(t.renderId, '00000000-0000-4000-8000-000000000000'),
      path.replace(`expires=${params.get('expires')}`, `expires=${Number(params.get('expires')) + 1}`),
      path.replace(/signature=[0-9a-f]/, (m) => (m.endsWith('0') ? `${m.slice(0, -1)}1` : `${m.slice(0, -1)}0`)),
    ];
    for (const bad of tampered) expect((await t.app.request(bad)).status, bad).toBe(404);
    expect((await t.app.request(path.replace(/&signature=.*/, ''))).status).toBe(400);
    t.clock.advance(RENDER_LINK_TTL_MS);
    const expired = await t.app.request(path);
    expect(expired.status).toBe(410);
    expect(((await expired.json()) as { error: { message: string } }).error.message).toMatch(/expired/);
  });

  it('holds every matching lead, not one page of the list', async () => {
    const t = await shopWithLead();
    for (let i = 1; i <= 30; i += 1) {
      t.clock.advance(1000);
      await storedLead(t.deps, t.owner.shop.id, { name: `Lead ${i}`, email: `lead${i}@example.com` });
    }
    const rows = await csvRowsOf(await exportLeads(t));
    expect(rows).toHaveLength(1 + 31);
    expect(rows.slice(1).map((row) => row.split(',')[2])).toEqual([...Array.from({ length: 30 }, (_, i) => `Lead ${30 - i}`), 'Dana Reyes']);
  });

  it('applies the list’s status filter and literal search', async () => {
    const t = await shopWithLead();
    await storedLead(t.deps, t.owner.shop.id, { name: 'Alex 100%_Kim', email: 'alex@example.com', message: 'Chrome delete' });
    const sam = await storedLead(t.deps, t.owner.shop.id, { message: 'Full wrap in SATIN' });
    expect((await t.app.request(`/api/v1/user/leads/${sam.id}`, json('PATCH', { status: 'quoted' }, t.auth))).status).toBe(200);

    const names = async (query: string) => (await csvRowsOf(await exportLeads(t, query))).slice(1).map((row) => row.split(',')[2]);
    expect(await names('?status=quoted')).toEqual(['Sam Ortiz']);
    expect(await names('?q=satin')).toEqual(['Sam Ortiz']);
    expect(await names('?q=100%25_')).toEqual(['Alex 100%_Kim']);
    expect(await names('?status=new&q=chrome')).toEqual(['Alex 100%_Kim']);
    expect(await names('?status=lost')).toEqual([]);
  });

  it('writes a cell that a spreadsheet would run as a formula as text, and quotes commas, quotes and line breaks', async () => {
    const t = await shopWithLead();
    t.clock.advance(1000);
    await storedLead(t.deps, t.owner.shop.id, {
      name: '=HYPERLINK("https://evil.example","Open")',
      phone: '+1 555 0100',
      message: '@SUM(1+1)\nsecond line, with "quotes"',
    });
    const [, row] = await csvRowsOf(await exportLeads(t));
    expect(row).toBe(
      `2026-06-01T12:00:12.000Z,new,"'=HYPERLINK(""https://evil.example"",""Open"")",sam@example.com,'+1 555 0100,,2021 Ford F-150,` +
        `Avery Dennison Satin Midnight Purple (SW900-698-S),Satin,"'@SUM(1+1)\nsecond line, with ""quotes""",${SHOP_ORIGIN}/wraps,`,
    );
  });

  it('never holds another shop’s leads', async () => {
    const t = await shopWithLead();
    const other = await otherShop(t);
    await storedLead(t.deps, other.shop.id, { name: 'Other Customer', email: 'other@example.com' });
    const rows = await csvRowsOf(await exportLeads(t, '', other.auth));
    expect(rows).toEqual([HEADER, expect.stringContaining('Other Customer')]);
    expect(rows.join('\n')).not.toContain('dana@example.com');
    expect((await csvRowsOf(await exportLeads(t))).join('\n')).not.toContain('Other Customer');
  });

  it('is for any signed-in member of the shop: 401 without a login, 400 for a bad filter', async () => {
    const t = await shopWithLead();
    const member = await createMember(t.deps.db, t.owner.user);
    const memberAuth = bearer((await logIn(t.app, member.user.email, member.password)).token);
    expect(await csvRowsOf(await exportLeads(t, '', memberAuth))).toHaveLength(2);

    expect((await exportLeads(t, '', {})).status).toBe(401);
    expect((await exportLeads(t, '?status=won')).status).toBe(400);
    expect((await exportLeads(t, '?page=2')).status).toBe(400);
    expect((await exportLeads(t, `?q=${'x'.repeat(101)}`)).status).toBe(400);
  });

  it('issue 23 item 20: streams a large export a slice at a time, every lead once, newest first, with same-instant leads kept in order', async () => {
    const t = await shopWithLead();
    const n = CSV_SLICE_ROWS * 2 + 7;
    const rows = Array.from({ length: n }, (_, i) => ({
      id: newId(),
      shopId: t.owner.shop.id,
      snapshot: SNAPSHOT,
      name: `Lead ${String(i).padStart(4, '0')}`,
      email: `lead${i}@example.com`,
      consentAt: t.deps.now(),
      pageUrl: `${SHOP_ORIGIN}/wraps`,
      origin: SHOP_ORIGIN,
      // Pairs share an instant, so the slices' key needs the id as well as the time.
      createdAt: new Date(t.deps.now().getTime() + 60_000 + Math.floor(i / 2) * 1000),
      updatedAt: t.deps.now(),
    }));
    for (let i = 0; i < rows.length; i += 200) await t.deps.db.insert(leads).values(rows.slice(i, i + 200));

    const res = await exportLeads(t);
    expect(res.status).toBe(200);
    const reader = res.body?.getReader();
    if (!reader) throw new Error('no body');
    const chunks: Uint8Array[] = [];
    for (let part = await reader.read(); !part.done; part = await reader.read()) chunks.push(part.value);
    // The header, then one chunk per slice: never the whole file in one piece.
    expect(chunks.length).toBeGreaterThanOrEqual(4);
    const text = Buffer.concat(chunks).toString('utf8');
    const names = text.split('\r\n').slice(1, -1).map((line) => line.split(',')[2]);
    expect(names).toHaveLength(n + 1);
    const expected = [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1)).map((r) => r.name);
    expect(names.slice(0, n)).toEqual(expected);
    expect(new Set(names).size).toBe(n + 1);
  });

  it('issue 24 (issue 23 item 20 leftover): another shop is answered over HTTP while a large export is still streaming', async () => {
    const t = await shopWithLead();
    const n = CSV_SLICE_ROWS * 20;
    const rows = Array.from({ length: n }, (_, i) => ({
      id: newId(),
      shopId: t.owner.shop.id,
      snapshot: SNAPSHOT,
      name: `Lead ${i}`,
      email: `lead${i}@example.com`,
      consentAt: t.deps.now(),
      pageUrl: `${SHOP_ORIGIN}/wraps`,
      origin: SHOP_ORIGIN,
      createdAt: new Date(t.deps.now().getTime() + 60_000 + i * 1000),
      updatedAt: t.deps.now(),
    }));
    for (let i = 0; i < rows.length; i += 200) await t.deps.db.insert(leads).values(rows.slice(i, i + 200));
    const other = await otherShop(t);
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
      const download = await fetch(`${base}/user/leads/export.csv`, { headers: t.auth });
      const reader = download.body?.getReader();
      if (!reader) throw new Error('no body');
      let exportDone = false;
      let received = 0;
      const reading = (async () => {
        for (let part = await reader.read(); !part.done; part = await reader.read()) received += part.value.length;
        exportDone = true;
      })();
      // The other shop asks once the export has begun, and is answered before it ends.
      const info = await fetch(`${base}/auth/user-info`, { headers: other.auth });
      expect(info.status).toBe(200);
      await info.arrayBuffer();
      expect(exportDone).toBe(false);
      await reading;
      expect(received).toBeGreaterThan(n * 50);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
