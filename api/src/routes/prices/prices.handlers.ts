// The shop's price book: read and replaced whole, scoped to the viewer's shop (there is no id to name another's).
import type { PriceBookDto, PriceBookInput } from '@wrapsmith/core/contract';
import type { Context } from 'hono';
import type { AuthedEnv } from '../../lib/context.ts';
import { getPriceBook, PRICE_BOOK_MESSAGES, savePriceBook, type StoredPriceBook } from '../../services/prices/index.ts';

const toDto = (stored: StoredPriceBook): PriceBookDto => ({ book: stored.book, saved: stored.saved, updatedAt: stored.updatedAt?.toISOString() ?? null });

export async function getBook(c: Context<AuthedEnv>) {
  return c.json({ data: toDto(await getPriceBook(c.get('deps').db, c.get('viewer').shop.id)) });
}

export async function putBook(c: Context<AuthedEnv>, input: PriceBookInput) {
  const { db, now } = c.get('deps');
  const viewer = c.get('viewer');
  const stored = await savePriceBook(db, viewer.shop.id, input, viewer.user.id, now());
  return c.json({ data: toDto(stored), message: PRICE_BOOK_MESSAGES.saved });
}
