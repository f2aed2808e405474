export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What kind of email this is (otp, password-reset …): Postmark's Tag, and a filter in the outbox. */
  tag: string;
  /** The shop the email concerns, so the shop can see what was sent on its behalf. */
  shopId?: string | null;
}

export interface EmailService {
  /** Records the email and delivers it. Never throws: a failed delivery is stored with status "failed". */
  send(message: EmailMessage): Promise<void>;
}
