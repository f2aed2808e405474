import { shops } from './shops.ts';
import { users } from './users.ts';
import { type RowOf, defineTable } from '../kit.ts';

/**
 * Team invites (decision 062): an emailed one-time link where the invited person sets their own password. Only the
 * sha256 of the link's token is stored; a resend replaces it (the earlier link stops working) and the expiry. An
 * invite is pending while acceptedAt and revokedAt are null and expiresAt is ahead.
 */
export const teamInvites = defineTable((k) =>
  k.table(
    'team_invites',
    {
      id: k.text('id').primaryKey(),
      shopId: k.text('shop_id')
        .notNull()
        .references(() => shops[k.engine].id, { onDelete: 'cascade' }),
      /** Lowercased and trimmed, as users.email. */
      email: k.text('email').notNull(),
      firstName: k.text('first_name').notNull(),
      lastName: k.text('last_name').notNull(),
      role: k.text('role', { enum: ['shop-man', 'member'] }).notNull(),
      tokenHash: k.text('token_hash').notNull().unique(),
      /** Who sent it; null once that user was removed. */
      invitedBy: k.text('invited_by').references(() => users[k.engine].id, { onDelete: 'set null' }),
      expiresAt: k.timestampMs('expires_at').notNull(),
      /** When it was last sent (the first send, or the last resend). */
      sentAt: k.timestampMs('sent_at').notNull(),
      acceptedAt: k.timestampMs('accepted_at'),
      revokedAt: k.timestampMs('revoked_at'),
      createdAt: k.timestampMs('created_at').notNull(),
    },
    (t) => [k.index('team_invites_shop_idx').on(t.shopId), k.index('team_invites_email_idx').on(t.email)],
  ),
);

export type TeamInvite = RowOf<typeof teamInvites>;
