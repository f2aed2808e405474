// Fetching a Replicate prediction's output without letting the output URL reach anything else (issue 23 item 14):
// the URL must be https on one of Replicate's delivery hosts (REPLICATE_OUTPUT_HOSTS), every address its name
// resolves to must be public, and the connection goes to the address that was checked (no second lookup that a
// rebinding DNS answer could change). Redirects are not followed. See decision 071.
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { RenderEngineError } from './types.ts';

/** Replicate serves prediction outputs from replicate.delivery and its subdomains (pbxt.replicate.delivery…). */
export const DEFAULT_OUTPUT_HOSTS = ['replicate.delivery', '*.replicate.delivery'] as const;

export interface OutputGuard {
  /** Host names, exact or `*.` followed by a domain (any subdomain of it). */
  hosts: readonly string[];
  /**
   * Tests only (a fake server on 127.0.0.1 over http): allows loopback and private addresses and plain http.
   * Never read from the environment: engineFromEnv sets it only when NODE_ENV is test.
   */
  allowPrivateAddresses?: boolean;
}

const NON_PUBLIC = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24],
  ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) NON_PUBLIC.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of [
  ['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['64:ff9b::', 96], ['2001:db8::', 32], ['100::', 64],
] as const) NON_PUBLIC.addSubnet(address, prefix, 'ipv6');

/** True for loopback, private, link-local, carrier-grade NAT, documentation, multicast and reserved addresses. */
export function isNonPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return NON_PUBLIC.check(address, 'ipv4');
  if (family !== 6) return true;
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is checked as the IPv4 address it is.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return NON_PUBLIC.check(mapped[1], 'ipv4');
  return NON_PUBLIC.check(address, 'ipv6');
}

export function hostAllowed(hostname: string, hosts: readonly string[]): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return hosts.some((pattern) => {
    const p = pattern.toLowerCase().trim();
    if (p.startsWith('*.')) return host.endsWith(p.slice(1)) && host.length > p.length - 1;
    return host === p;
  });
}

/**
 * Parses REPLICATE_OUTPUT_HOSTS: comma-separated names. An entry that is an address or localhost is refused unless
 * `allowAddresses` (NODE_ENV=test only), so no production setting can point the download at a private address.
 */
export function parseOutputHosts(value: string | undefined, options: { allowAddresses?: boolean } = {}): string[] {
  if (!value?.trim()) return [...DEFAULT_OUTPUT_HOSTS];
  const hosts = value.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean);
  for (const host of hosts) {
    const bare = host.replace(/^\*\./, '').replace(/^\[|\]$/g, '');
    if (options.allowAddresses && (net.isIP(bare) || bare === 'localhost')) continue;
    if (!/^[a-z0-9.-]+$/.test(bare) || net.isIP(bare) || bare === 'localhost' || bare.endsWith('.localhost') || !bare.includes('.')) {
      throw new Error(`"${host}" is not a host name (a name such as replicate.delivery or *.replicate.delivery; addresses and localhost are never allowed)`);
    }
  }
  return hosts;
}

/** Checks an output URL before anything is sent to it; throws a RenderEngineError naming what is wrong. */
export function checkOutputUrl(raw: string, guard: OutputGuard): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new RenderEngineError('The Replicate output URL is not a URL');
  }
  const test = guard.allowPrivateAddresses === true;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!hostAllowed(host, guard.hosts)) throw new RenderEngineError(`The Replicate output host ${host} is not one of REPLICATE_OUTPUT_HOSTS (${guard.hosts.join(', ')})`);
  if (url.protocol !== 'https:' && !(test && url.protocol === 'http:')) throw new RenderEngineError(`The Replicate output URL is not https (${url.protocol})`);
  if (url.username || url.password) throw new RenderEngineError('The Replicate output URL carries credentials');
  if (!test && net.isIP(host) && isNonPublicAddress(host)) throw new RenderEngineError(`The Replicate output host ${host} is not a public address`);
  return url;
}

/** dns.lookup for the request, refusing a name that resolves to any non-public address. */
function guardedLookup(guard: OutputGuard): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const list = addresses as unknown as dns.LookupAddress[];
      const bad = list.find((a) => isNonPublicAddress(a.address));
      if (bad && guard.allowPrivateAddresses !== true) {
        return callback(Object.assign(new Error(`${hostname} resolves to ${bad.address}, which is not a public address`), { code: 'EPRIVATEADDRESS' }), '', 4);
      }
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      const first = list[0];
      if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '', 4);
      callback(null, first.address, first.family);
    });
  };
}

/** GETs a checked output URL, at most maxBytes, within timeoutMs; no redirects. */
export async function downloadOutput(raw: string, guard: OutputGuard, options: { maxBytes: number; timeoutMs: number }): Promise<Buffer> {
  const url = checkOutputUrl(raw, guard);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Buffer>((resolve, reject) => {
    const fail = (message: string, cause?: unknown) => reject(new RenderEngineError(message, cause === undefined ? undefined : { cause }));
    const req = client.get(url, { lookup: guardedLookup(guard), timeout: options.timeoutMs, signal: AbortSignal.timeout(options.timeoutMs) }, (res) => {
      const status = res.statusCode ?? 0;
      if (status < 200 || status >= 300) {
        res.resume();
        return fail(status >= 300 && status < 400 ? `Downloading the Replicate output was redirected (${status}); redirects are not followed` : `Downloading the Replicate output answered ${status}`);
      }
      if (Number(res.headers['content-length'] ?? 0) > options.maxBytes) {
        res.destroy();
        return fail('The Replicate output is too large');
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > options.maxBytes) {
          res.destroy();
          fail('The Replicate output is too large');
          return;
        }
        chunks.push(chunk);
      });
      res.on('end', () => resolve(Buffer.concat(chunks)));
      res.on('error', (error) => fail(`Could not download the Replicate output: ${error.message}`, error));
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', (error) => fail(`Could not download the Replicate output: ${error.message}`, error));
  });
}
