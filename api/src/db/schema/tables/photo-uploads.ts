import { shops } from './shops.ts';
import { users } from './users.ts';
import { widgetKeys } from './widget.ts';
import { type RowOf, defineTable } from '../kit.ts';

export const PHOTO_UPLOAD_SOURCES = ['studio', 'widget', 'share'] as const;
export type PhotoUploadSource = (typeof PHOTO_UPLOAD_SOURCES)[number];
export const PHOTO_JOB_KINDS = ['upload', 'selection'] as const;
export type PhotoJobKind = (typeof PHOTO_JOB_KINDS)[number];
/**
 * Besides the admitted jobs: `recolour-refused`, a visitor's photo recolour refused after its work was done (no paint
 * found): no credit spent, but it counts against the visitor's render limits (issue 23 item 1).
 */
export const PHOTO_JOB_ROW_KINDS = [...PHOTO_JOB_KINDS, 'recolour-refused'] as const;
export type PhotoJobRowKind = (typeof PHOTO_JOB_ROW_KINDS)[number];

/**
 * A customer's car photo kept for the photo tool (issue 21): uploaded once, then previewed and recoloured by id
 * for a day. The prepared JPEG (upright, at most 2048 px, no metadata) lives in storage under storage_key; its
 * embedding under `embeddings/<sha256>.bin`. Expired rows and their files are removed by the hourly prune.
 */
export const photoUploads = defineTable((k) =>
  k.table(
    'photo_uploads',
    {
      id: k.text('id').primaryKey(),
      shopId: k.text('shop_id')
        .notNull()
        .references(() => shops[k.engine].id, { onDelete: 'cascade' }),
      source: k.text('source', { enum: PHOTO_UPLOAD_SOURCES }).notNull(),
      /** Widget and share-link photos: the key they came through and the visitor (X-Wrapsmith-Visitor) who owns it. */
      widgetKeyId: k.text('widget_key_id').references(() => widgetKeys[k.engine].id, { onDelete: 'set null' }),
      visitorId: k.text('visitor_id'),
      /** Studio photos: who uploaded it. */
      userId: k.text('user_id').references(() => users[k.engine].id, { onDelete: 'set null' }),
      /** Of the prepared JPEG: the render's photoSha256 and the embedding's storage key. */
      sha256: k.text('sha256').notNull(),
      width: k.integer('width').notNull(),
      height: k.integer('height').notNull(),
      storageKey: k.text('storage_key').notNull(),
      createdAt: k.timestampMs('created_at').notNull(),
      expiresAt: k.timestampMs('expires_at').notNull(),
    },
    (t) => [k.index('photo_uploads_expires_idx').on(t.expiresAt), k.index('photo_uploads_sha_idx').on(t.sha256, t.expiresAt)],
  ),
);

export type PhotoUpload = RowOf<typeof photoUploads>;

/**
 * One upload or selection the photo tool admitted (services/photo-uploads/limits.ts): counted against the
 * per-visitor, per-address, per-user and per-shop windows, and while `finished_at` is null against the shop's
 * photo jobs in flight, on every instance. Bookkeeping: pruned a day after it was made.
 */
export const photoJobs = defineTable((k) =>
  k.table(
    'photo_jobs',
    {
      id: k.text('id').primaryKey(),
      shopId: k.text('shop_id')
        .notNull()
        .references(() => shops[k.engine].id, { onDelete: 'cascade' }),
      kind: k.text('kind', { enum: PHOTO_JOB_ROW_KINDS }).notNull(),
      source: k.text('source', { enum: PHOTO_UPLOAD_SOURCES }).notNull(),
      userId: k.text('user_id'),
      visitorId: k.text('visitor_id'),
      /** sha256 of the visitor's IP, as renders keep it. */
      ipHash: k.text('ip_hash'),
      createdAt: k.timestampMs('created_at').notNull(),
      /** Null while the job runs. */
      finishedAt: k.timestampMs('finished_at'),
    },
    (t) => [
      k.index('photo_jobs_shop_idx').on(t.shopId, t.kind, t.createdAt),
      k.index('photo_jobs_visitor_idx').on(t.visitorId, t.kind, t.createdAt),
      k.index('photo_jobs_ip_idx').on(t.ipHash, t.kind, t.createdAt),
      k.index('photo_jobs_user_idx').on(t.userId, t.kind, t.createdAt),
      k.index('photo_jobs_created_idx').on(t.createdAt),
    ],
  ),
);

export type PhotoJobRow = RowOf<typeof photoJobs>;
