// The AI tool's panel (/aitool, "Your car's photo", issue 28 item 1, decision 101): the page's own words and the AI
// render's; the visualizer's words come from the Studio's chunk (decision 099). English has no plural or select.
export const AITOOL_EN = {
  'aitool.title': 'Your car’s photo',
  'aitool.intro': "Upload a photo of your customer's car and tap its paint: the selection shows on the photo at once, free. Pick a colour and press Recolour: the photo comes back in that film, their car exactly as it is (1 credit).",
  'aitool.exactTitle': 'Exact recolour',
  'aitool.exactIntro': "Built in: the paint you tap takes the film's colour; the car's shape, light and everything around it stay as they are.",
  'aitool.aiTitle': 'AI render',
  'aitool.aiIntro': 'The AI engine repaints the whole photo, light and reflections included. It can change details of the car, so check the result before you send it. 1 credit.',
  'aitool.checking': 'Checking whether AI renders are available…',
  'aitool.off': 'AI renders are not available on your Wrapsmith yet, so this option is off. The exact recolour above works on every photo.',
  'aitool.photoTitle': "Customer's photo",
  'aitool.photoLabel': 'Photo for the AI engine',
  'aitool.photoHint': 'Take it from the side in daylight, the whole car in frame. Image files up to 10 MB.',
  'aitool.photoAlt': 'Your photo',
  'aitool.engineOffBefore': 'AI renders are not available on your Wrapsmith yet. Nothing was charged. Recolour the photo with the exact recolour above, or preview any vehicle from our catalogue in the',
  'aitool.engineOffLink': 'Studio',
  'aitool.engineOffAfter': '.',
  'aitool.empty': 'Upload a photo and pick a colour, then generate the preview here.',
  'aitool.generate': 'Generate preview',
  'aitool.renderAlt': "Your customer's car wrapped in {wrap}",
} as const;
