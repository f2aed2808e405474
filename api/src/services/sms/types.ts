// The text-message service's interface (issue 26 item 1): other services (notifications, alerts) code against it.
export interface TextMessage {
  shopId: string;
  /** As typed by a person or stored on a booking; normalised to E.164 by the shop's country. */
  to: string;
  body: string;
  /** What kind of text this is (a notification's event, `thread` for staff's replies …): a filter in the shop's log. */
  tag: string;
  /** The person (decision 065: one of their bookings' ids) the text is for, when known. */
  customerId?: string | null;
  bookingId?: string | null;
}

/**
 * `queued`: handed to Twilio (its status callbacks move it on to delivered or failed); `sent`: stored by the offline
 * outbox. `refused`: nothing was sent: the number opted out (STOP), is no phone number, or texts are not configured
 * (production without Twilio and without TEXTS=offline, or Twilio without a sender for the shop).
 * A delivery that fails on the way (Twilio down, a rejected request) throws a TextSendError after recording the text
 * as failed, so a job can retry it.
 */
export type TextSendResult = { status: 'queued' | 'sent'; id: string } | { status: 'refused'; id: null; reason: 'opted_out' | 'invalid_number' | 'not_configured' };

export interface TextService {
  send(message: TextMessage): Promise<TextSendResult>;
}
