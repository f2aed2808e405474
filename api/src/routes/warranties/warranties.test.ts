// Issue 27 item 2: warranties on a completed job. The certificate PDF's text names the film, batch, dates and zones;
// its QR code (the image embedded in the PDF, decoded with jsQR) is the verification URL; the verification facts
// name no customer; transfer keeps the owners; a claim's photos go through the checked upload path and its packet
// is a ZIP of summary.pdf and the photos; roles and tenant isolation; bad input is 4xx and writes nothing.
import { DEFAULT_ROLE_MATRIX } from '@wrapsmith/core';
import type { BookingWarrantiesDto, PublicWarrantyDto, WarrantyClaimDto, WarrantyDetailDto, WarrantyDto } from '@wrapsmith/core/contract';
import { unzipSync } from 'fflate';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { renders } from '../../db/schema/index.ts';
import { forShop } from '../../db/scope.ts';
import { newId } from '../../lib/crypto.ts';
import { bearer, createMember, createOwner, dbSnapshot, json, logIn, makeTestApp } from '../../test/app.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { englishLeftIn } from '../../test/customer-english.ts';
import { rememberVisitorLocale } from '../../services/customer-language/index.ts';
import { storedBooking } from '../bookings/booking-fixtures.ts';
import { insertBooking } from '../../services/bookings/index.ts';
import { manufacturerTermFor, MANUFACTURER_TERMS, NO_MANUFACTURER_TERM } from '../../services/warranties/index.ts';

const BASE = '/api/v1/user/warranties';

/**
 * The images a PDF embeds, read straight from its objects (pdf.js's image extraction needs a newer Node than CI's):
 * each FlateDecode image XObject's size, and its 8-bit pixels (RGB or grey) when pdfkit wrote them raw, as it does
 * for a PNG with alpha such as the QR code (a PNG without alpha keeps its own row filters: size only, no pixels).
 */
function pdfImages(bytes: Uint8Array): { width: number; height: number; channels: number; pixels: Buffer | null }[] {
  const raw = Buffer.from(bytes);
  const text = raw.toString('latin1');
  const found: { width: number; height: number; channels: number; pixels: Buffer | null }[] = [];
  for (const match of text.matchAll(/<<([^]*?)>>\s*stream\r?\n/g)) {
    const dict = match[1]!;
    if (!dict.includes('/Subtype /Image') || !dict.includes('/FlateDecode')) continue;
    const width = Number(/\/Width (\d+)/.exec(dict)?.[1]);
    const height = Number(/\/Height (\d+)/.exec(dict)?.[1]);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
    const start = match.index + match[0].length;
    const pixels = inflateSync(raw.subarray(start, start + length));
    const channels = pixels.length / (width * height);
    found.push(channels === 1 || channels === 3 ? { width, height, channels, pixels } : { width, height, channels: 0, pixels: null });
  }
  return found;
}
const body = async <T>(res: Response) => (await res.json()) as T;

async function world() {
  const t = await makeTestApp();
  const owner = await createOwner(t.deps.db, { businessName: 'Certified Wraps', planKey: 'pro' });
  const member = await createMember(t.deps.db, owner.user, { role: 'member' });
  const other = await createOwner(t.deps.db, { businessName: 'Other Shop', planKey: 'pro' });
  const auth = bearer((await logIn(t.app, owner.user.email, owner.password)).token);
  const memberAuth = bearer((await logIn(t.app, member.user.email, member.password)).token);
  const otherAuth = bearer((await logIn(t.app, other.user.email, other.password)).token);
  const customer = { firstName: 'Priya', lastName: 'Raman', email: 'priya.raman@example.com', phone: '+1 555 010 9999' };
  const done = await storedBooking(t.deps, owner.shop.id, 'completed', { ...customer, year: 2024, make: 'Toyota', model: 'Camry', brand: '3M', wrapColor: 'Gloss Black' });
  const open = await insertBooking(t.deps.db, forShop(owner.shop.id), { bookingDate: '2026-06-02', firstName: 'Al', status: 'accepted' }, t.deps.now());
  return { ...t, owner, auth, memberAuth, otherAuth, done, open, customer };
}

type World = Awaited<ReturnType<typeof world>>;

const issueBody = (bookingId: string) => ({
  bookingId,
  installDate: '2026-06-01',
  installer: 'Jo Installer',
  vin: '1HGCM82633A004352',
  items: [{ filmId: '3m-g12', brandName: '3M', filmName: 'Gloss Black (G12)', filmCode: '2080-G12', finish: 'gloss', batch: 'LOT-7731', zones: ['body', 'roof', 'mirrors'] }],
});

async function issued(t: World): Promise<WarrantyDto> {
  const res = await t.app.request(BASE, json('POST', issueBody(t.done.id), t.auth));
  expect(res.status).toBe(201);
  return (await body<{ data: WarrantyDto[] }>(res)).data[0]!;
}

describe('issue 27 item 2: manufacturer terms', () => {
  it('every entry names its source, and a brand without a published term has none, said honestly', () => {
    for (const entry of [...MANUFACTURER_TERMS, ...NO_MANUFACTURER_TERM]) expect(entry.source).toMatch(/^https?:\/\//);
    expect(manufacturerTermFor('3m', 'gloss')).toMatchObject({ years: 5, horizontalYears: 3 });
    expect(manufacturerTermFor('3m', 'chrome').years).toBeNull();
    expect(manufacturerTermFor('oracal', 'gloss')).toMatchObject({ years: null, source: expect.stringContaining('orafol') });
    expect(manufacturerTermFor('g-swell', 'matte')).toMatchObject({ years: null, source: 'No manufacturer term on record for this film.' });
  });
});

describe('issue 27 item 2: warranties on completion', () => {
  it('a completed job offers the issue form prefilled; a job not completed cannot be warranted (409, nothing written)', async () => {
    const t = await world();
    const list = await body<{ data: BookingWarrantiesDto }>(await t.app.request(`${BASE}?bookingId=${t.done.id}`, { headers: t.auth }));
    expect(list.data.canIssue).toBe(true);
    expect(list.data.draft.items[0]).toMatchObject({ filmId: '3m-g12', brandName: '3M', filmName: 'Gloss Black (G12)', filmCode: 'G12', finish: 'gloss', zones: ['body'], batch: '', manufacturerYears: 5, manufacturerHorizontalYears: 3, workmanshipYears: 1 });
    const before = await dbSnapshot(t.deps, ['warranties', 'warranty_owners']);
    const res = await t.app.request(BASE, json('POST', issueBody(t.open.id), t.auth));
    expect(res.status).toBe(409);
    expect(await dbSnapshot(t.deps, ['warranties', 'warranty_owners'])).toEqual(before);
  });

  it('bad input answers 400 and writes nothing', async () => {
    const t = await world();
    const before = await dbSnapshot(t.deps, ['warranties']);
    for (const bad of [
      { ...issueBody(t.done.id), items: [] },
      { ...issueBody(t.done.id), vin: 'OIQ' },
      { ...issueBody(t.done.id), installDate: '2026-13-40' },
      { ...issueBody(t.done.id), items: [{ ...issueBody(t.done.id).items[0], batch: '' }] },
    ]) {
      const res = await t.app.request(BASE, json('POST', bad, t.auth));
      expect(res.status).toBe(400);
      expect((await body<{ error: { message: string } }>(res)).error.message).toBeTruthy();
    }
    expect(await dbSnapshot(t.deps, ['warranties'])).toEqual(before);
  });

  it('issues once, with the terms; the certificate names film, batch, dates and zones and its QR opens the verification URL', async () => {
    const t = await world();
    const w = await issued(t);
    expect(w).toMatchObject({ status: 'active', batch: 'LOT-7731', manufacturerYears: 5, manufacturerHorizontalYears: 3, workmanshipYears: 1, workmanshipEnds: '2027-06-01', manufacturerEnds: '2031-06-01' });
    expect(w.owner.name).toBe('Priya Raman');
    expect(w.verifyUrl).toMatch(/\/verify-warranty\?id=[0-9a-f]{32}$/);
    // A second press issues nothing more.
    expect((await t.app.request(BASE, json('POST', issueBody(t.done.id), t.auth))).status).toBe(409);

    const pdf = await t.app.request(`${BASE}/${w._id}/certificate.pdf`, { headers: t.auth });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    const text = await pdfText(bytes.slice());
    for (const words of ['Gloss Black (G12)', '2080-G12', 'LOT-7731', '2026-06-01', '2027-06-01', '2031-06-01', 'Body (full wrap)', 'Roof', 'Mirrors', '2024 Toyota Camry', '1HGCM82633A004352', 'Jo Installer']) {
      expect(text).toContain(words);
    }
    const decoded = pdfImages(bytes).flatMap(({ pixels, ...image }) => {
      if (!pixels) return [];
      const rgba = new Uint8ClampedArray(image.width * image.height * 4);
      for (let i = 0; i < image.width * image.height; i++) {
        for (let ch = 0; ch < 3; ch++) rgba[i * 4 + ch] = pixels[i * image.channels + (image.channels === 1 ? 0 : ch)]!;
        rgba[i * 4 + 3] = 255;
      }
      return [jsQR(rgba, image.width, image.height)?.data];
    });
    expect(decoded).toContain(w.verifyUrl);
  });

  it('a German customer’s certificate is in German (decision 100), with no sentence of the English catalogue left', async () => {
    const t = await world();
    await rememberVisitorLocale(t.deps.db, t.owner.shop.id, { email: t.customer.email, phone: null }, 'de', t.deps.now());
    const w = await issued(t);
    const pdf = await t.app.request(`${BASE}/${w._id}/certificate.pdf`, { headers: t.auth });
    expect(pdf.status).toBe(200);
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    for (const words of ['Garantiezertifikat', 'Abgedeckte Bereiche', 'Fahrzeug', 'FIN', 'Foliencode', 'Charge', 'Verklebt am', '1. Juni 2026', 'Herstellergarantie', '5 Jahre auf senkrechten Flächen, bis 1. Juni 2031', '3 Jahre auf waagerechten Flächen, bis 1. Juni 2029', 'Garantie auf die Verarbeitung', '1 Jahr, bis 1. Juni 2027', 'Gültig', 'Diese Garantie prüfen', 'LOT-7731']) {
      expect(text).toContain(words);
    }
    // "Jo Installer" is the installer's name, as typed.
    expect(englishLeftIn(text.replaceAll('Jo Installer', ''), ['certificate.', 'warrantyStatus.'], 'de')).toEqual([]);
    // The verification page the certificate's code opens speaks the certificate's language.
    const verified = await t.app.request(`/api/v1/public/warranty/${new URL(w.verifyUrl).searchParams.get('id')}`);
    expect((await body<{ data: PublicWarrantyDto }>(verified)).data.locale).toBe('de');
  });

  it('the certificate draws the job’s picture beside the zones', async () => {
    const t = await world();
    const id = newId();
    const imageKey = `renders/${t.owner.shop.id}/${id}.png`;
    await t.deps.storage.put(imageKey, await sharp({ create: { width: 320, height: 180, channels: 3, background: '#3366aa' } }).png().toBuffer());
    await t.deps.db.insert(renders).values({ id, shopId: t.owner.shop.id, source: 'studio', spec: {}, specHash: id, engine: 'local', imageKey, status: 'saved', createdAt: t.deps.now() });
    const job = await storedBooking(t.deps, t.owner.shop.id, 'completed', { ...t.customer, year: 2024, make: 'Toyota', model: 'Camry', renderId: id });
    const res = await t.app.request(BASE, json('POST', issueBody(job.id), t.auth));
    expect(res.status).toBe(201);
    const w = (await body<{ data: WarrantyDto[] }>(res)).data[0]!;
    const pdf = new Uint8Array(await (await t.app.request(`${BASE}/${w._id}/certificate.pdf`, { headers: t.auth })).arrayBuffer());
    expect(pdfImages(pdf).map((i) => `${i.width}x${i.height}`)).toContain('320x180');
  });

  it('the verification facts need no login and name no customer name, email or phone', async () => {
    const t = await world();
    const w = await issued(t);
    const publicId = new URL(w.verifyUrl).searchParams.get('id')!;
    const res = await t.app.request(`/api/v1/public/warranty/${publicId}`);
    expect(res.status).toBe(200);
    const raw = await res.text();
    for (const secret of [t.customer.firstName, t.customer.lastName, t.customer.email, t.customer.phone, '1HGCM82633A']) expect(raw).not.toContain(secret);
    const data = (JSON.parse(raw) as { data: PublicWarrantyDto }).data;
    expect(data).toMatchObject({ shopName: 'Certified Wraps', vehicle: '2024 Toyota Camry', filmName: 'Gloss Black (G12)', batch: 'LOT-7731', installDate: '2026-06-01', vinEnding: '004352', locale: 'en' });
    expect((await t.app.request(`/api/v1/public/warranty/${'0'.repeat(32)}`)).status).toBe(404);
    expect((await t.app.request('/api/v1/public/warranty/not-an-id')).status).toBe(400);
  });

  it('transfer keeps the owners before, with their times; claims carry checked photos; the packet zips a summary and the photos', async () => {
    const t = await world();
    const w = await issued(t);
    const moved = await t.app.request(`${BASE}/${w._id}/transfer`, json('POST', { name: 'New Owner', contact: 'new@example.com' }, t.auth));
    expect(moved.status).toBe(200);
    const detail = (await body<{ data: WarrantyDetailDto }>(moved)).data;
    expect(detail.status).toBe('transferred');
    expect(detail.owners.map((o) => o.name)).toEqual(['Priya Raman', 'New Owner']);
    expect(detail.owner.name).toBe('New Owner');

    const created = await t.app.request(`${BASE}/${w._id}/claims`, json('POST', { claimDate: '2026-09-01', description: 'Edge lifting on the roof' }, t.auth));
    expect(created.status).toBe(201);
    const claim = (await body<{ data: WarrantyClaimDto }>(created)).data;
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#884422' } }).jpeg().toBuffer();
    const form = new FormData();
    form.append('photo', new File([new Uint8Array(photo)], 'roof.jpg', { type: 'image/jpeg' }));
    const up = await t.app.request(`${BASE}/claims/${claim._id}/photos`, { method: 'POST', headers: t.auth, body: form });
    expect(up.status).toBe(201);
    // Not an image by its bytes: refused, nothing stored.
    const fake = new FormData();
    fake.append('photo', new File([new TextEncoder().encode('not a jpeg at all')], 'x.jpg', { type: 'image/jpeg' }));
    expect((await t.app.request(`${BASE}/claims/${claim._id}/photos`, { method: 'POST', headers: t.auth, body: fake })).status).toBe(415);

    const zip = await t.app.request(`${BASE}/claims/${claim._id}/packet.zip`, { headers: t.auth });
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(['photo-1.jpg', 'summary.pdf']);
    expect([...files['photo-1.jpg']!.slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const summary = await pdfText(files['summary.pdf']!);
    for (const words of ['Jo Installer', '2026-06-01', '2024 Toyota Camry', '2080-G12', 'LOT-7731', 'Body (full wrap), Roof, Mirrors', 'Edge lifting on the roof']) expect(summary).toContain(words);
  });

  it('roles and shops: a Member reads and works warranties but not the settings; Bookings at view reads only, at none nothing; another shop finds nothing', async () => {
    const t = await world();
    const w = await issued(t);
    expect((await t.app.request(`${BASE}/${w._id}`, { headers: t.memberAuth })).status).toBe(200);
    expect((await t.app.request(`${BASE}/settings`, json('PUT', { workmanshipYears: 3 }, t.memberAuth))).status).toBe(403);
    for (const path of [`${BASE}/${w._id}`, `${BASE}/${w._id}/certificate.pdf`, `${BASE}?bookingId=${t.done.id}`]) {
      expect((await t.app.request(path, { headers: t.otherAuth })).status).toBe(404);
    }
    expect((await t.app.request(`${BASE}/${w._id}/void`, { method: 'POST', headers: t.otherAuth })).status).toBe(404);
    expect((await t.app.request(`${BASE}/${w._id}`, {})).status).toBe(401);
    // The owner's matrix: Bookings at view reads but writes nothing (403); at none, not even reads.
    const matrix = (bookings: 'view' | 'none') => ({ 'shop-man': DEFAULT_ROLE_MATRIX['shop-man'], member: { ...DEFAULT_ROLE_MATRIX.member, bookings } });
    expect((await t.app.request('/api/v1/auth/roles', json('PUT', matrix('view'), t.auth))).status).toBe(200);
    expect((await t.app.request(`${BASE}/${w._id}/certificate.pdf`, { headers: t.memberAuth })).status).toBe(200);
    const before = await dbSnapshot(t.deps, ['warranties', 'warranty_owners', 'warranty_claims']);
    expect((await t.app.request(`${BASE}/${w._id}/transfer`, json('POST', { name: 'X', contact: 'x@example.com' }, t.memberAuth))).status).toBe(403);
    expect((await t.app.request(`${BASE}/${w._id}/claims`, json('POST', { claimDate: '2026-07-01', description: 'Lifting' }, t.memberAuth))).status).toBe(403);
    expect((await t.app.request(`${BASE}/${w._id}/void`, { method: 'POST', headers: t.memberAuth })).status).toBe(403);
    expect(await dbSnapshot(t.deps, ['warranties', 'warranty_owners', 'warranty_claims'])).toEqual(before);
    expect((await t.app.request('/api/v1/auth/roles', json('PUT', matrix('none'), t.auth))).status).toBe(200);
    expect((await t.app.request(`${BASE}/${w._id}`, { headers: t.memberAuth })).status).toBe(403);
  });

  it('the workmanship term is a shop setting (default 1 year) used by warranties issued after it', async () => {
    const t = await world();
    const w = await issued(t);
    expect((await body<{ data: { workmanshipYears: number } }>(await t.app.request(`${BASE}/settings`, { headers: t.auth }))).data.workmanshipYears).toBe(1);
    expect((await t.app.request(`${BASE}/settings`, json('PUT', { workmanshipYears: 99 }, t.auth))).status).toBe(400);
    expect((await t.app.request(`${BASE}/settings`, json('PUT', { workmanshipYears: 3 }, t.auth))).status).toBe(200);
    const voided = await t.app.request(`${BASE}/${w._id}/void`, { method: 'POST', headers: t.auth });
    expect((await body<{ data: WarrantyDetailDto }>(voided)).data.status).toBe('void');
    const again = await issued(t);
    expect(again.workmanshipYears).toBe(3);
  });
});
