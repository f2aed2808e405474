// The Postmark adapter against a fake Postmark HTTP server: what the official SDK sends, and what we record.
import { testDb } from '../../test/app.ts';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/index.ts';
import { loadEnv } from '../../env.ts';
import type { Logger } from '../../lib/logger.ts';
import { createEmailService, postmarkEmail } from './index.ts';

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

let server: http.Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A local stand-in for api.postmarkapp.com answering every request with `status` and `reply`. */
async function fakePostmark(status: number, reply: Record<string, unknown>) {
  const received: Received[] = [];
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: JSON.parse(raw) as Record<string, unknown> });
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(reply));
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { host: `127.0.0.1:${(server!.address() as AddressInfo).port}`, received };
}

function quietLog() {
  const errors: string[] = [];
  const log: Logger = { info: () => {}, debug: () => {}, warn: () => {}, error: (msg) => void errors.push(msg) };
  return { log, errors };
}

const message = { to: 'driver@x.test', subject: 'Your code', text: 'Code 123456', html: '<p>Code 123456</p>', tag: 'otp' };

describe('Postmark adapter', () => {
  it('sends through the SDK and records the email as sent with its message id', async () => {
    const fake = await fakePostmark(200, { To: message.to, SubmittedAt: '2026-06-01T12:00:00Z', MessageID: 'pm-123', ErrorCode: 0, Message: 'OK' });
    const db = await testDb();
    const { log } = quietLog();
    const email = postmarkEmail({ serverToken: 'server-token-1', from: 'no-reply@wrapsmith.test', apiHost: fake.host, db, log, now: () => new Date() });
    await email.send({ ...message, shopId: null });

    expect(fake.received).toHaveLength(1);
    const [req] = fake.received;
    expect(req?.method).toBe('POST');
    expect(req?.url).toBe('/email');
    expect(req?.headers['x-postmark-server-token']).toBe('server-token-1');
    expect(req?.headers['content-type']).toMatch(/application\/json/);
    expect(req?.body).toMatchObject({
      From: 'no-reply@wrapsmith.test',
      To: 'driver@x.test',
      Subject: 'Your code',
      TextBody: 'Code 123456',
      HtmlBody: '<p>Code 123456</p>',
      Tag: 'otp',
      MessageStream: 'outbound',
    });
    expect(await db.select().from(emailOutbox)).toMatchObject([{ provider: 'postmark', status: 'sent', providerMessageId: 'pm-123', to: 'driver@x.test' }]);
  });

  it('issue 26 item 4: sends attachments as Postmark Attachments (base64) and keeps them in the outbox', async () => {
    const fake = await fakePostmark(200, { MessageID: 'pm-ics', ErrorCode: 0, Message: 'OK' });
    const db = await testDb();
    const { log } = quietLog();
    const email = postmarkEmail({ serverToken: 't', from: 'no-reply@wrapsmith.test', apiHost: fake.host, db, log, now: () => new Date() });
    const ics = 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n';
    await email.send({ ...message, attachments: [{ filename: 'booking.ics', contentType: 'text/calendar; charset=utf-8', content: ics }] });
    expect(fake.received[0]?.body.Attachments).toEqual([
      { Name: 'booking.ics', Content: Buffer.from(ics).toString('base64'), ContentType: 'text/calendar; charset=utf-8', ContentID: null },
    ]);
    const [row] = await db.select().from(emailOutbox);
    expect(JSON.parse(row?.attachments ?? 'null')).toEqual([{ filename: 'booking.ics', contentType: 'text/calendar; charset=utf-8', content: ics }]);
  });

  it('records a refused email as failed, logs it, and does not throw', async () => {
    const fake = await fakePostmark(422, { ErrorCode: 300, Message: 'Invalid email request' });
    const db = await testDb();
    const { log, errors } = quietLog();
    const email = postmarkEmail({ serverToken: 't', from: 'no-reply@wrapsmith.test', apiHost: fake.host, db, log, now: () => new Date() });
    await expect(email.send(message)).resolves.toEqual({ status: 'failed', error: 'Invalid email request' });
    const [row] = await db.select().from(emailOutbox);
    expect(row).toMatchObject({ provider: 'postmark', status: 'failed' });
    expect(row?.error).toContain('Invalid email request');
    expect(errors).toHaveLength(1);
  });

  it('is chosen when POSTMARK_SERVER_TOKEN is set, the outbox otherwise', async () => {
    const fake = await fakePostmark(200, { MessageID: 'pm-9', ErrorCode: 0, Message: 'OK' });
    const db = await testDb();
    const { log } = quietLog();
    const withToken = loadEnv({ NODE_ENV: 'test', POSTMARK_SERVER_TOKEN: 'tok', POSTMARK_API_HOST: fake.host });
    await createEmailService({ env: withToken, db, log, now: () => new Date() }).send(message);
    await createEmailService({ env: loadEnv({ NODE_ENV: 'test' }), db, log, now: () => new Date() }).send(message);
    expect(fake.received).toHaveLength(1);
    expect(await db.select({ provider: emailOutbox.provider, status: emailOutbox.status }).from(emailOutbox)).toEqual([
      { provider: 'postmark', status: 'sent' },
      { provider: 'outbox', status: 'stored' },
    ]);
  });
});
