/** Router state the verify page hands over: the address it just verified, to fill in and confirm. */
export interface LoginState {
  verifiedEmail?: string;
}
