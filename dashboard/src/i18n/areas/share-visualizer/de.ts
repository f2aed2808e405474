import type { AreaMessages } from '../../area.ts';
import type { SHARE_VISUALIZER_EN } from './en.ts';

const DE: AreaMessages<typeof SHARE_VISUALIZER_EN> = {
  'shareVis.eyebrow': 'Konfigurator',
  'shareVis.title': 'Sieh dein Auto in neuer Folie',
  'shareVis.shopCredits': 'Das ist der Konfigurator, den deine Kunden nutzen. Jede Vorschau kostet 1 der {credits} Credits deiner Werkstatt.',
  'shareVis.intro': 'Wähl Baujahr, Marke und Modell, eine Folienmarke, eine Oberfläche und eine Farbe.',
  'shareVis.audiences': 'Du hast ein Auto? Probier einen Look aus und bring ihn zum Folierer. Du hast eine Folierwerkstatt? Das ist der Konfigurator für deine Kunden.',
  'shareVis.ownerTitle': 'Ist das dein Auto?',
  'shareVis.ownerText': 'Ein Folierer kann dir für diesen Look ein Angebot machen und ihn auf deinem Auto zeigen. Schick ihn deiner Werkstatt oder such eine in deiner Nähe.',
  'shareVis.sendToShop': 'Look per E-Mail an eine Werkstatt',
  'shareVis.findShop': 'Folierer in deiner Nähe finden',
  'shareVis.newTab': ' (öffnet in neuem Tab)',
  'shareVis.shopTitle': 'Du hast eine Folierwerkstatt?',
  'shareVis.shopText': 'Zeig solche Looks auf dem Fahrzeug und bau den Konfigurator in deine Website ein: {credits} kostenlose Vorschauen, keine Kreditkarte nötig.',
  'shareVis.startTrial': 'Kostenlos testen',
  'shareVis.lookOnCar': '{car} in {wrap}',
  'shareVis.mailSubject': 'Angebot Folierung: {look}',
  'shareVis.mailBody': 'Hallo,\n\nkönnt ihr mir ein Angebot für diese Folierung machen: {look}?\n\nIch habe sie auf {url} ausgewählt.\n',
};
export default DE;
