/** Router state the verify page hands over: the address it just verified, to fill in and confirm. */
export interface LoginState {
  verifiedEmail?: string;
  /** The address an accepted team invite set a password for (decision 062). */
  invitedEmail?: string;
}
