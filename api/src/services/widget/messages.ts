// What the widget API says to visitors and to shop owners setting the widget up. Tests import these too.
export const WIDGET_API_MESSAGES = {
  unknownKey: 'This widget key does not exist. Copy the snippet again from Dashboard → Settings → Widget.',
  revokedKey: 'This widget key was revoked. Copy the snippet with a current key from Dashboard → Settings → Widget.',
  missingOrigin: 'The widget API only answers browsers on a website allowed for this key.',
  originNotAllowed: (origin: string) => `${origin} is not allowed to use this widget key. Add it in Dashboard → Settings → Widget.`,
  visitorLimit: (shop: string) => `You've reached today's limit of previews. Please come back tomorrow, or contact ${shop} to talk about your wrap.`,
  keyLimit: (shop: string) => `The visualizer is very busy right now. Please try again in a little while, or contact ${shop} directly.`,
  filmNotOffered: 'That colour is not available here. Pick one from the list.',
  zoneNotOffered: (zone: string) => `"${zone}" is not available here.`,
  renderNotFound: 'We could not find that preview. Please make a new one and try again.',
  renderExpired: 'This preview is more than a day old. Please make a new one and send that.',
  leadThanks: (shop: string) => `Thank you! ${shop} has your request and will be in touch soon.`,
  consentRequired: 'Please tick the box so the shop may contact you',
  leadsPerRender: (shop: string) => `${shop} already has several requests for this preview. Make your own design, or contact ${shop} directly.`,
  leadsPerHour: (shop: string) => `${shop} is getting a lot of requests right now. Please try again in an hour, or contact ${shop} directly.`,
} as const;
