// The billing area's answer schemas (billing-endpoints.ts), in a chunk of their own: see lazy-answer.ts.
import { billingAnswers } from '@wrapsmith/core/contract';

export { checkAnswer } from '../read-answer.ts';

export const answers = {
  plans: billingAnswers.getPlans,
  subscription: billingAnswers.getSubscription,
  checkout: billingAnswers.createCheckout,
  verify: billingAnswers.verifySession,
  cancel: billingAnswers.cancelSubscription,
  creditAlerts: billingAnswers.getCreditAlerts,
  setCreditAlerts: billingAnswers.putCreditAlerts,
  localCheckout: billingAnswers.getLocalCheckout,
  payLocalCheckout: billingAnswers.payLocalCheckout,
};
