// A local stand-in for api.twilio.com answering the one endpoint the text service calls (Messages create), with
// the JSON Twilio returns. The real SDK is pointed at it by TWILIO_API_BASE; tests read what it received and sign
// Twilio's webhooks with the SDK's own getExpectedTwilioSignature.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import twilio from 'twilio';

export const TWILIO_SID = 'AC00000000000000000000000000000001';
export const TWILIO_TOKEN = 'twilio-test-auth-token';
export const TWILIO_POOL = 'MG00000000000000000000000000000001';

export interface FakeTwilioRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  authorization: string | undefined;
  /** The SID the fake gave the message it created. */
  sid?: string;
}

export interface FakeTwilio {
  url: string;
  requests: FakeTwilioRequest[];
  /** The next create answers this Twilio error instead (e.g. 21610: the number unsubscribed). */
  failNext(error: { status: number; code: number; message: string }): void;
  close(): Promise<void>;
}

export async function startFakeTwilio(): Promise<FakeTwilio> {
  const requests: FakeTwilioRequest[] = [];
  let next: { status: number; code: number; message: string } | null = null;
  let count = 0;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const params = Object.fromEntries(new URLSearchParams(raw));
      const record: FakeTwilioRequest = { method: req.method ?? 'GET', path: url.pathname, params, authorization: req.headers.authorization };
      requests.push(record);
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const match = url.pathname.match(/^\/2010-04-01\/Accounts\/(AC\w+)\/Messages\.json$/);
      if (req.method !== 'POST' || !match) return send(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
      const expected = `Basic ${Buffer.from(`${TWILIO_SID}:${TWILIO_TOKEN}`).toString('base64')}`;
      if (req.headers.authorization !== expected || match[1] !== TWILIO_SID) return send(401, { code: 20003, message: 'Authenticate', status: 401 });
      if (next) {
        const error = next;
        next = null;
        return send(error.status, { code: error.code, message: error.message, more_info: `https://www.twilio.com/docs/errors/${error.code}`, status: error.status });
      }
      count += 1;
      const sid = `SM${String(count).padStart(32, '0')}`;
      record.sid = sid;
      send(201, {
        sid,
        account_sid: TWILIO_SID,
        to: params.To,
        from: params.From ?? null,
        messaging_service_sid: params.MessagingServiceSid ?? null,
        body: params.Body,
        status: params.MessagingServiceSid ? 'accepted' : 'queued',
        num_segments: '1',
        direction: 'outbound-api',
        api_version: '2010-04-01',
        date_created: new Date().toUTCString(),
        uri: `/2010-04-01/Accounts/${TWILIO_SID}/Messages/${sid}.json`,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext: (error) => void (next = error),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The environment that points the app's Twilio SDK at the fake. */
export function twilioEnv(fake: FakeTwilio, publicUrl = 'https://shop.example.test'): Record<string, string> {
  return { TWILIO_ACCOUNT_SID: TWILIO_SID, TWILIO_AUTH_TOKEN: TWILIO_TOKEN, TWILIO_MESSAGING_SERVICE_SID: TWILIO_POOL, TWILIO_API_BASE: fake.url, PUBLIC_URL: publicUrl };
}

/** A webhook as Twilio sends it: the form fields, signed over the public URL it was configured with. */
export function signedTwilioForm(url: string, params: Record<string, string>, token = TWILIO_TOKEN): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': twilio.getExpectedTwilioSignature(token, url, params) },
    body: new URLSearchParams(params).toString(),
  };
}
