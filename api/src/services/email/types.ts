export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What kind of email this is (otp, password-reset …): Postmark's Tag, and a filter in the outbox. */
  tag: string;
  /** The shop the email concerns, so the shop can see what was sent on its behalf. */
  shopId?: string | null;
  /** Files sent with it (issue 26 item 4: a booking's .ics); `content` is the file's text (UTF-8). */
  attachments?: EmailAttachment[];
}

export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** The outbox row's attachments column: JSON, or null for none. */
export const attachmentsColumn = (attachments: EmailAttachment[] | undefined): string | null =>
  attachments && attachments.length > 0 ? JSON.stringify(attachments) : null;

/** What a send did: `failed` when the provider refused it (the outbox row says so too); nothing from older adapters. */
export type EmailSendResult = { status: 'sent' | 'stored' } | { status: 'failed'; error: string };

export interface EmailService {
  /** Records the email and delivers it. Never throws: a failed delivery is stored with status "failed". */
  send(message: EmailMessage): Promise<EmailSendResult | void>;
}
