// The limits of the photo tool's free work (issue 21): uploads (each one decoded, re-encoded and run through the
// segmentation model's encoder, seconds of CPU) and selection previews (a model prompt and a mask, under a second).
// Behind a public widget key they are a CPU lever, so a visitor, an address and a shop each have a window, and a
// shop's widget has at most PHOTO_LIMITS.visitor.inFlightPerShop jobs running at once; the Studio's signed-in
// users get generous per-user windows. Every admitted job is a `photo_jobs` row, counted inside the transaction
// that writes it with the shop's row locked (as the widget render limits are, docs/decisions/041), so the limits
// hold across instances; nothing is kept in process memory. A refused request writes nothing.
import { DAY } from '@wrapsmith/core';
import { and, count, eq, gt, isNull, min, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { photoJobs, shops, type PhotoJobKind, type PhotoUploadSource } from '../../db/schema/index.ts';
import { forShop } from '../../db/scope.ts';
import { firstRow, lockRow, transaction } from '../../db/tx.ts';
import { newId } from '../../lib/crypto.ts';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

export interface Window {
  max: number;
  windowMs: number;
}

/** Every limit of the photo tool, in one place (documented in docs/api.md, "Stored photos"). */
export const PHOTO_LIMITS = {
  /** A stored photo can be previewed and recoloured for this long after its upload. */
  uploadTtlMs: DAY,
  /** Widget and share-link visitors (public key). */
  visitor: {
    upload: {
      perVisitor: { max: 5, windowMs: HOUR },
      /** Counted over every shop: one address is one machine's worth of CPU, whichever keys it uses. */
      perIp: { max: 20, windowMs: DAY },
      perShop: { max: 200, windowMs: DAY },
    },
    selection: {
      perVisitor: { max: 120, windowMs: HOUR },
      /** Three visitors' worth: several people can share one address (an office, a phone network). */
      perIp: { max: 360, windowMs: HOUR },
      perShop: { max: 3000, windowMs: DAY },
    },
    /** Uploads and selections of one shop's visitors running at once, on all instances together. */
    inFlightPerShop: 2,
  },
  /** Signed-in Studio users. */
  studio: {
    upload: { perUser: { max: 60, windowMs: HOUR } },
    selection: { perUser: { max: 600, windowMs: HOUR } },
  },
  /** What a refusal for jobs in flight asks to wait: an upload takes a few seconds, a selection less. */
  busyRetryAfterSeconds: 5,
  /** A job still unfinished after this long belongs to a process that died: it no longer counts as in flight. */
  staleJobMs: 2 * MINUTE,
  /** Job rows are kept as long as the longest window needs them, then pruned. */
  jobRetentionMs: DAY,
} as const satisfies Record<string, unknown>;

/** Who asks for the work: a signed-in Studio user, or a widget or share-link visitor. */
export type PhotoActor =
  | { kind: 'studio'; shopId: string; userId: string }
  | { kind: 'visitor'; shopId: string; source: Exclude<PhotoUploadSource, 'studio'>; keyId: string; visitorId: string; ipHash: string };

export const sourceOf = (actor: PhotoActor): PhotoUploadSource => (actor.kind === 'studio' ? 'studio' : actor.source);

export type PhotoLimitName = 'visitor' | 'ip' | 'shop' | 'user' | 'busy';

export type PhotoAdmission = { ok: true; jobId: string } | { ok: false; limit: PhotoLimitName; max: number; retryAfterSeconds: number };

interface Check {
  limit: PhotoLimitName;
  where: SQL;
  window: Window;
}

function checksFor(actor: PhotoActor, kind: PhotoJobKind, now: Date): Check[] {
  const since = (window: Window) => gt(photoJobs.createdAt, new Date(now.getTime() - window.windowMs));
  const check = (limit: PhotoLimitName, window: Window, ...conditions: SQL[]): Check => ({
    limit,
    window,
    where: and(eq(photoJobs.kind, kind), since(window), ...conditions) as SQL,
  });
  const shop = forShop(actor.shopId);
  if (actor.kind === 'studio') {
    const limits = PHOTO_LIMITS.studio[kind];
    return [check('user', limits.perUser, shop.where(photoJobs, eq(photoJobs.userId, actor.userId)))];
  }
  const limits = PHOTO_LIMITS.visitor[kind];
  return [
    check('visitor', limits.perVisitor, shop.where(photoJobs, eq(photoJobs.visitorId, actor.visitorId))),
    // Every shop's: the address's jobs wherever it sent them.
    check('ip', limits.perIp, eq(photoJobs.ipHash, actor.ipHash)),
    check('shop', limits.perShop, shop.where(photoJobs, ne(photoJobs.source, 'studio'))),
  ];
}

/**
 * Whether one more job fits every limit; if it does, its `photo_jobs` row is written (in flight until
 * finishPhotoJob) in the same transaction, so two requests on two instances cannot both take the last place.
 */
export async function admitPhotoJob(db: Db, actor: PhotoActor, kind: PhotoJobKind, now: Date): Promise<PhotoAdmission> {
  return transaction(db, async (tx) => {
    await lockRow(tx, shops, actor.shopId);
    for (const { limit, where, window } of checksFor(actor, kind, now)) {
      const row = await firstRow(tx.select({ n: count(), oldest: min(photoJobs.createdAt) }).from(photoJobs).where(where));
      if ((row?.n ?? 0) < window.max) continue;
      const freesAt = (row?.oldest?.getTime() ?? now.getTime()) + window.windowMs;
      return { ok: false, limit, max: window.max, retryAfterSeconds: Math.max(1, Math.ceil((freesAt - now.getTime()) / 1000)) };
    }
    if (actor.kind === 'visitor') {
      const max = PHOTO_LIMITS.visitor.inFlightPerShop;
      const running = await firstRow(
        tx
          .select({ n: count() })
          .from(photoJobs)
          .where(
            forShop(actor.shopId).where(
              photoJobs,
              ne(photoJobs.source, 'studio'),
              isNull(photoJobs.finishedAt),
              gt(photoJobs.createdAt, new Date(now.getTime() - PHOTO_LIMITS.staleJobMs)),
            ),
          ),
      );
      if ((running?.n ?? 0) >= max) return { ok: false, limit: 'busy', max, retryAfterSeconds: PHOTO_LIMITS.busyRetryAfterSeconds };
    }
    const jobId = newId();
    await tx.insert(photoJobs).values({
      id: jobId,
      shopId: actor.shopId,
      kind,
      source: sourceOf(actor),
      userId: actor.kind === 'studio' ? actor.userId : null,
      visitorId: actor.kind === 'visitor' ? actor.visitorId : null,
      ipHash: actor.kind === 'visitor' ? actor.ipHash : null,
      createdAt: now,
      finishedAt: null,
    });
    return { ok: true, jobId };
  });
}

/** The job is done (or failed): it stops counting as in flight, and keeps counting in its windows. */
export async function finishPhotoJob(db: Db, jobId: string, now: Date): Promise<void> {
  await db.update(photoJobs).set({ finishedAt: now }).where(eq(photoJobs.id, jobId));
}

/** A job refused by admitPhotoJob: the route answers 429 with Retry-After and a message that says when. */
export class PhotoLimited extends Error {
  constructor(
    readonly kind: PhotoJobKind,
    readonly limit: PhotoLimitName,
    readonly max: number,
    readonly retryAfterSeconds: number,
  ) {
    super(`Photo ${kind} refused by the ${limit} limit`);
  }
}

/**
 * Runs `work` as an admitted job: refused with PhotoLimited before any of it runs, finished whatever happens.
 * A job that fails still counts in its windows (its CPU was spent); it no longer counts as in flight.
 */
export async function withPhotoJob<T>(
  deps: { db: Db; now: () => Date; log: { error: (message: string, error?: unknown) => void } },
  actor: PhotoActor,
  kind: PhotoJobKind,
  work: () => Promise<T>,
): Promise<T> {
  const admission = await admitPhotoJob(deps.db, actor, kind, deps.now());
  if (!admission.ok) throw new PhotoLimited(kind, admission.limit, admission.max, admission.retryAfterSeconds);
  try {
    return await work();
  } finally {
    await finishPhotoJob(deps.db, admission.jobId, deps.now()).catch((error: unknown) => {
      // Left unfinished, the row stops counting as in flight after PHOTO_LIMITS.staleJobMs.
      deps.log.error(`Photo job ${admission.jobId} could not be marked finished`, error);
    });
  }
}
