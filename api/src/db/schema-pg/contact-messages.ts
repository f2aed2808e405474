// PostgreSQL twin of ../schema-sqlite/contact-messages.ts (docs/decisions/037): the meaning of each column is documented there.
import { pgTable, text } from 'drizzle-orm/pg-core';
import { timestampMs } from './columns.ts';

export const contactMessages = pgTable('contact_messages', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  ip: text('ip'),
  createdAt: timestampMs('created_at').notNull(),
});
