// Postcodes and address layouts by country (issue 28 item 2): what a country calls its postcode, what one looks
// like, and the order its addresses are written in. Countries are ISO 3166-1 alpha-2 codes ("DE"); a country not
// listed here takes any postcode of 2–12 letters, digits, spaces and dashes, and the international layout.

export type PostcodeLabel = 'zip' | 'postal' | 'eircode' | 'cep' | 'pin' | 'postcode';

interface PostcodeRule {
  /** The pattern of the normalised postcode (upper case, single spaces). */
  pattern: RegExp;
  example: string;
  label?: PostcodeLabel;
  /** Puts the country's own space or dash back: "10115" stays, "sw1a1aa" → "SW1A 1AA". */
  normalise?: (compact: string) => string;
  /** The postcode may be left out (Ireland's Eircode is recent and optional on most forms). */
  optional?: boolean;
}

const digits = (n: number, example: string): PostcodeRule => ({ pattern: new RegExp(`^\\d{${n}}$`), example });
/** "1234567" → "1234-567" for a 4+3 (PT) or "12345678" → "12345-678" for a 5+3 (BR) postcode. */
const dashAfter = (n: number) => (compact: string) => (/^\d+$/.test(compact) && compact.length > n ? `${compact.slice(0, n)}-${compact.slice(n)}` : compact);
/** "SW1A1AA" → "SW1A 1AA": the last three characters are the inward code. */
const spaceBeforeLast = (n: number) => (compact: string) => (compact.length > n ? `${compact.slice(0, -n)} ${compact.slice(-n)}` : compact);

const RULES: Record<string, PostcodeRule> = {
  US: { pattern: /^\d{5}(-\d{4})?$/, example: '78701', label: 'zip', normalise: (c) => (c.length === 9 && /^\d+$/.test(c) ? `${c.slice(0, 5)}-${c.slice(5)}` : c) },
  CA: { pattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] \d[ABCEGHJ-NPRSTV-Z]\d$/, example: 'K1A 0B1', label: 'postal', normalise: spaceBeforeLast(3) },
  GB: { pattern: /^(GIR 0AA|[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2})$/, example: 'SW1A 1AA', normalise: spaceBeforeLast(3) },
  IE: { pattern: /^([AC-FHKNPRTV-Y]\d{2}|D6W) [AC-FHKNPRTV-Y\d]{4}$/, example: 'D02 X285', label: 'eircode', normalise: (c) => (c.length === 7 ? `${c.slice(0, 3)} ${c.slice(3)}` : c), optional: true },
  DE: digits(5, '10115'),
  AT: digits(4, '1010'),
  CH: digits(4, '8001'),
  LI: digits(4, '9490'),
  FR: digits(5, '75001'),
  BE: digits(4, '1000'),
  NL: { pattern: /^\d{4} [A-Z]{2}$/, example: '1012 AB', normalise: spaceBeforeLast(2) },
  LU: { pattern: /^(L-)?\d{4}$/, example: '1009' },
  ES: { pattern: /^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/, example: '28001' },
  PT: { pattern: /^\d{4}-\d{3}$/, example: '1000-001', normalise: dashAfter(4) },
  IT: digits(5, '00184'),
  PL: { pattern: /^\d{2}-\d{3}$/, example: '00-950', normalise: dashAfter(2) },
  CZ: { pattern: /^\d{3} \d{2}$/, example: '110 00', normalise: spaceBeforeLast(2) },
  SE: { pattern: /^\d{3} \d{2}$/, example: '111 22', normalise: spaceBeforeLast(2) },
  NO: digits(4, '0150'),
  DK: digits(4, '1050'),
  FI: digits(5, '00100'),
  GR: { pattern: /^\d{3} \d{2}$/, example: '105 57', normalise: spaceBeforeLast(2) },
  MX: digits(5, '06000'),
  BR: { pattern: /^\d{5}-\d{3}$/, example: '01310-100', label: 'cep', normalise: dashAfter(5) },
  AR: { pattern: /^([A-HJ-NP-Z]\d{4}[A-Z]{3}|\d{4})$/, example: 'C1002AAP' },
  CL: digits(7, '8320000'),
  CO: digits(6, '110111'),
  PE: digits(5, '15001'),
  AU: digits(4, '2000'),
  NZ: digits(4, '6011'),
  ZA: digits(4, '8001'),
  JP: { pattern: /^\d{3}-\d{4}$/, example: '100-0001', normalise: dashAfter(3) },
  KR: digits(5, '03187'),
  IN: { pattern: /^[1-9]\d{5}$/, example: '110001', label: 'pin' },
  SG: digits(6, '018956'),
  SA: digits(5, '11564'),
  TR: digits(5, '34000'),
  IL: digits(7, '6100000'),
};

/** Countries whose addresses carry no postcode. */
const NO_POSTCODE = new Set(['AE', 'QA', 'HK', 'MO', 'AO', 'AG', 'AW', 'BS', 'BZ', 'BJ', 'BO', 'BW', 'BF', 'BI', 'CM', 'CF', 'KM', 'CG', 'CD', 'CK', 'CI', 'DJ', 'DM', 'GQ', 'ER', 'FJ', 'TF', 'GM', 'GH', 'GD', 'GY', 'JM', 'KI', 'ML', 'MR', 'NR', 'NU', 'KP', 'RW', 'KN', 'LC', 'ST', 'SC', 'SL', 'SB', 'SR', 'SY', 'TL', 'TG', 'TK', 'TO', 'TT', 'TV', 'UG', 'VU', 'YE', 'ZW']);

const ANY: PostcodeRule = { pattern: /^[A-Z0-9][A-Z0-9 -]{0,10}[A-Z0-9]$/, example: '' };

const iso = (country: string | null | undefined) => `${country ?? ''}`.trim().toUpperCase();

export interface PostcodeFormat {
  /** False where addresses have no postcode (the field is hidden and anything sent is refused). */
  used: boolean;
  /** What the country calls it. */
  label: PostcodeLabel;
  /** One real postcode of the country, for a hint; empty for a country we have no rule for. */
  example: string;
  optional: boolean;
}

export function postcodeFormat(country: string | null | undefined): PostcodeFormat {
  const code = iso(country);
  if (NO_POSTCODE.has(code)) return { used: false, label: 'postcode', example: '', optional: true };
  const rule = RULES[code] ?? ANY;
  return { used: true, label: rule.label ?? 'postcode', example: rule.example, optional: rule.optional ?? false };
}

export type PostcodeCheck = { ok: true; postcode: string } | { ok: false; example: string };

/**
 * `input` as the country writes it (upper case, its space or dash), or why not. Letters and digits are kept, spaces
 * and dashes are put where the country puts them; a country with no postcodes refuses any.
 */
export function checkPostcode(country: string | null | undefined, input: string): PostcodeCheck {
  const code = iso(country);
  const format = postcodeFormat(code);
  if (!format.used) return { ok: false, example: '' };
  const rule = RULES[code] ?? ANY;
  const upper = input.trim().toUpperCase().replace(/\s+/g, ' ');
  if (rule.pattern.test(upper)) return { ok: true, postcode: upper };
  const compact = upper.replace(/[\s-]/g, '');
  const written = rule.normalise ? rule.normalise(compact) : compact;
  return rule.pattern.test(written) ? { ok: true, postcode: written } : { ok: false, example: rule.example };
}

export interface PostalAddress {
  /** Street and number, as typed (one or more lines). */
  street?: string | null;
  postcode?: string | null;
  city?: string | null;
  /** The state, province or region. */
  state?: string | null;
  country?: string | null;
}

type Layout = (a: { street: string[]; postcode: string; city: string; state: string }) => string[];

const join = (...parts: string[]) => parts.filter(Boolean).join(' ');
/** "10115 Berlin": most of Europe and Latin America. */
const postcodeCity: Layout = ({ street, postcode, city }) => [...street, join(postcode, city)];
/** "Austin, TX 78701": the US, Canada, Australia. */
const cityStatePostcode: Layout = ({ street, postcode, city, state }) => [...street, join([city, state].filter(Boolean).join(', '), postcode)];
/** The UK and Ireland: the town, then the postcode on its own line. */
const cityThenPostcode: Layout = ({ street, postcode, city, state }) => [...street, city, state, postcode].filter(Boolean);

const LAYOUTS: Record<string, Layout> = {
  US: cityStatePostcode,
  CA: cityStatePostcode,
  AU: cityStatePostcode,
  GB: cityThenPostcode,
  IE: cityThenPostcode,
  NZ: ({ street, postcode, city }) => [...street, join(city, postcode)],
  /** "01310-100 São Paulo - SP". */
  BR: ({ street, postcode, city, state }) => [...street, join(postcode, [city, state].filter(Boolean).join(' - '))],
  /** "06000 Ciudad de México, CDMX". */
  MX: ({ street, postcode, city, state }) => [...street, join(postcode, [city, state].filter(Boolean).join(', '))],
  /** "00184 Roma RM". */
  IT: ({ street, postcode, city, state }) => [...street, join(postcode, city, state)],
  /** Postcode first, then prefecture and city, then the street. */
  JP: ({ street, postcode, city, state }) => [postcode ? `〒${postcode}` : '', join(state, city), ...street].filter(Boolean),
  /** "Dubai": no postcode; the emirate's city. */
  AE: ({ street, city, state }) => [...street, [city, state].filter(Boolean).join(', ')].filter(Boolean),
};

/** The address's lines in the order its country writes them (without the country's name). */
export function addressLines(address: PostalAddress): string[] {
  const street = `${address.street ?? ''}`.split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
  const parts = { street, postcode: `${address.postcode ?? ''}`.trim(), city: `${address.city ?? ''}`.trim(), state: `${address.state ?? ''}`.trim() };
  const layout = LAYOUTS[iso(address.country)] ?? postcodeCity;
  return layout(parts).filter((line) => line.trim() !== '');
}
