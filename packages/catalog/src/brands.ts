// The 20 wrap brands of spec §3, in the spec's order, and lookup by the many ways files spell them.

export interface Brand {
  /** Stable slug used in URLs, film ids and imports. */
  id: string;
  /** Display name exactly as the spec lists it. */
  name: string;
  /** The brand's main vehicle-wrap film line. */
  productLine: string;
}

export const BRANDS = [
  { id: '3m', name: '3M', productLine: '2080 Wrap Film Series' },
  { id: 'avery-dennison', name: 'Avery Dennison', productLine: 'Supreme Wrapping Film' },
  { id: 'oracal', name: 'Oracal (Orafol)', productLine: '970RA Premium Wrapping Cast' },
  { id: 'kpmf', name: 'KPMF', productLine: 'K75400 Series Cast Wrap Film' },
  { id: 'hexis', name: 'Hexis', productLine: 'Skintac HX20000 Series' },
  { id: 'inozetek', name: 'Inozetek', productLine: 'Super Gloss Wrap Film' },
  { id: 'arlon', name: 'Arlon', productLine: 'SLX+ Cast Wrap' },
  { id: 'apa-america', name: 'APA America', productLine: 'CWC Cast Wrapping Film' },
  { id: 'teckwrap', name: 'TeckWrap', productLine: 'Car Wrap Vinyl' },
  { id: 'vvivid', name: 'VViViD Vinyl', productLine: 'VViViD+ Wrap Film' },
  { id: 'rwraps', name: 'Rwraps', productLine: 'Vinyl Wrap Film' },
  { id: 'sott', name: 'SOTT', productLine: 'Wrap Film' },
  { id: 'cheetahwrap', name: 'CheetahWrap', productLine: 'Vinyl Wrap Film' },
  { id: 'premiumtech', name: 'PremiumTech', productLine: 'Vinyl Wrap Film' },
  { id: 'metro-wrap', name: 'Metro Wrap', productLine: 'Vinyl Wrap Film' },
  { id: 'feelisong', name: 'FEELISONG', productLine: 'Vinyl Wrap Film' },
  { id: 'icarus-wraps', name: 'Icarus Wraps', productLine: 'Vinyl Wrap Film' },
  { id: 'ndfos', name: 'NDFOS', productLine: 'Vinyl Wrap Film' },
  { id: 'tacticolor', name: 'TactiColor', productLine: 'Vinyl Wrap Film' },
  { id: 'g-swell', name: 'G-SWELL', productLine: 'Vinyl Wrap Film' },
] as const satisfies readonly Brand[];

export type BrandId = (typeof BRANDS)[number]['id'];

/** Spellings seen in shop spreadsheets and supplier lists, keyed like `brandKey` output. */
const BRAND_ALIASES: Record<string, BrandId> = {
  avery: 'avery-dennison',
  orafol: 'oracal',
  oracalorafol: 'oracal',
  orafoloracal: 'oracal',
  apa: 'apa-america',
  vvivid: 'vvivid',
  icarus: 'icarus-wraps',
  gswell: 'g-swell',
};

function brandKey(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

const BY_KEY = new Map<string, Brand>();
for (const brand of BRANDS) {
  BY_KEY.set(brandKey(brand.id), brand);
  BY_KEY.set(brandKey(brand.name), brand);
}
for (const [alias, id] of Object.entries(BRAND_ALIASES)) {
  const brand = BRANDS.find((b) => b.id === id);
  if (brand) BY_KEY.set(alias, brand);
}

/** Finds a brand by id, display name or a common alias ("Avery", "Orafol", "VViViD"), ignoring case and punctuation. */
export function findBrand(idOrName: string): Brand | undefined {
  return BY_KEY.get(brandKey(idOrName));
}

export function isBrandId(value: string): value is BrandId {
  return BRANDS.some((brand) => brand.id === value);
}
