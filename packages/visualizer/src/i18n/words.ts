// Builds the visualizer's words in a language from its ICU catalogue (issue 28 item 1, decision 099), for
// <VisualizerWordsProvider>. Hosts import this with the language's catalogue in the chunk they load for that
// language (the dashboard's per-language chunk; the widget's), never in a first download that speaks English.
import { BODY_STYLES, FINISHES } from '@wrapsmith/catalog';
import { formatDate, formatMessage, formatMoneyIn, formatNumber } from '@wrapsmith/core/i18n';
import { ADDONS, PLANS, RENDER_VIEWS, SHOP_CURRENCY } from '@wrapsmith/core/rules';
import type { VisualizerWordOverrides } from '../words.tsx';
import { VISUALIZER_MESSAGES, type VisualizerMessages } from '../messages.ts';
import { PHOTO_TOOL_MESSAGES, type PhotoToolMessages } from '../photo-tool-messages.ts';
import { VISUALIZER_EN, type VisualizerCatalogue } from './en.ts';

type Key = keyof VisualizerCatalogue;

/** Messages that take arguments or are built from several keys; every other key is copied as it is. */
const BUILT = new Set<string>([
  'noFilms', 'filmCount', 'tintValue', 'zoneBrand', 'zoneFilm', 'zoneColour', 'extraRoof', 'extraMirrors', 'extraCalipers',
  'extraTint', 'extraPpf', 'renderAlt', 'libraryNote', 'photoAlt', 'photoCaption', 'noCreditsBody', 'crmAddon', 'planLine',
]);

export function visualizerWordsFrom(locale: string, catalogue: VisualizerCatalogue): VisualizerWordOverrides {
  const t = (key: Key, values?: Record<string, string | number>) => formatMessage(locale, catalogue[key], values);
  const n = (value: number) => formatNumber(locale, value);
  const price = (cents: number) => formatMoneyIn(locale, { amount: cents, currency: SHOP_CURRENCY }, { wholeWithoutCents: true });
  const cheapest = Math.min(...PLANS.map((plan) => plan.priceCents));
  const crm = ADDONS.find((addon) => addon.key === 'crm');

  // Over the English objects as prototypes: what a host reads for a key this language lacks is English.
  const visualizer = Object.create(VISUALIZER_MESSAGES) as Record<string, unknown>;
  const photo = Object.create(PHOTO_TOOL_MESSAGES) as Record<string, unknown>;
  for (const key of Object.keys(VISUALIZER_EN) as Key[]) {
    if (key.includes('.') || BUILT.has(key)) continue;
    visualizer[key] = catalogue[key];
  }
  Object.assign(visualizer, {
    finishNames: Object.fromEntries(FINISHES.map((f) => [f, catalogue[`finish.${f}`]])),
    bodyStyleNames: Object.fromEntries(BODY_STYLES.map((s) => [s, catalogue[`bodyStyle.${s}`]])),
    views: Object.fromEntries(RENDER_VIEWS.map((v) => [v, catalogue[`view.${v}`]])),
    noFilms: (brand: string) => t('noFilms', { brand }),
    filmCount: (count: number) => t('filmCount', { count }),
    tintValue: (percent: number) => t('tintValue', { percent: n(percent) }),
    zoneBrand: (zone: string) => t('zoneBrand', { zone }),
    zoneFilm: (zone: string) => t('zoneFilm', { zone }),
    zoneColour: (zone: string) => t('zoneColour', { zone }),
    extraRoof: (name: string) => t('extraRoof', { name }),
    extraMirrors: (name: string) => t('extraMirrors', { name }),
    extraCalipers: (colour: string) => t('extraCalipers', { colour }),
    extraTint: (percent: number) => t('extraTint', { percent: n(percent) }),
    extraPpf: (finish: string) => t('extraPpf', { finish }),
    renderAlt: (vehicle: string, film: string) => t('renderAlt', { vehicle, film }),
    libraryNote: (shop: string) => t('libraryNote', { shop }),
    photoAlt: (film: string) => t('photoAlt', { film }),
    photoCaption: (film: string) => t('photoCaption', { film }),
    planLine: (name: string, cents: number, credits: number) => t('planLine', { name, price: price(cents), credits: n(credits) }),
  } satisfies Partial<Record<keyof VisualizerMessages, unknown>>);
  // Getters, as in English: the first currency formatter is made when the popup opens.
  Object.defineProperty(visualizer, 'noCreditsBody', { enumerable: true, get: () => t('noCreditsBody', { price: price(cheapest) }) });
  Object.defineProperty(visualizer, 'crmAddon', { enumerable: true, get: () => (crm ? t('crmAddon', { price: price(crm.priceCents) }) : '') });

  for (const key of Object.keys(VISUALIZER_EN) as Key[]) {
    if (!key.startsWith('photo.') || /^photo\.(brushSize\.|stage\.)/.test(key)) continue;
    photo[key.slice('photo.'.length)] = catalogue[key];
  }
  const whenAgain = (retryAt: number, now: number) => {
    const seconds = Math.max(1, Math.ceil((retryAt - now) / 1000));
    if (seconds <= 90) return t('photo.inSeconds', { seconds });
    if (seconds < 3600) return t('photo.inMinutes', { minutes: n(Math.round(seconds / 60)) });
    return t('photo.after', { time: formatDate(locale, retryAt, { hour: '2-digit', minute: '2-digit' }) });
  };
  Object.assign(photo, {
    brushSizes: [0, 1, 2, 3, 4].map((i) => catalogue[`photo.brushSize.${i}` as Key]),
    stage: { paint: catalogue['photo.stage.paint'], 'not-paint': catalogue['photo.stage.not-paint'], brush: catalogue['photo.stage.brush'], eraser: catalogue['photo.stage.eraser'] },
    coverage: (share: number) => (share < 0.005 && share > 0 ? t('photo.coverageTiny') : t('photo.coverage', { percent: n(Math.round(share * 100)) })),
    limited: (retryAt: number, now = Date.now()) => t('photo.limited', { when: whenAgain(retryAt, now) }),
    uploadLimited: (retryAt: number, now = Date.now()) => t('photo.uploadLimited', { when: whenAgain(retryAt, now) }),
    tapsFull: (limit: number) => t('photo.tapsFull', { limit: n(limit) }),
    strokesFull: (limit: number) => t('photo.strokesFull', { limit: n(limit) }),
  } satisfies Partial<Record<keyof PhotoToolMessages, unknown>>);
  delete photo['coverageTiny'];
  for (const k of ['inSeconds', 'inMinutes', 'after']) delete photo[k];
  return { locale, visualizer, photo };
}
