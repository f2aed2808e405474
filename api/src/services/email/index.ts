import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { Logger } from '../../lib/logger.ts';
import { outboxEmail } from './outbox.ts';
import { postmarkEmail } from './postmark.ts';
import type { EmailService } from './types.ts';

export type { EmailAttachment, EmailMessage, EmailSendResult, EmailService } from './types.ts';
export { outboxEmail } from './outbox.ts';
export { postmarkEmail } from './postmark.ts';
export * as emailTemplates from './templates.ts';

/** Postmark when POSTMARK_SERVER_TOKEN is set, otherwise the offline outbox. */
export function createEmailService(deps: { env: Env; db: Db; log: Logger; now: () => Date }): EmailService {
  const { env } = deps;
  if (!env.POSTMARK_SERVER_TOKEN) return outboxEmail(deps);
  return postmarkEmail({ ...deps, serverToken: env.POSTMARK_SERVER_TOKEN, from: env.EMAIL_FROM, apiHost: env.POSTMARK_API_HOST });
}
export { findShopEmail, listShopEmails } from './shop-emails.ts';
