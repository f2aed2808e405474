import type { AreaMessages } from '../../area.ts';
import type { COMPONENTS_EN } from './en.ts';

const DE: AreaMessages<typeof COMPONENTS_EN> = {
  'components.tableEmpty': 'Keine Einträge gefunden',
  'components.tableScrolls': 'Tabelle {caption}, seitlich scrollbar',
  'components.pagerNav': 'Seiten: {list}',
  'components.pagerPreviousPage': 'Vorherige Seite',
  'components.pagerNextPage': 'Nächste Seite',
  'components.pagerStatus': 'Seite {page} von {pages} · {total} {noun}',
  'components.searchPlaceholder': 'Name, E-Mail, Telefon…',
  'components.somethingWrong': 'Etwas ist schiefgelaufen. Versuche es erneut.',
  'components.exportSize': 'Download-Größe',
  'components.download': 'Herunterladen',
  'components.exportUpgrade': 'Größere Downloads mit einem höheren Tarif',
  'components.exportPhotoNote': 'Ein Foto wird in seiner eigenen Größe geladen, wenn die kleiner ist: Es wird nie vergrößert.',
  'components.exportUpTo': 'Bis {size}',
  'components.exportPlanOnly': '{size} — Tarif {plan}',
  'components.photoNotImage': 'Wähle eine Bilddatei (ein JPEG-, PNG- oder WebP-Foto).',
  'components.photoTooBig': 'Das Foto darf höchstens {megabytes} MB groß sein.',
};
export default DE;
