// Development helpers, mounted only outside production: read the emails the outbox adapter stored.
import { CONTRACT, type OutboxEmailDto } from '@wrapsmith/core/contract';
import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { emailOutbox } from '../../db/schema/index.ts';
import type { AppEnv } from '../../lib/context.ts';
import { validate } from '../../lib/validate.ts';

const OUTBOX_LIMIT = 50;

export function devRoutes() {
  return new Hono<AppEnv>().get('/outbox', validate('query', CONTRACT.dev.outbox.request.query), async (c) => {
    const { to } = c.req.valid('query');
    const rows = await c.get('deps').db
      .select()
      .from(emailOutbox)
      .where(to ? eq(emailOutbox.to, to) : undefined)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(OUTBOX_LIMIT);
    const data: OutboxEmailDto[] = rows.map((r) => ({
      _id: r.id,
      to: r.to,
      subject: r.subject,
      text: r.text,
      html: r.html,
      tag: r.tag,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
    }));
    return c.json({ data });
  });
}
