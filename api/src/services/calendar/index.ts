// STUB (issue 26 item 2's engineer): a booking's .ics as items 3–4's engineer publishes it; the lead replaces this file
// with the real one on merge. null: no calendar file (the booking has no day, or calendars are not built yet).
import type { DbOrTx } from '../../db/client.ts';

export async function bookingIcs(_db: DbOrTx, _bookingId: string): Promise<{ filename: string; contentType: string; content: string } | null> {
  return null;
}
