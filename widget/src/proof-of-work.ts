// The proof of work the widget API asks for once one address has made several renders for a shop (the API's
// decision 067): a nonce whose SHA-256 with the server's signed challenge starts with `difficulty` zero bits. Loaded
// on demand (api.ts imports it only when a 428 asks), so the first download stays within its budget. SubtleCrypto
// hashes in batches: a phone finds a 14-bit proof in well under a second.
const BATCH = 64;

function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte !== 0) return bits + Math.clz32(byte) - 24;
    bits += 8;
  }
  return bits;
}

/** `<challenge>:<nonce>`, what X-Wrapsmith-Proof carries. Stops with an AbortError when the request is cancelled. */
export async function solveChallenge(challenge: string, difficulty: number, signal?: AbortSignal): Promise<string> {
  const encoder = new TextEncoder();
  for (let start = 0; ; start += BATCH) {
    signal?.throwIfAborted();
    const nonces = Array.from({ length: BATCH }, (_, i) => start + i);
    const digests = await Promise.all(nonces.map((n) => crypto.subtle.digest('SHA-256', encoder.encode(`${challenge}:${n}`))));
    const found = digests.findIndex((digest) => leadingZeroBits(new Uint8Array(digest)) >= difficulty);
    if (found >= 0) return `${challenge}:${start + found}`;
  }
}
