import { paged, pageOffset, type PageQuery } from '@wrapsmith/core';
import { count, desc } from 'drizzle-orm';
import type { Context } from 'hono';
import { emailOutbox } from '../../db/schema/index.ts';
import type { AuthedEnv } from '../../lib/context.ts';
import type { ShopEmailDto } from '../../types.ts';
import { firstRow } from '../../db/tx.ts';

/** Sign-in codes and reset links stay with their recipient: the log shows that they were sent, not their body. */
const PRIVATE_TAGS = new Set(['otp', 'password-reset']);
export const PRIVATE_BODY = 'Hidden: this email holds a sign-in code or password link for its recipient.';

export async function listEmails(c: Context<AuthedEnv>, query: PageQuery) {
  const { db } = c.var.deps;
  const where = c.var.viewer.scope.where(emailOutbox);
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(where)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const total = (await firstRow(db.select({ n: count() }).from(emailOutbox).where(where)))?.n ?? 0;
  const items: ShopEmailDto[] = rows.map((row) => ({
    _id: row.id,
    to: row.to,
    subject: row.subject,
    tag: row.tag,
    provider: row.provider,
    status: row.status,
    text: PRIVATE_TAGS.has(row.tag) ? PRIVATE_BODY : row.text,
    createdAt: row.createdAt.toISOString(),
  }));
  return c.json(paged(items, query, total));
}
