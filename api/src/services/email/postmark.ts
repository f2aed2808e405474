// Delivers through Postmark's official SDK and records each email with its delivery status in email_outbox.
import { eq } from 'drizzle-orm';
import { ServerClient } from 'postmark';
import type { Db } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/index.ts';
import { newOrderedId } from '../../lib/crypto.ts';
import type { Logger } from '../../lib/logger.ts';
import { attachmentsColumn, type EmailService } from './types.ts';

export interface PostmarkOptions {
  serverToken: string;
  from: string;
  /** host:port of a Postmark-compatible HTTP server (plain http), for local fakes; Postmark itself when omitted. */
  apiHost?: string;
  db: Db;
  log: Logger;
  now: () => Date;
}

const TIMEOUT_SECONDS = 15;

export function postmarkEmail(options: PostmarkOptions): EmailService {
  const { db, log } = options;
  const client = new ServerClient(
    options.serverToken,
    options.apiHost ? { useHttps: false, requestHost: options.apiHost, timeout: TIMEOUT_SECONDS } : { timeout: TIMEOUT_SECONDS },
  );
  return {
    async send(message) {
      const id = newOrderedId();
      await db.insert(emailOutbox)
        .values({ id, ...message, attachments: attachmentsColumn(message.attachments), shopId: message.shopId ?? null, provider: 'postmark', status: 'sending', createdAt: options.now() });
      try {
        const sent = await client.sendEmail({
          From: options.from,
          To: message.to,
          Subject: message.subject,
          TextBody: message.text,
          HtmlBody: message.html,
          Tag: message.tag,
          MessageStream: 'outbound',
          ...(message.attachments?.length
            ? {
                Attachments: message.attachments.map((a) => ({
                  Name: a.filename,
                  Content: Buffer.from(a.content, 'utf8').toString('base64'),
                  ContentType: a.contentType,
                  ContentID: null,
                })),
              }
            : {}),
        });
        await db.update(emailOutbox).set({ status: 'sent', providerMessageId: sent.MessageID }).where(eq(emailOutbox.id, id));
        return { status: 'sent' };
      } catch (err) {
        const reason = err instanceof Error ? err.message : String(err);
        await db.update(emailOutbox).set({ status: 'failed', error: reason.slice(0, 500) }).where(eq(emailOutbox.id, id));
        log.error(`[email] Postmark refused ${message.tag} to ${message.to}`, err);
        return { status: 'failed', error: reason };
      }
    },
  };
}
