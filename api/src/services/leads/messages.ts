// What the lead rules say (services/leads): to the visitor whose lead is refused, in the widget's words.
export const LEAD_API_MESSAGES = {
  previewFirst: 'Make a preview first, then ask for a quote on it.',
  renderNotFound: 'We could not find that preview. Please make a new one and try again.',
  renderExpired: 'This preview is more than a day old. Please make a new one and send that.',
  leadsPerRender: (shop: string) => `${shop} already has several requests for this preview. Make your own design, or contact ${shop} directly.`,
  leadsPerHour: (shop: string) => `${shop} is getting a lot of requests right now. Please try again in an hour, or contact ${shop} directly.`,
} as const;
