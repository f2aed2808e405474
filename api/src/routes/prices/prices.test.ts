// The price book's API (issue 25 items 1 and 6, decision 085): read, replaced whole, refused whole, per shop; and the
// widget's instant price range. Runs on SQLite and PostgreSQL (both projects).
import { defaultPriceBook, draftQuoteLines, draftTotal, priceRange, type PriceBook } from '@wrapsmith/core/prices';
import type { PriceBookDto } from '@wrapsmith/core/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditLedger, shops } from '../../db/schema/index.ts';
import { firstRow } from '../../db/tx.ts';
import { bearer, createMember, dbSnapshot, json, logIn } from '../../test/app.ts';
import { otherShop } from '../../test/studio.ts';
import { body, widgetApp, WIDGET_FILM, WIDGET_VEHICLE } from '../../test/widget.ts';

type ErrorBody = { error: { code: string; message: string } };
const path = '/api/v1/user/price-book';

const read = async (t: Awaited<ReturnType<typeof widgetApp>>, auth = t.auth) => (await body<{ data: PriceBookDto }>(await t.app.request(path, { headers: auth }))).data;

/** A valid book with a few changes, as the Settings → Prices page sends it. */
function changedBook(): PriceBook {
  const book = defaultPriceBook();
  book.labour.fullWrap.mid = 250_000;
  book.taxRates = [
    { id: 'sales-tax', name: 'NY sales tax', rate: 8875 },
    { id: 'exempt', name: 'Exempt', rate: 0 },
  ];
  book.film.byFilm = [{ filmId: WIDGET_FILM.id, price: 525 }];
  book.film.byBrand = [{ brandId: '3m', finish: null, price: 500 }];
  book.extras = [{ id: 'jambs', name: 'Door jambs', price: 65_000 }];
  return book;
}

describe('the price book API (issue 25 item 1)', () => {
  it('answers the starting points until the shop saves, then its own book; the currency goes on the shop', async () => {
    const t = await widgetApp();
    const first = await read(t);
    expect(first).toMatchObject({ saved: false, updatedAt: null });
    expect(first.book).toEqual(defaultPriceBook('USD'));

    const book = { ...changedBook(), currency: 'EUR', pricesIncludeTax: true };
    const put = await t.app.request(path, json('PUT', book, t.auth));
    expect(put.status).toBe(200);
    const saved = (await body<{ data: PriceBookDto; message: string }>(put));
    expect(saved.message).toBe('Prices saved');
    expect(saved.data).toMatchObject({ saved: true, book });
    expect(await read(t)).toMatchObject({ saved: true, book });
    expect((await firstRow(t.deps.db.select().from(shops).where(eq(shops.id, t.owner.shop.id))))?.currency).toBe('EUR');
  });

  it('refuses negative or absurd prices, unknown zones and films, a rate with 4 decimals, a bad currency: 400 and nothing written', async () => {
    const t = await widgetApp();
    await t.app.request(path, json('PUT', changedBook(), t.auth));
    const before = await dbSnapshot(t.deps);
    const cases: [string, (b: PriceBook) => unknown, RegExp][] = [
      ['negative', (b) => ((b.labour.roof.mid = -100), b), /cannot be negative/],
      ['absurd', (b) => ((b.labour.fullWrap.van = 10_000_000_000), b), /too large/],
      ['fraction of a cent', (b) => ((b.extras[0] = { id: 'x', name: 'X', price: 10.5 }), b), /whole number/],
      ['absurd film', (b) => ((b.film.byFinish.gloss = 5_000_000), b), /too large/],
      ['rate with 4 decimals', (b) => ((b.taxRates[0] = { id: 'sales-tax', name: 'Tax', rate: 8875.5 }), b), /at most 3 decimals/],
      ['rate over 100 %', (b) => ((b.taxRates[0] = { id: 'sales-tax', name: 'Tax', rate: 100_001 }), b), /at most 100 %/],
      ['unknown service', (b) => ({ ...b, labour: { ...b.labour, sunroof: b.labour.roof } }), /Unknown field|Unrecognized key/],
      ['unknown size class', (b) => ({ ...b, labour: { ...b.labour, roof: { ...b.labour.roof, bus: 1 } } }), /Unknown field|Unrecognized key/],
      ['unknown film', (b) => ((b.film.byFilm = [{ filmId: 'no-such-film', price: 100 }]), b), /"no-such-film" is not in your catalogue/],
      ['unknown brand', (b) => ((b.film.byBrand = [{ brandId: 'acme', finish: 'gloss', price: 100 }]), b), /Unknown wrap brand "acme"/],
      ['dangling default rate', (b) => ((b.defaultTaxRateId = 'vat'), b), /default tax rate "vat"/],
      ['currency', (b) => ((b.currency = 'XYZ'), b), /ISO 4217/],
      ['waste over 100 %', (b) => ((b.wasteRate = 150_000), b), /at most 100 %/],
      ['missing part', (b) => ({ ...b, film: undefined }), /film is required/],
    ];
    for (const [name, change, message] of cases) {
      const res = await t.app.request(path, json('PUT', change(changedBook()), t.auth));
      expect(res.status, name).toBe(400);
      expect((await body<ErrorBody>(res)).error.message, name).toMatch(message);
    }
    expect(await dbSnapshot(t.deps)).toEqual(before);
  });

  it('keeps each shop’s book its own', async () => {
    const t = await widgetApp();
    const other = await otherShop(t);
    await t.app.request(path, json('PUT', changedBook(), t.auth));
    const theirs = await read(t, other.auth);
    expect(theirs.saved).toBe(false);
    expect(theirs.book.labour.fullWrap.mid).toBe(220_000);
    // A film only the other shop has (its custom colour) is unknown to this one.
    const custom = await t.app.request('/api/v1/user/films', json('POST', { name: 'Their olive', code: 'OL1', hex: '#556b2f', finish: 'matte' }, other.auth));
    expect(custom.status).toBe(201);
    const customId = (await body<{ data: { id: string } }>(custom)).data.id;
    const book = changedBook();
    book.film.byFilm = [{ filmId: customId, price: 900 }];
    expect((await t.app.request(path, json('PUT', book, t.auth))).status).toBe(400);
    expect((await t.app.request(path, json('PUT', book, other.auth))).status).toBe(200);
    expect((await read(t)).book.labour.fullWrap.mid).toBe(250_000);
  });

  it('lets the Shop Manager edit, and a Member neither read nor edit, by default (the Prices area)', async () => {
    const t = await widgetApp();
    const manager = await createMember(t.deps.db, t.owner.user, { role: 'shop-man' });
    const member = await createMember(t.deps.db, t.owner.user, { role: 'member' });
    const managerAuth = bearer((await logIn(t.app, manager.user.email, manager.password)).token);
    const memberAuth = bearer((await logIn(t.app, member.user.email, member.password)).token);
    expect((await t.app.request(path, json('PUT', changedBook(), managerAuth))).status).toBe(200);
    expect((await t.app.request(path, { headers: memberAuth })).status).toBe(403);
    expect((await t.app.request(path, json('PUT', defaultPriceBook(), memberAuth))).status).toBe(403);
    expect((await read(t)).book.labour.fullWrap.mid).toBe(250_000);
  });
});

describe('the widget’s instant price range (issue 25 item 6)', () => {
  const query = (extra = '') =>
    `price-range?year=${WIDGET_VEHICLE.year}&make=${encodeURIComponent(WIDGET_VEHICLE.make)}&model=${encodeURIComponent(WIDGET_VEHICLE.model)}&bodyStyle=${WIDGET_VEHICLE.bodyStyle}&filmId=${WIDGET_FILM.id}${extra}`;

  it('answers null until the shop saves a book, then the range from it, spending nothing', async () => {
    const t = await widgetApp();
    const none = await t.call(query());
    expect(none.status).toBe(200);
    expect((await body<{ data: unknown }>(none)).data).toBeNull();

    const book = changedBook();
    await t.app.request(path, json('PUT', book, t.auth));
    const ledgerBefore = await t.deps.db.select().from(creditLedger);
    const res = await t.call(query('&zones=roof,mirrors'));
    expect(res.status).toBe(200);
    const range = (await body<{ data: { currency: string; low: number; high: number } }>(res)).data;
    const vehicle = { year: WIDGET_VEHICLE.year, make: WIDGET_VEHICLE.make, model: WIDGET_VEHICLE.model, bodyStyle: WIDGET_VEHICLE.bodyStyle };
    // The API refines the class by the generation's length; whatever it is, the range surrounds one of the class totals.
    expect(range.currency).toBe('USD');
    expect(range.low).toBeLessThan(range.high);
    const totals = (['small', 'mid', 'large'] as const).map((_, i) =>
      draftTotal(book, draftQuoteLines(book, { vehicle: { ...vehicle, lengthMm: [4300, 4600, 5000][i] }, filmId: WIDGET_FILM.id, zones: ['fullWrap', 'roof', 'mirrors'] })),
    );
    expect(totals.some((total) => range.low < total && total < range.high)).toBe(true);
    expect(priceRange(book, { vehicle, filmId: WIDGET_FILM.id, zones: ['fullWrap'] })?.currency).toBe('USD');
    expect(await t.deps.db.select().from(creditLedger)).toEqual(ledgerBefore);
  });

  it('answers null when the shop switched it off, and refuses an unknown vehicle or a film the widget does not offer', async () => {
    const t = await widgetApp();
    const book = changedBook();
    book.widgetRange.enabled = false;
    await t.app.request(path, json('PUT', book, t.auth));
    expect((await body<{ data: unknown }>(await t.call(query()))).data).toBeNull();
    expect((await t.call(query().replace(`model=${encodeURIComponent(WIDGET_VEHICLE.model)}`, 'model=Nope'))).status).toBe(400);
    expect((await t.call(query().replace(WIDGET_FILM.id, 'no-such-film'))).status).toBe(400);
    expect((await t.call(`${query()}&zones=sunroof`)).status).toBe(400);
  });
});
