import { type AnySQLiteColumn, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { shops } from './shops.ts';

export const users = sqliteTable(
  'users',
  {
    id: text('id').primaryKey(),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** Null for the shop owner; the owner's id for team members (spec §3). */
    parentId: text('parent_id').references((): AnySQLiteColumn => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'shop-man', 'member'] }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Always stored lowercased and trimmed (emailField does it), so the unique index is case-insensitive. */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: integer('email_verified_at', { mode: 'timestamp_ms' }),
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
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('users_shop_idx').on(t.shopId)],
);

export type User = typeof users.$inferSelect;
