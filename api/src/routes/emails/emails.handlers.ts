import { paged, type PageQuery } from '@wrapsmith/core';
import type { Context } from 'hono';
import type { AuthedEnv } from '../../lib/context.ts';
import { listShopEmails } from '../../services/email/index.ts';
import type { ShopEmailDto } from '../../types.ts';

/** Sign-in codes, reset links and invite links stay with their recipient: the log shows that they were sent, not their body. */
const PRIVATE_TAGS = new Set(['otp', 'password-reset', 'team-invite']);
export const PRIVATE_BODY = 'Hidden: this email holds a sign-in code or password link for its recipient.';

export async function listEmails(c: Context<AuthedEnv>, query: PageQuery) {
  const { rows, total } = await listShopEmails(c.get('deps').db, c.get('viewer').scope, query);
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
