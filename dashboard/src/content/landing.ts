// Copy of the landing page (spec §1/§2/§9 facts), kept apart from markup so wording changes stay in one file.

/**
 * What is built in, counted (landing-facts.test.ts checks each against the built-in catalogue): the brands that have
 * colours, their colours, and the year, make and model combinations of the vehicle list.
 */
export const CATALOGUE_FACTS = { brands: 9, colours: 205, vehicles: 10_400, models: 666, makes: 61 } as const;
const F = CATALOGUE_FACTS;
const n = (value: number) => value.toLocaleString('en-US');

export const HOW_IT_WORKS = [
  { title: 'Pick the vehicle', text: `Year, make and model from 1990 to 2026: ${n(F.vehicles)} combinations of ${n(F.models)} models from ${F.makes} makes.` },
  { title: 'Choose the film', text: `Brand, finish and colour from ${F.brands} vinyl brands and ${n(F.colours)} colours, or add your own custom colours.` },
  { title: 'Generate the preview', text: 'That film on that model, drawn to its generation’s proportions from the side or three-quarter front, or on a photo of the customer’s own car. One credit per preview.' },
  { title: 'Quote and book', text: 'Send the preview as a quote, book the install and track the job through to handover.' },
] as const;

/** Names for the marketing strip: the brands with colours built in (the catalog package owns the brand data). */
export const BRAND_STRIP = ['3M', 'Avery Dennison', 'Oracal', 'KPMF', 'Hexis', 'Inozetek', 'Arlon', 'TeckWrap', 'VViViD'] as const;

export const BENEFITS = [
  { title: 'Close at the counter', text: 'Customers decide faster when they see their own car in the film, not a swatch book.' },
  { title: 'Fewer redo requests', text: 'Agree on colour, finish and details before the first panel is wrapped.' },
  { title: 'Sell the extras', text: 'Chrome deletes, roofs, mirrors, calipers, tint and PPF become easy add-ons when they are on screen.' },
  { title: 'Leads while you sleep', text: 'Put the visualizer on your website and every design a visitor makes can arrive as a lead.' },
  { title: 'One place for the job', text: 'Optional CRM, appointment booking and work orders keep quotes, bookings and history together.' },
  { title: 'Know what works', text: 'A dashboard with usage insights shows which colours and vehicles your customers ask for.' },
] as const;

export const WORLDWIDE_STATS = [
  { value: '1990–2026', label: 'model years covered' },
  { value: n(F.vehicles), label: 'year, make and model combinations' },
  { value: String(F.brands), label: 'vinyl brands with colours built in' },
  { value: n(F.colours), label: 'wrap colours' },
] as const;

export interface FeatureTab {
  id: string;
  label: string;
  heading: string;
  text: string;
  bullets: readonly string[];
  car: { body: string; finish: 'gloss' | 'matte' | 'satin' | 'chrome' | 'carbon'; roof?: string; mirrors?: string; trim?: string; title: string };
}

export const FEATURE_TABS: readonly FeatureTab[] = [
  {
    id: 'vehicles',
    label: 'Vehicles',
    heading: 'The customer’s own car, not a stand-in',
    text: 'Search by year, make and model and preview the wrap on the vehicle that is actually parked outside your shop.',
    bullets: ['Every model year from 1990 to 2026', `${n(F.vehicles)} year, make and model combinations`, 'Sedans, coupes, SUVs, pickups and vans'],
    car: { body: '#2f6fed', finish: 'gloss', title: 'Sedan in gloss blue' },
  },
  {
    id: 'colors',
    label: 'Wrap Colors & Finishes',
    heading: 'Every film, every finish',
    text: 'Browse real catalogue colours by brand and finish, or match a sample with a custom colour.',
    bullets: [`${n(F.colours)} colours from ${F.brands} vinyl brands`, 'Gloss, matte, satin, chrome and carbon fibre', 'Custom colour upload'],
    car: { body: '#5a6b3d', finish: 'matte', title: 'Sedan in matte olive' },
  },
  {
    id: 'chrome-deletes',
    label: 'Chrome Deletes',
    heading: 'Black out the brightwork',
    text: 'Show window trim, grille surrounds and badges blacked out, so the customer sees the finished look before you order film.',
    bullets: ['Window surrounds and handles', 'Grilles and badges', 'Sell it as an add-on to any wrap'],
    car: { body: '#e7e9ee', finish: 'satin', trim: '#0b1220', title: 'Sedan in satin white with a chrome delete' },
  },
  {
    id: 'roofs-mirrors',
    label: 'Roofs & Mirrors',
    heading: 'Contrast where it counts',
    text: 'Preview a contrasting roof and mirror caps, add caliper colours, and show optional tint and paint protection film.',
    bullets: ['Roof and mirror wraps', 'Caliper colours', 'Optional tint and PPF previews'],
    car: { body: '#c81e3a', finish: 'gloss', roof: '#0b1220', mirrors: '#0b1220', title: 'Sedan in gloss red with a black roof and mirrors' },
  },
];
