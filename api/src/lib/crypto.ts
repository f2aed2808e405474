// Random ids, tokens and codes, hashing of stored secrets, and password hashing (argon2id).
import * as nodeCrypto from 'node:crypto';
import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

export const newId = (): string => randomUUID();

let lastIdMs = 0;
let idSequence = 0;
/**
 * A UUIDv7: ids made later in this process sort after earlier ones, even within one millisecond (a 12-bit
 * sequence), so rows stored in one clock tick keep their order on every engine (SQLite's rowid is its own).
 */
export function newOrderedId(): string {
  let ms = Date.now();
  if (ms <= lastIdMs) {
    idSequence += 1;
    if (idSequence > 0xfff) {
      lastIdMs += 1;
      idSequence = 0;
    }
    ms = lastIdMs;
  } else {
    lastIdMs = ms;
    idSequence = 0;
  }
  const bytes = randomBytes(16);
  bytes.writeUIntBE(ms, 0, 6);
  bytes[6] = 0x70 | (idSequence >> 8);
  bytes[7] = idSequence & 0xff;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** 32 random bytes as hex: the session and reset-link secrets. */
export const randomToken = (): string => randomBytes(32).toString('hex');

/** A uniformly random 6-digit code (leading zeros kept). */
export const randomOtp = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

// Read off the namespace because older Node 20 releases lack it.
const nodeHash = (nodeCrypto as { hash?: (algorithm: string, data: string, encoding: 'hex') => string }).hash;
// crypto.hash (Node ≥ 20.12) is the one-shot form, about twice as fast for short inputs such as session tokens.
export const sha256: (value: string) => string =
  typeof nodeHash === 'function' ? (value) => nodeHash('sha256', value, 'hex') : (value) => createHash('sha256').update(value).digest('hex');

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** argon2id with the library defaults (OWASP's 19 MiB, 2 passes). */
export const hashPassword = (password: string): Promise<string> => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check when the account does not exist, so timing does not reveal emails. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hash('not-a-real-password-only-for-timing');
  await verifyPassword(await dummyHash, password);
}
