// STUB (issue 26 item 2's engineer, decision 090): the interface of text messages as the item 1 engineer publishes
// it. The lead replaces this file with item 1's on merge.
export interface TextMessage {
  shopId: string;
  to: string;
  body: string;
  tag: string;
  customerId?: string | null;
  bookingId?: string | null;
}

export type TextSendResult = { status: 'queued' | 'sent'; id: string } | { status: 'refused'; id: null; reason: 'opted_out' | 'invalid_number' | 'not_configured' };

export interface TextService {
  send(message: TextMessage): Promise<TextSendResult>;
}
