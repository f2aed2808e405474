import type { AreaMessages } from '../../area.ts';
import type { COMPONENTS_EN } from './en.ts';

const ES: AreaMessages<typeof COMPONENTS_EN> = {
  'components.tableEmpty': 'No hay registros',
  'components.tableScrolls': 'Tabla {caption}, se desplaza hacia los lados',
  'components.pagerNav': 'Páginas de {list}',
  'components.pagerPreviousPage': 'Página anterior',
  'components.pagerNextPage': 'Página siguiente',
  'components.pagerStatus': 'Página {page} de {pages} · {total} {noun}',
  'components.searchPlaceholder': 'Nombre, email, teléfono…',
  'components.somethingWrong': 'Algo salió mal. Vuelve a intentarlo.',
  'components.exportSize': 'Tamaño de descarga',
  'components.download': 'Descargar',
  'components.exportUpgrade': 'Descargas más grandes con un plan superior',
  'components.exportPhotoNote': 'Una foto se descarga a su propio tamaño si es menor: nunca se amplía.',
  'components.exportUpTo': 'Hasta {size}',
  'components.exportPlanOnly': '{size} — plan {plan}',
  'components.photoNotImage': 'Elige un archivo de imagen (una foto JPEG, PNG o WebP).',
  'components.photoTooBig': 'La foto debe pesar {megabytes} MB o menos.',
};
export default ES;
