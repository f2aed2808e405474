// Held leads (decision 068): a lead over the lead caps is kept for the owner to release into the Leads list or to
// discard, rather than refused.
import { eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { leads, renders, type Lead } from '../../db/schema/index.ts';
import type { ShopScope } from '../../db/scope.ts';
import { firstRow, transaction } from '../../db/tx.ts';
import { emitLeadCreated } from '../api-access/events.ts';

/** What the shop is told about held leads (decision 068). */
export const HELD_LEADS = {
  notificationTitle: 'Leads held for review',
  notificationBody: 'More requests came in than your lead limits take, so the extra ones are held. Release the real ones from Leads → Held for review; discard the rest.',
} as const;

/**
 * A held lead released by the shop: into the Leads list as a new lead, its render marked Lead Sent. Undefined when
 * the shop has no such held lead.
 */
export async function releaseLead(db: Db, scope: ShopScope, id: string, now: Date): Promise<Lead | undefined> {
  return transaction(db, async (tx) => {
    const lead = await firstRow(tx.update(leads).set({ heldAt: null, updatedAt: now }).where(scope.where(leads, eq(leads.id, id), isNotNull(leads.heldAt))).returning());
    if (lead?.renderId) await tx.update(renders).set({ status: 'lead_sent' }).where(scope.where(renders, eq(renders.id, lead.renderId)));
    // Held, it was never announced: released, it is the shop's new lead.
    if (lead) await emitLeadCreated(tx, lead, now);
    return lead;
  });
}

/** Deletes a held lead; 'not-held' for a lead that is not held (those stay), undefined when there is none. */
export async function discardHeldLead(db: Db, scope: ShopScope, id: string): Promise<'discarded' | 'not-held' | undefined> {
  return transaction(db, async (tx) => {
    const lead = await firstRow(tx.select({ heldAt: leads.heldAt }).from(leads).where(scope.where(leads, eq(leads.id, id))));
    if (!lead) return undefined;
    if (lead.heldAt === null) return 'not-held';
    await tx.delete(leads).where(scope.where(leads, eq(leads.id, id)));
    return 'discarded';
  });
}

