// What the widget API says to visitors and to shop owners setting the widget up. Tests import these too.
import { LEAD_CONSENT_REQUIRED } from '@wrapsmith/core';
import { LEAD_API_MESSAGES } from '../leads/messages.ts';

/** "in about 5 hours", "in about 20 minutes", "in a minute": when a visitor's daily limit lets them render again. */
export function resetsIn(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 1) return 'in a minute';
  if (minutes < 60) return `in about ${minutes} minutes`;
  const hours = Math.round(minutes / 60);
  return hours === 1 ? 'in about an hour' : `in about ${hours} hours`;
}
export const WIDGET_API_MESSAGES = {
  /** The lead rules' words (services/leads), said to the widget's visitors. */
  ...LEAD_API_MESSAGES,
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
  unknownVehicle: 'We have no such vehicle. Pick it from the Year, Make and Model lists.',
  zoneNotOffered: (zone: string) => `"${zone}" is not available here.`,
  leadThanks: (shop: string) => `Thank you! ${shop} has your request and will be in touch soon.`,
  consentRequired: LEAD_CONSENT_REQUIRED,
} as const;
