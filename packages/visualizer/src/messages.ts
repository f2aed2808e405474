// Words of the visualizer. The spec (§2 Studio, §8 Studio) fixes the ones marked so; UI and tests share them.
import { ADDONS, PLANS, SHOP_CURRENCY, STUDIO_MESSAGES, formatMoney } from '@wrapsmith/core/rules';

/** $79 for whole dollars, $49.99 otherwise: how the spec writes prices. */
export const dollars = (cents: number): string => formatMoney(cents / 100, SHOP_CURRENCY, { wholeWithoutCents: true });

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
  // "Your car's photo" (decision 036).
  source: 'Show the wrap on',
  sourceVehicle: 'A vehicle',
  sourcePhoto: 'Your car’s photo',
  photoTitle: 'Your car’s photo',
  pickPhotoFirst: 'Choose a photo of the car first, then tap its paint.',
  tapPaintFirst: 'Tap the car’s paint on the photo first, then choose a colour.',
  photoAlt: (film: string) => `Your car wrapped in ${film}`,
  photoCaption: (film: string) => `Your car · ${film}`,
  recolour: 'Recolour my photo',
  photoEmpty: 'Choose a photo of the car, tap its paint and click a colour to see it wrapped.',
  // Spec §8: the out-of-credits popup.
  noCreditsTitle: STUDIO_MESSAGES.noCreditsTitle,
  // Getters: the first Intl currency formatter costs tens of milliseconds, so it is made when the popup opens, not
  // when the visualizer's code loads (it delayed the widget's first usable select).
  get noCreditsBody() {
    return `Keep creating previews with a plan: plans start from ${dollars(cheapestPlanCents)}/month.`;
  },
  get crmAddon() {
    return crmAddon ? `Add the CRM and appointment booking for ${dollars(crmAddon.priceCents)}/month.` : '';
  },
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

/**
 * The photo tapper's words ("Your car's photo", decision 036), apart from the rest so that a bundle which loads
 * the tapper on demand (the widget) does not carry them.
 */
export const PHOTO_TAPS_MESSAGES = {
  photoLabel: 'Photo of the car',
  photoChange: 'Choose another photo',
  photoHint: 'The whole car in frame, in daylight, from any side. On a phone you can take it now.',
  tapMode: 'Tap to mark',
  tapPaint: 'Paint',
  tapNotPaint: 'Not paint',
  tapStage: (mode: string) => `Your photo. Click or tap to mark ${mode.toLowerCase()}; with the keyboard, arrow keys move the marker and Enter marks it.`,
  tapFirst: 'Tap the car’s paint once, on a panel away from reflections. If the colour spills onto a window or the wall, choose Not paint and tap there.',
  tapCount: (paint: number, notPaint: number) =>
    `${paint} paint ${paint === 1 ? 'tap' : 'taps'}${notPaint > 0 ? `, ${notPaint} not paint` : ''}. Pick a colour to recolour the photo.`,
  tapsFull: (limit: number) => `That is the most taps one photo takes (${limit}). Undo a few to change them.`,
  undoTap: 'Undo last tap',
  clearTaps: 'Clear taps',
} as const;
