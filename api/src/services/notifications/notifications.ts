// In-app notifications: created by the events that cause them (verification, a new team member …).
import type { DbOrTx } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { newId } from '../../lib/crypto.ts';

export interface NewNotification {
  shopId: string;
  /** Omit to notify every user of the shop. */
  userId?: string;
  title: string;
  body: string;
  link?: string;
  at: Date;
}

export async function notify(db: DbOrTx, n: NewNotification): Promise<string> {
  const id = newId();
  await db.insert(notifications)
    .values({ id, shopId: n.shopId, userId: n.userId ?? null, title: n.title, body: n.body, link: n.link ?? null, createdAt: n.at });
  return id;
}
