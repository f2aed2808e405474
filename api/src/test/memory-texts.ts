// An in-memory text service for tests (issue 26 item 2): records what it is given, can be made to fail or to
// answer opted-out, without the offline outbox's table or a fake Twilio.
import type { Logger } from '../lib/logger.ts';
import type { TextMessage, TextSendResult, TextService } from '../services/sms/types.ts';

export interface MemoryTexts extends TextService {
  sent: TextMessage[];
  /** The next `n` sends throw (a provider outage), for retry tests. */
  failNext(n: number): void;
  /** Numbers answered `refused: opted_out`. */
  optedOut: Set<string>;
}

export function memoryTexts(log?: Logger): MemoryTexts {
  const sent: TextMessage[] = [];
  const optedOut = new Set<string>();
  let failures = 0;
  return {
    sent,
    optedOut,
    failNext(n) {
      failures = n;
    },
    async send(message): Promise<TextSendResult> {
      if (failures > 0) {
        failures -= 1;
        throw new Error('Text provider unavailable');
      }
      if (optedOut.has(message.to)) return { status: 'refused', id: null, reason: 'opted_out' };
      sent.push(message);
      log?.info(`[text] ${message.tag} to ${message.to}: "${message.body}"`);
      return { status: 'sent', id: `stub-${sent.length}` };
    },
  };
}

