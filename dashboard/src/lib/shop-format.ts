// The shop's units and locale (issue 28 items 2 and 3, decision 098): kept beside the session in
// stores/session.ts, so the pages that use them share the entry rather than one more chunk.
export { shopFormat, useShopFormat, type ShopFormat } from '../stores/session.ts';
