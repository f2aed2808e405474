// Text messages (issue 26 item 1, decision 089): Twilio when TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN are set, the
// offline outbox otherwise (outside production, or with TEXTS=offline), else nothing is sent.
import type { Db } from '../../db/client.ts';
import { publicUrl, type Env } from '../../env.ts';
import type { Logger } from '../../lib/logger.ts';
import { noTexts, textSender, type TextSender } from './service.ts';
import { twilioTransport } from './twilio.ts';

export type { TextMessage, TextSendResult, TextService } from './types.ts';
export { normalisePhone, isPhoneCountry } from './phone.ts';
export { TextSendError, type TextSender } from './service.ts';

/** The path Twilio posts delivery reports to (and inbound texts to INBOUND_PATH), under PUBLIC_URL. */
export const TWILIO_STATUS_PATH = '/api/v1/texts/twilio/status';
export const TWILIO_INBOUND_PATH = '/api/v1/texts/twilio/inbound';

export function createTextService(deps: { env: Env; db: Db; log: Logger; now: () => Date }): TextSender {
  const { env } = deps;
  if (env.textMode === 'unavailable') return noTexts();
  if (env.textMode === 'offline' || !env.TWILIO_ACCOUNT_SID || !env.TWILIO_AUTH_TOKEN) {
    return textSender(deps, { provider: 'outbox', sender: (shopNumber) => shopNumber });
  }
  return textSender(
    deps,
    twilioTransport({
      accountSid: env.TWILIO_ACCOUNT_SID,
      authToken: env.TWILIO_AUTH_TOKEN,
      messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID,
      apiBase: env.TWILIO_API_BASE,
      statusCallbackUrl: `${publicUrl(env)}${TWILIO_STATUS_PATH}`,
    }),
  );
}
