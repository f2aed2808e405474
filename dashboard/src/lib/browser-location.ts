// Leaving the app for another address (Stripe Checkout, the offline checkout's success URL). An object, so
// tests can replace `assign` and see where the page would have gone.
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
