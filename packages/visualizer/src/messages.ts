// Words of the visualizer. The spec (§2 Studio, §8 Studio) fixes the ones marked so; UI and tests share them.
import { ADDONS, PLANS, STUDIO_MESSAGES } from '@wrapsmith/core/rules';

/** $79 for whole dollars, $49.99 otherwise: how the spec writes prices. */
export function dollars(cents: number): string {
  return `$${cents % 100 === 0 ? cents / 100 : (cents / 100).toFixed(2)}`;
}

const cheapestPlanCents = Math.min(...PLANS.map((plan) => plan.priceCents));
const crmAddon = ADDONS.find((addon) => addon.key === 'crm');

export const VISUALIZER_MESSAGES = {
  // Spec §8 defaults.
  makesFailed: STUDIO_MESSAGES.makesFailed,
  modelsFailed: STUDIO_MESSAGES.modelsFailed,
  generationFailed: STUDIO_MESSAGES.generationFailed,
  // Spec §2 section titles and field labels.
  selectVehicle: 'Select Vehicle',
  selectBrand: 'Select Wrap Brand',
  year: 'Year',
  make: 'Make',
  model: 'Model',
  // Ours.
  yearsFailed: 'Failed to fetch years',
  brandsFailed: 'Failed to load wrap brands',
  filmsFailed: 'Failed to load colours',
  retry: 'Try again',
  bodyStyle: 'Body style',
  brand: 'Wrap brand',
  chooseYear: 'Select year',
  chooseMake: 'Select make',
  chooseModel: 'Select model',
  loading: 'Loading…',
  pickYearFirst: 'Pick a year first',
  pickMakeFirst: 'Pick a make first',
  finishAndColour: 'Finish and Colour',
  finishes: 'Finishes',
  noFilms: (brand: string) => `${brand} has no colours in the catalogue yet. Pick another brand.`,
  noFilmsOption: 'no colours yet',
  filmCount: (count: number) => `${count} ${count === 1 ? 'colour' : 'colours'}`,
  pickVehicleFirst: 'Pick a year, make and model first, then choose a colour.',
  extras: 'Extras',
  roof: 'Roof colour',
  mirrors: 'Mirrors colour',
  calipers: 'Caliper colour',
  chromeDelete: 'Chrome delete',
  windowTint: 'Window tint',
  tintValue: (percent: number) => `${percent}% VLT`,
  tintHint: 'Lower is darker (visible light transmission).',
  ppf: 'Paint protection film',
  ppfNone: 'None',
  ppfGloss: 'Gloss',
  ppfMatte: 'Matte',
  preview: 'Preview',
  previewEmpty: 'Pick a vehicle and click a colour to see the wrap.',
  generating: 'Generating your preview…',
  ready: 'Your preview is ready.',
  download: 'Download PNG',
  changeColour: 'Change colour',
  view: 'View',
  renderAlt: (vehicle: string, film: string) => `${vehicle} wrapped in ${film}`,
  dismiss: 'Dismiss',
  // Spec §8: the out-of-credits popup.
  noCreditsTitle: STUDIO_MESSAGES.noCreditsTitle,
  noCreditsBody: `Keep creating previews with a plan: plans start from ${dollars(cheapestPlanCents)}/month.`,
  crmAddon: crmAddon ? `Add the CRM and appointment booking for ${dollars(crmAddon.priceCents)}/month.` : '',
  planLine: (name: string, cents: number, credits: number) =>
    `${name}: ${dollars(cents)}/month, ${credits.toLocaleString('en-US')} previews a month`,
  join: 'Join',
  maybeLater: 'Maybe later',
  // Spec §8: the busy popup.
  tooManyTitle: STUDIO_MESSAGES.tooManyRequestsTitle,
  tooManyBody: 'The system is busy or an image was just generated. Please wait a few seconds and try again.',
  okayGotIt: 'Okay, Got It',
  close: 'Close',
} as const;
