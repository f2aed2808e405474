// Issue 25 item 3: quotes with line items and options. The shop reads and replaces a quote's options and lines
// (totals always from priceDocument); the customer's link answers each option with its lines, totals and picture;
// accept takes the option and a typed name, kept with the time and address, exactly once under concurrency; bad
// input is a 4xx and writes nothing; the PDF names the options, lines, tax and total. Runs on both engines.
import { BOOKING_MESSAGES, QUOTE_MESSAGES, QUOTE_RESEND_COOLDOWN_MS, QUOTE_VALID_MS } from '@wrapsmith/core';
import type { ApiErrorBody, PublicBookingDto, QuoteDto, QuoteOptionsInput } from '@wrapsmith/core/contract';
import { FILMS } from '@wrapsmith/catalog';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renders } from '../../db/schema/index.ts';
import { newId } from '../../lib/crypto.ts';
import { bearer, createMember, createOwner, dbSnapshot, json, lastEmailTo, logIn, makeTestApp, rawRows, twoConnections } from '../../test/app.ts';
import { sql } from 'drizzle-orm';
import { body } from '../../test/widget.ts';
import { bookingShop, sendQuote, signInAgain } from './booking-fixtures.ts';
import type { AppDeps } from '../../lib/context.ts';

type Shop = Awaited<ReturnType<typeof bookingShop>>;
type Quote = { data: QuoteDto; message?: string };
type Page = { data: PublicBookingDto; message?: string };

/** 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** A render of the shop, as the Studio leaves one (its picture in storage). */
async function aRender(deps: AppDeps, shopId: string): Promise<string> {
  const id = newId();
  const imageKey = `renders/${shopId}/${id}.png`;
  await deps.storage.put(imageKey, PNG);
  await deps.db.insert(renders).values({ id, shopId, source: 'studio', spec: {}, specHash: id, engine: 'local', imageKey, status: 'saved', createdAt: deps.now() });
  return id;
}

/** Good / Better / Best: different films, a discount, lines at 8.875 % and untaxed. */
function threeOptions(pictures: string[]): QuoteOptionsInput {
  const option = (label: string, film: string, unit: number, i: number) => ({
    label,
    film,
    zones: ['fullWrap', ...(i > 0 ? ['roof'] : [])],
    renderId: pictures[i] ?? null,
    discount: i === 2 ? ({ kind: 'rate', rate: 10_000 } as const) : null,
    notes: i === 1 ? 'Most popular: ceramic coating included.' : '',
    lines: [
      { kind: 'labour' as const, description: `Full wrap labour (${label})`, quantityMilli: 1000, unitAmount: unit, taxRate: 8875 },
      { kind: 'film' as const, description: `${film} film`, quantityMilli: 12_500, unitAmount: 4000, taxRate: 8875 },
      { kind: 'extra' as const, description: 'Disposal fee', quantityMilli: 1000, unitAmount: 2500, taxRate: 0 },
    ],
  });
  return { options: [option('Good', 'Avery SW900 Gloss Black', 200_000, 0), option('Better', '3M 2080 Satin Black', 250_000, 1), option('Best', '3M 2080 Gloss Flip', 300_000, 2)] };
}

const getQuote = (t: Shop, id: string, auth = t.auth) => t.app.request(`/api/v1/user/booking/${id}/quote`, { headers: auth });
const putQuote = (t: Shop, id: string, input: unknown, auth = t.auth) => t.app.request(`/api/v1/user/booking/${id}/quote`, json('PUT', input, auth));
const page = (t: Shop, token: string) => t.app.request(`/api/v1/public/get-booking/${token}`);
const accept = (t: Shop, token: string, extra: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.request('/api/v1/public/update-booking-status', json('POST', { token, status: 'accepted', ...extra }, headers));
const errorOf = async (res: Response) => (await body<ApiErrorBody>(res)).error;

/** A sent quote with three options and a picture each. */
async function threeOptionQuote(name = 'Wrap Lab') {
  const t = await bookingShop(name);
  const { booking, token } = await sendQuote(t);
  const pictures = [await aRender(t.deps, t.owner.shop.id), await aRender(t.deps, t.owner.shop.id), await aRender(t.deps, t.owner.shop.id)];
  const res = await putQuote(t, booking._id, threeOptions(pictures));
  expect(res.status).toBe(200);
  const quote = (await body<Quote>(res)).data;
  return { t, booking, token, quote, pictures };
}

/** Another shop on t's database, signed in. */
async function shopIn(t: Shop, businessName: string) {
  const owner = await createOwner(t.deps.db, { businessName, addon: true });
  return { owner, auth: bearer((await logIn(t.app, owner.user.email, owner.password)).token) };
}

async function pdfText(res: Response): Promise<string> {
  expect(res.headers.get('content-type')).toBe('application/pdf');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await res.arrayBuffer())), { mergePages: true });
  return text;
}

describe('issue 25 item 3: a quote’s options and lines (staff)', () => {
  it('reads a quote saved through the spec’s fields as one option whose lines total the customer quote', async () => {
    const t = await bookingShop();
    const { booking } = await sendQuote(t);
    const { data } = await body<Quote>(await getQuote(t, booking._id));
    expect(data).toMatchObject({ bookingId: booking._id, currency: 'USD', edited: false, accepted: null });
    expect(data.options).toHaveLength(1);
    expect(data.options[0]?.lines.map((l) => [l.kind, l.unitAmount])).toEqual([
      ['labour', 300000],
      ['ppf', 50000],
      ['tint', 25050],
      ['extra', 10000],
      ['extra', 4950],
    ]);
    // customerQuote 3900 of FULL_FORM, in cents.
    expect(data.options[0]?.totals.total).toBe(390000);
  });

  it('replaces the options with three of lines, discount and tax, totals from priceDocument', async () => {
    const { t, booking, quote, pictures } = await threeOptionQuote();
    expect(quote.edited).toBe(true);
    expect(quote.options.map((o) => o.label)).toEqual(['Good', 'Better', 'Best']);
    expect(quote.options.map((o) => o.renderId)).toEqual(pictures);
    // Good: 2000 + 12.5 × 40 = 2500 taxed at 8.875 % (221.88), 25 untaxed: 2746.88.
    expect(quote.options[0]?.totals).toEqual({
      subtotal: 252_500,
      discount: 0,
      net: 252_500,
      taxes: [
        { rate: 0, taxable: 2500, tax: 0 },
        { rate: 8875, taxable: 250_000, tax: 22_188 },
      ],
      tax: 22_188,
      total: 274_688,
    });
    // Best: 10 % off 3525 = 352.50, spread over the lines; tax on the discounted taxed sum 3150 → 279.56.
    expect(quote.options[2]?.totals).toMatchObject({ subtotal: 352_500, discount: -35_250, net: 317_250, tax: 27_956, total: 345_206 });
    expect(quote.options[1]?.lines[1]).toEqual({ kind: 'film', description: '3M 2080 Satin Black film', quantityMilli: 12_500, unitAmount: 4000, taxRate: 8875, lineAmount: 50_000 });
    // Read back the same.
    expect((await body<Quote>(await getQuote(t, booking._id))).data).toEqual(quote);
  });

  it('drafts an option from the price book for the booking’s vehicle, film and zones (items 1–3): labour, film over the car’s own area, waste', async () => {
    const t = await bookingShop();
    const { booking } = await sendQuote(t);
    const film = FILMS.find((f) => f.brandId === '3m') ?? FILMS[0];
    const res = await t.app.request(`/api/v1/user/booking/${booking._id}/quote/draft?film=${encodeURIComponent(film?.id ?? '')}&zones=roof`, { headers: t.auth });
    expect(res.status).toBe(200);
    const lines = (await body<{ data: { kind: string; description: string; quantityMilli: number; unitAmount: number; lineAmount: number }[] }>(res)).data;
    expect(lines.filter((l) => l.kind === 'labour').map((l) => l.description.split(':')[0])).toEqual(['Full wrap', 'Roof']);
    const filmLines = lines.filter((l) => l.kind === 'film');
    // Full wrap (roof taken out, it is in the roof's line), roof, waste: areas of this vehicle, not a size class's.
    expect(filmLines).toHaveLength(3);
    expect(filmLines.every((l) => l.quantityMilli > 0 && l.lineAmount === Math.round((l.unitAmount * l.quantityMilli) / 1000))).toBe(true);
    // A film the shop does not offer: the spec's fields, as before.
    const fallback = await t.app.request(`/api/v1/user/booking/${booking._id}/quote/draft?film=not-a-film&zones=roof`, { headers: t.auth });
    expect((await body<{ data: { kind: string }[] }>(fallback)).data.every((l) => l.kind !== 'film')).toBe(true);
  });

  it('refuses bad options with a 400 and writes nothing', async () => {
    const { t, booking, pictures } = await threeOptionQuote();
    const other = await bookingShop('Other Wraps');
    const foreignPicture = await aRender(other.deps, other.owner.shop.id);
    const good = threeOptions(pictures);
    const first = good.options[0];
    if (!first) throw new Error('no option');
    const before = await dbSnapshot(t.deps);
    const bad: [string, unknown][] = [
      ['four options', { options: [...good.options, first] }],
      ['no option', { options: [] }],
      ['a negative price', { options: [{ ...first, lines: [{ ...first.lines[0], unitAmount: -100 }] }] }],
      ['an absurd price', { options: [{ ...first, lines: [{ ...first.lines[0], unitAmount: 10 ** 13 }] }] }],
      ['a positive discount line', { options: [{ ...first, lines: [{ ...first.lines[0], kind: 'discount' }] }] }],
      ['a fractional amount', { options: [{ ...first, lines: [{ ...first.lines[0], unitAmount: 10.5 }] }] }],
      ['a tax rate above 100 %', { options: [{ ...first, lines: [{ ...first.lines[0], taxRate: 100_001 }] }] }],
      ['a discount above the price', { options: [{ ...first, discount: { kind: 'amount', amount: 10_000_000 } }] }],
      ['an empty label', { options: [{ ...first, label: '  ' }] }],
      ['another shop’s picture', { options: [{ ...first, renderId: foreignPicture }] }],
    ];
    for (const [what, input] of bad) {
      const res = await putQuote(t, booking._id, input);
      expect(res.status, what).toBe(400);
      expect((await errorOf(res)).message, what).toBeTruthy();
    }
    expect(await dbSnapshot(t.deps)).toEqual(before);
  });

  it('keeps other roles and shops out: 403 without the Prices area, 404 for another shop’s booking', async () => {
    const { t, booking, pictures } = await threeOptionQuote();
    const other = await createMember(t.deps.db, t.owner.user, { role: 'member' });
    const member = bearer((await logIn(t.app, other.user.email, other.password)).token);
    // A Member has no Prices (nor Quotes) area by default.
    expect((await getQuote(t, booking._id, member)).status).toBe(403);
    const elsewhere = await shopIn(t, 'Elsewhere');
    const before = await dbSnapshot(t.deps);
    expect((await getQuote(t, booking._id, elsewhere.auth)).status).toBe(404);
    expect((await putQuote(t, booking._id, threeOptions(pictures), elsewhere.auth)).status).toBe(404);
    expect((await t.app.request(`/api/v1/user/booking/${booking._id}/quote.pdf`, { headers: elsewhere.auth })).status).toBe(404);
    expect(await dbSnapshot(t.deps)).toEqual(before);
  });
});

describe('issue 25 item 3: the customer’s options and accept', () => {
  it('shows each option with its lines, totals and picture through the link', async () => {
    const { t, token, quote } = await threeOptionQuote();
    const { data } = await body<Page>(await page(t, token));
    expect(data.quote.options.map((o) => [o.label, o.totals.total])).toEqual(quote.options.map((o) => [o.label, o.totals.total]));
    expect(data.quote.options[1]?.lines).toEqual(quote.options[1]?.lines);
    expect(data.quote.acceptedOptionId).toBeNull();
    // Several options, none accepted: the spec's single total does not apply.
    expect(data.total).toBeNull();
    expect(JSON.stringify(data)).not.toContain('renderId');
    for (const option of data.quote.options) {
      expect(option.imageUrl).toBe(`/api/v1/public/quote-image/${token}/${option.id}`);
      const image = await t.app.request(option.imageUrl ?? '');
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
    }
    expect((await t.app.request(`/api/v1/public/quote-image/${token}/${newId()}`)).status).toBe(404);
  });

  it('accepts the chosen option with the typed name, kept with the time and the address; the shop sees it', async () => {
    const { t, booking, token, quote } = await threeOptionQuote();
    const better = quote.options[1];
    const res = await accept(t, token, { optionId: better?.id, name: '  Dana Reyes ' }, { 'user-agent': 'Test browser' });
    expect(res.status).toBe(200);
    const { data } = await body<Page>(res);
    expect(data).toMatchObject({ status: 'accepted', total: 3291.25 });
    expect(data.quote.acceptedOptionId).toBe(better?.id);
    // This shop takes no deposits: nothing to pay after accepting.
    expect(data.deposit).toBeUndefined();

    const staff = (await body<Quote>(await getQuote(t, booking._id))).data;
    expect(staff.accepted).toEqual({ optionId: better?.id, optionLabel: 'Better', name: 'Dana Reyes', at: t.deps.now().toISOString(), address: 'local' });
    // The shop's notification names the option and its total.
    const notes = await t.app.request('/api/v1/user/notifications', { headers: t.auth });
    expect(JSON.stringify(await notes.json())).toContain('Better: $3,291.25');
    // So does the owner's email.
    expect((await lastEmailTo(t.deps, t.owner.user.email))?.text).toContain('$3,291.25');
    // Accepted: the options no longer change.
    const again = await putQuote(t, booking._id, threeOptions([]));
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(QUOTE_MESSAGES.alreadyAccepted);
  });

  it('refuses an unknown option, an empty or missing name, no choice among several, and writes nothing', async () => {
    const { t, token, quote } = await threeOptionQuote();
    // Another shop's quote on the same database, with its own options.
    const elsewhere = await shopIn(t, 'Other Wraps');
    const theirs = await sendQuote({ ...t, auth: elsewhere.auth }, { email: 'their.customer@example.com' });
    const foreign = { quote: (await body<Quote>(await putQuote(t, theirs.booking._id, threeOptions([]), elsewhere.auth))).data };
    const before = await dbSnapshot(t.deps);
    const cases: [string, Record<string, unknown>, string | null][] = [
      ['an unknown option', { optionId: newId(), name: 'Dana' }, QUOTE_MESSAGES.unknownOption],
      ['another shop’s option', { optionId: foreign.quote.options[0]?.id, name: 'Dana' }, QUOTE_MESSAGES.unknownOption],
      ['no option among three', { name: 'Dana' }, QUOTE_MESSAGES.chooseOption],
      ['an empty name', { optionId: quote.options[0]?.id, name: '   ' }, null],
      ['no name', { optionId: quote.options[0]?.id }, QUOTE_MESSAGES.nameNeeded],
    ];
    for (const [what, extra, message] of cases) {
      const res = await accept(t, token, extra);
      expect(res.status, what).toBe(400);
      if (message) expect((await errorOf(res)).message, what).toBe(message);
    }
    expect(await dbSnapshot(t.deps)).toEqual(before);
    expect((await body<Page>(await page(t, token))).data.status).toBe('quote_sent');
  });

  it('refuses an expired link with 410 and writes nothing', async () => {
    const { t, token, quote } = await threeOptionQuote();
    t.clock.advance(QUOTE_VALID_MS + 1);
    const fresh = await signInAgain(t);
    const before = await dbSnapshot(fresh.deps);
    const res = await accept(fresh, token, { optionId: quote.options[0]?.id, name: 'Dana' });
    expect(res.status).toBe(410);
    expect(await dbSnapshot(fresh.deps)).toEqual(before);
  });

  it('two tabs accepting different options at once: one wins, the other gets a clear 409', async () => {
    const { t, booking, token, quote } = await threeOptionQuote();
    const [a, b] = await Promise.all([
      accept(t, token, { optionId: quote.options[0]?.id, name: 'Dana in tab one' }),
      accept(t, token, { optionId: quote.options[2]?.id, name: 'Dana in tab two' }),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const [won, lost] = a.status === 200 ? [a, b] : [b, a];
    const winner = (await body<Page>(won)).data.quote.acceptedOptionId;
    const label = quote.options.find((o) => o.id === winner)?.label ?? '';
    expect((await errorOf(lost)).message).toBe(QUOTE_MESSAGES.optionTaken(label));
    const staff = (await body<Quote>(await getQuote(t, booking._id))).data;
    expect(staff.accepted?.optionId).toBe(winner);
    expect(staff.accepted?.name).toBe(winner === quote.options[0]?.id ? 'Dana in tab one' : 'Dana in tab two');
  });

  it('two instances on one database, six accepts of the three options at once: exactly one is kept', async () => {
    const [one, other] = await twoConnections();
    const a = await makeTestApp({ db: one });
    const b = await makeTestApp({ db: other, now: a.clock.now });
    const owner = await createOwner(one, { businessName: 'Race Wraps', addon: true });
    const t = { ...a, owner, auth: bearer((await logIn(a.app, owner.user.email, owner.password)).token) };
    const { booking, token } = await sendQuote(t);
    const quote = (await body<Quote>(await putQuote(t, booking._id, threeOptions([])))).data;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        (i % 2 === 0 ? a.app : b.app).request('/api/v1/public/update-booking-status', json('POST', { token, status: 'accepted', optionId: quote.options[i % 3]?.id, name: `Tab ${i}` })),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const rows = await rawRows<{ accepted_option_id: string; accepted_name: string }>(one, sql`select accepted_option_id, accepted_name from quotes where booking_id = ${booking._id}`);
    expect(rows).toHaveLength(1);
    const winner = answers.findIndex((r) => r.status === 200);
    expect(rows[0]).toEqual({ accepted_option_id: quote.options[winner % 3]?.id, accepted_name: `Tab ${winner}` });
    // One notification of the acceptance, not six.
    const told = await rawRows<{ n: number }>(one, sql`select cast(count(*) as integer) as n from notifications where title like 'Quote accepted:%'`);
    expect(told[0]?.n).toBe(1);
  });

  it('accepts a spec-field quote the spec’s way (no option, no name) and keeps its lines from then on', async () => {
    const t = await bookingShop();
    const { booking, token } = await sendQuote(t);
    const res = await accept(t, token, {});
    expect(res.status).toBe(200);
    expect((await body<Page>(res)).data).toMatchObject({ status: 'accepted', total: 3900 });
    const staff = (await body<Quote>(await getQuote(t, booking._id))).data;
    expect(staff).toMatchObject({ edited: true, accepted: { optionId: booking._id, optionLabel: 'Quote', name: '' } });
    // Editing the spec fields afterwards does not move what was accepted.
    await t.app.request(`/api/v1/user/booking/${booking._id}`, json('PUT', { customerQuote: 5000 }, t.auth));
    expect((await body<Quote>(await getQuote(t, booking._id))).data.options[0]?.totals.total).toBe(390000);
    // The second answer keeps the spec's message.
    const again = await accept(t, token, {});
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(BOOKING_MESSAGES.alreadyAnswered('Accepted'));
  });

  it('emails the options’ range when the quote is sent again after they were built', async () => {
    const { t, booking } = await threeOptionQuote();
    t.clock.advance(QUOTE_RESEND_COOLDOWN_MS + 1);
    expect((await t.app.request(`/api/v1/user/booking/${booking._id}/resend-quote`, { method: 'POST', headers: t.auth })).status).toBe(200);
    expect((await lastEmailTo(t.deps, 'quote.customer@example.com'))?.text).toContain('$2,746.88 to $3,452.06 (3 options)');
  });

  it('rejects as before', async () => {
    const { t, token } = await threeOptionQuote();
    const res = await t.app.request('/api/v1/public/update-booking-status', json('POST', { token, status: 'cancelled' }));
    expect(res.status).toBe(200);
    expect((await body<Page>(res)).data).toMatchObject({ status: 'cancelled', quote: { acceptedOptionId: null } });
  });
});

describe('issue 25 item 3: the quote’s PDF', () => {
  it('names the options, their lines, the tax per rate and the totals, for staff and through the link', async () => {
    const { t, booking, token } = await threeOptionQuote();
    const staff = await pdfText(await t.app.request(`/api/v1/user/booking/${booking._id}/quote.pdf`, { headers: t.auth }));
    const customer = await pdfText(await t.app.request(`/api/v1/public/quote-pdf/${token}`));
    for (const text of [staff, customer]) {
      for (const expected of [
        'Wrap Lab',
        'Quote',
        'Option 1: Good',
        'Option 2: Better',
        'Option 3: Best',
        'Full wrap labour (Better)',
        '3M 2080 Satin Black film',
        'Tax 8.875 % on $2,500.00',
        '$221.88',
        '$2,746.88',
        '$3,452.06',
        'Discount',
        '-$352.50',
        'Most popular: ceramic coating included.',
        'Dana Reyes',
        '2024 Toyota Camry',
      ]) {
        expect(text, expected).toContain(expected);
      }
    }
    expect((await t.app.request(`/api/v1/public/quote-pdf/${'c'.repeat(64)}`)).status).toBe(404);
  });
});
