// How a text's delivery reads in the dashboard (issue 26 item 1): the thread and Settings → Texts.
import type { TextMessageDto } from '@wrapsmith/core/contract';

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

export const textTime = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export const TEXT_MODE_NOTES = {
  offline: 'Texts are kept in Wrapsmith’s outbox and are not delivered to phones: no text provider is connected yet.',
  unavailable: 'Text messages are not available yet, so nothing can be sent.',
} as const;
