// The shop's one name (docs/decisions/058): chosen at sign-up, renamed by the owner, and the name on every email,
// invite, page and the share link, whose old slug keeps leading to the shop.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shops, shopSlugs } from '../../db/schema/index.ts';
import { firstRow } from '../../db/tx.ts';
import { bearer, createMember, createOwner, json, lastEmailTo, logIn, makeTestApp } from '../../test/app.ts';
import type { UserDto } from '../../types.ts';
import { createBooking, FULL_FORM } from '../bookings/booking-fixtures.ts';

type ErrorBody = { error: { message: string; code: string } };
type Renamed = { data: { shop: { _id: string; name: string; slug: string; shareUrl: string }; user: UserDto }; message: string };

async function ownerApp(businessName?: string) {
  const t = await makeTestApp({}, { PUBLIC_URL: 'https://studio.example.com' });
  const owner = await createOwner(t.deps.db, { firstName: 'Ada', lastName: 'Lovelace', addon: true, ...(businessName ? { businessName } : {}) });
  const auth = bearer((await logIn(t.app, owner.user.email, owner.password)).token);
  const rename = (name: unknown, headers = auth) => t.app.request('/api/v1/user/shop', json('PUT', { name }, headers));
  return { ...t, owner, auth, rename };
}

describe('Sign-up names the shop', () => {
  it('uses the shop name given, or the owner’s name when none is, and keeps the spec’s four-field payload valid', async () => {
    const t = await makeTestApp();
    const signUp = (body: Record<string, string>) => t.app.request('/api/v1/auth/sign-up', json('POST', body));
    const named = await signUp({ firstName: 'Bea', lastName: 'Bay', email: 'bea@x.test', password: 'long-enough-1', businessName: ' Bay Area Wraps ' });
    expect(named.status).toBe(201);
    const plain = await signUp({ firstName: 'Cy', lastName: 'Coast', email: 'cy@x.test', password: 'long-enough-1' });
    expect(plain.status).toBe(201);
    const blank = await signUp({ firstName: 'Di', lastName: 'Dune', email: 'di@x.test', password: 'long-enough-1', businessName: '  ' });
    expect(blank.status).toBe(201);
    const names = (await t.deps.db.select({ name: shops.name, slug: shops.slug }).from(shops)).sort((a, b) => a.name.localeCompare(b.name));
    expect(names).toEqual([
      { name: 'Bay Area Wraps', slug: 'bay-area-wraps' },
      { name: "Cy Coast's shop", slug: 'cy-coast-s-shop' },
      { name: "Di Dune's shop", slug: 'di-dune-s-shop' },
    ]);
    expect((await lastEmailTo(t.deps, 'bea@x.test'))?.text).toContain('Your verification code for Bay Area Wraps is');
  });
});

describe('PUT /user/shop', () => {
  it('renames the shop everywhere: user-info, the profile’s business name, the share link (old slug redirects)', async () => {
    const t = await ownerApp();
    expect(t.owner.shop.slug).toBe('ada-lovelace-s-shop');
    const res = await t.rename('  Bay Area Wraps ');
    expect(res.status).toBe(200);
    const { data, message } = (await res.json()) as Renamed;
    expect(message).toBe('Shop name saved');
    expect(data.shop).toEqual({ _id: t.owner.shop.id, name: 'Bay Area Wraps', slug: 'bay-area-wraps', shareUrl: 'https://studio.example.com/v/bay-area-wraps' });
    expect(data.user).toMatchObject({ businessName: 'Bay Area Wraps', shop: { name: 'Bay Area Wraps', slug: 'bay-area-wraps' } });

    const info = (await (await t.app.request('/api/v1/auth/user-info', { headers: t.auth })).json()) as { data: { user: UserDto } };
    expect(info.data.user.shop).toMatchObject({ _id: t.owner.shop.id, name: 'Bay Area Wraps', slug: 'bay-area-wraps' });

    const old = await t.app.request('/v/ada-lovelace-s-shop?utm_source=sms');
    expect(old.status).toBe(302);
    expect(old.headers.get('location')).toBe('/v/bay-area-wraps?utm_source=sms');
    const page = await t.app.request('/v/bay-area-wraps');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Bay Area Wraps — design your wrap</title>');
    expect((await t.app.request('/v/ada-lovelace-s-shop/preview.png')).headers.get('location')).toBe('/v/bay-area-wraps/preview.png');
  });

  it('keeps every old slug leading to the shop, takes its own old slug back, and never gives one to another shop', async () => {
    const t = await ownerApp('Alpha Wraps');
    await t.rename('Beta Wraps');
    await t.rename('Gamma Wraps');
    for (const slug of ['alpha-wraps', 'beta-wraps']) expect((await t.app.request(`/v/${slug}`)).headers.get('location')).toBe('/v/gamma-wraps');

    // Another shop named like an old slug gets the next free one: the old link still leads to the first shop.
    const other = await createOwner(t.deps.db, { businessName: 'Alpha Wraps' });
    expect(other.shop.slug).toBe('alpha-wraps-2');
    const otherAuth = bearer((await logIn(t.app, other.user.email, other.password)).token);
    const otherRenamed = (await (await t.rename('Beta Wraps', otherAuth)).json()) as Renamed;
    expect(otherRenamed.data.shop.slug).toBe('beta-wraps-2');
    expect((await t.app.request('/v/beta-wraps')).headers.get('location')).toBe('/v/gamma-wraps');
    expect((await t.app.request('/v/alpha-wraps-2')).headers.get('location')).toBe('/v/beta-wraps-2');

    // Back to an earlier name: the shop takes its slug back, and the one it leaves redirects.
    const back = (await (await t.rename('Alpha Wraps')).json()) as Renamed;
    expect(back.data.shop.slug).toBe('alpha-wraps');
    expect((await t.app.request('/v/alpha-wraps')).status).toBe(200);
    expect((await t.app.request('/v/gamma-wraps')).headers.get('location')).toBe('/v/alpha-wraps');
    const history = await t.deps.db.select({ slug: shopSlugs.slug }).from(shopSlugs).where(eq(shopSlugs.shopId, t.owner.shop.id));
    expect(history.map((r) => r.slug).sort()).toEqual(['beta-wraps', 'gamma-wraps']);

    // A change of case keeps the slug.
    expect(((await (await t.rename('ALPHA wraps')).json()) as Renamed).data.shop.slug).toBe('alpha-wraps');
  });

  it('is the owner’s: a team member gets 403, bad names 400, and nothing changes', async () => {
    const t = await ownerApp('Alpha Wraps');
    const member = await createMember(t.deps.db, t.owner.user);
    const memberAuth = bearer((await logIn(t.app, member.user.email, member.password)).token);
    const refused = await t.rename('Mine Now', memberAuth);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as ErrorBody).error.message).toBe('Only the shop owner can rename the shop');
    for (const [name, message] of [['', 'Shop name is required'], ['  ', 'Shop name is required'], ['<b>x</b>', 'Shop name cannot contain < or >'], ['x'.repeat(121), 'Shop name is too long'], [42, 'Shop name must be text']] as const) {
      const res = await t.rename(name);
      expect(res.status, String(name)).toBe(400);
      expect(((await res.json()) as ErrorBody).error.message).toBe(message);
    }
    expect(await firstRow(t.deps.db.select({ name: shops.name, slug: shops.slug }).from(shops).where(eq(shops.id, t.owner.shop.id)))).toEqual({ name: 'Alpha Wraps', slug: 'alpha-wraps' });
  });

  it('is what the owner’s Profile business name changes; a member’s business name stays their own', async () => {
    const t = await ownerApp('Alpha Wraps');
    const res = await t.app.request('/api/v1/auth/update-user', json('POST', { businessName: 'Bay Area Wraps', city: 'Oakland' }, t.auth));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { user: UserDto } }).data.user).toMatchObject({ businessName: 'Bay Area Wraps', city: 'Oakland', shop: { name: 'Bay Area Wraps', slug: 'bay-area-wraps' } });
    const member = await createMember(t.deps.db, t.owner.user);
    const memberAuth = bearer((await logIn(t.app, member.user.email, member.password)).token);
    await t.app.request('/api/v1/auth/update-user', json('POST', { businessName: 'Side Gig' }, memberAuth));
    expect(await firstRow(t.deps.db.select({ name: shops.name }).from(shops).where(eq(shops.id, t.owner.shop.id)))).toEqual({ name: 'Bay Area Wraps' });
  });
});

describe('The renamed shop’s emails', () => {
  it('use the new name in the quote email’s subject and body, and in the team invite', async () => {
    const t = await ownerApp();
    await t.rename('Bay Area Wraps');
    const { booking, saved } = await createBooking(t, { ...FULL_FORM, email: 'quote.customer@example.com', isQuoted: true });
    expect(booking).toBeDefined();
    // Only an email went out, and the answer says so (the Quote Sent modal names only what was sent).
    expect((saved as unknown as { notified: unknown }).notified).toEqual({ email: 'quote.customer@example.com', phone: null });
    const quote = await lastEmailTo(t.deps, 'quote.customer@example.com');
    expect(quote?.subject).toBe('Your quote from Bay Area Wraps');
    expect(quote?.text).toContain('Bay Area Wraps sent you a quote');
    expect(quote?.text).not.toContain("Lovelace's shop");

    const invited = await t.app.request(
      '/api/v1/auth/add-user',
      json('POST', { firstName: 'Tess', lastName: 'Tinter', email: 'tess@x.test', password: 'tint-all-day' }, t.auth),
    );
    expect(invited.status).toBe(201);
    const invite = await lastEmailTo(t.deps, 'tess@x.test');
    expect(invite?.subject).toBe('Ada Lovelace added you to Bay Area Wraps on Wrapsmith');
    expect(invite?.html).toContain('Bay Area Wraps');
    expect(invite?.text).not.toContain("Lovelace's shop");
  });
});
