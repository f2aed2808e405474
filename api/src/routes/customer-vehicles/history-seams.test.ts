// Issue 27 item 3 (decision 094): a vehicle's history shows the rolls used and the warranties issued per job, as the
// film-roll (item 1) and warranty (item 2) services answer them through `rollsUsedFor` and `warrantiesForBooking`.
// Both are replaced here, so this holds whatever those services store.
import type { CustomerVehicleDetailDto } from '@wrapsmith/core/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { bookings } from '../../db/schema/index.ts';
import { FULL_FORM, bookingShop, createBooking } from '../bookings/booking-fixtures.ts';

const asked: string[] = [];
// The rest of each module stays real (after the merge, booking a job may reserve a roll through it).
vi.mock('../../services/rolls/index.ts', async (real) => ({
  ...(await real<object>()),
  rollsUsedFor: async (_db: unknown, shopId: string, bookingId: string) => {
    asked.push(`rolls ${shopId} ${bookingId}`);
    return [{ rollId: 'roll-1', filmId: null, filmName: '3M 2080 Satin Black', filmCode: 'S12', batch: 'LOT-42', usedMm: 15240 }];
  },
}));
vi.mock('../../services/warranties/index.ts', async (real) => ({
  ...(await real<object>()),
  warrantiesForBooking: async (_db: unknown, shopId: string, bookingId: string) => {
    asked.push(`warranties ${shopId} ${bookingId}`);
    return [{ warranty: { id: 'w-1', publicId: 'abc', filmName: '3M 2080 Satin Black', batch: 'LOT-42', zones: ['roof', 'hood'], installDate: '2026-06-03' }, status: 'active' }];
  },
}));

describe('issue 27 item 3: a vehicle’s history with rolls and warranties', () => {
  it('asks the roll and warranty services per booking of the shop and lists what they answer', async () => {
    const t = await bookingShop();
    const { booking } = await createBooking(t, FULL_FORM);
    const [row] = await t.deps.db.select({ car: bookings.customerVehicleId }).from(bookings).where(eq(bookings.id, booking!._id));
    const res = await t.app.request(`/api/v1/user/customer-vehicles/${row!.car}`, { headers: t.auth });
    expect(res.status).toBe(200);
    const [entry] = ((await res.json()) as { data: CustomerVehicleDetailDto }).data.history;
    expect(entry).toMatchObject({
      bookingId: booking!._id,
      rolls: [{ rollId: 'roll-1', filmName: '3M 2080 Satin Black', filmCode: 'S12', batch: 'LOT-42', usedMm: 15240 }],
      warranties: [{ id: 'w-1', filmName: '3M 2080 Satin Black', batch: 'LOT-42', zones: ['roof', 'hood'], installedOn: '2026-06-03', status: 'active', verifyUrl: '/verify-warranty?id=abc' }],
    });
    expect(asked).toEqual([`rolls ${t.owner.shop.id} ${booking!._id}`, `warranties ${t.owner.shop.id} ${booking!._id}`]);
  });
});
