// Copy of the public visualizer (/visualizer) for whoever is there: a car owner (send the look to a shop, find one)
// or a shop (sign up). Kept apart from markup so the page and its tests use the same words.
import { TRIAL_CREDITS } from '@wrapsmith/core';
import type { PickedLook } from '@wrapsmith/visualizer';

/** A maps search, since Wrapsmith keeps no directory of shops. */
export const FIND_A_SHOP_URL = 'https://www.google.com/maps/search/?api=1&query=vehicle%20wrap%20shop%20near%20me';

function lookName(look: PickedLook): string {
  return look.car ? `${look.car} in ${look.wrap}` : look.wrap;
}

export const PUBLIC_VISUALIZER = {
  intro: 'Pick a year, make and model, a wrap brand, a finish and a colour.',
  audiences: 'Own a car? Try a look, then take it to a wrap shop. Run a wrap shop? This is the visualizer your customers get.',
  ownerTitle: 'Own this car?',
  ownerText: 'A wrap shop can quote this look and preview it on your car. Send it to your shop, or find one near you.',
  sendToShop: 'Email this look to a shop',
  findShop: 'Find a wrap shop near you',
  newTab: ' (opens in a new tab)',
  shopTitle: 'Run a wrap shop?',
  shopText: `Render looks like this on the vehicle and put the visualizer on your website: ${TRIAL_CREDITS} free previews, no credit card required.`,
  startTrial: 'Start Free Trial',
  /** A mailto: the visitor picks the shop's address in their own mail app. */
  mailto: (look: PickedLook, pageUrl: string) => {
    const subject = `Wrap quote: ${lookName(look)}`;
    const body = `Hello,\n\nCould you quote me for this wrap: ${lookName(look)}?\n\nI picked it on ${pageUrl}\n`;
    return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  },
} as const;
