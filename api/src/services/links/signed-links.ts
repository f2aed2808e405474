// Expiring links to a render's picture that open without a session, for files that leave the dashboard (the
// leads CSV opened in a spreadsheet): HMAC-SHA256 over the render id and the expiry, with a key the instances
// share through the database (app_secrets), made on first use.
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appSecrets, renders } from '../../db/schema/index.ts';
import { firstRow } from '../../db/tx.ts';
import type { AppDeps } from '../../lib/context.ts';
import { randomToken, sameHash } from '../../lib/crypto.ts';
import { DAY } from '@wrapsmith/core';

/** How long a link in an export keeps working: long enough to work through the list, short enough to go stale. */
export const RENDER_LINK_TTL_MS = 30 * DAY;
const SECRET_NAME = 'render-links';

const keys = new WeakMap<Db, Promise<string>>();

function linkKey(db: Db, now: Date): Promise<string> {
  let key = keys.get(db);
  if (!key) {
    key = (async () => {
      await db.insert(appSecrets).values({ name: SECRET_NAME, value: randomToken(), createdAt: now }).onConflictDoNothing();
      const row = await firstRow(db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, SECRET_NAME)));
      if (!row) throw new Error('The render-link key could not be stored');
      return row.value;
    })();
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

const signatureOf = (key: string, renderId: string, expires: number) => createHmac('sha256', key).update(`${renderId}.${expires}`).digest('hex');

export const renderLinkPath = (renderId: string) => `/api/v1/public/render-image/${renderId}.png`;

/** The path and query of a link to the render's picture that works without a session until `now + RENDER_LINK_TTL_MS`. */
export async function signedRenderLink(db: Db, renderId: string, now: Date): Promise<string> {
  const expires = now.getTime() + RENDER_LINK_TTL_MS;
  return `${renderLinkPath(renderId)}?expires=${expires}&signature=${signatureOf(await linkKey(db, now), renderId, expires)}`;
}

export type RenderLinkCheck = 'ok' | 'expired' | 'invalid';

export async function checkRenderLink(db: Db, link: { renderId: string; expires: number; signature: string }, now: Date): Promise<RenderLinkCheck> {
  const expected = signatureOf(await linkKey(db, now), link.renderId, link.expires);
  if (!sameHash(expected, link.signature)) return 'invalid';
  return now.getTime() < link.expires ? 'ok' : 'expired';
}

/** The picture a signed link points at; 'expired' for a genuine link past its time; undefined for anything else. */
export async function renderImageByLink(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  link: { renderId: string; expires: number; signature: string },
  now: Date,
): Promise<Buffer | 'expired' | undefined> {
  const check = await checkRenderLink(deps.db, link, now);
  if (check !== 'ok') return check === 'expired' ? 'expired' : undefined;
  const row = await firstRow(deps.db.select({ imageKey: renders.imageKey }).from(renders).where(eq(renders.id, link.renderId)));
  return (row && (await deps.storage.get(row.imageKey))) ?? undefined;
}
