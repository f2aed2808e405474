import { allows, canManageRole, paged, type PageQuery } from '@wrapsmith/core';
import type { Context } from 'hono';
import type { AuthedEnv } from '../../lib/context.ts';
import { listShopEmails } from '../../services/email/index.ts';
import type { ShopEmailDto } from '../../types.ts';

/** Sign-in codes, reset links and email-change undo links stay with their recipient: the log shows that they were sent, not their body. */
const PRIVATE_TAGS = new Set(['otp', 'password-reset', 'email-changed']);
/**
 * An invite's link lets whoever holds it join the shop in the invited role, so only those who could invite anyone
 * (the Team area at edit, and a role that may manage Shop Managers: the owner, a Shop Manager) read it here, to
 * hand it over when no email provider delivers it; to anyone else it is private (decision 062).
 */
const INVITE_TAG = 'team-invite';
export const PRIVATE_BODY = 'Hidden: this email holds a sign-in code or password link for its recipient.';

export async function listEmails(c: Context<AuthedEnv>, query: PageQuery) {
  const viewer = c.get('viewer');
  const readsInvites = allows(viewer.permissions, 'team', 'edit') && canManageRole(viewer.role, 'shop-man');
  const hidden = (tag: string) => PRIVATE_TAGS.has(tag) || (tag === INVITE_TAG && !readsInvites);
  const { rows, total } = await listShopEmails(c.get('deps').db, viewer.scope, query);
  const items: ShopEmailDto[] = rows.map((row) => ({
    _id: row.id,
    to: row.to,
    subject: row.subject,
    tag: row.tag,
    provider: row.provider,
    status: row.status,
    text: hidden(row.tag) ? PRIVATE_BODY : row.text,
    createdAt: row.createdAt.toISOString(),
  }));
  return c.json(paged(items, query, total));
}
