import { users } from './users.ts';
import { type RowOf, defineTable } from '../kit.ts';

/** One-time codes sent by email. Only the sha256 of the code is kept. */
export const otps = defineTable((k) =>
  k.table(
    'otps',
    {
      id: k.text('id').primaryKey(),
      userId: k.text('user_id')
        .notNull()
        .references(() => users[k.engine].id, { onDelete: 'cascade' }),
      email: k.text('email').notNull(),
      purpose: k.text('purpose', { enum: ['verify-email'] }).notNull(),
      codeHash: k.text('code_hash').notNull(),
      expiresAt: k.timestampMs('expires_at').notNull(),
      attempts: k.integer('attempts').notNull().default(0),
      usedAt: k.timestampMs('used_at'),
      lastSentAt: k.timestampMs('last_sent_at').notNull(),
      /**
       * A sign-up's code carries the password submitted with it (argon2id hash), and entering the code activates that
       * password and no other (decision 069): a stranger who signed up with someone's email first cannot keep the
       * account. Null for codes that verify a changed email, which leave the password as it is.
       */
      passwordHash: k.text('password_hash'),
    },
    (t) => [k.index('otps_user_idx').on(t.userId, t.purpose)],
  ),
);

export type Otp = RowOf<typeof otps>;
