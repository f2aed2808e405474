// STUB (issue 27 item 3's seam, decision 094): the warranties engineer (issue 27 item 2) writes the real service
// here; the vehicle history calls `warrantiesForBooking` exactly as declared. Replace this file on merge.
import type { DbOrTx } from '../../db/client.ts';

export interface BookingWarranty {
  id: string;
  filmName: string;
  batch: string | null;
  zones: string[];
  installedOn: string;
  status: string;
  verifyUrl: string;
}

/** The warranties issued for a job. Stub: none. */
export async function warrantiesForBooking(_db: DbOrTx, _shopId: string, _bookingId: string): Promise<BookingWarranty[]> {
  return [];
}
