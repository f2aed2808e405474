// The offline default: emails go to the email_outbox table (read them at /api/v1/dev/outbox) and one log line.
import type { Db } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema/index.ts';
import { newOrderedId } from '../../lib/crypto.ts';
import type { Logger } from '../../lib/logger.ts';
import { attachmentsColumn, type EmailService } from './types.ts';

export function outboxEmail(deps: { db: Db; log: Logger; now: () => Date }): EmailService {
  return {
    async send(message) {
      await deps.db
        .insert(emailOutbox)
        .values({ id: newOrderedId(), ...message, attachments: attachmentsColumn(message.attachments), shopId: message.shopId ?? null, provider: 'outbox', status: 'stored', createdAt: deps.now() });
      deps.log.info(`[email] ${message.tag} to ${message.to}: "${message.subject}" (stored in the outbox)`);
    },
  };
}
