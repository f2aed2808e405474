// STUB (issue 26 item 2's engineer): the customer's tracking page link as items 3–4's engineer publishes it. The lead
// replaces this file with the real one on merge.
import type { DbOrTx } from '../../db/client.ts';
import { publicUrl, type Env } from '../../env.ts';

export async function trackingUrlFor(_db: DbOrTx, env: Env, _bookingId: string): Promise<string> {
  return `${publicUrl(env)}/track/stub`;
}
