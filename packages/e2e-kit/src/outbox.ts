// Reads emails the product sent from its development outbox (GET /api/v1/dev/outbox).
export interface OutboxEmail {
  _id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

export async function readOutbox(baseUrl: string, to: string): Promise<OutboxEmail[]> {
  const res = await fetch(`${baseUrl}/api/v1/dev/outbox?to=${encodeURIComponent(to)}`);
  if (!res.ok) throw new Error(`outbox answered ${res.status}`);
  const body = (await res.json()) as { data: OutboxEmail[] };
  return body.data;
}

/** Waits for the newest email to `to` whose subject matches, and returns it. */
export async function waitForEmail(baseUrl: string, to: string, subject: RegExp, timeoutMs = 10_000): Promise<OutboxEmail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = (await readOutbox(baseUrl, to)).find((e) => subject.test(e.subject));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`No email to ${to} matching ${subject}`);
}

export function otpFrom(email: OutboxEmail): string {
  const m = /\b(\d{6})\b/.exec(email.text);
  if (!m?.[1]) throw new Error(`No 6-digit code in email "${email.subject}"`);
  return m[1];
}

export function linkFrom(email: OutboxEmail, pathPart: string): string {
  const m = new RegExp(`https?://[^\\s"'<>]*${pathPart}[^\\s"'<>]*`).exec(email.text);
  if (!m) throw new Error(`No ${pathPart} link in email "${email.subject}"`);
  return m[0];
}
