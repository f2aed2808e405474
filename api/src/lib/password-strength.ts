// Refuses guessable passwords (decision 069): common and breached passwords, keyboard runs, repeats, dates, and the
// user's own details (email, name, shop name), by zxcvbn-ts with its common dictionaries. Server side only: the
// dictionaries (~1 MB) stay out of the dashboard's bundles, and the API is the one place every password is set.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { ApiError } from './errors.ts';

/**
 * zxcvbn's score: 0–1 fall to under a million guesses (the top of every breached-password list, "password",
 * "12345678", a name with digits); 2 and above are kept. The field is named in the answer so a form can show it.
 */
const MIN_SCORE = 2;

export const PASSWORD_MESSAGES = {
  weak: 'This password is too easy to guess. Use a longer phrase of unrelated words.',
  personal: 'Your password must not be your email or name.',
} as const;

let factory: ZxcvbnFactory | undefined;
/** Built at the first password set, not at start: the dictionaries take ~100 ms and memory to load. */
const checker = () => (factory ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs }));

/** The user's own words a password must not lean on: the email, its local part, names, the shop's name. */
function ownWords(details: readonly (string | null | undefined)[]): string[] {
  const words = new Set<string>();
  for (const detail of details) {
    const text = detail?.trim().toLowerCase();
    if (!text) continue;
    words.add(text);
    for (const part of text.split(/[^\p{L}\p{N}]+/u)) if (part.length >= 3) words.add(part);
  }
  return [...words];
}

/** Why `password` is refused, or null. */
export function weakPasswordReason(password: string, details: readonly (string | null | undefined)[] = []): string | null {
  const own = ownWords(details);
  const plain = password.trim().toLowerCase();
  if (plain === '' || own.includes(plain)) return plain === '' ? PASSWORD_MESSAGES.weak : PASSWORD_MESSAGES.personal;
  return checker().check(password.slice(0, 100), own).score < MIN_SCORE ? PASSWORD_MESSAGES.weak : null;
}

/** 400 VALIDATION_FAILED on `field`, as the validator answers, when the password is guessable. */
export function requireStrongPassword(password: string, details: readonly (string | null | undefined)[], field = 'password'): void {
  const reason = weakPasswordReason(password, details);
  if (reason) throw new ApiError(400, 'VALIDATION_FAILED', reason, { details: [{ path: field, message: reason }] });
}
