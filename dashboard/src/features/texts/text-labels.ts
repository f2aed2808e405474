// How a text's delivery reads in the dashboard (issue 26 item 1): the thread and Settings → Texts. The English here is
// the source the tests read; the screens read the `texts` area (issue 28 item 1, decision 101) through `useTextWords`.
import type { TextMessageDto, TextThreadDto } from '@wrapsmith/core/contract';
import { useArea } from '../../i18n/area.ts';
import { TEXTS_AREA } from '../../i18n/areas/texts/index.ts';
import { useWordsDates } from '../leads/words-dates.ts';

export const TEXT_STATUS_LABELS: Record<TextMessageDto['status'], string> = {
  stored: 'In the outbox (not sent)',
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  delivered: 'Delivered',
  undelivered: 'Not delivered',
  failed: 'Failed',
  received: 'Received',
};

/** Twilio's longest message (the contract's TEXT_MAX_LENGTH, kept here so the page does not load the contract's schemas). */
export const TEXT_MAX_LENGTH = 1600;

export const TEXT_MODE_NOTES = {
  offline: 'Texts are kept in Wrapsmith’s outbox and are not delivered to phones: no text provider is connected yet.',
  unavailable: 'Text messages are not available yet, so nothing can be sent.',
} as const;

/** The `texts` area's words, a text's status and the sending mode in the reader's language, and its time in the shop's zone. */
export function useTextWords() {
  const t = useArea(TEXTS_AREA);
  const dates = useWordsDates();
  return {
    t,
    status: (status: TextMessageDto['status']) => t(`texts.status.${status}`),
    modeNote: (mode: Exclude<TextThreadDto['mode'], 'twilio'>) => t(`texts.mode.${mode}`),
    time: (iso: string) => dates.dateTime(iso),
  };
}
