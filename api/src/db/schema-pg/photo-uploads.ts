// PostgreSQL twin of ../schema-sqlite/photo-uploads.ts (docs/decisions/037): the meaning of each column is documented there.
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { shops } from './shops.ts';
import { users } from './users.ts';
import { widgetKeys } from './widget.ts';
import { timestampMs } from './columns.ts';
import { PHOTO_JOB_ROW_KINDS, PHOTO_UPLOAD_SOURCES } from '../schema-sqlite/photo-uploads.ts';

export const photoUploads = pgTable(
  'photo_uploads',
  {
    id: text('id').primaryKey(),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    source: text('source', { enum: PHOTO_UPLOAD_SOURCES }).notNull(),
    widgetKeyId: text('widget_key_id').references(() => widgetKeys.id, { onDelete: 'set null' }),
    visitorId: text('visitor_id'),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    sha256: text('sha256').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestampMs('created_at').notNull(),
    expiresAt: timestampMs('expires_at').notNull(),
  },
  (t) => [index('photo_uploads_expires_idx').on(t.expiresAt), index('photo_uploads_sha_idx').on(t.sha256, t.expiresAt)],
);

export type PhotoUpload = typeof photoUploads.$inferSelect;

export const photoJobs = pgTable(
  'photo_jobs',
  {
    id: text('id').primaryKey(),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PHOTO_JOB_ROW_KINDS }).notNull(),
    source: text('source', { enum: PHOTO_UPLOAD_SOURCES }).notNull(),
    userId: text('user_id'),
    visitorId: text('visitor_id'),
    ipHash: text('ip_hash'),
    createdAt: timestampMs('created_at').notNull(),
    finishedAt: timestampMs('finished_at'),
  },
  (t) => [
    index('photo_jobs_shop_idx').on(t.shopId, t.kind, t.createdAt),
    index('photo_jobs_visitor_idx').on(t.visitorId, t.kind, t.createdAt),
    index('photo_jobs_ip_idx').on(t.ipHash, t.kind, t.createdAt),
    index('photo_jobs_user_idx').on(t.userId, t.kind, t.createdAt),
    index('photo_jobs_created_idx').on(t.createdAt),
  ],
);

export type PhotoJobRow = typeof photoJobs.$inferSelect;

export { PHOTO_JOB_KINDS, PHOTO_JOB_ROW_KINDS, PHOTO_UPLOAD_SOURCES } from '../schema-sqlite/photo-uploads.ts';
export type { PhotoJobKind, PhotoJobRowKind, PhotoUploadSource } from '../schema-sqlite/photo-uploads.ts';
