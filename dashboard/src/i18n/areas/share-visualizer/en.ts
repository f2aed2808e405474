// The public visualizer page's own words (/visualizer, issue 28 item 1, decision 101): its heading, whom it speaks
// to and the call to action after a colour. The visualizer's pickers speak through its own words (decision 099).
export const SHARE_VISUALIZER_EN = {
  'shareVis.eyebrow': 'Visualizer',
  'shareVis.title': 'See your car in a new wrap',
  'shareVis.shopCredits': 'This is the visualizer your customers use. Each preview uses 1 credit of your shop’s {credits}.',
  'shareVis.intro': 'Pick a year, make and model, a wrap brand, a finish and a colour.',
  'shareVis.audiences': 'Own a car? Try a look, then take it to a wrap shop. Run a wrap shop? This is the visualizer your customers get.',
  'shareVis.ownerTitle': 'Own this car?',
  'shareVis.ownerText': 'A wrap shop can quote this look and preview it on your car. Send it to your shop, or find one near you.',
  'shareVis.sendToShop': 'Email this look to a shop',
  'shareVis.findShop': 'Find a wrap shop near you',
  'shareVis.newTab': ' (opens in a new tab)',
  'shareVis.shopTitle': 'Run a wrap shop?',
  'shareVis.shopText': 'Render looks like this on the vehicle and put the visualizer on your website: {credits} free previews, no credit card required.',
  'shareVis.startTrial': 'Start Free Trial',
  'shareVis.lookOnCar': '{car} in {wrap}',
  'shareVis.mailSubject': 'Wrap quote: {look}',
  'shareVis.mailBody': 'Hello,\n\nCould you quote me for this wrap: {look}?\n\nI picked it on {url}\n',
} as const;
