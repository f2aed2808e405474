// What would refuse a render, asked before its costly first step (issue 23 item 1): a customer's photo is decoded and
// re-encoded before generateRender sees it, seconds of CPU for a 12-MP photo, so the photo routes ask first whether
// the visitor, the key, the actor and the shop windows and the shop's credits leave room, and decode only then.
// Nothing is counted or written here: generateRender admits the render for real, in its transaction, afterwards.
import { RENDER_COST, RENDER_MESSAGES } from '@wrapsmith/core';
import { transaction } from '../../db/tx.ts';
import type { AppDeps } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { balance } from '../credits/index.ts';
import { noCredits, type RenderAdmission } from './pipeline.ts';

export interface BeforeWork {
  shopId: string;
  /** The key generateRender counts the actor's windows by (the user id, or the visitor's). */
  actorKey: string;
  /** A widget or share-link visitor's render: the caller's admission check (its limits), asked in a transaction of its own; it writes nothing. */
  admit?: RenderAdmission | undefined;
}

/** Throws what generateRender would answer for a render refused by a limit or for want of credits; counts nothing. */
export async function refuseBeforeWork(deps: Pick<AppDeps, 'db' | 'now' | 'render'>, input: BeforeWork): Promise<void> {
  const { db } = deps;
  const now = deps.now();
  const { admit } = input;
  if (admit) await transaction(db, (tx) => admit(tx, now));
  const limited = await deps.render.limiter.peek(db, input.shopId, input.actorKey, now.getTime(), admit ? 'public' : 'studio');
  if (!limited.ok) {
    throw new ApiError(429, 'RATE_LIMITED', RENDER_MESSAGES.rateLimited, { details: { retryAfter: limited.retryAfterSeconds } });
  }
  if ((await balance(db, input.shopId)) < RENDER_COST) throw noCredits();
}
