import { and, eq, sql } from 'drizzle-orm';
import { renameShop } from '../../services/accounts/index.ts';
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
    const { slug } = await renameShop(t.deps.db, t.owner.shop.id, 'Northside Wraps', t.deps.now());
    await saveWidgetSettings(t.deps.db, t.owner.shop.id, { primaryColor: '#fca311' }, t.deps.now());
    const res = await t.app.request(`/v/${slug}`);
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

    await t.app.request(`/v/${slug}`);
    expect(await shareKeys(t)).toHaveLength(1);
    await revokeWidgetKey(t.deps.db, t.owner.shop.id, key?.id ?? '', t.deps.now());
    const again = await (await t.app.request(`/v/${slug}`)).text();
    const live = (await shareKeys(t)).filter((k) => !k.revokedAt);
    expect(live).toHaveLength(1);
    expect(again).toContain(`data-shop-key="${live[0]?.key}"`);
  });

  it('has one header (the widget’s) and a link preview: Open Graph title, description and a picture of the shop', async () => {
    const t = await studioApp();
    const { slug } = await renameShop(t.deps.db, t.owner.shop.id, 'Bay Area Wraps', t.deps.now());
    await saveWidgetSettings(t.deps.db, t.owner.shop.id, { primaryColor: '#1d4ed8', logoFile: 'logo-1.png' }, t.deps.now());
    const html = await (await t.app.request(`/v/${slug}`)).text();
    // The widget draws the shop's header (logo and name) inside the page: the page adds no second one.
    expect(html).not.toContain('<header');
    expect(html.match(/<img/g)).toBeNull();
    expect(html).toContain('<h1 class="visually-hidden">Bay Area Wraps — design your wrap</h1>');
    const meta = (property: string) => html.match(new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)">`))?.[1];
    expect(meta('og:title')).toBe('Bay Area Wraps — design your wrap');
    expect(meta('og:description')).toBe(SHARE_PAGE_TEXT.description('Bay Area Wraps'));
    expect(meta('og:url')).toBe(`http://localhost:3000/v/${slug}`);
    expect(meta('og:image')).toBe(`http://localhost:3000/v/${slug}/preview.png`);
    expect(meta('og:image:width')).toBe('1200');
    expect(meta('og:image:height')).toBe('630');
    expect(meta('twitter:card')).toBe('summary_large_image');

    const image = await t.app.request(`/v/${slug}/preview.png`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const png = new Uint8Array(await image.arrayBuffer());
    expect([...png.subarray(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
    const view = new DataView(png.buffer, png.byteOffset);
    expect({ width: view.getUint32(16), height: view.getUint32(20) }).toEqual({ width: 1200, height: 630 });
    expect((await t.app.request('/v/no-such-shop/preview.png')).status).toBe(404);
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
