import type { AreaMessages } from '../../area.ts';
import type { AITOOL_EN } from './en.ts';

const DE: AreaMessages<typeof AITOOL_EN> = {
  'aitool.title': 'Foto deines Autos',
  'aitool.intro': 'Lade ein Foto vom Auto deines Kunden hoch und tippe auf den Lack: Die Auswahl erscheint sofort auf dem Foto, kostenlos. Wähle eine Farbe und drücke auf Umfärben: Das Foto kommt in dieser Folie zurück, das Auto genau so, wie es ist (1 Credit).',
  'aitool.exactTitle': 'Exaktes Umfärben',
  'aitool.exactIntro': 'Eingebaut: Der Lack, den du antippst, bekommt die Farbe der Folie; Form, Licht und Umgebung des Autos bleiben, wie sie sind.',
  'aitool.aiTitle': 'KI-Bild',
  'aitool.aiIntro': 'Die KI malt das ganze Foto neu, mit Licht und Spiegelungen. Dabei kann sie Details des Autos ändern, prüfe das Ergebnis also vor dem Versenden. 1 Credit.',
  'aitool.checking': 'Wir prüfen, ob KI-Bilder verfügbar sind…',
  'aitool.off': 'KI-Bilder sind in deinem Wrapsmith noch nicht verfügbar, daher ist diese Option aus. Das exakte Umfärben oben funktioniert mit jedem Foto.',
  'aitool.photoTitle': 'Foto des Kunden',
  'aitool.photoLabel': 'Foto für die KI',
  'aitool.photoHint': 'Von der Seite bei Tageslicht, das ganze Auto im Bild. Bilddateien bis 10 MB.',
  'aitool.photoAlt': 'Dein Foto',
  'aitool.engineOffBefore': 'KI-Bilder sind in deinem Wrapsmith noch nicht verfügbar. Es wurde nichts berechnet. Färbe das Foto oben exakt um oder sieh dir jedes Fahrzeug aus unserem Katalog an, im',
  'aitool.engineOffLink': 'Studio',
  'aitool.engineOffAfter': '.',
  'aitool.empty': 'Lade ein Foto hoch und wähle eine Farbe, dann erstelle hier die Vorschau.',
  'aitool.generate': 'Vorschau erstellen',
  'aitool.renderAlt': 'Das Auto deines Kunden, foliert in {wrap}',
};
export default DE;
