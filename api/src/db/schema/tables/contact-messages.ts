import { defineTable } from '../kit.ts';

/** Messages from the public contact form (not tied to a shop). */
export const contactMessages = defineTable((k) =>
  k.table('contact_messages', {
    id: k.text('id').primaryKey(),
    name: k.text('name').notNull(),
    email: k.text('email').notNull(),
    subject: k.text('subject').notNull(),
    message: k.text('message').notNull(),
    ip: k.text('ip'),
    createdAt: k.timestampMs('created_at').notNull(),
  }),
);
