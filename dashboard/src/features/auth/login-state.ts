/**
 * Router state handed to the login page: the address the verify page just verified, to fill in and confirm; the
 * address an accepted team invite set a password for; or, when a session ended without the user signing out, that
 * it did (`signedOut`) and the page they were on (`from`), where logging in takes them back.
 */
export interface LoginState {
  verifiedEmail?: string;
  /** The address an accepted team invite set a password for (decision 062). */
  invitedEmail?: string;
  signedOut?: boolean;
  from?: string;
}

/** A path of this app to go back to after logging in: same origin only (no `//host`, no scheme). */
export function returnPath(state: unknown): string | null {
  const from = (state as LoginState | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/\\') ? from : null;
}
