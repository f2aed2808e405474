// Issue 23 items 2 and 3: public traffic (widget and share link) can neither starve the shop's own Studio nor drain
// its credits: shop-wide windows count only admitted public renders and are apart from the Studio's; a daily spending
// cap; the share link's switch; per-address limits by IPv6 /64; a proof of work after a few renders from one address.
import { expandVehicles, FILMS } from '@wrapsmith/catalog';
import { DAY } from '@wrapsmith/core';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shops, widgetKeys } from '../../db/schema/index.ts';
import { firstRow } from '../../db/tx.ts';
import { addressForLimits } from '../../lib/client-ip.ts';
import { json } from '../../test/app.ts';
import { body, renderBody, SHOP_ORIGIN, widgetApp } from '../../test/widget.ts';
import { balance } from '../../services/credits/index.ts';
import { saveWidgetSettings } from '../../services/widget/index.ts';
import { CHALLENGE_AFTER, issueChallenge, provesWork, solveChallenge } from '../../services/widget/challenge.ts';
import { WIDGET_API_MESSAGES as M } from '../../services/widget/messages.ts';
import { sha256 } from '../../lib/crypto.ts';
import { renameShop } from '../../services/accounts/index.ts';

const sedan = [...expandVehicles()].find((v) => v.year === 2023 && v.bodyStyle === 'sedan');
const film = FILMS.find((f) => f.brandId === '3m');
if (!sedan || !film) throw new Error('catalogue');

type App = Awaited<ReturnType<typeof widgetApp>>;

/** A Studio render by the signed-in owner, a different picture each time. */
let tint = 0;
const studioRender = (t: App) =>
  t.app.request(
    '/api/v1/user/tool/generate-car-image',
    json('POST', { year: sedan.year, make: sedan.make, model: sedan.model, finish: film.finish, color: film.hex, description: '', filmId: film.id, zones: { windowTint: 5 + (tint++ % 86) } }, t.auth),
  );

/** A widget render from an address and a visitor of its own, a new picture each time (so nothing is served again; tint 5–90). */
let picture = 0;
const publicRender = (t: App, ip: string, visitor: string, options: { solve?: boolean; proof?: string } = {}) =>
  t.call('render', {
    body: renderBody({ zones: { windowTint: 5 + (picture++ % 86) } }),
    visitor,
    headers: { 'x-forwarded-for': ip, ...(options.proof ? { 'x-wrapsmith-proof': options.proof } : {}) },
    ...(options.solve === false ? { solve: false } : {}),
  });

const visitorNo = (i: number) => `visitor-${String(i).padStart(16, '0')}`;
const relaxedActor = { perActor: [{ windowMs: 10_000, max: 1000 }] };

describe('issue 23 item 2: public traffic never starves the shop’s Studio', () => {
  it('counts refused public requests in no shop window: an address over its limit sending 30 renders with fresh visitor ids leaves the owner’s Studio at 200', async () => {
    const t = await widgetApp({ credits: 100, env: { TRUST_PROXY: 'true' } });
    await saveWidgetSettings(t.deps.db, t.owner.shop.id, { visitorDailyLimit: 1 }, t.deps.now());
    // The address's allowance: three visitors' worth.
    for (let i = 0; i < 3; i++) expect((await publicRender(t, '198.51.100.7', visitorNo(i))).status).toBe(200);
    for (let i = 3; i < 33; i++) {
      const refused = await publicRender(t, '198.51.100.7', visitorNo(i));
      expect(refused.status).toBe(429);
      expect((await body<{ error: { details: { limit: string } } }>(refused)).error.details.limit).toBe('visitor');
    }
    const studio = await studioRender(t);
    expect(studio.status).toBe(200);
    // Another visitor from elsewhere is admitted too: the refusals took no place in the shop's public windows.
    expect((await publicRender(t, '203.0.113.50', visitorNo(99))).status).toBe(200);
  });

  it('a flood of admitted public renders fills the shop’s public window, never the Studio’s', async () => {
    const limits = { ...relaxedActor, perShop: [{ windowMs: 10_000, max: 5 }], perShopPublic: [{ windowMs: 10_000, max: 5 }] };
    const t = await widgetApp({ credits: 100, limits, env: { TRUST_PROXY: 'true' } });
    for (let i = 0; i < 5; i++) expect((await publicRender(t, `203.0.113.${i + 1}`, visitorNo(i))).status).toBe(200);
    const over = await publicRender(t, '203.0.113.77', visitorNo(77));
    expect(over.status).toBe(429);
    expect((await body<{ error: { details: { limit: string } } }>(over)).error.details.limit).toBe('shop');
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    for (let i = 0; i < 5; i++) expect((await studioRender(t)).status).toBe(200);
    // The Studio has its own window, and its own limit still holds.
    expect((await studioRender(t)).status).toBe(429);
    t.clock.advance(10_001);
    expect((await publicRender(t, '203.0.113.78', visitorNo(78))).status).toBe(200);
  });

  it('refused requests take no place in the shop’s public window', async () => {
    const limits = { ...relaxedActor, perShop: [{ windowMs: 10_000, max: 5 }], perShopPublic: [{ windowMs: 10_000, max: 5 }] };
    const t = await widgetApp({ credits: 100, limits, env: { TRUST_PROXY: 'true' } });
    await saveWidgetSettings(t.deps.db, t.owner.shop.id, { visitorDailyLimit: 1 }, t.deps.now());
    expect((await publicRender(t, '198.51.100.9', visitorNo(0))).status).toBe(200);
    // The same visitor again, ten times: refused by their own limit.
    for (let i = 0; i < 10; i++) expect((await publicRender(t, '198.51.100.9', visitorNo(0))).status).toBe(429);
    for (let i = 1; i < 5; i++) expect((await publicRender(t, `203.0.113.${i}`, visitorNo(i))).status).toBe(200);
  });
});

describe('issue 23 item 3: public renders cannot drain a shop', () => {
  it('holds public renders to the shop’s daily spending cap (the plan’s default, or the owner’s number), never the Studio', async () => {
    const t = await widgetApp({ credits: 100, env: { TRUST_PROXY: 'true' }, planKey: 'basic' });
    await renameShop(t.deps.db, t.owner.shop.id, 'Northside Wraps', t.deps.now());
    const settings = async () => (await body<{ data: { publicDailyCredits: number | null; publicDailyCreditsDefault: number } }>(await t.app.request('/api/v1/user/widget/settings', { headers: t.auth }))).data;
    expect(await settings()).toMatchObject({ publicDailyCredits: null, publicDailyCreditsDefault: 25 });

    const put = (value: unknown) => t.app.request('/api/v1/user/widget/settings', json('PUT', { publicDailyCredits: value }, t.auth));
    expect((await put(0)).status).toBe(400);
    expect((await put(2.5)).status).toBe(400);
    expect((await put(3)).status).toBe(200);
    expect((await settings()).publicDailyCredits).toBe(3);

    for (let i = 0; i < 3; i++) expect((await publicRender(t, `203.0.113.${i + 1}`, visitorNo(i))).status).toBe(200);
    const before = await balance(t.deps.db, t.owner.shop.id);
    const over = await publicRender(t, '203.0.113.40', visitorNo(40));
    expect(over.status).toBe(429);
    const refused = await body<{ error: { message: string; details: { limit: string } } }>(over);
    expect(refused.error.details.limit).toBe('daily');
    expect(refused.error.message).toBe(M.dailyCap('Northside Wraps'));
    expect(await balance(t.deps.db, t.owner.shop.id)).toBe(before);
    expect((await studioRender(t)).status).toBe(200);

    t.clock.advance(DAY);
    expect((await publicRender(t, '203.0.113.41', visitorNo(41))).status).toBe(200);
    // Back to the plan's default.
    expect((await put(null)).status).toBe(200);
    expect((await settings()).publicDailyCredits).toBeNull();
  });

  it('switches the share link off: its page says the visualizer is not available, its key renders nothing, and revoking it mints no new key', async () => {
    const t = await widgetApp({ credits: 10 });
    await renameShop(t.deps.db, t.owner.shop.id, 'Northside Wraps', t.deps.now());
    const slug = (await firstRow(t.deps.db.select({ slug: shops.slug }).from(shops).where(eq(shops.id, t.owner.shop.id))))?.slug ?? '';
    const shareKeys = async (live?: boolean) =>
      (await t.deps.db.select().from(widgetKeys).where(and(eq(widgetKeys.shopId, t.owner.shop.id), eq(widgetKeys.kind, 'share')))).filter((k) => live === undefined || (k.revokedAt === null) === live);
    const shareRender = (key: string) =>
      t.app.request(`/api/v1/widget/${key}/render`, { method: 'POST', headers: { origin: 'http://localhost', 'content-type': 'application/json' }, body: JSON.stringify(renderBody()) });

    expect((await t.app.request(`/v/${slug}`)).status).toBe(200);
    const [key] = await shareKeys(true);
    if (!key) throw new Error('no share key');

    const off = await t.app.request('/api/v1/user/widget/settings', json('PUT', { shareLinkEnabled: false }, t.auth));
    expect(off.status).toBe(200);
    expect((await body<{ data: { shareLinkEnabled: boolean } }>(off)).data.shareLinkEnabled).toBe(false);
    const page = await t.app.request(`/v/${slug}`);
    expect(page.status).toBe(404);
    const html = await page.text();
    expect(html).toContain('Northside Wraps&#39;s visualizer is not available');
    expect(html).not.toContain('widget.js');
    expect((await t.app.request(`/v/${slug}/preview.png`)).status).toBe(404);
    const credits = await balance(t.deps.db, t.owner.shop.id);
    const refused = await shareRender(key.key);
    expect(refused.status).toBe(403);
    expect((await body<{ error: { code: string; message: string } }>(refused)).error).toMatchObject({ code: 'SHARE_LINK_OFF', message: M.shareLinkOff('Northside Wraps') });
    expect(await balance(t.deps.db, t.owner.shop.id)).toBe(credits);
    // The shop's website widget is not the share link: it still works.
    expect((await t.call('render', { body: renderBody() })).status).toBe(200);

    // On again: the same key works; then revoking that key switches the link off, and no view makes a new one.
    await t.app.request('/api/v1/user/widget/settings', json('PUT', { shareLinkEnabled: true }, t.auth));
    expect((await shareRender(key.key)).status).toBe(200);
    expect((await t.app.request(`/api/v1/user/widget/keys/${key.id}/revoke`, json('POST', undefined, t.auth))).status).toBe(200);
    expect((await t.app.request(`/v/${slug}`)).status).toBe(404);
    expect((await t.app.request(`/v/${slug}`)).status).toBe(404);
    expect(await shareKeys(true)).toHaveLength(0);
    const settings = await body<{ data: { shareLinkEnabled: boolean } }>(await t.app.request('/api/v1/user/widget/settings', { headers: t.auth }));
    expect(settings.data.shareLinkEnabled).toBe(false);
    // The owner switches it on: the next view makes the new key.
    await t.app.request('/api/v1/user/widget/settings', json('PUT', { shareLinkEnabled: true }, t.auth));
    expect((await t.app.request(`/v/${slug}`)).status).toBe(200);
    expect(await shareKeys(true)).toHaveLength(1);
  });

  it('groups IPv6 addresses by /64 for every per-address limit', async () => {
    expect(addressForLimits('2001:db8:1:2:aaaa:bbbb:cccc:1')).toBe('2001:db8:1:2::/64');
    expect(addressForLimits('2001:0db8:0001:0002::ffff')).toBe('2001:db8:1:2::/64');
    expect(addressForLimits('[2001:db8::1]')).toBe('2001:db8:0:0::/64');
    expect(addressForLimits('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressForLimits('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressForLimits('203.0.113.7')).toBe('203.0.113.7');
    expect(addressForLimits('::1')).toBe('0:0:0:0::/64');

    const t = await widgetApp({ credits: 100, env: { TRUST_PROXY: 'true' } });
    await saveWidgetSettings(t.deps.db, t.owner.shop.id, { visitorDailyLimit: 1 }, t.deps.now());
    // Three visitors' worth from one /64, each from an address of its own in it.
    for (let i = 1; i <= 3; i++) expect((await publicRender(t, `2001:db8:1:2::${i.toString(16)}`, visitorNo(i))).status).toBe(200);
    const sameBlock = await publicRender(t, '2001:db8:1:2:ffff:ffff:ffff:ffff', visitorNo(4));
    expect(sameBlock.status).toBe(429);
    expect((await body<{ error: { details: { limit: string } } }>(sameBlock)).error.details.limit).toBe('visitor');
    expect((await publicRender(t, '2001:db8:1:3::1', visitorNo(5))).status).toBe(200);
    // Lead limits per address too (20 an hour): the 21st from the same /64 is refused.
    const { renderId } = (await body<{ data: { renderId: string } }>(await publicRender(t, '198.51.100.1', visitorNo(6)))).data;
    const lead = (i: number) =>
      t.call('leads', {
        body: { renderId, name: 'Dana Reyes', email: `p${i}@x.test`, consent: true, pageUrl: `${SHOP_ORIGIN}/wraps`, website: '', startedAt: 0 },
        headers: { 'x-forwarded-for': `2001:db8:9:9::${(i + 1).toString(16)}` },
      });
    for (let i = 0; i < 20; i++) expect((await lead(i)).status).not.toBe(429);
    expect((await lead(20)).status).toBe(429);
  });

  it(`asks for a proof of work after ${CHALLENGE_AFTER} renders from one address: a valid one admits, a replayed, forged, foreign or expired one is refused, nothing spent`, async () => {
    const t = await widgetApp({ credits: 100, env: { TRUST_PROXY: 'true' } });
    const ip = '198.51.100.20';
    for (let i = 0; i < CHALLENGE_AFTER; i++) expect((await publicRender(t, ip, visitorNo(i), { solve: false })).status).toBe(200);
    // Another address is not asked.
    expect((await publicRender(t, '198.51.100.21', visitorNo(50), { solve: false })).status).toBe(200);

    // The widget asks first (GET /challenge): null below the threshold, a challenge from then on.
    const ask = async (from: string) =>
      (await body<{ data: { challenge: string; difficulty: number } | null }>(await t.call('challenge', { headers: { 'x-forwarded-for': from } }))).data;
    expect(await ask('198.51.100.21')).toBeNull();
    const offered = await ask(ip);
    if (!offered) throw new Error('no challenge offered');
    expect((await publicRender(t, ip, visitorNo(9), { solve: false, proof: solveChallenge(offered.challenge, offered.difficulty) })).status).toBe(200);

    const credits = await balance(t.deps.db, t.owner.shop.id);
    const asked = await publicRender(t, ip, visitorNo(10), { solve: false });
    expect(asked.status).toBe(428);
    const { error } = await body<{ error: { code: string; details: { challenge: string; difficulty: number; expiresAt: string } } }>(asked);
    expect(error.code).toBe('CHALLENGE_REQUIRED');
    expect(error.details.difficulty).toBeGreaterThanOrEqual(12);
    expect(await balance(t.deps.db, t.owner.shop.id)).toBe(credits);

    const proof = solveChallenge(error.details.challenge, error.details.difficulty);
    expect((await publicRender(t, ip, visitorNo(10), { solve: false, proof })).status).toBe(200);
    expect(await balance(t.deps.db, t.owner.shop.id)).toBe(credits - 1);

    const refusedWith = async (sent: string, from = ip) => {
      const res = await publicRender(t, from, visitorNo(11), { solve: false, proof: sent });
      expect(res.status).toBe(428);
      const answer = await body<{ error: { code: string; details: { challenge: string } } }>(res);
      expect(answer.error.code).toBe('CHALLENGE_FAILED');
      expect(answer.error.details.challenge).toMatch(/\./);
    };
    // Replayed.
    await refusedWith(proof);
    // Forged: a payload of our own under the real signature, or a wrong nonce.
    const [payload = '', rest = ''] = proof.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), bits: 0 })).toString('base64url');
    await refusedWith(`${forgedPayload}.${rest}`);
    const fresh = await issueChallenge(t.deps.db, { shopId: t.owner.shop.id, keyId: t.key.id, ipHash: sha256(ip) }, t.deps.now());
    const solved = solveChallenge(fresh.challenge, fresh.difficulty);
    let wrong = 0;
    while (provesWork(fresh.challenge, String(wrong), fresh.difficulty)) wrong += 1;
    await refusedWith(`${fresh.challenge}:${wrong}`);
    // Solved for one address, sent from another that is also being asked.
    for (let i = 0; i < CHALLENGE_AFTER; i++) await publicRender(t, '198.51.100.30', visitorNo(30 + i));
    await refusedWith(solved, '198.51.100.30');
    // Expired.
    t.clock.advance(10 * 60 * 1000);
    await refusedWith(solved);
    expect(await balance(t.deps.db, t.owner.shop.id)).toBe(credits - 1 - CHALLENGE_AFTER);
    // The helper that solves like the widget gets through.
    expect((await publicRender(t, ip, visitorNo(12))).status).toBe(200);
  });

  it(`issue 24 (issue 23 leftover, decision 067): concurrent renders from one address at ${CHALLENGE_AFTER - 1} admit one without a proof, the rest are asked for one`, async () => {
    const t = await widgetApp({ credits: 100, env: { TRUST_PROXY: 'true' } });
    const ip = '198.51.100.40';
    for (let i = 0; i < CHALLENGE_AFTER - 1; i++) expect((await publicRender(t, ip, visitorNo(60 + i), { solve: false })).status).toBe(200);
    const credits = await balance(t.deps.db, t.owner.shop.id);
    // Every request reads "below the threshold" before any is admitted; the count in the admitting transaction decides.
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => publicRender(t, ip, visitorNo(70 + i), { solve: false })));
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([200, 428, 428, 428, 428]);
    for (const res of answers.filter((r) => r.status === 428)) {
      const { error } = await body<{ error: { code: string; details: { challenge: string } } }>(res);
      expect(error.code).toBe('CHALLENGE_REQUIRED');
      expect(error.details.challenge).toMatch(/\./);
    }
    expect(await balance(t.deps.db, t.owner.shop.id)).toBe(credits - 1);
    // Each refused one, sent again with its challenge solved (as the widget does), is admitted.
    expect((await publicRender(t, ip, visitorNo(80))).status).toBe(200);
  });
});
