import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { shops } from './shops.ts';
import { users } from './users.ts';

/**
 * Team invites (decision 062): an emailed one-time link where the invited person sets their own password. Only the
 * sha256 of the link's token is stored; a resend replaces it (the earlier link stops working) and the expiry. An
 * invite is pending while acceptedAt and revokedAt are null and expiresAt is ahead.
 */
export const teamInvites = sqliteTable(
  'team_invites',
  {
    id: text('id').primaryKey(),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** Lowercased and trimmed, as users.email. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role', { enum: ['shop-man', 'member'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** Who sent it; null once that user was removed. */
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    /** When it was last sent (the first send, or the last resend). */
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }).notNull(),
    acceptedAt: integer('accepted_at', { mode: 'timestamp_ms' }),
    revokedAt: integer('revoked_at', { mode: 'timestamp_ms' }),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('team_invites_shop_idx').on(t.shopId), index('team_invites_email_idx').on(t.email)],
);

export type TeamInvite = typeof teamInvites.$inferSelect;
