// Sending one webhook request without letting its URL reach inside our network (issue 24 item 4, decision 077):
// https only, every address the host resolves to must be public, the connection goes to the address that was
// checked (no second lookup a rebinding DNS answer could change), a short timeout, and no redirects followed.
// Outside production (WEBHOOK_ALLOW_PRIVATE_URLS, never in production) plain http and private addresses are allowed
// so a developer's receiver on their own machine works.
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { isNonPublicAddress } from '../render/replicate-output.ts';

export const WEBHOOK_TIMEOUT_MS = 10_000;
/** The most of a receiver's answer read (and thrown away): a receiver is told to answer quickly with little. */
const MAX_ANSWER_BYTES = 64 * 1024;

export class WebhookUrlError extends Error {}

export interface SendPolicy {
  /** Plain http and loopback, private and link-local addresses: outside production only. */
  allowPrivate: boolean;
  timeoutMs?: number;
}

/** The URL's problem in the shop's words, or undefined when it may be used (before any DNS lookup). */
export function webhookUrlProblem(raw: string, policy: Pick<SendPolicy, 'allowPrivate'>): string | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'Enter a full https:// URL';
  }
  if (url.protocol !== 'https:' && !(policy.allowPrivate && url.protocol === 'http:')) return 'Webhook URLs must start with https://';
  if (url.username || url.password) return 'Webhook URLs cannot carry a user name or password';
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (policy.allowPrivate) return undefined;
  if (net.isIP(host) ? isNonPublicAddress(host) : host === 'localhost' || host.endsWith('.localhost') || !host.includes('.')) {
    return 'Webhook URLs must point to a public address, not a private or local one';
  }
  return undefined;
}

/** The public addresses the host resolves to; throws when any is not public (or none is found). */
export async function checkResolvedHost(hostname: string, policy: Pick<SendPolicy, 'allowPrivate'>): Promise<void> {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (policy.allowPrivate || net.isIP(host)) return;
  const addresses = await dns.promises.lookup(host, { all: true });
  const bad = addresses.find((a) => isNonPublicAddress(a.address));
  if (bad) throw new WebhookUrlError(`${host} resolves to ${bad.address}, which is not a public address`);
}

/** dns.lookup for the request, refusing a name that resolves to any non-public address. */
function guardedLookup(policy: SendPolicy): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const list = addresses as unknown as dns.LookupAddress[];
      const bad = list.find((a) => isNonPublicAddress(a.address));
      if (bad && !policy.allowPrivate) {
        return callback(Object.assign(new WebhookUrlError(`${hostname} resolves to ${bad.address}, which is not a public address`), { code: 'EPRIVATEADDRESS' }), '', 4);
      }
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      const first = list[0];
      if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '', 4);
      callback(null, first.address, first.family);
    });
  };
}

export interface SendResult {
  /** The receiver's HTTP status; undefined when it did not answer. */
  status: number | undefined;
  /** Why it failed, in a line for the delivery log; undefined on a 2xx. */
  error: string | undefined;
}

/** POSTs one signed body. Never throws: a refused URL, a timeout or a non-2xx is a failed attempt with its reason. */
export function postWebhook(raw: string, body: string, headers: Record<string, string>, policy: SendPolicy): Promise<SendResult> {
  const problem = webhookUrlProblem(raw, policy);
  if (problem) return Promise.resolve({ status: undefined, error: problem });
  const url = new URL(raw);
  const timeoutMs = policy.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<SendResult>((resolve) => {
    let settled = false;
    const done = (result: SendResult) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    const req = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'user-agent': 'Wrapsmith-Webhooks/1' },
        lookup: guardedLookup(policy),
        timeout: timeoutMs,
        signal: AbortSignal.timeout(timeoutMs),
      },
      (res) => {
        const status = res.statusCode ?? 0;
        let read = 0;
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) res.destroy();
        });
        const finish = () => {
          if (status >= 200 && status < 300) done({ status, error: undefined });
          else if (status >= 300 && status < 400) done({ status, error: `Answered ${status}: redirects are not followed` });
          else done({ status, error: `Answered ${status}` });
        };
        res.on('end', finish);
        res.on('close', finish);
        res.on('error', finish);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)));
    req.on('error', (error) => done({ status: undefined, error: `Could not deliver: ${error.message}` }));
    req.end(body);
  });
}
