// The public contact form's messages: kept in the database (read by the operator) before support is emailed.
import type { DbOrTx } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';
import { newId } from '../../lib/crypto.ts';

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export async function storeContactMessage(db: DbOrTx, message: ContactMessage, ip: string, at: Date): Promise<void> {
  await db.insert(contactMessages).values({ id: newId(), ...message, ip, createdAt: at });
}
