// The payment-success page (/sucessfullUrl, issue 28 item 1, decision 101). Its English is PAYMENT_SUCCESS_COPY's and
// core's BILLING_MESSAGES (the page's tests read those); the API's refusal shows as it comes in English only.
export const PAYMENT_SUCCESS_EN = {
  'paid.title': 'Thank you',
  'paid.failedTitle': 'We could not confirm your payment',
  'paid.failed': 'Something went wrong. Please try again.',
  'paid.missingSession': 'This page needs the checkout session it was sent from. Open your dashboard to see your plan and credits.',
  'paid.retry': 'Try again',
  'paid.toDashboard': 'Go to Dashboard',
  'paid.updating': 'Updating your subscription status...',
} as const;
