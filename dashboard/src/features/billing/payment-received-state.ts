import type { VerifiedSessionDto } from '@wrapsmith/core/contract';

/** Navigation state the dashboard receives, so it can say what was bought (spec: post-checkout name, price). */
export interface PaymentReceivedState {
  payment: VerifiedSessionDto['data'];
}
