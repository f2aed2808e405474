// The rows of `pnpm bench`'s list and export measures (bench/lists.ts, bench/export-server.ts), straight into SQLite.
import type { Db } from '../src/db/client.ts';

/** `n` bookings (a seventh without a date, a third without a time) and `n` leads, customer i's email `cust<i>@…`. */
export function fill(db: Db, shopId: string, n: number): void {
  const booking = db.$client.prepare(
    `insert into bookings (id, shop_id, first_name, last_name, email, phone, booking_date, check_in_time, make, model, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, 'Toyota', 'Camry', ?, ?)`,
  );
  const lead = db.$client.prepare(
    `insert into leads (id, shop_id, snapshot, name, email, phone, message, consent_at, page_url, origin, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, 'Full wrap in satin black, please call me back', 0, 'https://shop.example/', 'https://shop.example', ?, ?)`,
  );
  const snapshot = JSON.stringify({ vehicle: { year: 2024, make: 'Toyota', model: 'Camry', bodyStyle: 'sedan' }, film: { id: null, brand: '3M', name: 'Gloss Black', code: 'G12', colorCode: '#000000', finish: 'gloss' } });
  const start = Date.UTC(2026, 0, 1);
  db.$client.transaction(() => {
    for (let i = 0; i < n; i++) {
      const day = i % 7 === 0 ? null : new Date(start + (i % 300) * 86_400_000).toISOString().slice(0, 10);
      const time = i % 3 === 0 ? '' : `${String(8 + (i % 9)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`;
      const at = start + i * 1000;
      booking.run(`${shopId}-b${i}`, shopId, `First${i}`, `Last${i}`, `cust${i}@mail${i % 7}.test`, `555-${String(i).padStart(5, '0')}`, day, time, at, at);
      lead.run(`${shopId}-l${i}`, shopId, snapshot, `Lead Person ${i}`, `lead${i}@mail${i % 7}.test`, `555-${String(i).padStart(5, '0')}`, at, at);
    }
  })();
}
