import { shops } from './shops.ts';
import { type KitColumn, type RowOf, defineTable } from '../kit.ts';

export const users = defineTable((k) =>
  k.table(
    'users',
    {
      id: k.text('id').primaryKey(),
      shopId: k.text('shop_id')
        .notNull()
        .references(() => shops[k.engine].id, { onDelete: 'cascade' }),
      /** Null for the shop owner; the owner's id for team members (spec §3). */
      parentId: k.text('parent_id').references((): KitColumn => users[k.engine].id, { onDelete: 'cascade' }),
      role: k.text('role', { enum: ['owner', 'shop-man', 'member'] }).notNull(),
      firstName: k.text('first_name').notNull(),
      lastName: k.text('last_name').notNull(),
      /** Always stored lowercased and trimmed (emailField does it), so the unique index is case-insensitive. */
      email: k.text('email').notNull().unique(),
      passwordHash: k.text('password_hash').notNull(),
      emailVerifiedAt: k.timestampMs('email_verified_at'),
      phoneNumber: k.text('phone_number'),
      country: k.text('country'),
      /** State, province or region of the country (issue 22 item 8); the spec's `region` means the country. */
      state: k.text('state'),
      city: k.text('city'),
      postcode: k.text('postcode'),
      businessName: k.text('business_name'),
      businessAddress: k.text('business_address'),
      avatar: k.text('avatar'),
      /**
       * The language this user's dashboard speaks (issue 28 item 1, decision 099): one of SUPPORTED_LOCALES, null =
       * the browser's languages decide.
       */
      locale: k.text('locale'),
      loginCount: k.integer('login_count').notNull().default(0),
      createdAt: k.timestampMs('created_at').notNull(),
      updatedAt: k.timestampMs('updated_at').notNull(),
    },
    (t) => [k.index('users_shop_idx').on(t.shopId)],
  ),
);

export type User = RowOf<typeof users>;
