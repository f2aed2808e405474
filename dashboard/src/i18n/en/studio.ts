// The Studio's (/tool) words in English (issue 28 item 1, decision 099); the visualizer's own are in
// @wrapsmith/visualizer/i18n.
export const STUDIO_EN = {
  'studio.title': 'Studio',
  'studio.intro': 'Pick a vehicle, then a wrap brand, a finish and a colour: clicking a colour generates the preview (1 credit). Or upload a photo of your customer’s car, tap its paint (free) and press Recolour (1 credit).',
  'studio.available': 'Available Credits',
  'studio.buyMore': 'Buy More Credits',
  'studio.save': 'Save to My Wraps',
  'studio.saving': 'Saving…',
  'studio.saved': 'Saved',
  'studio.savedDone': 'Saved to My Wraps.',
  'studio.saveFailed': 'Failed to save the wrap.',
  'studio.saveOffline': 'No internet connection. The wrap was not saved.',
} as const;
