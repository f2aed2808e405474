// PostgreSQL twin of ../schema-sqlite/users.ts (docs/decisions/037): the meaning of each column is documented there.
import { type AnyPgColumn, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { shops } from './shops.ts';
import { timestampMs } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    parentId: text('parent_id').references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'shop-man', 'member'] }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: timestampMs('email_verified_at'),
    phoneNumber: text('phone_number'),
    country: text('country'),
    /** State, province or region of the country (issue 22 item 8); the spec's `region` means the country. */
    state: text('state'),
    city: text('city'),
    postcode: text('postcode'),
    businessName: text('business_name'),
    businessAddress: text('business_address'),
    avatar: text('avatar'),
    loginCount: integer('login_count').notNull().default(0),
    createdAt: timestampMs('created_at').notNull(),
    updatedAt: timestampMs('updated_at').notNull(),
  },
  (t) => [index('users_shop_idx').on(t.shopId)],
);

export type User = typeof users.$inferSelect;
