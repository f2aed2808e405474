import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shops, widgetKeys } from '../../db/schema/index.ts';
import { revokeWidgetKey, saveWidgetSettings } from '../../services/widget/index.ts';
import { rawRows } from '../../test/app.ts';
import { studioApp } from '../../test/studio.ts';
import { renderBody } from '../../test/widget.ts';
import { SHARE_PAGE_TEXT } from './share-page.ts';

const shareKeys = async (t: Awaited<ReturnType<typeof studioApp>>) =>
  (t.deps.db.select().from(widgetKeys).where(and(eq(widgetKeys.shopId, t.owner.shop.id), eq(widgetKeys.kind, 'share'))));

describe('GET /v/:shopSlug', () => {
  it('serves a branded page that runs the widget inline with the shop’s share key, made once', async () => {
    const t = await studioApp();
    await saveWidgetSettings(t.deps.db, t.owner.shop.id, { displayName: 'Northside Wraps', primaryColor: '#fca311' }, t.deps.now());
    const res = await t.app.request(`/v/${t.owner.shop.slug}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await res.text();
    const [key] = await shareKeys(t);
    expect(key).toMatchObject({ kind: 'share', label: 'Share link', revokedAt: null });
    expect(html).toContain('<title>Northside Wraps — design your wrap</title>');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('<div data-wrapsmith-inline></div>');
    expect(html).toContain(`<script async src="/widget.js" data-shop-key="${key?.key}" data-mode="inline"></script>`);
    expect(html).toContain('--brand:#fca311;--on-brand:#0b1220');

    await t.app.request(`/v/${t.owner.shop.slug}`);
    expect(await shareKeys(t)).toHaveLength(1);
    await revokeWidgetKey(t.deps.db, t.owner.shop.id, key?.id ?? '', t.deps.now());
    const again = await (await t.app.request(`/v/${t.owner.shop.slug}`)).text();
    const live = (await shareKeys(t)).filter((k) => !k.revokedAt);
    expect(live).toHaveLength(1);
    expect(again).toContain(`data-shop-key="${live[0]?.key}"`);
  });

  it('lets the share key render from Wrapsmith’s own origin only, as a share render', async () => {
    const t = await studioApp({ credits: 3 });
    await t.app.request(`/v/${t.owner.shop.slug}`);
    const key = (await shareKeys(t))[0]?.key ?? '';
    const render = (origin: string) =>
      t.app.request(`/api/v1/widget/${key}/render`, { method: 'POST', headers: { origin, 'content-type': 'application/json' }, body: JSON.stringify(renderBody()) });
    expect((await render('https://evil.example')).status).toBe(403);
    const ok = await render('http://localhost');
    expect(ok.status).toBe(200);
    const { data } = (await ok.json()) as { data: { renderId: string } };
    const [row] = await rawRows<{ source: string }>(t.deps.db, sql`select source from renders where id = ${data.renderId}`);
    expect(row?.source).toBe('share');
    expect((await render('http://localhost:3000')).status).toBe(200);

    // Browsers send no Origin on a same-origin GET; Sec-Fetch-Site (which scripts cannot set) says where it came from.
    const config = (headers: Record<string, string>) => t.app.request(`/api/v1/widget/${key}/config`, { headers });
    expect((await config({ 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await config({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await config({})).status).toBe(403);
  });

  it('escapes everything it interpolates', async () => {
    const t = await studioApp();
    await t.deps.db.update(shops).set({ name: `</title><script>alert("x")</script> & 'co'` }).where(eq(shops.id, t.owner.shop.id));
    const html = await (await t.app.request(`/v/${t.owner.shop.slug}`)).text();
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39; — design your wrap</title>');
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('answers an unknown or malformed slug with the HTML 404 page', async () => {
    const t = await studioApp();
    for (const slug of ['no-such-shop', 'UPPER', '..%2F..%2Fetc', 'a'.repeat(65)]) {
      const res = await t.app.request(`/v/${slug}`);
      expect(res.status, slug).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await res.text();
      expect(html).toContain(`<h1>${SHARE_PAGE_TEXT.notFoundTitle}</h1>`);
      expect(html).toContain(`<a href="/">${SHARE_PAGE_TEXT.notFoundHome}</a>`);
    }
    expect(await shareKeys(t)).toEqual([]);
  });
});
