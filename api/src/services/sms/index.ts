// STUB (issue 26 item 2's engineer): an in-memory text service that records what it is given and logs it, until item
// 1's service (Twilio, and its offline outbox) replaces this file on merge. Tests use memoryTexts() to read and to
// make a send fail.
import type { Logger } from '../../lib/logger.ts';
import type { TextMessage, TextSendResult, TextService } from './types.ts';

export type { TextMessage, TextSendResult, TextService } from './types.ts';

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

export function createTextService(deps: { log: Logger }): TextService {
  return memoryTexts(deps.log);
}
