// The words of Settings → Widget, in one place for the screen and its tests.
import type { WidgetZone } from '@wrapsmith/core/contract';

export const WIDGET_MESSAGES = {
  title: 'Widget',
  intro: 'Put the wrap visualizer on your own website, or share a link to it. Every render uses one of your credits.',
  readOnly: 'Your role can see the widget but not change it. You can copy the code and the share link below.',
  loadFailed: 'Could not load your widget settings.',
  retry: 'Try again',
  saved: 'Widget settings saved',
  saveFailed: 'Could not save the widget settings.',
  fixFields: 'Please fix the highlighted fields.',
  poweredByLocked: 'Hiding “Powered by Wrapsmith” is part of the Pro plan.',
  logoTooBig: 'The logo must be an image of at most 2 MB.',
  logoNotImage: 'Choose an image file (PNG, JPEG, WebP, AVIF or GIF).',
  logoFailed: 'Could not upload the logo.',
  hexInvalid: 'Use a hex colour like #1a2b3c',
  limitInvalid: 'Enter a whole number from 1 to 100',
  dailyCapInvalid: 'Enter a whole number of credits from 1 to 10,000, or leave it empty for your plan’s default',
  dailyCapHint: (planDefault: number) =>
    `The most credits your website widget and share link together may spend in 24 hours; past it, visitors are asked to come back tomorrow. Your Studio is never limited by it. Leave empty for your plan’s default, ${planDefault}.`,
  shareLinkOn: 'Share link on',
  shareLinkHint: 'Off: the share link’s page says your visualizer is not available and makes no renders. Your website widget is not affected.',
  shareLinkOff: 'Your share link is switched off: its page says your visualizer is not available. Switch it on under Look and offer → Your share link.',
  previewShareOff: 'Your share link is off, so the preview shows what its visitors see now.',
  websiteInvalid: 'Website must be an address like https://yourshop.com',
  noBrands: 'Tick at least one brand, or visitors have nothing to pick.',
  noLanguages: 'Tick at least one language for the widget.',
  copied: 'Copied to the clipboard',
  copyManually: 'Press Ctrl+C (⌘C on a Mac) to copy the selected text.',
  noEmbedKey: 'Create a key for your website first: the code needs it.',
  keysFailed: 'Could not load your widget keys.',
  keyCreated: 'Widget key created. Copy the code below onto your website.',
  keysPageFailed: 'Could not load that page of keys. Try again.',
  keyRevoked: (label: string) => `${label} was revoked. Websites using it stop showing the widget.`,
  originsSaved: 'Websites saved',
  originsRequired: 'Add at least one website',
  originsTooMany: 'A key can have at most 20 websites',
  originInvalid: (value: string) => `"${value}" is not a website address like https://yourshop.com`,
  labelRequired: 'Label is required',
  createFailed: 'Could not create the key.',
  websitesFailed: 'Could not save the websites.',
  previewNote: 'This is your share link, live. Renders you make here use credits like any visitor’s.',
  previewNoShareUrl: 'The preview appears once your share link is ready.',
} as const;

/** The extras a widget may offer, in the shop's words. */
export const ZONE_LABELS: Record<WidgetZone, string> = {
  roof: 'Roof wrap',
  mirrors: 'Mirror caps',
  chromeDelete: 'Chrome delete',
  calipers: 'Brake calipers',
  windowTint: 'Window tint',
  ppf: 'Paint protection film (PPF)',
};
export const WIDGET_ZONES = Object.keys(ZONE_LABELS) as WidgetZone[];

export const CORNER_LABELS = { rounded: 'Rounded', square: 'Square', pill: 'Pill' } as const;
export const THEME_LABELS = { light: 'Light', dark: 'Dark' } as const;
