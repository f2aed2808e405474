// The proof of work a public render asks for once one address has made several for a shop (decision 067): the
// server hands out a challenge (HMAC-signed, bound to the key and the address, expiring in minutes), and the
// browser finds a nonce whose SHA-256 with it starts with `difficulty` zero bits (the widget does it with
// SubtleCrypto, loaded on demand). A person's browser spends a fraction of a second once per preview; a script
// burning a shop's credits pays that CPU for every one. Each proof is accepted once: its id is counted in the shared
// fixed windows (this process's memory on SQLite, the rate_limits table on PostgreSQL) until it expires.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { appSecrets, pendingRenders, renders } from '../../db/schema/index.ts';
import { firstRow } from '../../db/tx.ts';
import { forShop } from '../../db/scope.ts';
import { randomToken, sameHash } from '../../lib/crypto.ts';
import { fixedWindows } from '../../lib/fixed-window.ts';

/** Renders one address may make for a shop in 24 hours before each further one asks for a proof. */
export const CHALLENGE_AFTER = 3;
/** Leading zero bits: about 16,000 hashes on average, well under a second in a phone's browser. */
export const CHALLENGE_DIFFICULTY = 14;
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
const WINDOW_MS = 24 * 60 * 60 * 1000;
const SECRET_NAME = 'render-challenges';

/** Who a challenge is for: the widget key it was asked through and the address (hashed, /64 for IPv6). */
export interface ChallengeScope {
  shopId: string;
  keyId: string;
  ipHash: string;
}

export interface Challenge {
  /** `<payload>.<signature>`: what the browser hashes, then sends back as `<challenge>:<nonce>`. */
  challenge: string;
  difficulty: number;
  expiresAt: string;
}

export type ProofCheck = 'ok' | 'invalid' | 'expired' | 'replayed';

interface Payload {
  /** The challenge's own id, spent by its first accepted proof. */
  id: string;
  key: string;
  addr: string;
  exp: number;
  bits: number;
}

const secrets = new WeakMap<Db, Promise<string>>();

function secretOf(db: Db, now: Date): Promise<string> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = (async () => {
      await db.insert(appSecrets).values({ name: SECRET_NAME, value: randomToken(), createdAt: now }).onConflictDoNothing();
      const row = await firstRow(db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, SECRET_NAME)));
      if (!row) throw new Error('The render-challenge key could not be stored');
      return row.value;
    })();
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('hex');

/** How many zero bits a digest starts with. */
export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

/** Whether `<challenge>:<nonce>` hashes to at least `bits` leading zero bits. */
export const provesWork = (challenge: string, nonce: string, bits: number): boolean =>
  leadingZeroBits(createHash('sha256').update(`${challenge}:${nonce}`).digest()) >= bits;

/** Solves a challenge as the widget does (tests and scripts; the widget has its own, on SubtleCrypto). */
export function solveChallenge(challenge: string, bits: number): string {
  for (let nonce = 0; ; nonce += 1) if (provesWork(challenge, String(nonce), bits)) return `${challenge}:${nonce}`;
}

export async function issueChallenge(db: Db, scope: ChallengeScope, now: Date): Promise<Challenge> {
  const exp = now.getTime() + CHALLENGE_TTL_MS;
  const payload: Payload = { id: randomBytes(12).toString('base64url'), key: scope.keyId, addr: scope.ipHash, exp, bits: CHALLENGE_DIFFICULTY };
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return { challenge: `${encoded}.${sign(await secretOf(db, now), encoded)}`, difficulty: CHALLENGE_DIFFICULTY, expiresAt: new Date(exp).toISOString() };
}

const PROOF = /^([A-Za-z0-9_-]{1,400})\.([0-9a-f]{64}):([0-9]{1,16})$/;
const spent = fixedWindows();

/**
 * Checks a proof against this key and address: signed by us, not expired, solved, and never accepted before (the
 * first acceptance spends it, across instances on PostgreSQL).
 */
export async function checkProof(db: Db, proof: string, scope: ChallengeScope, now: Date): Promise<ProofCheck> {
  const match = PROOF.exec(proof.trim());
  if (!match) return 'invalid';
  const [, encoded = '', signature = '', nonce = ''] = match;
  if (!sameHash(sign(await secretOf(db, now), encoded), signature)) return 'invalid';
  let payload: Payload;
  try {
    payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as Payload;
  } catch {
    return 'invalid';
  }
  if (payload.key !== scope.keyId || payload.addr !== scope.ipHash || typeof payload.bits !== 'number') return 'invalid';
  if (now.getTime() >= payload.exp) return 'expired';
  if (!provesWork(`${encoded}.${signature}`, nonce, payload.bits)) return 'invalid';
  const first = await spent.hit(db, [{ key: `render-proof:${payload.id}`, windowMs: Math.max(1000, payload.exp - now.getTime()), max: 1 }], now.getTime(), { refusedCounts: true });
  return first.ok ? 'ok' : 'replayed';
}

/**
 * The shop's charged public renders from this address in the last 24 hours, stored or in flight. The admitting
 * transaction counts it again under its locks (admitVisitorRender): this read outside it only decides early.
 */
export async function rendersFromAddress(db: DbOrTx, scope: Pick<ChallengeScope, 'shopId' | 'ipHash'>, now: Date): Promise<number> {
  const since = new Date(now.getTime() - WINDOW_MS);
  let total = 0;
  for (const table of [renders, pendingRenders] as const) {
    const where = forShop(scope.shopId).where(table, eq(table.ipHash, scope.ipHash), gt(table.createdAt, since)) as SQL;
    const row = await firstRow(db.select({ n: count() }).from(table).where(table === renders ? and(where, isNull(renders.reusedFrom)) : where));
    total += row?.n ?? 0;
  }
  return total;
}
