// What the widget API says to visitors and to shop owners setting the widget up. Tests import these too.
import { WIDGET_LEAD_MESSAGES } from '@wrapsmith/core';

/** "in about 5 hours", "in about 20 minutes", "in a minute": when a visitor's daily limit lets them render again. */
export function resetsIn(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 1) return 'in a minute';
  if (minutes < 60) return `in about ${minutes} minutes`;
  const hours = Math.round(minutes / 60);
  return hours === 1 ? 'in about an hour' : `in about ${hours} hours`;
}
export const WIDGET_API_MESSAGES = {
  unknownKey: 'This widget key does not exist. Copy the snippet again from Dashboard → Settings → Widget.',
  revokedKey: 'This widget key was revoked. Copy the snippet with a current key from Dashboard → Settings → Widget.',
  missingOrigin: 'The widget API only answers browsers on a website allowed for this key.',
  originNotAllowed: (origin: string) => `${origin} is not allowed to use this widget key. Add it in Dashboard → Settings → Widget.`,
  /** When the limit resets is in Retry-After too; the widget says it as the visitor's local time. */
  visitorLimit: (shop: string, retryAfterSeconds: number) =>
    `You've reached today's limit of previews. You can make more ${resetsIn(retryAfterSeconds)}, or contact ${shop} to talk about your wrap.`,
  keyLimit: (shop: string) => `The visualizer is very busy right now. Please try again in a little while, or contact ${shop} directly.`,
  /** The shop's daily spending cap for public renders is reached (decision 067). */
  dailyCap: (shop: string) => `${shop}'s visualizer has made all the previews it can for today. Please try again tomorrow, or contact ${shop} to talk about your wrap.`,
  /** The share link is switched off: its page and its key (decision 067). */
  shareLinkOff: (shop: string) => `${shop}'s visualizer is not available.`,
  /** A render from an address that made several asks for a small proof of work first; the widget does it itself. */
  challengeRequired: 'Please confirm you are a person: your browser does this by itself in a moment.',
  challengeFailed: 'That confirmation did not work. Your browser will try again with a new one.',
  filmNotOffered: 'That colour is not available here. Pick one from the list.',
  zoneNotOffered: (zone: string) => `"${zone}" is not available here.`,
  previewFirst: 'Make a preview first, then ask for a quote on it.',
  renderNotFound: 'We could not find that preview. Please make a new one and try again.',
  renderExpired: 'This preview is more than a day old. Please make a new one and send that.',
  leadThanks: (shop: string) => `Thank you! ${shop} has your request and will be in touch soon.`,
  consentRequired: WIDGET_LEAD_MESSAGES.consentRequired,
  leadsPerRender: (shop: string) => `${shop} already has several requests for this preview. Make your own design, or contact ${shop} directly.`,
  leadsPerHour: (shop: string) => `${shop} is getting a lot of requests right now. Please try again in an hour, or contact ${shop} directly.`,
} as const;
