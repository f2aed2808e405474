// PostgreSQL twin of ../schema-sqlite/team-invites.ts (docs/decisions/037): the meaning of each column is documented there.
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { shops } from './shops.ts';
import { users } from './users.ts';
import { timestampMs } from './columns.ts';

export const teamInvites = pgTable(
  'team_invites',
  {
    id: text('id').primaryKey(),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role', { enum: ['shop-man', 'member'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestampMs('expires_at').notNull(),
    sentAt: timestampMs('sent_at').notNull(),
    acceptedAt: timestampMs('accepted_at'),
    revokedAt: timestampMs('revoked_at'),
    createdAt: timestampMs('created_at').notNull(),
  },
  (t) => [index('team_invites_shop_idx').on(t.shopId), index('team_invites_email_idx').on(t.email)],
);
