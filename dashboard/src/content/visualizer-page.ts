// Copy of the public visualizer (/visualizer) for whoever is there: a car owner (send the look to a shop, find one)
// or a shop (sign up). The words are the `share-visualizer` area's (every language, decision 101); PUBLIC_VISUALIZER
// is their English, filled, for the tests.
import { TRIAL_CREDITS } from '@wrapsmith/core';
import type { PickedLook } from '@wrapsmith/visualizer';
import { SHARE_VISUALIZER_EN } from '../i18n/areas/share-visualizer/en.ts';

/** A maps search, since Wrapsmith keeps no directory of shops. */
export const FIND_A_SHOP_URL = 'https://www.google.com/maps/search/?api=1&query=vehicle%20wrap%20shop%20near%20me';

type Words = (key: keyof typeof SHARE_VISUALIZER_EN, values?: Record<string, string | number>) => string;

/** A mailto: the visitor picks the shop's address in their own mail app; subject and body in `t`'s language. */
export function lookMailto(look: PickedLook, pageUrl: string, t: Words): string {
  const name = look.car ? t('shareVis.lookOnCar', { car: look.car, wrap: look.wrap }) : look.wrap;
  const subject = t('shareVis.mailSubject', { look: name });
  const body = t('shareVis.mailBody', { look: name, url: pageUrl });
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

const english: Words = (key, values = {}) => SHARE_VISUALIZER_EN[key].replace(/\{(\w+)\}/g, (whole, n: string) => (n in values ? String(values[n]) : whole));
const E = SHARE_VISUALIZER_EN;

export const PUBLIC_VISUALIZER = {
  intro: E['shareVis.intro'],
  audiences: E['shareVis.audiences'],
  ownerTitle: E['shareVis.ownerTitle'],
  ownerText: E['shareVis.ownerText'],
  sendToShop: E['shareVis.sendToShop'],
  findShop: E['shareVis.findShop'],
  newTab: E['shareVis.newTab'],
  shopTitle: E['shareVis.shopTitle'],
  shopText: english('shareVis.shopText', { credits: TRIAL_CREDITS }),
  startTrial: E['shareVis.startTrial'],
  mailto: (look: PickedLook, pageUrl: string) => lookMailto(look, pageUrl, english),
} as const;
