import { allows, canManageRole, paged, type PageQuery } from '@wrapsmith/core';
import type { Context } from 'hono';
import type { AuthedEnv } from '../../lib/context.ts';
import { findShopEmail, listShopEmails, type EmailAttachment } from '../../services/email/index.ts';
import { notFound } from '../../lib/errors.ts';
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
    attachments: hidden(row.tag) ? [] : attachmentsOf(row.attachments).map((a, i) => ({ filename: a.filename, contentType: a.contentType, url: `/api/v1/user/emails/${row.id}/attachments/${i}` })),
    createdAt: row.createdAt.toISOString(),
  }));
  return c.json(paged(items, query, total));
}

/** The outbox's attachments column (JSON) as a list; none when empty or unreadable. */
function attachmentsOf(column: string | null): EmailAttachment[] {
  if (!column) return [];
  try {
    const parsed: unknown = JSON.parse(column);
    return Array.isArray(parsed) ? (parsed as EmailAttachment[]) : [];
  } catch {
    return [];
  }
}

/** One attachment of one of the shop's sent emails, as a download (issue 26 item 4: the booking's .ics). */
export async function attachment(c: Context<AuthedEnv>, params: { id: string; index: string }) {
  const row = await findShopEmail(c.get('deps').db, c.get('viewer').scope, params.id);
  const file = row && !PRIVATE_TAGS.has(row.tag) && row.tag !== INVITE_TAG && /^\d{1,2}$/.test(params.index) ? attachmentsOf(row.attachments)[Number(params.index)] : undefined;
  if (!file) throw notFound('Attachment not found');
  const safeName = file.filename.replace(/[^A-Za-z0-9._-]/g, '_');
  return new Response(file.content, {
    headers: { 'Content-Type': file.contentType, 'Content-Disposition': `attachment; filename="${safeName}"`, 'Cache-Control': 'private, no-store' },
  });
}
