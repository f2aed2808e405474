// Film-roll inventory (issue 27 item 1, decision 092): receive, list, label with a QR code that opens the roll's page,
// reservation when a job is booked (one roll, one batch; none free is a state, not an error), release on cancel, use
// on a job deducted exactly once, low-stock alerts once per crossing, shrinkage from counts, roles and tenants.
import { materialEstimate } from '@wrapsmith/catalog';
import type { JobRollsDto, RollDetailDto, RollDto, RollListDto, StockDto } from '@wrapsmith/core/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.ts';
import { rollsUsedFor } from '../../services/rolls/index.ts';
import { bearer, createMember, createOwner, dbSnapshot, json, logIn, makeTestApp } from '../../test/app.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { qrCodesInPdf } from '../../test/qr-in-pdf.ts';
import { FULL_FORM, sendQuote } from '../bookings/booking-fixtures.ts';

type Ok<T> = { data: T; message?: string };
type Err = { error: { message: string; code: string } };

/** The Camry of FULL_FORM, full wrap, on a 60″ roll: what a booking of it reserves. */
const CAMRY_MM = materialEstimate({ year: 2024, make: 'Toyota', model: 'Camry' }, ['fullWrap'], { rollWidthMm: 1524 })?.totalMm ?? 0;

const ROLL = { filmId: '3m-g12', batch: 'LOT-4471', widthMm: 1524, lengthMm: 22_860, costMinor: 89_900, supplier: 'Fellers', receivedOn: '2026-05-28' };

async function shop() {
  const t = await makeTestApp();
  const owner = await createOwner(t.deps.db, { businessName: 'Roll Wraps', planKey: 'pro' });
  const auth = bearer((await logIn(t.app, owner.user.email, owner.password)).token);
  const call = async <T>(method: string, path: string, body?: unknown, as = auth) => {
    const res = await t.app.request(`/api/v1/user${path}`, body === undefined ? { method, headers: as } : json(method, body, as));
    return { status: res.status, body: (await res.json()) as T };
  };
  const receive = async (input: Record<string, unknown> = ROLL) => {
    const res = await call<Ok<RollDto>>('POST', '/rolls', input);
    expect(res.status).toBe(201);
    return res.body.data;
  };
  const book = async (extra: Record<string, unknown> = {}) => {
    const res = await call<Ok<{ _id: string }>>('POST', '/booking', { ...FULL_FORM, isQuoted: false, ...extra });
    expect(res.status).toBe(201);
    return res.body.data._id;
  };
  const job = async (id: string) => (await call<Ok<JobRollsDto>>('GET', `/rolls/jobs/${id}`)).body.data;
  const roll = async (id: string) => (await call<Ok<RollDetailDto>>('GET', `/rolls/${id}`)).body.data;
  return { ...t, owner, auth, call, receive, book, job, roll };
}

describe('film rolls (issue 27 item 1)', () => {
  it('receives a catalogue roll and a custom one, and lists what is left on each', async () => {
    const s = await shop();
    const g12 = await s.receive();
    expect(g12).toMatchObject({ filmId: '3m-g12', filmName: 'Gloss Black (G12)', filmCode: 'G12', brand: '3M', batch: 'LOT-4471', onHandMm: 22_860, freeMm: 22_860, costMinor: 89_900, currency: 'USD' });
    expect(g12.url).toMatch(new RegExp(`/rolls/${g12.id}$`));
    const custom = await s.receive({ customName: 'Chrome Teal', customCode: 'CT-9', batch: 'B2', widthMm: 1372, lengthMm: 15_240, receivedOn: '2026-05-30' });
    expect(custom).toMatchObject({ filmId: null, filmKey: 'custom:chrome teal', filmName: 'Chrome Teal', filmCode: 'CT-9', costMinor: null });
    const list = await s.call<Ok<RollListDto>>('GET', '/rolls');
    expect(list.body.data.rolls.map((r) => r.id).sort()).toEqual([g12.id, custom.id].sort());
    // A US shop measures in feet unless it chose metric (issue 28 item 2, decision 098).
    expect(list.body.data.unit).toBe('ft');
  });

  it('refuses bad input with a 4xx and writes nothing', async () => {
    const s = await shop();
    const before = await dbSnapshot(s.deps);
    const bad: [Record<string, unknown>, number, RegExp][] = [
      [{ ...ROLL, widthMm: 12 }, 400, /width must be at least/i],
      [{ ...ROLL, lengthMm: 1000.5 }, 400, /whole millimetres/],
      [{ ...ROLL, costMinor: -5 }, 400, /cannot be negative/],
      [{ ...ROLL, batch: '  ' }, 400, /batch or lot number is required/],
      [{ ...ROLL, receivedOn: '28/05/2026' }, 400, /YYYY-MM-DD/],
      [{ ...ROLL, filmId: 'no-such-film' }, 400, /not in your catalogue/],
      [{ ...ROLL, filmId: null }, 400, /name the film/],
      [{ ...ROLL, extra: 1 }, 400, /./],
    ];
    for (const [input, status, message] of bad) {
      const res = await s.call<Err>('POST', '/rolls', input);
      expect(res.status, JSON.stringify(input)).toBe(status);
      expect(res.body.error.message).toMatch(message);
    }
    expect((await s.call<Err>('POST', `/rolls/nope/count`, { onHandMm: -1 })).status).toBe(400);
    expect((await s.call<Err>('POST', `/rolls/nope/use`, { bookingId: 'x', usedMm: 0 })).status).toBe(400);
    expect((await s.call<Err>('PUT', '/rolls/stock-alerts', { filmKey: 'never-received', thresholdMm: 1000 })).status).toBe(400);
    expect(await dbSnapshot(s.deps)).toEqual(before);
  });

  it('prints a label whose text names the roll and whose QR code opens the roll’s page', async () => {
    const s = await shop();
    const g12 = await s.receive();
    const res = await s.app.request(`/api/v1/user/rolls/${g12.id}/label.pdf`, { headers: s.auth });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await res.arrayBuffer());
    const text = await pdfText(bytes.slice());
    for (const fact of ['Gloss Black (G12)', 'Batch LOT-4471', '60" (1,524 mm) wide', 'Length 75.0 ft', 'Received May 28, 2026', 'From Fellers', 'Roll Wraps']) expect(text).toContain(fact);
    expect(await qrCodesInPdf(bytes)).toEqual([g12.url]);
  });

  it('reserves a booked job’s estimate on one roll of its film, releases it on cancel, and says when none is free', async () => {
    const s = await shop();
    const small = await s.receive({ ...ROLL, batch: 'SHORT', lengthMm: CAMRY_MM - 100, receivedOn: '2026-05-01' });
    const big = await s.receive({ ...ROLL, batch: 'LONG', lengthMm: CAMRY_MM + 2000 });
    const id = await s.book();
    // The older roll is too short: the whole estimate goes on one roll, one batch.
    expect(await s.job(id)).toMatchObject({ state: 'reserved', filmName: 'Gloss Black (G12)', neededMm: CAMRY_MM, reservation: { rollId: big.id, batch: 'LONG', lengthMm: CAMRY_MM } });
    expect((await s.roll(big.id)).roll).toMatchObject({ reservedMm: CAMRY_MM, freeMm: 2000, onHandMm: CAMRY_MM + 2000 });
    expect((await s.roll(small.id)).roll.reservedMm).toBe(0);
    // A second job: nothing left with enough free length. The booking is made; the job says so.
    const second = await s.book({ firstName: 'Sam' });
    expect(await s.job(second)).toMatchObject({ state: 'none', reason: 'no_roll', neededMm: CAMRY_MM, reservation: null });
    // Cancelling the first gives its length back; re-opening the second's "Reserve again" takes it.
    expect((await s.call('PATCH', `/booking/${id}`, { status: 'cancelled' })).status).toBe(200);
    expect((await s.roll(big.id)).roll.reservedMm).toBe(0);
    expect(await s.job(id)).toMatchObject({ state: 'none', reason: 'closed' });
    const again = await s.call<Ok<JobRollsDto>>('POST', `/rolls/jobs/${second}/reserve`);
    expect(again.body.data).toMatchObject({ state: 'reserved', reservation: { rollId: big.id } });
    // A job with no film named, and one whose vehicle has no measurements.
    const noFilm = await s.book({ brand: '', wrapColor: '' });
    expect(await s.job(noFilm)).toMatchObject({ state: 'none', reason: 'no_film' });
    const unknown = await s.book({ make: 'Nowhere', model: 'X' });
    expect(await s.job(unknown)).toMatchObject({ state: 'none', reason: 'no_estimate' });
  });

  it('reserves when the customer accepts a quote through its link, not while the quote waits', async () => {
    const s = await shop();
    const g12 = await s.receive();
    const { booking, token } = await sendQuote({ app: s.app, auth: s.auth, deps: s.deps });
    expect(await s.job(booking._id)).toMatchObject({ state: 'none', reason: 'closed' });
    const res = await s.app.request('/api/v1/public/update-booking-status', json('POST', { token, status: 'accepted' }));
    expect(res.status).toBe(200);
    expect(await s.job(booking._id)).toMatchObject({ state: 'reserved', reservation: { rollId: g12.id, lengthMm: CAMRY_MM } });
  });

  it('uses a roll on a job once: deducted exactly once, the reservation settled, the roll and batch on the job', async () => {
    const s = await shop();
    const g12 = await s.receive();
    const id = await s.book();
    const page = await s.roll(g12.id);
    expect(page.jobs[0]).toMatchObject({ bookingId: id, reservedMm: CAMRY_MM, usedMm: null, title: '2024 Toyota Camry · Dana R.' });
    expect(page).toMatchObject({ canUse: true, canEdit: true });
    const used = await s.call<Ok<RollDetailDto>>('POST', `/rolls/${g12.id}/use`, { bookingId: id, usedMm: 18_000 });
    expect(used.status).toBe(200);
    expect(used.body.data.roll).toMatchObject({ usedMm: 18_000, reservedMm: 0, onHandMm: 22_860 - 18_000 });
    const twice = await s.call<Err>('POST', `/rolls/${g12.id}/use`, { bookingId: id, usedMm: 18_000 });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toMatch(/deducted once/);
    expect((await s.roll(g12.id)).roll.usedMm).toBe(18_000);
    expect(await s.job(id)).toMatchObject({ state: 'used', used: [{ rollId: g12.id, batch: 'LOT-4471', usedMm: 18_000 }] });
    expect(await rollsUsedFor(s.deps.db, s.owner.shop.id, id)).toEqual([{ rollId: g12.id, filmId: '3m-g12', filmName: 'Gloss Black (G12)', filmCode: 'G12', batch: 'LOT-4471', usedMm: 18_000 }]);
    // More than is left on a roll is refused, and nothing changes.
    const other = await s.book({ firstName: 'Lee' });
    const tooMuch = await s.call<Err>('POST', `/rolls/${g12.id}/use`, { bookingId: other, usedMm: 5000 });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.error.message).toMatch(/Only 4\.86 m/);
    expect((await s.roll(g12.id)).roll.usedMm).toBe(18_000);
    expect(await rollsUsedFor(s.deps.db, s.owner.shop.id, other)).toEqual([]);
  });

  it('alerts once per crossing below a film’s low-stock threshold, and reports shrinkage from a count', async () => {
    const s = await shop();
    const g12 = await s.receive({ ...ROLL, lengthMm: CAMRY_MM * 3 });
    const set = await s.call<Ok<StockDto>>('PUT', '/rolls/stock-alerts', { filmKey: '3m-g12', thresholdMm: CAMRY_MM * 2 + 500 });
    expect(set.status).toBe(200);
    const alerts = () => s.deps.db.select().from(notifications).where(and(eq(notifications.shopId, s.owner.shop.id), eq(notifications.areas, 'inventory')));
    expect(await alerts()).toHaveLength(0);
    const first = await s.book();
    expect(await alerts()).toHaveLength(1);
    expect((await alerts())[0]).toMatchObject({ title: 'Low stock: Gloss Black (G12)', link: '/rolls' });
    await s.book({ firstName: 'Sam' });
    expect(await alerts()).toHaveLength(1);
    // Back above (two released), then below again: a second alert.
    await s.call('PATCH', `/booking/${first}`, { status: 'cancelled' });
    await s.receive({ ...ROLL, lengthMm: CAMRY_MM * 2 });
    expect(await alerts()).toHaveLength(1);
    await s.book({ firstName: 'Kim' });
    await s.book({ firstName: 'Ana' });
    expect(await alerts()).toHaveLength(2);
    // A count finds 1.2 m less than the records say: shrinkage = received − used − on hand.
    const counted = await s.call<Ok<RollDto>>('POST', `/rolls/${g12.id}/count`, { onHandMm: CAMRY_MM * 3 - 1200 });
    expect(counted.body.data).toMatchObject({ lostMm: 1200, countedMm: CAMRY_MM * 3 - 1200, onHandMm: CAMRY_MM * 3 - 1200 });
    const stock = (await s.call<Ok<StockDto>>('GET', '/rolls/stock')).body.data.films;
    expect(stock).toEqual([expect.objectContaining({ filmKey: '3m-g12', rolls: 2, receivedMm: CAMRY_MM * 5, usedMm: 0, onHandMm: CAMRY_MM * 5 - 1200, shrinkageMm: 1200, low: true })]);
  });

  it('keeps each shop’s rolls its own, hides costs from roles without prices, and lets a Member use but not receive', async () => {
    const s = await shop();
    const g12 = await s.receive();
    const id = await s.book();
    const stranger = await createOwner(s.deps.db, { businessName: 'Other Wraps', planKey: 'pro' });
    const other = bearer((await logIn(s.app, stranger.user.email, stranger.password)).token);
    const before = await dbSnapshot(s.deps);
    for (const [method, path, body] of [
      ['GET', `/rolls/${g12.id}`],
      ['GET', `/rolls/${g12.id}/label.pdf`],
      ['PATCH', `/rolls/${g12.id}`, { supplier: 'Mine now' }],
      ['POST', `/rolls/${g12.id}/count`, { onHandMm: 1 }],
      ['POST', `/rolls/${g12.id}/use`, { bookingId: id, usedMm: 1000 }],
      ['GET', `/rolls/jobs/${id}`],
      ['POST', `/rolls/jobs/${id}/reserve`],
    ] as const) {
      expect((await s.call(method, path, body, other)).status, `${method} ${path}`).toBe(404);
    }
    expect((await s.call<Ok<RollListDto>>('GET', '/rolls', undefined, other)).body.data.rolls).toEqual([]);
    expect((await s.call<Ok<StockDto>>('GET', '/rolls/stock', undefined, other)).body.data.films).toEqual([]);
    // Their own job on our roll: the job is not found in our shop.
    expect((await s.call('PUT', '/rolls/stock-alerts', { filmKey: '3m-g12', thresholdMm: 100 }, other)).status).toBe(400);
    expect(await dbSnapshot(s.deps)).toEqual(before);

    const member = await createMember(s.deps.db, s.owner.user, { role: 'member' });
    const m = bearer((await logIn(s.app, member.user.email, member.password)).token);
    const seen = await s.call<Ok<RollDetailDto>>('GET', `/rolls/${g12.id}`, undefined, m);
    expect(seen.body.data).toMatchObject({ canUse: true, canEdit: false, roll: { costMinor: null, pricesHidden: true } });
    expect((await s.call('POST', '/rolls', ROLL, m)).status).toBe(403);
    expect((await s.call('POST', `/rolls/${g12.id}/use`, { bookingId: id, usedMm: 1000 }, m)).status).toBe(200);
  });
});
