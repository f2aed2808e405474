// Issue 25 item 5: invoice numbers per shop, given at issue, with no gap and no repeat under concurrency, on SQLite
// and PostgreSQL (run with --project postgres too), and the database's own unique (shop, number).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { invoices, invoiceSettings } from '../../db/schema/index.ts';
import { forShop } from '../../db/scope.ts';
import { insertBooking } from '../bookings/index.ts';
import { createOwner, twoConnections } from '../../test/app.ts';
import { createInvoice, issueInvoice } from './invoices.ts';

const NOW = new Date('2026-06-01T12:00:00Z');

async function drafts(db: Db, shopId: string, userId: string, count: number): Promise<string[]> {
  const scope = forShop(shopId);
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const booking = await insertBooking(db, scope, { firstName: `Customer ${i}`, price: 1000 + i, status: 'accepted' }, NOW);
    ids.push((await createInvoice(db, scope, { bookingId: booking.id, currency: 'USD', userId, now: NOW })).invoice.id);
  }
  return ids;
}

describe('invoice numbers (issue 25 item 5)', () => {
  it('50 concurrent issues over two connections number 1..50: no gap, no repeat; another shop counts on its own', async () => {
    const [one, two] = await twoConnections();
    const a = await createOwner(one, { businessName: 'Numbers A' });
    const b = await createOwner(one, { businessName: 'Numbers B' });
    const ids = await drafts(one, a.shop.id, a.user.id, 50);
    const other = await drafts(one, b.shop.id, b.user.id, 3);
    // Drafts have no number.
    expect((await one.select().from(invoices).where(eq(invoices.shopId, a.shop.id))).every((i) => i.sequence === null && i.number === null)).toBe(true);

    const issued = await Promise.all([
      ...ids.map((id, i) => issueInvoice(i % 2 ? one : two, forShop(a.shop.id), id, NOW)),
      ...other.map((id) => issueInvoice(two, forShop(b.shop.id), id, NOW)),
    ]);
    const ofA = issued.filter((i) => i.shopId === a.shop.id);
    expect(ofA.map((i) => i.sequence).sort((x, y) => (x ?? 0) - (y ?? 0))).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(new Set(ofA.map((i) => i.number)).size).toBe(50);
    expect(ofA.find((i) => i.sequence === 7)?.number).toBe('INV-0007');
    expect(issued.filter((i) => i.shopId === b.shop.id).map((i) => i.sequence).sort()).toEqual([1, 2, 3]);
    const [counter] = await one.select().from(invoiceSettings).where(eq(invoiceSettings.shopId, a.shop.id));
    expect(counter?.lastNumber).toBe(50);
  });

  it('a second issue of the same invoice is refused and takes no number; a refused issue gives its number back', async () => {
    const [db] = await twoConnections();
    const shop = await createOwner(db, { businessName: 'Numbers C' });
    const [first, second] = await drafts(db, shop.shop.id, shop.user.id, 2);
    const results = await Promise.allSettled([issueInvoice(db, forShop(shop.shop.id), first!, NOW), issueInvoice(db, forShop(shop.shop.id), first!, NOW)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: { status: 409 } });
    // A foreign shop's invoice is not found, and the number it would have taken is not spent.
    const foreign = await createOwner(db, { businessName: 'Numbers D' });
    await expect(issueInvoice(db, forShop(foreign.shop.id), second!, NOW)).rejects.toMatchObject({ status: 404 });
    expect((await issueInvoice(db, forShop(shop.shop.id), second!, NOW)).number).toBe('INV-0002');
    const [foreignCounter] = await db.select().from(invoiceSettings).where(eq(invoiceSettings.shopId, foreign.shop.id));
    expect(foreignCounter).toBeUndefined();
  });

  it('the database refuses a second invoice with the same number in a shop', async () => {
    const [db] = await twoConnections();
    const shop = await createOwner(db, { businessName: 'Numbers E' });
    const [first, second] = await drafts(db, shop.shop.id, shop.user.id, 2);
    await issueInvoice(db, forShop(shop.shop.id), first!, NOW);
    await expect(db.update(invoices).set({ sequence: 1 }).where(eq(invoices.id, second!))).rejects.toThrow();
  });
});
