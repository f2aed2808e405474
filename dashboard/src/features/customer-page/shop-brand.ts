// The shop's colours on its pages for the customer (the quote page, the tracking page): CSS custom properties from
// the widget's branding, each paired with the text colour (ink or white) that contrasts more with it, so any colour the
// shop picked stays readable.
import type { CSSProperties } from 'react';
import { textOn, tokens } from '@wrapsmith/design';

const HEX = /^#[0-9a-f]{6}$/i;

/**
 * The header takes the primary colour (ink when none is set); buttons take the accent colour, else the primary
 * one, else keep the design system's own accent. Hover keeps the same colour: a shade of an arbitrary colour could
 * lose the contrast just checked.
 */
export function shopBrandStyle(shop: { primaryColor: string | null; accentColor: string | null }): CSSProperties {
  const primary = shop.primaryColor && HEX.test(shop.primaryColor) ? shop.primaryColor : null;
  const accent = shop.accentColor && HEX.test(shop.accentColor) ? shop.accentColor : primary;
  const brand = primary ?? tokens.color.ink;
  return {
    '--wsq-brand': brand,
    '--wsq-on-brand': textOn(brand),
    ...(accent ? { '--ws-color-accent': accent, '--ws-color-accent-hover': accent, '--ws-color-on-accent': textOn(accent) } : {}),
  } as CSSProperties;
}
