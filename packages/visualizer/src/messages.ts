// Words of the visualizer. The spec (§2 Studio, §8 Studio) fixes the ones marked so; UI and tests share them.
import { ADDONS, PLANS, RENDER_VIEW_LABELS, SHOP_CURRENCY, STUDIO_MESSAGES, formatMoney } from '@wrapsmith/core/rules';
import type { BodyStyle, Finish } from '@wrapsmith/catalog';
import type { Words } from './words.tsx';

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
  zoneBrand: (zone: string) => `${zone}: brand`,
  zoneFilm: (zone: string) => `${zone}: film`,
  zoneColour: (zone: string) => `${zone}: colour`,
  customColour: 'Custom colour',
  chooseFilm: 'Choose a film',
  // The picture on screen no longer shows the extras picked (issue 22): it says so and offers to draw them.
  outOfDate: 'The picture does not show the extras you changed yet.',
  updatePicture: 'Update the picture',
  updatePictureCost: 'Update the picture — 1 credit',
  // A picture made before (decision 060): served again without a credit.
  noCreditUsed: 'You made this picture before, so no credit was used.',
  // The extras as the caption and the file name list them.
  extraRoof: (name: string) => `Roof: ${name}`,
  extraMirrors: (name: string) => `Mirrors: ${name}`,
  extraCalipers: (colour: string) => `Calipers: ${colour}`,
  extraTint: (percent: number) => `${percent}% tint`,
  extraPpf: (finish: string) => `${finish} PPF`,
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
  /** The views' names (side, three-quarter). */
  views: RENDER_VIEW_LABELS,
  renderAlt: (vehicle: string, film: string) => `${vehicle} wrapped in ${film}`,
  /** Under a picture made from the shop's own photo of the car (decision 056): nothing pretends it is a drawing. */
  libraryNote: (shop: string) => `A real photo from ${shop}${/s$/i.test(shop) ? '’' : '’s'} work`,
  dismiss: 'Dismiss',
  // "Your car's photo" (decision 036).
  source: 'Show the wrap on',
  sourceVehicle: 'A vehicle',
  sourcePhoto: 'Your car’s photo',
  photoTitle: 'Your car’s photo',
  pickPhotoFirst: 'Choose a photo of the car first, then tap its paint.',
  photoNotReady: 'Your photo is still being read. Press Recolour once the selection shows.',
  tapPaintFirst: 'Tap the car’s paint on the photo first, then press Recolour.',
  pickColourFirst: 'Pick a colour for the wrap first, then press Recolour.',
  photoExpired: 'Your photo is no longer on our server, so nothing was recoloured. Upload it again above (your taps are kept), then press Recolour.',
  photoAlt: (film: string) => `Your car wrapped in ${film}`,
  photoCaption: (film: string) => `Your car · ${film}`,
  noColourYet: 'No colour picked yet',
  recolour: 'Recolour',
  recolourCost: 'Recolour — 1 credit',
  photoEmpty: 'Choose a photo of the car, tap its paint, pick a colour and press Recolour to see it wrapped.',
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

export type VisualizerMessages = Words<typeof VISUALIZER_MESSAGES> & {
  /** A host's names for the finish tabs and the body styles; the catalogue's English names (FINISH_LABELS, BODY_STYLE_LABELS) otherwise. */
  readonly finishNames?: Readonly<Partial<Record<Finish, string>>>;
  readonly bodyStyleNames?: Readonly<Partial<Record<BodyStyle, string>>>;
};
